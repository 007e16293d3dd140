import CSDL2
import CarouselCore
import Testing

@testable import CarouselDesktop

@Suite struct MouseTranslationTests {
  @Test func leftButtonDragBecomesPointerEventsAtTheirTimes() {
    var translator = EventTranslator.forTests()
    let down = translator.translate(
      SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 400, y: 300), at: 1.0)
    let move = translator.translate(SDLEvents.motion(x: 350, y: 302), at: 1.016)
    let up = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 300, y: 304), at: 1.032)
    #expect(
      down == [.input(CarouselInputEvent(time: 1.0, .pointerDown(CarouselPoint(x: 400, y: 300))))])
    #expect(
      move == [.input(CarouselInputEvent(time: 1.016, .pointerMove(CarouselPoint(x: 350, y: 302))))]
    )
    #expect(
      up == [.input(CarouselInputEvent(time: 1.032, .pointerUp(CarouselPoint(x: 300, y: 304))))])
  }

  @Test func motionWithoutAPressedButtonIsIgnored() {
    var translator = EventTranslator.forTests()
    #expect(translator.translate(SDLEvents.motion(x: 10, y: 10, leftHeld: false), at: 0).isEmpty)
    #expect(translator.translate(SDLEvents.motion(x: 10, y: 10), at: 0).isEmpty)
    #expect(translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 1, y: 1), at: 0).isEmpty)
  }

  @Test func otherButtonsAreIgnored() {
    var translator = EventTranslator.forTests()
    let right = SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 5, y: 5, button: SDL_BUTTON_RIGHT)
    #expect(translator.translate(right, at: 0).isEmpty)
    #expect(translator.translate(SDLEvents.motion(x: 50, y: 5), at: 0.1).isEmpty)
  }

  @Test func mouseEventsSynthesizedFromTouchAreIgnored() {
    var translator = EventTranslator.forTests()
    let down = SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 5, y: 5, which: CSDL_TOUCH_MOUSEID)
    #expect(translator.translate(down, at: 0).isEmpty)
    #expect(!translator.isMouseDragging)
  }

  @Test func aLostReleaseEndsTheDragAtTheNextMotion() {
    var translator = EventTranslator.forTests()
    _ = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 100, y: 100), at: 0)
    let actions = translator.translate(SDLEvents.motion(x: 60, y: 100, leftHeld: false), at: 0.2)
    #expect(
      actions == [.input(CarouselInputEvent(time: 0.2, .pointerUp(CarouselPoint(x: 60, y: 100))))])
    #expect(translator.translate(SDLEvents.motion(x: 20, y: 100), at: 0.3).isEmpty)
  }

  @Test func doubleClickIsADoubleTapAndItsReleaseIsNoTap() {
    var translator = EventTranslator.forTests()
    _ = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 200, y: 150), at: 0)
    _ = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 200, y: 150), at: 0.08)
    let second = translator.translate(
      SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 201, y: 151, clicks: 2), at: 0.2)
    #expect(
      second == [.input(CarouselInputEvent(time: 0.2, .doubleTap(CarouselPoint(x: 201, y: 151))))])
    let release = translator.translate(
      SDLEvents.button(SDL_MOUSEBUTTONUP, x: 201, y: 151, clicks: 2), at: 0.28)
    #expect(release.isEmpty)
    // The next single click is an ordinary tap again.
    let third = translator.translate(
      SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 10, clicks: 1), at: 2)
    #expect(
      third == [.input(CarouselInputEvent(time: 2, .pointerDown(CarouselPoint(x: 10, y: 10))))])
  }

  @Test func losingFocusMidDragCancelsIt() {
    var translator = EventTranslator.forTests()
    _ = translator.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 100, y: 100), at: 0)
    let actions = translator.translate(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST), at: 0.5)
    #expect(
      actions == [
        .input(CarouselInputEvent(time: 0.5, .pointerCancel)), .keyboardFocus(false, time: 0.5),
      ])
    #expect(
      translator.translate(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST), at: 0.6) == [
        .keyboardFocus(false, time: 0.6)
      ])
    #expect(
      translator.translate(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_GAINED), at: 0.7) == [
        .keyboardFocus(true, time: 0.7)
      ])
  }

  /// End to end through the engine: a drag two-thirds of a page left pages forward.
  @Test func translatedDragPagesTheEngine() throws {
    var translator = EventTranslator.forTests()
    var engine = try CarouselEngine(viewport: CarouselSize(width: 800, height: 600), count: 8)
    var time = 0.0
    var events = [SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 600, y: 300)]
    for step in 1...10 { events.append(SDLEvents.motion(x: 600 - Int32(step) * 50, y: 300)) }
    events.append(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 100, y: 300))
    for event in events {
      for input in inputs(translator.translate(event, at: time)) { engine.handle(input) }
      time += 0.016
    }
    engine.advance(to: time + 5)
    #expect(engine.currentIndex == 1)
    #expect(engine.phase == .idle)
  }
}
