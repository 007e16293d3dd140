import CSDL2
import CarouselCore
import Testing

@testable import CarouselDesktop

@Suite struct TouchTranslationTests {
  /// Touch coordinates are fractions of an 800 × 600 window.
  @Test func oneFingerIsAPointerInWindowPoints() {
    var translator = EventTranslator.forTests()
    let down = translator.translate(SDLEvents.finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.5), at: 1)
    let move = translator.translate(
      SDLEvents.finger(SDL_FINGERMOTION, id: 7, x: 0.25, y: 0.5), at: 1.01)
    let up = translator.translate(SDLEvents.finger(SDL_FINGERUP, id: 7, x: 0.25, y: 0.5), at: 1.02)
    #expect(down == [.input(CarouselInputEvent(time: 1, .pointerDown(CarouselPoint(x: 400, y: 300))))])
    #expect(move == [.input(CarouselInputEvent(time: 1.01, .pointerMove(CarouselPoint(x: 200, y: 300))))])
    #expect(up == [.input(CarouselInputEvent(time: 1.02, .pointerUp(CarouselPoint(x: 200, y: 300))))])
  }

  @Test func twoFingersPinchWithScaleRelativeToTheStart() {
    var translator = EventTranslator.forTests()
    _ = translator.translate(SDLEvents.finger(SDL_FINGERDOWN, id: 1, x: 0.375, y: 0.5), at: 0)
    let second = translator.translate(
      SDLEvents.finger(SDL_FINGERDOWN, id: 2, x: 0.625, y: 0.5), at: 0.01)
    // The second finger cancels the one-finger drag.
    #expect(second == [.input(CarouselInputEvent(time: 0.01, .pointerCancel))])
    // Fingers at x = 300 and 500: spread 100 points around the centre (400, 300).
    let begin = translator.translate(SDLEvents.gesture(x: 0.5, y: 0.5), at: 0.02)
    #expect(
      begin == [
        .input(
          CarouselInputEvent(
            time: 0.02, .pinch(phase: .begin, scale: 1, focus: CarouselPoint(x: 400, y: 300))))
      ])
    // The second finger moves to x = 700: spread (700 − 300) / 2 = 200, twice the start.
    let moved = translator.translate(
      SDLEvents.finger(SDL_FINGERMOTION, id: 2, x: 0.875, y: 0.5), at: 0.03)
    #expect(moved.isEmpty)
    let change = translator.translate(SDLEvents.gesture(x: 0.625, y: 0.5), at: 0.03)
    #expect(
      change == [
        .input(
          CarouselInputEvent(
            time: 0.03, .pinch(phase: .change, scale: 2, focus: CarouselPoint(x: 500, y: 300))))
      ])
    let lift = translator.translate(
      SDLEvents.finger(SDL_FINGERUP, id: 1, x: 0.375, y: 0.5), at: 0.04)
    #expect(
      lift == [
        .input(
          CarouselInputEvent(
            time: 0.04, .pinch(phase: .end, scale: 2, focus: CarouselPoint(x: 500, y: 300))))
      ])
    // The finger left over does not start a drag until all have lifted.
    #expect(
      translator.translate(SDLEvents.finger(SDL_FINGERMOTION, id: 2, x: 0.1, y: 0.5), at: 0.05)
        .isEmpty)
    #expect(
      translator.translate(SDLEvents.finger(SDL_FINGERUP, id: 2, x: 0.1, y: 0.5), at: 0.06).isEmpty)
    let fresh = translator.translate(
      SDLEvents.finger(SDL_FINGERDOWN, id: 3, x: 0.5, y: 0.5), at: 1)
    #expect(fresh == [.input(CarouselInputEvent(time: 1, .pointerDown(CarouselPoint(x: 400, y: 300))))])
  }

  @Test func spreadIsTheMeanDistanceFromTheCentroid() {
    let points = [CarouselPoint(x: 0, y: 0), CarouselPoint(x: 6, y: 8)]
    #expect(EventTranslator.spread(of: points) == 5)
    #expect(EventTranslator.spread(of: []) == 0)
  }
}
