import CarouselCore

/// The engine's invariants, checked on any state: a list of what is broken, empty when all
/// hold.
///
/// ```swift
/// #expect(CarouselInvariants.violations(in: engine) == [])        // Swift Testing
/// XCTAssertEqual(CarouselInvariants.violations(in: engine), [])   // XCTest
/// ```
public enum CarouselInvariants {
  /// One broken invariant.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// Which invariant (`finite`, `indexInRange`, `boundedVisible`, `indicator`, `zoom`).
    public var invariant: String
    /// What was seen.
    public var detail: String

    /// Makes a violation of `invariant`, seen as `detail`.
    init(invariant: String, detail: String) {
      self.invariant = invariant
      self.detail = detail
    }

    /// `invariant: detail`.
    public var description: String { "\(invariant): \(detail)" }
  }

  /// Most items a layout may hold for a viewport: what fits (each item at least one point
  /// long) plus one partial item at either end, and no more than the items that exist
  /// unless the carousel loops (a short loop shows items again). Layout must cost what is
  /// visible, never the item count.
  static func maximumLaidOutItems(in engine: CarouselEngine) -> Int {
    let c = engine.configuration
    let reach = engine.viewport.length(along: c.axis) + 2 * max(c.overscan, 0)
    guard reach.isFinite && reach < 1e9 else { return Int.max }
    let fits = Int(reach.rounded(.up)) + 2
    return c.loop ? fits : min(engine.count, fits)
  }

  /// Every invariant that `engine`'s current state breaks:
  /// - **finite**: position, virtual position, velocity, zoom and every laid-out frame are
  ///   finite numbers;
  /// - **indexInRange**: the current index is in `0..<count` (−1 when empty), a looping
  ///   position in `[0, count)`, and every laid-out index in `0..<count`;
  /// - **boundedVisible**: the layout holds at most `maximumLaidOutItems(in:)` items;
  /// - **indicator**: no more dots than `maxDots`, and the current page among them;
  /// - **zoom**: the zoom scale is positive.
  ///
  /// - Complexity: O(laid-out items).
  public static func violations(in engine: CarouselEngine) -> [Violation] {
    var found: [Violation] = []
    func fail(_ invariant: String, _ detail: String) {
      found.append(Violation(invariant: invariant, detail: detail))
    }
    if !engine.position.isFinite { fail("finite", "position \(engine.position)") }
    if !engine.virtualPosition.isFinite {
      fail("finite", "virtual position \(engine.virtualPosition)")
    }
    if !engine.velocity.isFinite { fail("finite", "velocity \(engine.velocity)") }
    if !engine.zoomScale.isFinite || engine.zoomScale <= 0 {
      fail("zoom", "zoom scale \(engine.zoomScale)")
    }
    if engine.count == 0 {
      if engine.currentIndex != -1 {
        fail("indexInRange", "current index \(engine.currentIndex) of an empty carousel")
      }
    } else {
      if engine.currentIndex < 0 || engine.currentIndex >= engine.count {
        fail("indexInRange", "current index \(engine.currentIndex) of \(engine.count)")
      }
      if engine.configuration.loop
        && !(engine.position >= 0 && engine.position < Double(engine.count))
      {
        fail("indexInRange", "looping position \(engine.position) of \(engine.count)")
      }
    }
    var laidOut = 0
    engine.forEachLayoutAttribute { attributes in
      laidOut += 1
      if attributes.index < 0 || attributes.index >= engine.count {
        fail("indexInRange", "laid-out index \(attributes.index) of \(engine.count)")
      }
      let frame = attributes.frame
      if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite
        && frame.height.isFinite)
      {
        fail("finite", "frame of item \(attributes.index): \(frame)")
      }
    }
    let most = maximumLaidOutItems(in: engine)
    if laidOut > most { fail("boundedVisible", "\(laidOut) items laid out, at most \(most)") }
    let indicator = engine.pageIndicator
    if indicator.dotCount > max(engine.configuration.indicator.maxDots, 1) {
      fail(
        "indicator", "\(indicator.dotCount) dots, at most \(engine.configuration.indicator.maxDots)"
      )
    }
    if indicator.pageCount > 0
      && !(indicator.currentPage >= indicator.firstDot
        && indicator.currentPage < indicator.firstDot + indicator.dotCount)
    {
      fail("indicator", "page \(indicator.currentPage) outside dots \(indicator.firstDot)…")
    }
    return found
  }
}
