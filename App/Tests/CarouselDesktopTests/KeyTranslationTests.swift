import CSDL2
import CarouselCore
import Testing

@testable import CarouselDesktop

@Suite struct KeyTranslationTests {
  private func press(
    _ code: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE, repeating: Bool = false
  ) -> [HostAction] {
    var translator = EventTranslator.forTests()
    return translator.translate(
      SDLEvents.key(code, modifiers: modifiers, repeating: repeating), at: 4)
  }

  @Test(
    arguments: [
      (SDLK_LEFT, CarouselKey.left), (SDLK_RIGHT, .right), (SDLK_UP, .up), (SDLK_DOWN, .down),
      (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown),
      (SDLK_SPACE, .space), (SDLK_PLUS, .plus), (SDLK_EQUALS, .plus), (SDLK_KP_PLUS, .plus),
      (SDLK_MINUS, .minus), (SDLK_KP_MINUS, .minus), (SDLK_0, .zero), (SDLK_KP_0, .zero),
    ])
  func keysMapToEngineKeys(code: SDL_KeyCode, key: CarouselKey) {
    #expect(press(code) == [.input(CarouselInputEvent(time: 4, .key(key)))])
  }

  @Test func commandKeys() {
    #expect(press(SDLK_l) == [.toggleLike(time: 4)])
    #expect(press(SDLK_e) == [.cycleEffect])
    #expect(press(SDLK_f) == [.toggleFullscreen])
    #expect(press(SDLK_F11) == [.toggleFullscreen])
    // Esc goes back to the grid from a photo opened there; the loop decides (else quits).
    #expect(press(SDLK_ESCAPE) == [.escape(time: 4)])
    #expect(press(SDLK_q) == [.quit])
    #expect(press(SDLK_g) == [.toggleGrid(time: 4)])
    #expect(press(SDLK_g, modifiers: KMOD_LCTRL).isEmpty)
    #expect(press(SDLK_g, modifiers: KMOD_LALT).isEmpty)
    #expect(press(SDLK_t) == [.toggleFilmstrip(time: 4)])
    #expect(press(SDLK_t, modifiers: KMOD_LCTRL).isEmpty)
    #expect(press(SDLK_RETURN) == [.open(time: 4)])
    #expect(press(SDLK_KP_ENTER) == [.open(time: 4)])
    #expect(press(SDLK_q, modifiers: KMOD_LCTRL) == [.quit])
    #expect(press(SDLK_a).isEmpty)
    #expect(press(SDLK_TAB).isEmpty)
  }

  @Test func navigationRepeatsButTogglesDoNot() {
    #expect(
      press(SDLK_RIGHT, repeating: true) == [.input(CarouselInputEvent(time: 4, .key(.right)))])
    #expect(
      press(SDLK_EQUALS, repeating: true) == [.input(CarouselInputEvent(time: 4, .key(.plus)))])
    #expect(press(SDLK_SPACE, repeating: true).isEmpty)
    #expect(press(SDLK_l, repeating: true).isEmpty)
    #expect(press(SDLK_e, repeating: true).isEmpty)
    #expect(press(SDLK_f, repeating: true).isEmpty)
    #expect(press(SDLK_ESCAPE, repeating: true).isEmpty)
    #expect(press(SDLK_g, repeating: true).isEmpty)
    #expect(press(SDLK_t, repeating: true).isEmpty)
    #expect(press(SDLK_RETURN, repeating: true).isEmpty)
  }

  @Test func systemShortcutsWithLettersPassThrough() {
    #expect(press(SDLK_l, modifiers: KMOD_LALT).isEmpty)
    #expect(press(SDLK_l, modifiers: KMOD_LCTRL).isEmpty)
    #expect(press(SDLK_e, modifiers: KMOD_LALT).isEmpty)
    #expect(press(SDLK_f, modifiers: KMOD_LGUI).isEmpty)
    #expect(press(SDLK_q, modifiers: KMOD_LALT).isEmpty)
    // Ctrl+= zooms like =.
    #expect(
      press(SDLK_EQUALS, modifiers: KMOD_LCTRL) == [
        .input(CarouselInputEvent(time: 4, .key(.plus)))
      ])
  }

  /// The mapping names physical keys; the engine decides which way is forward. In a
  /// right-to-left carousel → goes back and ← goes on.
  @Test(arguments: [CarouselLayoutDirection.leftToRight, .rightToLeft])
  func arrowsAreLayoutAgnostic(direction: CarouselLayoutDirection) throws {
    var translator = EventTranslator.forTests()
    var configuration = CarouselConfiguration()
    configuration.layoutDirection = direction
    configuration.startIndex = 3
    var engine = try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 540), count: 8, configuration: configuration)
    let right = translator.translate(SDLEvents.key(SDLK_RIGHT), at: 1)
    #expect(right == [.input(CarouselInputEvent(time: 1, .key(.right)))])
    for input in inputs(right) { engine.handle(input) }
    engine.advance(to: 10)
    #expect(engine.currentIndex == (direction == .leftToRight ? 4 : 2))
  }
}
