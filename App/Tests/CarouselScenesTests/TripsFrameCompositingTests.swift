import CarouselCore
import CarouselRender
import CarouselTestSupport
import Testing

@testable import CarouselScenes

/// The trips frame is composed without Cairo for most of its pixels: the backdrop
/// cross-fade is one blend pass that skips what the cards cover, and the cards' interiors
/// are written by sub-pixel layers. These tests check that no pixel is left unwritten and
/// that the layers are made once per card.
@Suite struct TripsFrameCompositingTests {
  /// A colour the trips scene never draws: any pixel still this colour was skipped.
  static let sentinel = RenderColor(red: 1, green: 0, blue: 1)

  /// Drags the trip cards left in uneven steps (so cards land on many sub-pixel phases) and
  /// draws each frame into a surface filled with ``sentinel``; returns how many pixels of all
  /// frames kept the sentinel or were not opaque.
  private func unwrittenPixels(scale: Double) throws -> (unwritten: Int, frames: Int) {
    let fixture = try SceneFixture()
    let size = CarouselSize(width: 390, height: 700)
    let controller = try fixture.controller(.trips, size: size, scale: scale)
    _ = try SceneFixture.render(controller, at: 0)
    let surface = try RenderSurface(size: size, scale: scale)
    let sentinelWord: UInt32 = 0xFFFF_00FF
    var unwritten = 0
    var frames = 0
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 300))))
    for step in 1...12 {
      let time = Double(step) * 0.02
      let x = 300 - Double(step) * 13.37
      controller.handle(CarouselInputEvent(time: time, .pointerMove(CarouselPoint(x: x, y: 300))))
      controller.advance(to: time)
      controller.waitForPendingImages(timeout: 30)
      surface.fill(Self.sentinel)
      controller.draw(into: surface)
      frames += 1
      for y in 0..<surface.pixelHeight {
        for x in 0..<surface.pixelWidth {
          let pixel = surface.pixel(x: x, y: y)
          if pixel.argb == sentinelWord || pixel.alpha != 255 { unwritten += 1 }
        }
      }
    }
    #expect(controller.engine.phase == .dragging)
    return (unwritten, frames)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: [1.0, 2.0])
  func everyPixelOfAMidSwipeFrameIsWritten(scale: Double) throws {
    let result = try unwrittenPixels(scale: scale)
    #expect(result.frames == 12)
    #expect(result.unwritten == 0)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func cardLayersAreMadeOncePerCardAndPhase() throws {
    let fixture = try SceneFixture()
    let size = CarouselSize(width: 390, height: 700)
    let controller = try fixture.controller(.trips, size: size)
    let screen = try #require(controller.screen as? TripsScreen)
    _ = try SceneFixture.render(controller, at: 0)
    #expect(screen.subpixelLayersMade == 1)
    let surface = try RenderSurface(size: size, scale: 1)
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 300))))
    // Back and forth three times across Paris and Rome, at a new sub-pixel x each frame.
    var time = 0.0
    for step in 0..<60 {
      time += 0.016
      let phase = Double(step % 20) / 20
      let x = 300 - 120 * (phase < 0.5 ? phase * 2 : 2 - phase * 2) - 0.37
      controller.handle(CarouselInputEvent(time: time, .pointerMove(CarouselPoint(x: x, y: 300))))
      controller.draw(into: surface)
    }
    // Paris and Rome share one vertical phase: one layer each, however many frames.
    #expect(screen.subpixelLayersMade == 2)
  }
}
