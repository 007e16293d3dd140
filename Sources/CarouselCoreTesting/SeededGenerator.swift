@_spi(CarouselHost) import CarouselCore

/// A small, fast, seeded random number generator (SplitMix64) for property tests: the same
/// seed gives the same sequence on every platform.
///
/// The engine's own seeded generator, re-exposed here so tests need no SPI import: the
/// sequence is the one the app's artwork, `--sort random` and the benchmarks use.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var base: CarouselSeededGenerator

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    base = CarouselSeededGenerator(seed: seed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    base.next()
  }
}
