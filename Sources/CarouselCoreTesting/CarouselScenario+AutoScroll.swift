import CarouselCore

extension CarouselScenario {
  /// A random carousel (as ``random(using:count:)`` draws it) that auto-scrolls: continuous
  /// autoplay at 10 to 2,000 points per second, easing over 0 to 1.5 s, either way, resuming
  /// 0 to 2 s after an interaction, rewinding or stopping at a non-looping end.
  public static func randomAutoScroll(using random: inout some RandomNumberGenerator)
    -> CarouselScenario
  {
    var scenario = Self.random(using: &random)
    var autoplay = scenario.configuration.autoplay ?? CarouselAutoplayConfiguration()
    autoplay.scroll = CarouselAutoScrollConfiguration(
      speed: Double.random(in: 10...2000, using: &random),
      rampDuration: [0, 0.3, 1.5].randomElement(using: &random)!)
    autoplay.resumeDelay = Double.random(in: 0...2, using: &random)
    autoplay.direction = Bool.random(using: &random) ? .forward : .backward
    autoplay.atEnd = Bool.random(using: &random) ? .rewind : .stop
    scenario.configuration.autoplay = autoplay
    return scenario
  }
}
