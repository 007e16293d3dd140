extension CarouselConfiguration {
  /// The magnitude rules of ``validate(viewport:count:)``: every size, count, time and
  /// scale within ``CarouselLimits``, and items long enough that at most
  /// ``CarouselLimits/maxLaidOutItems`` are laid out in the viewport and its overscan.
  ///
  /// A configuration that passes gives finite state and bounded work per frame under any
  /// input the engine accepts.
  ///
  /// - Complexity: O(listed item lengths + autoplay item intervals).
  ///
  /// Not compiled into the Embedded Swift (WebAssembly) build: even with rules that carry
  /// their numbers (the host words them) and no sorting, they add 1.3 KB gzipped to a
  /// module that must stay within 40 KB. The engine stays total without them (clamped
  /// conversions, at most ``CarouselLimits/maxLaidOutItems`` laid out, bounded catch-up);
  /// `web/replay.mjs` checks the same limits before it configures the module.
  func validateMagnitudes(viewport: CarouselSize, count: Int) throws(CarouselConfigurationError) {
    #if !hasFeature(Embedded)
      let side = CarouselLimits.maxViewportLength
      try Self.require("viewport.width", viewport.width, atMost: side)
      try Self.require("viewport.height", viewport.height, atMost: side)
      if count > CarouselLimits.maxCount {
        throw CarouselConfigurationError(
          field: "count",
          rule: .integerOutsideRange(0...CarouselLimits.maxCount, got: count))
      }
      switch itemSize {
      case .fraction(let fraction):
        try Self.require("itemSize.fraction", fraction, atMost: CarouselLimits.maxItemFraction)
      case .points(let points):
        try Self.require("itemSize.points", points, atMost: CarouselLimits.maxItemLength)
      case .peek(let peek): try Self.require("itemSize.peek", peek, atMost: side)
      }
      try Self.require("spacing", spacing, atMost: side)
      if let keylines {
        let longest = CarouselLimits.maxItemLength
        try Self.require("keylines.largeSize", keylines.largeSize, atMost: longest)
        try Self.require("keylines.smallMin", keylines.smallMin, atMost: longest)
        try Self.require("keylines.smallMax", keylines.smallMax, atMost: longest)
      }
      try Self.require("contentInset", contentInset, atMost: side)
      try Self.require("overscan", overscan, atMost: side)
      let rates = CarouselLimits.decelerationRates
      if !rates.contains(decelerationRate.rawValue) {
        throw CarouselConfigurationError(
          field: "decelerationRate",
          rule: .outsideRange(rates, got: decelerationRate.rawValue))
      }
      let viewportLength = viewport.length(along: axis)
      var shortest = itemSize.length(viewportLength: viewportLength, spacing: spacing)
      var shortestListed: Int?
      for (k, length) in (itemLengths ?? []).enumerated() {
        try Self.require(text("itemLengths[\(k)]"), length, atMost: CarouselLimits.maxItemLength)
        if k < count && length < shortest {
          shortest = max(length, 1)
          shortestListed = k
        }
      }
      let span = viewportLength + 2 * overscan
      let most = Double(CarouselLimits.maxLaidOutItems)
      if span / (shortest + spacing) + 2 > most {
        throw CarouselConfigurationError(
          field: shortestListed.map { text("itemLengths[\($0)]") } ?? "itemSize",
          rule: .layoutTooDense(
            itemLength: shortest, minimum: span / (most - 2) - spacing,
            maxLaidOutItems: CarouselLimits.maxLaidOutItems))
      }
      if let autoplay {
        let seconds = CarouselLimits.maxAutoplaySeconds
        try Self.require("autoplay.interval", autoplay.interval, atMost: seconds)
        // The first item whose interval is too long, by index (a scan: no sort).
        var firstTooLong: (index: Int, interval: Double)?
        for (k, interval) in autoplay.itemIntervals where interval > seconds {
          if k < firstTooLong?.index ?? .max { firstTooLong = (k, interval) }
        }
        if let (k, interval) = firstTooLong {
          try Self.require(text("autoplay.itemIntervals[\(k)]"), interval, atMost: seconds)
        }
        try Self.require("autoplay.resumeDelay", autoplay.resumeDelay, atMost: seconds)
        if let scroll = autoplay.scroll {
          let fastest = CarouselLimits.maxAutoScrollSpeed
          try Self.require("autoplay.scroll.speed", scroll.speed, atMost: fastest)
          try Self.require("autoplay.scroll.rampDuration", scroll.rampDuration, atMost: seconds)
        }
      }
      try Self.requireScale("zoom.minimumScale", zoom.minimumScale)
      try Self.requireScale("zoom.maximumScale", zoom.maximumScale)
      try Self.requireScale("zoom.doubleTapScale", zoom.doubleTapScale)
      if indicator.maxDots > CarouselLimits.maxDots {
        throw CarouselConfigurationError(
          field: "indicator.maxDots",
          rule: .integerOutsideRange(1...CarouselLimits.maxDots, got: indicator.maxDots))
      }
    #endif
  }

  /// Throws unless `scale` lies within ``CarouselLimits/zoomScales``.
  private static func requireScale(_ field: String, _ scale: Double)
    throws(CarouselConfigurationError)
  {
    let scales = CarouselLimits.zoomScales
    guard scales.contains(scale) else {
      throw CarouselConfigurationError(field: field, rule: .outsideRange(scales, got: scale))
    }
  }

  /// Throws unless `value` (already known to be finite and not negative) is at most `limit`.
  private static func require(_ field: String, _ value: Double, atMost limit: Double)
    throws(CarouselConfigurationError)
  {
    guard value <= limit else {
      throw CarouselConfigurationError(field: field, rule: .atMost(limit, got: value))
    }
  }
}
