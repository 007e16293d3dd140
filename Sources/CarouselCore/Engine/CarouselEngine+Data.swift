extension CarouselEngine {
  /// A new viewport size: the current item stays current and comes to rest.
  mutating func resize(to size: CarouselSize) {
    let keep = nearestVirtualIndex
    viewport = size
    track = Track(configuration: configuration, viewport: viewport, count: count)
    transition = nil
    let wasMoving = phase != .idle
    anchor = keep
    motion = .rest(offset: 0)
    if wasMoving { events.append(.settled(index: currentIndex)) }
  }

  /// A new item count: the current item stays current (clamped when it no longer exists).
  mutating func setCount(_ newCount: Int) {
    precondition(newCount >= 0, "item count must not be negative")
    let keep = currentIndex
    let wasMoving = phase != .idle
    track = Track(configuration: configuration, viewport: viewport, count: newCount)
    transition = nil
    anchor = newCount == 0 ? 0 : min(max(keep, 0), newCount - 1)
    motion = .rest(offset: 0)
    zoom = unzoomed
    crossFade = nil
    announcement.lastAnnouncedIndex = currentIndex
    if wasMoving && newCount > 0 { events.append(.settled(index: currentIndex)) }
  }

  /// Replaces the configuration, keeping the current item.
  ///
  /// - Throws: ``CarouselConfigurationError`` when `newConfiguration` breaks a rule of
  ///   ``CarouselConfiguration/validate(viewport:count:)`` for this engine's viewport and
  ///   count; the engine is then unchanged.
  public mutating func reconfigure(_ newConfiguration: CarouselConfiguration)
    throws(CarouselConfigurationError)
  {
    try newConfiguration.validate(viewport: viewport, count: count)
    let keep = currentIndex
    configuration = newConfiguration
    track = Track(configuration: configuration, viewport: viewport, count: count)
    transition = nil
    anchor = count == 0 ? 0 : min(max(keep, 0), count - 1)
    motion = .rest(offset: 0)
    zoom = unzoomed
    autoplay = AutoplayRuntime(
      configuration: configuration.autoplay, time: time,
      reducedMotion: configuration.motion.reducedMotion)
    reportCurrentItem()
  }
}
