import CSDL2
@_spi(CarouselHost) import CarouselCore
import Testing

@testable import CarouselDesktop

/// A held arrow key through the translator and the engine, as the window's loop runs them:
/// the engine brought to each event's time, its remaining slide in the context.
@Suite struct KeyRepeatTests {
  /// Holds `key` from time 0 to `release`, the system repeating it every `interval` seconds
  /// after `delay`; returns the item on screen at the release and the one the carousel
  /// settles on. The loop reads events once a frame, every `frame` seconds, and SDL stamps
  /// them when it reads them: the repeats that came during a slow frame arrive together.
  static func hold(
    _ key: SDL_KeyCode, until release: Double, delay: Double = 0.5, interval: Double = 1.0 / 30,
    frame: Double = 1.0 / 60, configuration: CarouselConfiguration = CarouselConfiguration(),
    count: Int = 40
  ) throws -> (atRelease: Int, settled: Int) {
    var translator = EventTranslator.forTests()
    var engine = try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 540), count: count, configuration: configuration)
    var time = 0.0
    var repeating = false
    while time < release {
      let stamp = (time / frame).rounded(.up) * frame
      engine.advance(to: stamp)
      let context = EventTranslator.Context(
        time: stamp, windowSize: CarouselSize(width: 390, height: 540),
        remainingSlide: engine.remainingSlide)
      for input in inputs(
        translator.translate(SDLEvents.key(key, repeating: repeating), in: context))
      {
        engine.handle(input)
      }
      time += repeating ? interval : delay
      repeating = true
    }
    engine.advance(to: release)
    let atRelease = engine.currentIndex
    engine.advance(to: release + 10)
    return (atRelease, engine.currentIndex)
  }

  @Test(arguments: [0.9, 1.5, 2.2, 3.7], [1.0 / 60, 0.1, 0.25])
  func aHeldArrowStopsAtMostOneItemPastTheOneOnScreenAtTheRelease(
    release: Double, frame: Double
  ) throws {
    let result = try Self.hold(SDLK_RIGHT, until: release, frame: frame)
    #expect(result.settled <= result.atRelease + 1, "\(result)")
    #expect(result.settled >= result.atRelease)
  }

  @Test func aHeldArrowSkims() throws {
    // Held 3 s: several items go by, not just the first press's one.
    let result = try Self.hold(SDLK_RIGHT, until: 3)
    #expect(result.settled >= 4, "\(result)")
  }

  @Test(arguments: [1.1, 2.6]) func aHeldArrowOnALoopStopsWhereTheUserLetGo(release: Double) throws {
    var configuration = CarouselConfiguration()
    configuration.loop = true
    let result = try Self.hold(
      SDLK_LEFT, until: release, frame: 0.1, configuration: configuration, count: 12)
    // Leftwards round a loop of 12: the index falls from 0 to 11, 10, …
    let past = (result.atRelease - result.settled + 12) % 12
    #expect(past <= 1, "\(result)")
  }

  @Test func zoomKeysStillRepeat() {
    var translator = EventTranslator.forTests()
    let context = EventTranslator.Context(
      time: 1, windowSize: CarouselSize(width: 800, height: 600), remainingSlide: 3)
    #expect(
      inputs(translator.translate(SDLEvents.key(SDLK_EQUALS, repeating: true), in: context))
        == [CarouselInputEvent(time: 1, .key(.plus))])
    #expect(translator.translate(SDLEvents.key(SDLK_RIGHT, repeating: true), in: context).isEmpty)
  }
}
