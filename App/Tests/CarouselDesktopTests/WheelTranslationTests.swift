import CSDL2
import CarouselCore
import Testing

@testable import CarouselDesktop

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct WheelTranslationTests {
  private func wheel(
    _ event: SDL_Event, modifiers: SDL_Keymod = KMOD_NONE, mapping: InputMapping = .standard
  )
    -> [HostAction]
  {
    var translator = EventTranslator.forTests(mapping: mapping)
    return translator.translate(event, at: 3, modifiers: modifiers)
  }

  private func expected(_ kind: CarouselInputEvent.Kind) -> [HostAction] {
    [.input(CarouselInputEvent(time: 3, kind))]
  }

  @Test func aNotchTowardsTheUserShowsTheNextItem() {
    // X11 wheel button 5: y = −1, and the precise value agrees.
    #expect(
      wheel(SDLEvents.wheel(y: -1, preciseY: -1)) == expected(.wheel(dx: 0, dy: 1, discrete: true)))
    #expect(
      wheel(SDLEvents.wheel(y: 1, preciseY: 1)) == expected(.wheel(dx: 0, dy: -1, discrete: true)))
  }

  @Test func horizontalNotchesMoveAlongX() {
    #expect(
      wheel(SDLEvents.wheel(x: 1, preciseX: 1)) == expected(.wheel(dx: 1, dy: 0, discrete: true)))
    #expect(
      wheel(SDLEvents.wheel(x: -1, preciseX: -1)) == expected(.wheel(dx: -1, dy: 0, discrete: true))
    )
  }

  @Test func preciseDeltasArePoints() {
    // A trackpad: no whole notch yet, a quarter unit = 2.5 points.
    #expect(
      wheel(SDLEvents.wheel(preciseY: -0.25))
        == expected(.wheel(dx: 0, dy: 0.25 * 10, discrete: false)))
    // A whole notch counted but the precise value says 1.5 units: still precise.
    #expect(
      wheel(SDLEvents.wheel(x: 1, preciseX: 1.5))
        == expected(.wheel(dx: 1.5 * 10, dy: 0, discrete: false)))
    var mapping = InputMapping.standard
    mapping.pointsPerPreciseWheelUnit = 4
    #expect(
      wheel(SDLEvents.wheel(preciseY: 0.5), mapping: mapping)
        == expected(.wheel(dx: 0, dy: -0.5 * 4, discrete: false)))
  }

  @Test func flippedDeltasFollowTheSystemByDefault() {
    let flipped = SDLEvents.wheel(y: 1, preciseY: 1, flipped: true)
    #expect(wheel(flipped) == expected(.wheel(dx: 0, dy: -1, discrete: true)))
    var device = InputMapping.standard
    device.wheelDirection = .device
    #expect(wheel(flipped, mapping: device) == expected(.wheel(dx: 0, dy: 1, discrete: true)))
    // An unflipped event is the same in both modes.
    #expect(
      wheel(SDLEvents.wheel(y: 1, preciseY: 1), mapping: device)
        == expected(.wheel(dx: 0, dy: -1, discrete: true)))
  }

  @Test func ctrlWheelZoomsAroundTheMouse() {
    let up = SDLEvents.wheel(y: 1, preciseY: 1, mouseX: 120, mouseY: 80)
    #expect(
      wheel(up, modifiers: KMOD_LCTRL)
        == expected(.zoomBy(factor: 1.1, focus: CarouselPoint(x: 120, y: 80))))
    let twoDown = SDLEvents.wheel(y: -2, preciseY: -2, mouseX: 5, mouseY: 6)
    #expect(
      wheel(twoDown, modifiers: KMOD_RCTRL)
        == expected(.zoomBy(factor: pow(1.1, -2), focus: CarouselPoint(x: 5, y: 6))))
    let pinchLike = SDLEvents.wheel(preciseY: 0.5, mouseX: 1, mouseY: 2)
    #expect(
      wheel(pinchLike, modifiers: KMOD_CTRL)
        == expected(.zoomBy(factor: pow(1.1, 0.5), focus: CarouselPoint(x: 1, y: 2))))
  }

  @Test func emptyDeltasDoNothing() {
    #expect(wheel(SDLEvents.wheel()).isEmpty)
    #expect(wheel(SDLEvents.wheel(x: 1, preciseX: 1), modifiers: KMOD_CTRL).isEmpty)
  }

  /// Through the engine: two quick notches move one item (notch spacing), two spaced ones two.
  @Test func notchesStepTheEngine() throws {
    var translator = EventTranslator.forTests()
    var engine = try CarouselEngine(viewport: CarouselSize(width: 390, height: 540), count: 8)
    for time in [0.0, 0.5] {
      for input in inputs(translator.translate(SDLEvents.wheel(y: -1, preciseY: -1), at: time)) {
        engine.handle(input)
      }
    }
    engine.advance(to: 10)
    #expect(engine.currentIndex == 2)
  }
}
