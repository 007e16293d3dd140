import CarouselCore
import CarouselImages
import CarouselRender
import CarouselScenes
import Foundation

/// `carousel-bench grid [--count N]`: the overview grid over N of the bench's 12 MP photos
/// (default 100,000) in a 1920×1080 window, with a thumbnail cache of its own (a fresh
/// folder under the system's temporary folder, removed at the end).
///
/// - `photos.grid.first.cold`: list the photos and show the first screenful (13 × 7
///   thumbnails made from the EXIF thumbnails and written to the cache).
/// - `photos.grid.first.warm`: the same again, the thumbnails read from the cache.
/// - `photos.grid.frame.p50/p99`: the frame loop's work per frame (input, advance, draw)
///   while a trackpad scrolls 20 points a frame at 60 Hz for 10 s, down then up, while
///   thumbnails are made on the loader's threads; with `photos.grid.frame.small.p99`, the
///   same run over 1,000 photos, as the baseline of the ratio.
/// - `photos.grid.peak`: peak resident memory of a fresh process scrolling the grid a
///   screenful at a time through 60 screenfuls (5,460 thumbnails made), waiting for each.
enum GridBenchmarks {
  static let window = CarouselSize(width: 1920, height: 1080)
  /// Frames of the scrolling run, and points scrolled per frame.
  static let scrollFrames = 600
  static let pointsPerFrame = 20.0
  /// Screenfuls the peak run steps through.
  static let peakSteps = 60
  /// The baseline folder's size for the frame ratio.
  static let smallCount = 1_000

  static func figures(count: Int) throws -> [Figure] {
    let folder = try PhotoLibrary.folder(count: count)
    let cache = NSTemporaryDirectory() + "carousel-bench-thumbnails-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    var figures: [Figure] = []
    for (name, state) in [("cold", "made"), ("warm", "read from the cache")] {
      let seconds = try Measure.seconds {
        _ = try? firstScreen(folder: folder, cache: cache)
      }
      _ = try firstScreen(folder: folder, cache: cache)  // surface errors, if any
      figures.append(
        Figure(
          name: "photos.grid.first.\(name)",
          title: "list \(count) photos, show the first 1920×1080 screen (thumbnails \(state))",
          value: seconds * 1000, unit: "ms"))
    }
    let frames = try scrollFrameTimes(folder: folder, cache: cache)
    figures.append(
      Figure(
        name: "photos.grid.frame.p50",
        title: "grid frame while scrolling \(count) photos at 1920×1080 (median)",
        value: Measure.median(frames) * 1000, unit: "ms"))
    figures.append(
      Figure(
        name: "photos.grid.frame.p99",
        title: "grid frame while scrolling \(count) photos at 1920×1080 (99th percentile)",
        value: Measure.percentile(frames, 0.99) * 1000, unit: "ms"))
    let small = try scrollFrameTimes(
      folder: try PhotoLibrary.folder(count: smallCount), cache: cache)
    figures.append(
      Figure(
        name: "photos.grid.frame.small.p99",
        title: "the same over \(smallCount) photos (99th percentile)",
        value: Measure.percentile(small, 0.99) * 1000, unit: "ms"))
    figures.append(
      Figure(
        name: "photos.grid.peak",
        title:
          "peak resident memory scrolling \(count) photos a screen at a time (\(peakSteps) screens)",
        value: try PhotoBenchmarks.peakInChild(
          arguments: ["grid-peak", folder, cache + "-peak"]
        ).megabytes, unit: "MB"))
    try? FileManager.default.removeItem(atPath: cache + "-peak")
    return figures
  }

  /// The grid scene over `folder` with the thumbnail cache under `cache`.
  static func scene(folder: String, cache: String) throws -> SceneController {
    var options = SceneOptions()
    options.imageDirectory = folder
    return try SceneController(
      kind: .grid, options: options, viewport: window, scale: 1, time: 0,
      environment: ["XDG_CACHE_HOME": cache])
  }

  /// Lists the folder and draws the first screenful once its thumbnails are there.
  static func firstScreen(folder: String, cache: String) throws {
    let grid = try scene(folder: folder, cache: cache)
    let frame = try RenderSurface(size: window, scale: 1)
    grid.waitForPendingImages(timeout: 120)
    grid.draw(into: frame)
  }

  /// Seconds of each frame of the scrolling run.
  static func scrollFrameTimes(folder: String, cache: String) throws -> [Double] {
    let grid = try scene(folder: folder, cache: cache)
    let frame = try RenderSurface(size: window, scale: 1)
    grid.waitForPendingImages(timeout: 120)
    grid.draw(into: frame)
    var times: [Double] = []
    times.reserveCapacity(scrollFrames)
    for index in 0..<scrollFrames {
      let time = Double(index + 1) / 60
      let direction = index < scrollFrames / 2 ? 1.0 : -1.0
      let start = ContinuousClock.now
      grid.handle(
        CarouselInputEvent(
          time: time, .wheel(dx: 0, dy: direction * pointsPerFrame, discrete: false)))
      grid.advance(to: time)
      if grid.needsRedraw { grid.draw(into: frame) }
      let (seconds, attoseconds) = (ContinuousClock.now - start).components
      times.append(Double(seconds) + Double(attoseconds) * 1e-18)
      // The rest of the 16.7 ms frame, as a window at 60 Hz leaves it to the decoders.
      let spent = times[times.count - 1]
      if spent < 1.0 / 60 { usleep(useconds_t((1.0 / 60 - spent) * 1e6)) }
    }
    return times
  }

  /// The child's work: a screenful at a time through `peakSteps` screens, each waited for
  /// and drawn; then the peak resident memory in MB.
  static func scrollThrough(folder: String, cache: String) throws -> Double {
    AllocatorTuning.apply()
    let grid = try scene(folder: folder, cache: cache)
    let frame = try RenderSurface(size: window, scale: 1)
    grid.waitForPendingImages(timeout: 120)
    grid.draw(into: frame)
    var time = 0.0
    for _ in 0..<peakSteps {
      time += 1
      grid.handle(CarouselInputEvent(time: time, .key(.pageDown)))
      time += 1
      grid.advance(to: time)
      grid.waitForPendingImages(timeout: 120)
      grid.draw(into: frame)
    }
    return PhotoBenchmarks.peakResidentMegabytes()
  }
}
