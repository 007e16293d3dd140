extension CarouselEngine {
  /// Resizes the viewport to `size` at `time` (after advancing to it) and switches to the
  /// configuration `breakpoints` give for its width; returns what is now in force.
  ///
  /// The current item stays current whatever the engine was doing: a drag, a fling or a
  /// settle ends, and the carousel rests exactly on the item that was current (as a plain
  /// resize does), so crossing a breakpoint never changes the item and never emits
  /// ``CarouselEvent/currentItemChanged(from:to:)``. Returns nil, changing nothing, when
  /// `time` is not finite or `size` is a viewport a resize event could not carry.
  ///
  /// The engine keeps its autoplay, zoom and labels when the configuration changes; only
  /// the breakpoints' fields differ between the configurations they give.
  ///
  /// - Throws: ``CarouselConfigurationError`` when the configuration for `size` breaks a
  ///   rule of ``CarouselBreakpoints/validate(viewport:count:)`` (its start index aside);
  ///   the engine is then unchanged.
  @discardableResult
  public mutating func resize(
    to size: CarouselSize, breakpoints: CarouselBreakpoints, at time: Double
  ) throws(CarouselConfigurationError) -> CarouselBreakpoints.Resolved? {
    guard time.isFinite, CarouselInputEvent.Kind.resize(size).isWellFormed else { return nil }
    // The start index matters only when an engine is made; the count may have changed since.
    var checked = breakpoints
    checked.base.startIndex = 0
    try checked.validate(viewport: size, count: count)
    advance(to: time)
    let resolved = breakpoints.resolved(forWidth: size.width)
    // The plain resize rests on the current item under the old configuration; the new one
    // then only rebuilds the track around that item.
    resize(to: size)
    if resolved.configuration != configuration {
      let keep = currentIndex
      let autoplayChanged = resolved.configuration.autoplay != configuration.autoplay
      configuration = resolved.configuration
      track = Track(configuration: configuration, viewport: viewport, count: count)
      if !configuration.loop { anchor = max(keep, 0) }
      if autoplayChanged {
        autoplay = AutoplayRuntime(configuration: configuration.autoplay, time: self.time)
      }
    }
    reportCurrentItem()
    return resolved
  }
}
