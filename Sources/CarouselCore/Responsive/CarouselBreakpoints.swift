/// A configuration that changes with the viewport's width: a base configuration (and
/// effect) and the breakpoints that change it.
///
/// Breakpoints apply mobile-first, as CSS `min-width` media queries do: at a width `w`,
/// every breakpoint whose ``CarouselBreakpoint/minWidth`` ≤ `w` applies, in increasing
/// `minWidth` (list order on a tie), each change overriding the one before. The largest of
/// them is the *active* breakpoint.
///
/// ```swift
/// let breakpoints = CarouselBreakpoints(base: configuration, breakpoints: [
///   CarouselBreakpoint(minWidth: 600, itemsPerView: 2, spacing: 12),
///   CarouselBreakpoint(minWidth: 1000, isEnabled: false),
/// ])
/// try engine.resize(to: newSize, breakpoints: breakpoints, at: now)
/// ```
public struct CarouselBreakpoints: Hashable, Sendable {
  /// The configuration below every breakpoint.
  public var base: CarouselConfiguration
  /// The effect below every breakpoint (nil for none).
  public var baseEffect: CarouselEffect?
  /// The breakpoints, in any order.
  public var breakpoints: [CarouselBreakpoint]

  /// Breakpoints over `base` (and `effect`).
  public init(
    base: CarouselConfiguration, effect: CarouselEffect? = nil,
    breakpoints: [CarouselBreakpoint]
  ) {
    self.base = base
    baseEffect = effect
    self.breakpoints = breakpoints
  }

  /// What is in force at one width.
  public struct Resolved: Hashable, Sendable {
    /// The index in ``CarouselBreakpoints/breakpoints`` of the active breakpoint, or nil
    /// below all of them.
    public var breakpoint: Int?
    /// The configuration: the base with the changes of every breakpoint that applies (and no
    /// autoplay while the carousel is off).
    public var configuration: CarouselConfiguration
    /// The effect, or nil for none.
    public var effect: CarouselEffect?
    /// Whether the carousel is on.
    public var isEnabled: Bool
  }

  /// What is in force at viewport width `width`.
  ///
  /// - Complexity: O(b²) for b breakpoints (a handful: a scan beats sorting a copy).
  public func resolved(forWidth width: Double) -> Resolved {
    var result = Resolved(
      breakpoint: nil, configuration: base, effect: baseEffect, isEnabled: true)
    // The breakpoints in increasing (minWidth, index) order, each found by a scan for the
    // least pair after the last one applied: no sorted copy, no set.
    var last: (minWidth: Double, index: Int)?
    while true {
      var next: Int?
      for (k, point) in breakpoints.enumerated() where point.minWidth <= width {
        if let last,
          point.minWidth < last.minWidth
            || (point.minWidth == last.minWidth && k <= last.index)
        {
          continue
        }
        if let best = next, breakpoints[best].minWidth <= point.minWidth { continue }
        next = k
      }
      guard let k = next else {
        // A carousel switched off does not advance on its own either.
        if !result.isEnabled { result.configuration.autoplay = nil }
        return result
      }
      last = (breakpoints[k].minWidth, k)
      let point = breakpoints[k]
      if let perView = point.itemsPerView { result.configuration.itemSize = .fraction(1 / perView) }
      if let spacing = point.spacing { result.configuration.spacing = spacing }
      if let effect = point.effect { result.effect = effect }
      if let enabled = point.isEnabled { result.isEnabled = enabled }
      result.breakpoint = k
    }
  }

  /// Checks every breakpoint's own numbers, and the configuration in force at `viewport`'s
  /// width with ``CarouselConfiguration/validate(viewport:count:)``.
  ///
  /// The rules: a breakpoint's `minWidth` is a non-negative number, its `itemsPerView` a
  /// number from 1/100 to ``CarouselBreakpoint/maxItemsPerView``, its `spacing` a
  /// non-negative number; errors name the field as `breakpoints[2].spacing`.
  public func validate(viewport: CarouselSize, count: Int) throws(CarouselConfigurationError) {
    for (k, point) in breakpoints.enumerated() {
      func check(_ name: String, _ value: Double?, _ range: ClosedRange<Double>)
        throws(CarouselConfigurationError)
      {
        guard let value, !range.contains(value) || !value.isFinite else { return }
        let field = text("breakpoints[\(k)].\(name)")
        if range.upperBound.isFinite {
          throw CarouselConfigurationError(field: field, rule: .outsideRange(range, got: value))
        }
        throw CarouselConfigurationError(
          field: field, rule: .expected("a non-negative number", got: value))
      }
      try check("minWidth", point.minWidth, 0...Double.infinity)
      try check(
        "itemsPerView", point.itemsPerView,
        (1 / CarouselBreakpoint.maxItemsPerView)...CarouselBreakpoint.maxItemsPerView)
      try check("spacing", point.spacing, 0...Double.infinity)
    }
    try resolved(forWidth: viewport.width).configuration.validate(viewport: viewport, count: count)
  }
}
