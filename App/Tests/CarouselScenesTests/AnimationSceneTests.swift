import CarouselCore
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselScenes

/// The current photo plays when it is animated; the others show their first frame.
@Suite struct AnimationSceneTests {
  static let window = CarouselSize(width: 400, height: 300)
  static let palette: [(UInt8, UInt8, UInt8)] = [
    (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255),
  ]
  /// Red for 100 ms, green for 200 ms, blue for 300 ms, for ever.
  static let frames = [(0, 10), (1, 20), (2, 30)].map {
    TinyGIF.Frame(index: UInt8($0.0), delay: $0.1)
  }

  /// The colour at the middle of the stage, where the photo is drawn.
  static func middle(_ surface: RenderSurface, _ controller: SceneController)
    -> (red: Int, green: Int, blue: Int)
  {
    let frame = controller.carouselFrame
    return surface.color(at: CarouselPoint(x: frame.midX, y: frame.midY))
  }

  /// `render --at T` draws the frame showing T after the start (the first photo is current
  /// from time 0), in the gallery and the slider; the window wakes when the next is due.
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: [SceneKind.gallery, .slider])
  func theCurrentPhotoPlaysItsFramesOnTime(_ kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let folder = try TemporaryFolder()
    try folder.write(bytes: TinyGIF.animation(Self.frames, palette: Self.palette), to: "a.gif")
    let controller = try fixture.controller(kind, size: Self.window) {
      $0.imageDirectory = folder.path
    }
    let expected: [(Double, (Int, Int, Int))] = [
      (0.05, (255, 0, 0)), (0.15, (0, 255, 0)), (0.35, (0, 0, 255)), (0.65, (255, 0, 0)),
      (0.75, (0, 255, 0)),
    ]
    for (time, colour) in expected {
      let surface = try SceneFixture.render(controller, at: time)
      let seen = Self.middle(surface, controller)
      #expect(seen == colour, "\(kind) at \(time) s: \(seen)")
    }
    // At 0.75 s the green frame shows until 0.9 s.
    let wake = try #require(controller.nextWakeTime)
    #expect(abs(wake - 0.9) < 1e-9, "\(wake)")
  }

  /// With a still photo current, an animated neighbour decodes no frames, holds none and
  /// never wakes the window; paging to it makes it play from then on.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func anAnimatedPhotoThatIsNotCurrentCostsNothing() throws {
    let fixture = try SceneFixture()
    let folder = try TemporaryFolder()
    let still = TinyGIF.animation([TinyGIF.Frame(index: 3, delay: 0)], palette: Self.palette)
    try folder.write(bytes: still, to: "a.gif")
    try folder.write(bytes: TinyGIF.animation(Self.frames, palette: Self.palette), to: "b.gif")
    let controller = try fixture.controller(.gallery, size: Self.window) {
      $0.imageDirectory = folder.path
    }
    for time in [0.5, 1.15, 2.35] {
      let surface = try SceneFixture.render(controller, at: time)
      #expect(Self.middle(surface, controller) == (255, 255, 255))
      #expect(controller.photoAnimation?.byteCount == 0)
      #expect(controller.nextWakeTime == nil)
    }
    controller.handle(CarouselInputEvent(time: 3, .scrollTo(index: 1, animated: false)))
    // Current from 3 s: red until 3.1 s, then green.
    let first = try SceneFixture.render(controller, at: 3.05)
    #expect(Self.middle(first, controller) == (255, 0, 0))
    let second = try SceneFixture.render(controller, at: 3.15)
    #expect(Self.middle(second, controller) == (0, 255, 0))
    #expect((controller.photoAnimation?.byteCount ?? 0) > 0)
  }
}
