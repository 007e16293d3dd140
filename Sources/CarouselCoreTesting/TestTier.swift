#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which tests run: `make test` runs every test, `make check` (the inner loop) sets
/// `CAROUSEL_TEST_TIER=fast` to leave out the suites and tests tagged slow (an Xvfb window,
/// full-size artwork, a compiler run).
///
/// Swift Testing on this toolchain cannot skip by tag from the command line, so a slow test
/// carries both: `@Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))`. The tag is
/// declared by each test package (`extension Tag { @Tag static var slow: Self }`); this
/// module does not link Swift Testing, so code that is not a test may depend on it.
public enum TestTier {
  /// The environment variable naming the tier.
  public static let variable = "CAROUSEL_TEST_TIER"

  /// The tier that leaves out the slow tests.
  public static let fast = "fast"

  /// Whether tests tagged slow run: unless the tier is ``fast``.
  public static var runsSlowTests: Bool {
    guard let tier = getenv(variable) else { return true }
    return String(cString: tier) != fast
  }

  /// The seeds a seeded property test runs: every one of `all` in the full suite, the first
  /// `fast` of them in the fast tier, so `make check` samples each property and `make test`
  /// runs them all.
  public static func seeds(_ all: ClosedRange<UInt64>, fast: Int) -> [UInt64] {
    let seeds = Array(all)
    return runsSlowTests ? seeds : Array(seeds.prefix(max(fast, 0)))
  }
}
