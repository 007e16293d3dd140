import CarouselCore
import CarouselScenes
import CarouselTestSupport
import Testing

/// Every scene at its minimum window size (``SceneController/minimumViewport(for:)``): the
/// golden images show that nothing overlaps and nothing is lost there (titles beside their
/// links, a whole price, the photo and its page control).
@Suite struct MinimumSizeSnapshotTests {
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: SceneKind.allCases)
  func sceneAtItsMinimumSize(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let minimum = SceneController.minimumViewport(for: kind)
    let controller = try fixture.controller(kind, size: minimum)
    #expect(controller.carouselFrame.width >= 1 && controller.carouselFrame.height >= 1)
    #expect(controller.carouselFrame.maxY <= minimum.height)
    try SceneFixture.assertSnapshot(controller, at: 0, named: "\(kind.rawValue)_minimum")
  }

  @Test func minimumsFitTheSmallestCommonScreen() {
    // 1366 × 768 less a panel: every scene's minimum window fits whole.
    for kind in SceneKind.allCases {
      let minimum = SceneController.minimumViewport(for: kind)
      #expect(minimum.width <= 1366 && minimum.height <= 700, "\(kind)")
    }
  }
}
