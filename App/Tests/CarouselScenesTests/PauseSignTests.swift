import CarouselCore
import CarouselLocale
@testable import CarouselScenes
import Testing

/// The sign over a held slide show names why it waits, in the person's language.
@Suite struct PauseSignTests {
  static let size = CarouselSize(width: 480, height: 320)

  func sign(_ controller: SceneController) -> String? {
    let state = controller.frameState(scale: 1)
    return AutoplayStatusBadge.text(
      for: state.geometry.engine, assistiveFocus: state.assistiveFocus,
      phrases: controller.resources.phrases)
  }

  @Test func theScreenReadersHoldIsNamed() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: Self.size)
    #expect(sign(controller) == nil)
    controller.handle(CarouselInputEvent(time: 0.5, .hover(true)))
    #expect(sign(controller) == "❚❚ Paused while the pointer is over the window")
    controller.perform(SceneAccessibilityAction.focusCarousel(true), at: 1)
    #expect(sign(controller) == "❚❚ Paused while a screen reader is in the carousel")
    controller.handle(CarouselInputEvent(time: 1.5, .hover(false)))
    #expect(sign(controller) == "❚❚ Paused while a screen reader is in the carousel")
    controller.perform(SceneAccessibilityAction.focusCarousel(false), at: 2)
    #expect(sign(controller) == nil)
  }

  @Test func koreanSigns() throws {
    let fixture = try SceneFixture()
    let controller = try SceneController(
      kind: .slider, options: fixture.options(), viewport: Self.size, scale: 1,
      environment: ["LANG": "ko_KR.UTF-8"])
    controller.perform(SceneAccessibilityAction.stopRotation, at: 0.5)
    #expect(sign(controller) == "❚❚ 일시 정지됨 — 스페이스 키로 재개")
    controller.perform(SceneAccessibilityAction.startRotation, at: 1)
    controller.perform(SceneAccessibilityAction.focusCarousel(true), at: 1.5)
    #expect(sign(controller) == "❚❚ 화면 낭독기가 캐러셀에 있는 동안 일시 정지됨")
    let carousel = try #require(controller.accessibilityTree.node(withID: "carousel"))
    #expect(carousel.description == "일시 정지됨")
  }
}
