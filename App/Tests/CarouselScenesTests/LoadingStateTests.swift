import CarouselCore
import CarouselRender
import CarouselTestSupport
import Foundation
import Synchronization
import Testing

@testable import CarouselScenes

/// Until an image is decoded its item shows the loading tile, whose spinner wakes the scene
/// once per spoke; the decode's arrival wakes the host and asks for a redraw.
@Suite struct LoadingStateTests {
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aTripShowsTheLoadingTileUntilItsImageArrives() throws {
    let fixture = try SceneFixture()
    let decoder = GatedDecoder()
    defer { decoder.open() }
    let size = CarouselSize(width: 390, height: 700)
    let controller = try SceneController(
      kind: .trips, options: fixture.options(), viewport: size, scale: 1, time: 0,
      decoder: decoder)
    let wakes = Mutex(0)
    controller.setWakeHandler { wakes.withLock { $0 += 1 } }

    controller.advance(to: 0.3)
    // The spinner steps every 1/8 s: at 0.3 s the next spoke is due at 3/8 s.
    #expect(controller.nextWakeTime == 0.375)
    let surface = try RenderSurface(size: size, scale: 1)
    controller.draw(into: surface)
    Snapshot.assertMatches(cairoSurface: surface.cairoSurface, named: "trips_loading")
    #expect(!controller.needsRedraw)
    controller.advance(to: 0.33)
    #expect(!controller.needsRedraw)
    controller.advance(to: 0.38)
    #expect(controller.needsRedraw)
    controller.draw(into: surface)

    decoder.open()
    controller.waitForPendingImages(timeout: 30)
    #expect(wakes.withLock { $0 } >= 1)
    #expect(controller.needsRedraw)
    controller.draw(into: surface)
    #expect(controller.nextWakeTime == nil)
    #expect(!controller.needsRedraw)
  }
}
