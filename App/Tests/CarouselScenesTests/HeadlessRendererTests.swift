import CarouselCore
import CarouselCoreTesting
import CarouselRender
import CarouselScenes
import CarouselTestSupport
import Foundation
import Testing

/// `carousel render`: PNGs of the requested size, frame sequences, and the same pixels as
/// the window's code path.
@Suite struct HeadlessRendererTests {
  /// A flick to the left across a 390-point window, released at 0.15 s.
  static var flick: [CarouselInputEvent] {
    var script = EventScript()
    script.drag(from: CarouselPoint(x: 300, y: 200), by: -150, at: 0, duration: 0.15)
    return script.events
  }

  @Test func writesAPNGOfTheRequestedSizeTimesScale() throws {
    let fixture = try SceneFixture()
    let out = fixture.folder.file("cards.png")
    try HeadlessRenderer.render(
      kind: .cards, options: fixture.options(), size: CarouselSize(width: 200, height: 300),
      scale: 2,
      events: [], at: 0, out: out, framesDirectory: nil, fps: 30)
    let image = try RenderSurface(contentsOfPNG: out)
    #expect(image.pixelWidth == 400 && image.pixelHeight == 600)
  }

  @Test func withoutASizeTheScenesDefaultWindowIsUsed() throws {
    let fixture = try SceneFixture()
    let out = fixture.folder.file("cards.png")
    try HeadlessRenderer.render(
      kind: .cards, options: fixture.options(), size: nil, scale: 1, events: [], at: nil,
      out: out, framesDirectory: nil, fps: 30)
    let image = try RenderSurface(contentsOfPNG: out)
    let expected = SceneController.defaultViewport(for: .cards)
    #expect(Double(image.pixelWidth) == expected.width)
    #expect(Double(image.pixelHeight) == expected.height)
  }

  @Test func writesOneFrameFilePerTickFromZeroToTheEnd() throws {
    let fixture = try SceneFixture()
    let frames = fixture.folder.file("frames/nested")
    try HeadlessRenderer.render(
      kind: .cards, options: fixture.options(), size: CarouselSize(width: 120, height: 200),
      scale: 1,
      events: Self.flick, at: 0.3, out: fixture.folder.file("last.png"),
      framesDirectory: frames, fps: 10)
    // 0, 0.1, 0.2, 0.3 s: four frames (0.3 × 10 is 2.9999… in floating point).
    let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
    #expect(names == (0...3).map { "frame_0000\($0).png" })
    let first = try RenderSurface(
      contentsOfPNG: (frames as NSString).appendingPathComponent(names[0]))
    #expect(first.pixelWidth == 120 && first.pixelHeight == 200)
  }

  @Test func withoutATimeTheRunEndsThreeSecondsAfterTheLastEvent() throws {
    let fixture = try SceneFixture()
    let frames = fixture.folder.file("frames")
    try HeadlessRenderer.render(
      kind: .cards, options: fixture.options(), size: CarouselSize(width: 120, height: 200),
      scale: 1,
      events: Self.flick, at: nil, out: fixture.folder.file("last.png"),
      framesDirectory: frames, fps: 4)
    // The last event is at 0.15 s, so the run ends at 3.15 s: frames at 0, 0.25, … 3.0.
    let names = try FileManager.default.contentsOfDirectory(atPath: frames)
    #expect(names.count == 13)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func showsWhatTheWindowShowsAfterTheSameEvents() throws {
    let fixture = try SceneFixture()
    let out = fixture.folder.file("trips.png")
    let size = CarouselSize(width: 390, height: 700)
    // Events out of order are applied in time order.
    try HeadlessRenderer.render(
      kind: .trips, options: fixture.options(), size: size, scale: 1,
      events: Self.flick.reversed(), at: 0.25, out: out, framesDirectory: nil, fps: 30)
    let controller = try fixture.controller(.trips, size: size)
    for event in Self.flick { controller.handle(event) }
    let window = try SceneFixture.render(controller, at: 0.25)
    let written = try RenderSurface(contentsOfPNG: out)
    let diff = ImageDiff(
      expected: SnapshotImage(cairoSurface: window.cairoSurface),
      actual: SnapshotImage(cairoSurface: written.cairoSurface), channelThreshold: 1)
    #expect(diff.isWithin(SnapshotTolerance(maxChannelDifference: 1, maxDifferingFraction: 0)))
  }

  @Test func anUnwritableOutputIsASceneError() throws {
    let fixture = try SceneFixture()
    let out = fixture.folder.file("missing-folder/out.png")
    #expect {
      try HeadlessRenderer.render(
        kind: .cards, options: fixture.options(), size: CarouselSize(width: 100, height: 100),
        scale: 1,
        events: [], at: 0, out: out, framesDirectory: nil, fps: 30)
    } throws: { error in
      guard let error = error as? SceneError, case .rendering = error.reason else { return false }
      return error.description.contains(out)
    }
  }
}
