extension CarouselConfiguration {
  /// Checks that this configuration makes a carousel of `count` items in `viewport`.
  ///
  /// The rules, in the order they are checked (the first broken one is thrown):
  /// - the viewport's width and height are positive; `count` is not negative;
  /// - item sizes are positive (a fraction, points), a peek is not negative, and
  ///   viewport − 2·(peek + spacing) leaves the item a positive length;
  /// - spacing, content inset and overscan are not negative;
  /// - the deceleration rate lies in (0, 1); ``maxItemsPerGesture`` is at least 1;
  /// - ``startIndex`` is one of the items (any non-negative index for an empty carousel);
  /// - every listed item length is positive;
  /// - a keyline layout's sizes are positive and its `smallMax` ≥ `smallMin`;
  /// - autoplay intervals are positive and its resume delay is not negative; an auto-scroll
  ///   speed is positive and its ramp not negative;
  /// - zoom scales are positive, maximum ≥ minimum, and the double-tap scale lies between them;
  /// - the indicator shows at least one dot;
  /// - every magnitude lies within `CarouselLimits` (see `validateMagnitudes`), and items
  ///   are long enough that at most 1,000 (`CarouselLimits.maxLaidOutItems`) are laid out.
  ///
  /// Every number must also be finite: NaN and infinities break the same rules.
  ///
  /// - Complexity: O(listed item lengths + autoplay item intervals).
  public func validate(viewport: CarouselSize, count: Int) throws(CarouselConfigurationError) {
    try Self.require("viewport.width", viewport.width, .positive)
    try Self.require("viewport.height", viewport.height, .positive)
    if count < 0 {
      throw CarouselConfigurationError(
        field: "count", rule: .expected("an integer of at least 0", got: Double(count)))
    }
    switch itemSize {
    case .fraction(let fraction): try Self.require("itemSize.fraction", fraction, .positive)
    case .points(let points): try Self.require("itemSize.points", points, .positive)
    case .peek(let peek): try Self.require("itemSize.peek", peek, .nonNegative)
    }
    try Self.require("spacing", spacing, .nonNegative)
    try Self.require("contentInset", contentInset, .nonNegative)
    let rate = decelerationRate.rawValue
    guard rate > 0 && rate < 1 else {
      throw CarouselConfigurationError(field: "decelerationRate", rule: .notBetweenZeroAndOne(rate))
    }
    if maxItemsPerGesture < 1 {
      throw CarouselConfigurationError(
        field: "maxItemsPerGesture",
        rule: .expected("an integer of at least 1", got: Double(maxItemsPerGesture)))
    }
    if startIndex < 0 || (count > 0 && startIndex >= count) {
      throw CarouselConfigurationError(
        field: "startIndex", rule: .startIndexOutOfRange(index: startIndex, count: count))
    }
    for (k, length) in (itemLengths ?? []).enumerated() {
      try Self.require(text("itemLengths[\(k)]"), length, .positive)
    }
    try Self.require("overscan", overscan, .nonNegative)
    if let keylines {
      try Self.require("keylines.largeSize", keylines.largeSize, .positive)
      try Self.require("keylines.smallMin", keylines.smallMin, .positive)
      try Self.require("keylines.smallMax", keylines.smallMax, .positive)
      guard keylines.smallMax >= keylines.smallMin else {
        throw CarouselConfigurationError(
          field: "keylines.smallMax",
          rule: .maximumBelowMinimum(maximum: keylines.smallMax, minimum: keylines.smallMin))
      }
    }
    if let autoplay {
      try Self.require("autoplay.interval", autoplay.interval, .positive)
      // The first item whose interval breaks the rule, by index (a scan: no sort).
      var firstInvalid: (index: Int, interval: Double)?
      for (k, interval) in autoplay.itemIntervals where !NumberRule.positive.accepts(interval) {
        if k < firstInvalid?.index ?? .max { firstInvalid = (k, interval) }
      }
      if let (k, interval) = firstInvalid {
        try Self.require(text("autoplay.itemIntervals[\(k)]"), interval, .positive)
      }
      try Self.require("autoplay.resumeDelay", autoplay.resumeDelay, .nonNegative)
      #if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
        if let scroll = autoplay.scroll {
          try Self.require("autoplay.scroll.speed", scroll.speed, .positive)
          try Self.require("autoplay.scroll.rampDuration", scroll.rampDuration, .nonNegative)
        }
      #endif
    }
    try Self.require("zoom.minimumScale", zoom.minimumScale, .positive)
    try Self.require("zoom.maximumScale", zoom.maximumScale, .positive)
    guard zoom.maximumScale >= zoom.minimumScale else {
      throw CarouselConfigurationError(
        field: "zoom.maximumScale",
        rule: .maximumBelowMinimum(maximum: zoom.maximumScale, minimum: zoom.minimumScale))
    }
    try Self.require("zoom.doubleTapScale", zoom.doubleTapScale, .positive)
    guard zoom.minimumScale <= zoom.doubleTapScale && zoom.doubleTapScale <= zoom.maximumScale
    else {
      throw CarouselConfigurationError(
        field: "zoom.doubleTapScale", rule: .doubleTapOutsideRange(zoom.doubleTapScale))
    }
    if indicator.maxDots < 1 {
      throw CarouselConfigurationError(
        field: "indicator.maxDots",
        rule: .expected("an integer of at least 1", got: Double(indicator.maxDots)))
    }
    if case .peek(let peek) = itemSize {
      let viewportLength = viewport.length(along: axis)
      guard viewportLength - 2 * (peek + spacing) > 0 else {
        throw CarouselConfigurationError(
          field: "itemSize.peek",
          rule: .peekLeavesNoRoom(peek: peek, spacing: spacing, viewportLength: viewportLength))
      }
    }
    try validateMagnitudes(viewport: viewport, count: count)
  }

  /// The two shapes of number rule, with the wording of their expectation.
  private enum NumberRule {
    case positive
    case nonNegative

    var expectation: String {
      switch self {
      case .positive: "a positive number"
      case .nonNegative: "a non-negative number"
      }
    }

    func accepts(_ value: Double) -> Bool {
      switch self {
      case .positive: value.isFinite && value > 0
      case .nonNegative: value.isFinite && value >= 0
      }
    }
  }

  private static func require(_ field: String, _ value: Double, _ rule: NumberRule)
    throws(CarouselConfigurationError)
  {
    guard rule.accepts(value) else {
      throw CarouselConfigurationError(field: field, rule: .expected(rule.expectation, got: value))
    }
  }
}
