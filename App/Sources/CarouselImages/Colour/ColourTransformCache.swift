import CarouselCaching

/// The colour transforms built so far, so that a folder of photos from one camera builds
/// its transform once.
///
/// Keyed by the source's profile bytes (or H.273 code points), the display profile and the
/// pixel layout: the dictionary hashes the bytes and compares them in full on a hit, so two
/// profiles never share a transform by a hash collision. Refusals are cached too (a
/// malformed profile is parsed once). Bounded by ``costLimit``.
///
/// Thread safety: any number of threads MAY look up at once; two threads missing the same
/// key build it twice and the second insert wins (both transforms are equal).
final class ColourTransformCache: Sendable {
  struct Key: Hashable {
    let source: EmbeddedColourSpace
    let display: [UInt8]?
    let layout: ColourPixelLayout
  }

  /// What an entry is charged besides its profile bytes: lcms2's precomputed tables (a
  /// 17³ grid of 16-bit RGB for a LUT profile is about 30 KB; its interpolation state more).
  static let entryOverhead = 64 << 10
  /// 8 MiB: dozens of cameras' profiles, while a stream of hostile distinct profiles
  /// cannot grow memory without bound.
  static let costLimit = 8 << 20

  /// The cache every decoder shares.
  static let shared = ColourTransformCache()

  private let entries = Locked(
    LRUCache<Key, Result<ColourTransform, ColourProfileProblem>>(
      costLimit: costLimit, oversize: .reject))

  /// The transform for `key`, built (and cached) on a miss.
  ///
  /// - Throws: Why the source's profile cannot be used.
  func transform(for key: Key) throws(ColourProfileProblem) -> ColourTransform {
    if let cached = entries.withLock({ $0.value(forKey: key) }) { return try cached.get() }
    let built: Result<ColourTransform, ColourProfileProblem>
    do throws(ColourProfileProblem) {
      built = .success(try ColourTransform(from: key.source, to: key.display, layout: key.layout))
    } catch {
      built = .failure(error)
    }
    let cost = Self.entryOverhead + key.source.byteCount + (key.display?.count ?? 0)
    _ = entries.withLock { $0.insert(built, forKey: key, cost: cost) }
    return try built.get()
  }

  /// How many transforms and refusals are cached (for tests).
  var count: Int { entries.withLock { $0.count } }
}

extension EmbeddedColourSpace {
  /// The profile bytes held, for the cache's cost.
  fileprivate var byteCount: Int {
    if case .icc(let bytes) = self { return bytes.count }
    return 0
  }
}
