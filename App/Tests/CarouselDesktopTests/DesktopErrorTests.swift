import Testing

@testable import CarouselDesktop

@Suite struct DesktopErrorTests {
  @Test func noDisplayNamesTheVariablesAndTheHeadlessCommand() {
    let reason = DesktopError.noDisplayReason(
      display: nil, waylandDisplay: nil, sdlError: "No available video device")
    #expect(
      reason == "DISPLAY and WAYLAND_DISPLAY are not set; SDL says: No available video device")
    let text = DesktopError.noDisplay(reason: reason).description
    #expect(
      text.hasPrefix("no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set"))
    #expect(text.contains("carousel render SCENE --out FILE.png"))
  }

  @Test func unreachableDisplayIsNamed() {
    let reason = DesktopError.noDisplayReason(display: ":77", waylandDisplay: "", sdlError: "")
    #expect(reason == "DISPLAY=:77 could not be reached")
  }

  @Test func sdlFailuresCarrySDLsMessage() {
    let error = DesktopError.sdl(operation: "create a renderer for the window", message: "boom")
    #expect(error.description == "SDL could not create a renderer for the window: boom")
  }
}
