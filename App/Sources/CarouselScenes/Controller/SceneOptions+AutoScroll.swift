import CarouselCore

extension SceneOptions {
  /// `--auto-scroll SPEED`: autoplay glides at `SPEED` points per second instead of
  /// stepping (replacing `--autoplay`'s interval), rewinding at a non-looping end. It pauses
  /// like stepping autoplay (hover, Space, a drag or key, a hidden window) and starts paused
  /// under reduced motion. 0 or nil leaves autoplay as the other options made it.
  func applyAutoScroll(to configuration: inout CarouselConfiguration) {
    guard let speed = autoScrollSpeed, speed > 0, speed.isFinite else { return }
    var autoplay = configuration.autoplay ?? CarouselAutoplayConfiguration()
    autoplay.scroll = CarouselAutoScrollConfiguration(speed: speed)
    autoplay.atEnd = .rewind
    configuration.autoplay = autoplay
  }
}
