@_spi(CarouselHost) import CarouselCore
import CarouselFormats
import CarouselRender
import Foundation

/// Renders what the window would show, without a window: `carousel render`.
///
/// The same ``SceneController`` code path as the window: events (in window points) are
/// handled at their times, the clock is advanced, images are awaited (a real window would
/// show them a few milliseconds later), and the frame is drawn and written as a PNG.
public enum HeadlessRenderer {
  /// Longest wait for the visible images of one frame, in seconds.
  public static let imageTimeout = 30.0
  /// How long after the last event the run ends when no time is given, in seconds (enough
  /// for any flick or spring to settle).
  public static let settleTime = 3.0
  /// Added to `end × fps` before rounding down, against floating-point products just below
  /// a whole number.
  static let frameCountSlack = 1e-9
  /// Most PNG files one `--frames` run writes (a minute at 30 fps, some seconds of work).
  public static let maxFrames = 1_800

  /// The time drawn when none is given: the last event plus ``settleTime`` (0 without
  /// events).
  public static func defaultEnd(events: [CarouselInputEvent]) -> Double {
    (events.map(\.time).max()).map { $0 + settleTime } ?? 0
  }

  /// Frames written from time 0 to `end` at `fps` (`end` and `fps` finite, `fps` > 0);
  /// never traps, however large the product.
  public static func frameCount(end: Double, fps: Double) -> Double {
    // The slack keeps 0.3 s × 10 fps (2.9999…) from losing the frame at 0.3 s.
    (max(end, 0) * fps + frameCountSlack).rounded(.down) + 1
  }

  /// Renders `kind` at `at` seconds after applying `events`, writing `out` (PNG, pixels =
  /// size × scale); with `framesDirectory`, also writes `frame_00000.png`, … at `fps` from
  /// time 0 to `at` (or to the last event + ``settleTime`` when `at` is nil, which is also
  /// the time of `out`).
  ///
  /// The likes database is only read (``SceneOptions/readsLikesOnly``): rendering creates
  /// no folder or file there.
  ///
  /// - Parameters:
  ///   - size: The window in points; nil for ``SceneController/defaultViewport(for:)``.
  ///   - events: Input in window points; applied in time order.
  ///   - environment: The host's environment (the default likes database is found there).
  /// - Throws: ``SceneError`` when the scene cannot start, a size is invalid, or a file
  ///   cannot be written.
  public static func render(
    kind: SceneKind, options: SceneOptions, size: CarouselSize?, scale: Double,
    events: [CarouselInputEvent],
    at: Double?, out: String, framesDirectory: String?, fps: Double,
    environment: [String: String] = [:]
  ) throws(SceneError) {
    let viewport = size ?? SceneController.defaultViewport(for: kind)
    // A picture of the likes, never a change to them.
    var options = options
    options.readsLikesOnly = true
    let controller = try SceneController(
      kind: kind, options: options, viewport: viewport, scale: scale, time: 0,
      environment: environment)
    for notice in controller.notices {
      TerminalText.report(notice)
    }
    let ordered = events.enumerated().sorted {
      $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
    }.map(\.element)
    let end = max(at ?? defaultEnd(events: ordered), 0)
    var player = EventPlayer(events: ordered)

    if let framesDirectory {
      guard fps.isFinite, fps > 0 else {
        throw SceneError(
          .outputFolder(path: framesDirectory, reason: "frames per second must be positive"))
      }
      let frames = frameCount(end: end, fps: fps)
      guard frames <= Double(maxFrames) else {
        throw SceneError(
          .outputFolder(
            path: framesDirectory,
            reason: "\(frames) frames; the limit is \(maxFrames) (lower --at or --fps)"))
      }
      try makeFolder(framesDirectory)
      for frame in 0..<Int(clamping: frames, rounding: .towardZero, to: 0...maxFrames) {
        let time = Double(frame) / fps
        player.play(until: time, into: controller, imageTimeout: imageTimeout)
        let name = String(format: "frame_%05d.png", frame)
        try renderFrame(
          controller, at: time, to: (framesDirectory as NSString).appendingPathComponent(name))
      }
    }
    player.play(until: end, into: controller, imageTimeout: imageTimeout)
    try renderFrame(controller, at: end, to: out)
    for failure in controller.visibleRemoteImageFailures {
      TerminalText.report(failure)
    }
    // The grid's thumbnail cache: a hostile thumbnail replaced, a cache that cannot be
    // written.
    for line in controller.takeReports() {
      TerminalText.report(line)
    }
  }

  /// Advances to `time`, waits for images, draws and writes a PNG.
  private static func renderFrame(_ controller: SceneController, at time: Double, to path: String)
    throws(SceneError)
  {
    controller.advance(to: time)
    controller.waitForPendingImages(timeout: imageTimeout)
    do {
      let surface = try RenderSurface(
        size: controller.viewport, scale: controller.scale)
      controller.draw(into: surface)
      try surface.writePNG(to: path)
    } catch {
      throw .rendering(error)
    }
  }

  /// Creates `path` and its parents if missing.
  private static func makeFolder(_ path: String) throws(SceneError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw SceneError(.outputFolder(path: path, reason: error.localizedDescription))
    }
  }
}
