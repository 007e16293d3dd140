/// What a page indicator shows: which pages have dots, how big each is, and where the
/// highlight is.
public struct CarouselPageIndicator: Hashable, Sendable {
  /// Number of pages.
  public var pageCount: Int
  /// The current page (0-based; −1 when empty).
  public var currentPage: Int
  /// Continuous page position (2.4 = 40 % of the way from page 2 to page 3).
  public var position: Double
  /// The first page that has a dot.
  public var firstDot: Int
  /// How many dots are shown.
  public var dotCount: Int
  /// Whether the indicator is hidden (e.g. a single page).
  public var isHidden: Bool
  /// Relative size of each shown dot, `dotCount` values (1 = full size).
  public var dotScales: [Double]

  /// The dots for `pageCount` pages with `currentPage` current (`position` the continuous page), shown as `configuration` says with at most `maxDots` dots.
  init(
    pageCount: Int, currentPage: Int, position: Double, maxDots: Int,
    configuration: CarouselIndicatorConfiguration = .standard
  ) {
    self.pageCount = pageCount
    self.currentPage = currentPage
    self.position = position
    let shown = max(min(pageCount, max(maxDots, 1)), 0)
    dotCount = shown
    // The window keeps the current page in the middle while it can.
    let first = min(max(currentPage - shown / 2, 0), max(pageCount - shown, 0))
    firstDot = first
    isHidden = pageCount == 0 || (pageCount == 1 && configuration.hidesForSinglePage)
    var scales = [Double](repeating: 1, count: shown)
    if shown >= 3 {
      if first > 0 {
        scales[0] = configuration.edgeDotScale
        if shown >= 5 { scales[1] = configuration.nearEdgeDotScale }
      }
      if first + shown < pageCount {
        scales[shown - 1] = configuration.edgeDotScale
        if shown >= 5 { scales[shown - 2] = configuration.nearEdgeDotScale }
      }
    }
    dotScales = scales
  }

  /// The "n/N" label, 1-based ("" when empty).
  var label: String {
    pageCount == 0 ? "" : "\(currentPage + 1)/\(pageCount)"
  }
}

extension CarouselEngine {
  /// Number of pages (snap points) for the indicator.
  var pageCount: Int {
    guard count > 0 else { return 0 }
    let step = snapStep
    return count / step + (count % step == 0 ? 0 : 1)
  }

  /// The page indicator's model at ``time``.
  public var pageIndicator: CarouselPageIndicator {
    let step = Double(snapStep)
    let page = count == 0 ? -1 : currentIndex / snapStep
    return CarouselPageIndicator(
      pageCount: pageCount, currentPage: page, position: position / step,
      maxDots: configuration.indicator.maxDots, configuration: configuration.indicator)
  }

  /// The "n/N" label for the current item (1-based), e.g. "4/8".
  public var itemLabel: String { count == 0 ? "" : "\(currentIndex + 1)/\(count)" }

  /// A tap on a page dot: go to that page.
  mutating func selectPage(_ page: Int) {
    guard count > 0 else { return }
    beginInteraction()
    endInteraction()
    let clamped = min(max(page, 0), pageCount - 1)
    scroll(toItemAt: clamped * snapStep, animated: true)
  }

  /// Dragging along the dots: `fraction` 0...1 across all pages.
  mutating func scrub(phase: CarouselGesturePhase, fraction: Double) {
    guard count > 1 else { return }
    if phase == .begin { beginInteraction() }
    let f = min(max(fraction, 0), 1)
    let page = Int(clampingIndex: f * Double(pageCount - 1), .toNearestOrAwayFromZero)
    scroll(toItemAt: page * snapStep, animated: true)
    if phase == .end { endInteraction() }
  }
}

extension CarouselPageIndicator: CustomStringConvertible {
  /// `page 3 of 10, dots 0…6`, or `hidden` when the host draws none.
  public var description: String {
    if isHidden || dotCount == 0 { return "page \(currentPage + 1) of \(pageCount), hidden" }
    return "page \(currentPage + 1) of \(pageCount), dots \(firstDot)…\(firstDot + dotCount - 1)"
  }
}
