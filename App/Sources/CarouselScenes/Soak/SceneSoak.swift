import CarouselCore
import CarouselRender
import Foundation

/// A long run of a looping, autoplaying gallery on injected time: hours of paging
/// compressed into seconds or minutes, with the process's memory, open files and the
/// scene's caches sampled as it goes, so that whatever grows shows as a slope.
///
/// The clock is the run's own: between pages it jumps to the next autoplay step, and while
/// a page turns it moves ``Configuration/frameRate`` frames a second. Every frame that
/// needs drawing is drawn, as the window would; at rest it first waits for the page's
/// images (real decodes on the loader's threads).
public enum SceneSoak {
  /// What to run.
  public struct Configuration: Sendable {
    /// Injected hours to run.
    public var hours: Double
    /// Seconds between autoplay steps (the slider's default).
    public var autoplayInterval = 3.0
    /// Injected seconds between samples.
    public var sampleInterval = 900.0
    /// Frames per injected second drawn while a page turns: fewer than a screen's, which
    /// compresses the run without skipping any kind of work.
    public var frameRate = 10.0
    /// The window in points.
    public var viewport = CarouselSize(width: 320, height: 260)
    /// The photos: a folder (see ``makePhotoFolder(at:count:)``), or nil for the bundled
    /// artwork.
    public var photoFolder: String?

    /// A run of `hours` injected hours.
    public init(hours: Double) {
      self.hours = hours
    }
  }

  /// One look at the process and the scene.
  public struct Sample: Sendable {
    /// Injected hours since the start.
    public var hours: Double
    /// Resident memory of the process, in bytes (`/proc/self/statm`).
    public var residentBytes: Int
    /// File descriptors open in the process (`/proc/self/fd`).
    public var openFiles: Int
    /// File descriptors open on the photos (files inside ``Configuration/photoFolder``; 0
    /// without one): the run's own, whatever else the process opens meanwhile.
    public var photoFiles: Int
    /// Whatever else the caller measures (the heap, for the benchmark).
    public var extra: Double
    /// The scene's caches.
    public var usage: SceneUsage
    /// Autoplay steps and frames drawn so far.
    public var pages: Int
    public var frames: Int
  }

  /// What a run saw.
  public struct Report: Sendable {
    /// The samples, oldest first.
    public var samples: [Sample]

    /// The least-squares slope of `value` against injected hours over the samples from
    /// `warmUp` hours on (caches fill in the first minutes), per hour.
    public func slope(from warmUp: Double, of value: (Sample) -> Double) -> Double {
      let points = samples.filter { $0.hours >= warmUp }
      guard points.count >= 2 else { return 0 }
      let count = Double(points.count)
      let meanX = points.map(\.hours).reduce(0, +) / count
      let meanY = points.map(value).reduce(0, +) / count
      var covariance = 0.0
      var variance = 0.0
      for point in points {
        covariance += (point.hours - meanX) * (value(point) - meanY)
        variance += (point.hours - meanX) * (point.hours - meanX)
      }
      return variance > 0 ? covariance / variance : 0
    }
  }

  /// Seconds a frame waits for its images before it is drawn with loading tiles.
  static let imageTimeout = 10.0

  /// Runs `configuration`, calling `extra` at each sample for a figure of the caller's own.
  ///
  /// - Throws: ``SceneError`` when the gallery cannot start or a frame cannot be made.
  public static func run(
    _ configuration: Configuration, extra: () -> Double = { 0 }
  ) throws(SceneError) -> Report {
    var options = SceneOptions()
    options.autoplayInterval = configuration.autoplayInterval
    options.imageDirectory = configuration.photoFolder
    let controller = try SceneController(
      kind: .gallery, options: options, viewport: configuration.viewport, scale: 1, time: 0)
    let surface: RenderSurface
    do {
      surface = try RenderSurface(size: configuration.viewport, scale: 1)
    } catch {
      throw SceneError(.rendering(error))
    }
    let end = configuration.hours * 3600
    let frameStep = 1 / configuration.frameRate
    var samples: [Sample] = []
    var nextSample = 0.0
    var time = 0.0
    var frames = 0
    var pages = 0
    var lastIndex = controller.engine.currentIndex
    while true {
      controller.advance(to: time)
      if controller.needsRedraw {
        // At rest the page shows its photo, as a window would once it decoded; mid-turn a
        // frame draws what is ready.
        if !controller.engine.isAnimating {
          controller.waitForPendingImages(timeout: imageTimeout)
        }
        controller.draw(into: surface)
        frames += 1
      }
      if controller.engine.currentIndex != lastIndex {
        pages += 1
        lastIndex = controller.engine.currentIndex
      }
      // Sampled at rest, with no decode under way: what the run holds between pages.
      if (time >= nextSample && !controller.engine.isAnimating) || time >= end {
        samples.append(
          Sample(
            hours: time / 3600, residentBytes: ProcessUsage.residentBytes,
            openFiles: ProcessUsage.openFiles,
            photoFiles: configuration.photoFolder.map(ProcessUsage.openFiles(under:)) ?? 0,
            extra: extra(), usage: controller.usage,
            pages: pages, frames: frames))
        nextSample += configuration.sampleInterval
      }
      guard time < end else { break }
      let wake = controller.engine.isAnimating ? time : (controller.nextWakeTime ?? end)
      time = min(max(time + frameStep, wake), end)
    }
    return Report(samples: samples)
  }

  /// Writes `count` photos of `size` points (each its own colours, PNG) into `folder`,
  /// made if missing, for a run whose decode cache must evict as the gallery loops.
  ///
  /// - Throws: ``SceneError`` when the folder or a file cannot be written.
  public static func makePhotoFolder(
    at folder: String, count: Int, size: CarouselSize = CarouselSize(width: 640, height: 480)
  ) throws(SceneError) {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw SceneError(.outputFolder(path: folder, reason: error.localizedDescription))
    }
    for index in 0..<count {
      let hue = Double(index) / Double(max(count, 1))
      do {
        let photo = try RenderSurface(size: size, scale: 1)
        let context = photo.makeContext()
        context.fill(
          CarouselRect(size: size), color: RenderColor(red: hue, green: 1 - hue, blue: 0.5))
        context.fill(
          CarouselRect(
            x: size.width * (0.1 + 0.5 * hue), y: size.height * 0.1, width: size.width * 0.3,
            height: size.height * 0.6),
          color: RenderColor(red: 1 - hue, green: 0.3, blue: hue))
        try photo.writePNG(to: folder + "/photo-\(1000 + index).png")
      } catch {
        throw SceneError(.rendering(error))
      }
    }
  }
}
