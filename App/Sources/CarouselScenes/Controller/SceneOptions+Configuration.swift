import CarouselCore

extension SceneOptions {
  /// Applies the options every scene shares to an engine configuration: the start item,
  /// looping (else `defaultLoop`), the scrolling behaviour (else `defaultScrolling`),
  /// autoplay (the interval, else `defaultAutoplayInterval`; 0 or less turns it off; a
  /// non-looping carousel rewinds to the first item), reduced motion, the axis and the
  /// direction (right to left when asked, else `defaultRightToLeft`).
  func apply(
    to configuration: inout CarouselConfiguration, defaultLoop: Bool,
    defaultScrolling: CarouselScrollingBehavior, defaultAutoplayInterval: Double? = nil,
    defaultRightToLeft: Bool = false
  ) {
    configuration.startIndex = startIndex
    configuration.axis = vertical ? .vertical : .horizontal
    configuration.layoutDirection =
      rightToLeft ?? defaultRightToLeft ? .rightToLeft : .leftToRight
    configuration.loop = loop ?? defaultLoop
    configuration.scrolling = scrolling ?? defaultScrolling
    configuration.motion.reducedMotion = reducedMotion
    if let interval = autoplayInterval ?? defaultAutoplayInterval, interval > 0,
      interval.isFinite
    {
      var autoplay = CarouselAutoplayConfiguration()
      autoplay.interval = interval
      autoplay.atEnd = .rewind
      configuration.autoplay = autoplay
    } else {
      configuration.autoplay = nil
    }
    applyAutoScroll(to: &configuration)
  }
}
