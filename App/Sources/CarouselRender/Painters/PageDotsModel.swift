/// What the page dots show: which pages have dots, where the current position is, and how
/// large each dot is. The engine's indicator state maps onto this one to one.
public struct PageDotsModel: Hashable, Sendable {
  /// Total number of pages.
  public var pageCount: Int
  /// Page index of the first dot shown (non-zero when a window of dots slides over many
  /// pages).
  public var firstPage: Int
  /// Number of dots shown.
  public var dotCount: Int
  /// Continuous current page, in page indices: 2.4 is 40 % of the way from page 2 to
  /// page 3. In a looping carousel, a value between `pageCount − 1` and `pageCount` is on
  /// its way from the last page back to the first.
  public var position: Double
  /// Scale of each dot (1 = full size), `dotCount` entries; edge dots of a window with
  /// more pages beyond are smaller, as on iOS.
  public var dotScales: [Double]

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - dotCount: defaults to `pageCount` (all pages have a dot).
  ///   - dotScales: defaults to all 1.
  public init(
    pageCount: Int, position: Double, firstPage: Int = 0, dotCount: Int? = nil,
    dotScales: [Double]? = nil
  ) {
    let shown = dotCount ?? pageCount
    precondition(pageCount >= 0, "pageCount must be ≥ 0")
    precondition(shown >= 0 && shown <= pageCount, "dotCount \(shown) outside 0…\(pageCount)")
    precondition(
      firstPage >= 0 && firstPage + shown <= max(pageCount, shown),
      "dots \(firstPage)..<\(firstPage + shown) outside the \(pageCount) pages")
    precondition(dotScales == nil || dotScales!.count == shown, "one scale per dot")
    self.pageCount = pageCount
    self.firstPage = firstPage
    self.dotCount = shown
    self.position = position
    self.dotScales = dotScales ?? Array(repeating: 1, count: shown)
  }

  /// A window of `dotCount` dots over many pages centred on `position` as far as the ends
  /// allow, the two dots at each end that have pages beyond them shrunk to `edgeScale` and
  /// `nearEdgeScale` (iOS-like). The engine normally supplies the window; this is for
  /// hosts and tests that have only a position.
  public static func windowed(
    pageCount: Int, position: Double, dotCount: Int, edgeScale: Double = 0.5,
    nearEdgeScale: Double = 0.75
  ) -> PageDotsModel {
    let shown = min(dotCount, pageCount)
    let centre = Int(position.rounded())
    let first = min(max(0, centre - shown / 2), pageCount - shown)
    var scales = Array(repeating: 1.0, count: shown)
    if first > 0, shown >= 2 {
      scales[0] = edgeScale
      scales[1] = nearEdgeScale
    }
    if first + shown < pageCount, shown >= 2 {
      scales[shown - 1] = edgeScale
      scales[shown - 2] = nearEdgeScale
    }
    return PageDotsModel(
      pageCount: pageCount, position: position, firstPage: first, dotCount: shown,
      dotScales: scales)
  }
}
