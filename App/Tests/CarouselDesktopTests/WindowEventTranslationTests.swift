import CSDL2
import CarouselCore
import Testing

@testable import CarouselDesktop

@Suite struct WindowEventTranslationTests {
  private func translate(_ event: SDL_Event) -> [HostAction] {
    var translator = EventTranslator.forTests()
    return translator.translate(event, at: 9)
  }

  @Test func visibility() {
    let shown = [HostAction.input(CarouselInputEvent(time: 9, .visibility(true))), .redraw]
    let hidden = [HostAction.input(CarouselInputEvent(time: 9, .visibility(false)))]
    #expect(translate(SDLEvents.window(SDL_WINDOWEVENT_SHOWN)) == shown)
    #expect(translate(SDLEvents.window(SDL_WINDOWEVENT_RESTORED)) == shown)
    #expect(translate(SDLEvents.window(SDL_WINDOWEVENT_HIDDEN)) == hidden)
    #expect(translate(SDLEvents.window(SDL_WINDOWEVENT_MINIMIZED)) == hidden)
  }

  @Test func hover() {
    #expect(
      translate(SDLEvents.window(SDL_WINDOWEVENT_ENTER)) == [
        .input(CarouselInputEvent(time: 9, .hover(true)))
      ])
    #expect(
      translate(SDLEvents.window(SDL_WINDOWEVENT_LEAVE)) == [
        .input(CarouselInputEvent(time: 9, .hover(false)))
      ])
  }

  @Test func sizeChangesAndRedraws() {
    #expect(
      translate(SDLEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 640, data2: 480))
        == [.windowSizeChanged(time: 9)])
    #expect(
      translate(SDLEvents.window(SDL_WINDOWEVENT_DISPLAY_CHANGED)) == [.windowSizeChanged(time: 9)])
    // RESIZED is always followed by SIZE_CHANGED: one resize, not two.
    #expect(translate(SDLEvents.window(SDL_WINDOWEVENT_RESIZED, data1: 640, data2: 480)).isEmpty)
    #expect(translate(SDLEvents.window(SDL_WINDOWEVENT_EXPOSED)) == [.redraw])
    #expect(
      translate(SDLEvents.plain(SDL_RENDER_TARGETS_RESET.rawValue)) == [.rendererReset, .redraw])
  }

  @Test func quitWakeAndUnknown() {
    #expect(translate(SDLEvents.plain(SDL_QUIT.rawValue)) == [.quit])
    #expect(translate(SDLEvents.window(SDL_WINDOWEVENT_CLOSE)) == [.quit])
    #expect(translate(SDLEvents.plain(SDLEvents.wakeType)) == [.wake])
    #expect(translate(SDLEvents.plain(SDL_USEREVENT.rawValue)).isEmpty)
    #expect(translate(SDLEvents.plain(SDL_CLIPBOARDUPDATE.rawValue)).isEmpty)
  }
}
