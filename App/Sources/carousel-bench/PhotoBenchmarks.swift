import CTurboJPEG
import CarouselCore
import CarouselImages
import CarouselRender
import CarouselScenes
import Foundation

/// `carousel-bench photos [--count N]`: the photo pipeline on a folder of 12 MP photos.
enum PhotoBenchmarks {
  /// The display size of `photos.first` and `photos.rate`.
  static let displaySize = PixelSize(width: 1920, height: 1080)
  /// The window `photos.peak` pages through, in points at scale 1.
  static let peakWindow = CarouselSize(width: 1280, height: 800)
  /// Repetitions of the list and first-image figures (medians).
  static let repetitions = 7
  /// The two rate figures alternate rounds of this many photos each…
  static let photosPerRound = 8
  /// …this many times.
  static let rateRounds = 6
  /// Seconds the engine gets to settle after each → in the paging run.
  static let pageSettleSeconds = 1.0

  static func figures(count: Int) throws -> [Figure] {
    let folder = try PhotoLibrary.folder(count: count)
    var figures: [Figure] = []

    var listTimes: [Double] = []
    var sources: [ImageSource] = []
    for _ in 0..<repetitions {
      listTimes.append(Measure.seconds { sources = (try? ImageDirectory.scan(folder)) ?? [] })
    }
    guard sources.count == count else {
      throw PhotoLibrary.Failure(
        description: "\(folder) lists \(sources.count) photos, not \(count)")
    }
    figures.append(
      Figure(
        name: "photos.list", title: "list and sort \(count) photos (natural order)",
        value: Measure.median(listTimes) * 1000, unit: "ms"))

    var firstTimes: [Double] = []
    for repetition in 0..<repetitions {
      firstTimes.append(
        Measure.seconds {
          let listed = (try? ImageDirectory.scan(folder)) ?? []
          let loader = ImageLoader(
            sources: listed, cache: ImageCache(capacityBytes: 64 << 20))
          let current = repetition % max(1, listed.count)
          loader.updateWindow(
            current: current, visible: current..<(current + 1), prefetchRadius: 0,
            size: displaySize)
          loader.waitUntilIdle(timeoutSeconds: 30)
          blackHole(loader.cache.count)
        })
    }
    figures.append(
      Figure(
        name: "photos.first",
        title: "list \(count) photos and decode the first at 1920×1080",
        value: Measure.median(firstTimes) * 1000, unit: "ms"))

    // Rounds of each, alternating, so both see the same load from other processes.
    let loader = ImageLoader(cache: ImageCache(capacityBytes: 64 << 20))
    var rateTime = 0.0
    var baselineTime = 0.0
    var decoded = 0
    for round in 0..<rateRounds {
      let batch = (0..<photosPerRound).map { sources[(round * photosPerRound + $0) % count] }
      rateTime += Measure.seconds {
        // A new size per round: nothing comes from the cache.
        let size = PixelSize(width: displaySize.width - round, height: displaySize.height)
        for source in batch { _ = loader.request(source, size: size) }
        loader.waitUntilIdle(timeoutSeconds: 600)
      }
      baselineTime += Measure.seconds {
        for source in batch { blackHole(fullDecode(source.path)) }
      }
      decoded += batch.count
    }
    figures.append(
      Figure(
        name: "photos.rate",
        title:
          "display-size decodes per second (\(loader.configuration.maxConcurrentDecodes) threads)",
        value: Double(decoded) / rateTime, unit: "images/s"))
    figures.append(
      Figure(
        name: "photos.baseline.rate",
        title: "plain full-resolution TurboJPEG decodes per second (1 thread)",
        value: Double(decoded) / baselineTime, unit: "images/s"))

    figures.append(
      Figure(
        name: "photos.peak",
        title: "peak resident memory paging through \(count) photos at 1280×800",
        value: try peakInChild(arguments: ["photos-peak", folder, String(count)]), unit: "MB"))
    return figures
  }

  /// Reads and decodes `path` at full size to RGBA, as a plain viewer without scaling would.
  static func fullDecode(_ path: String) -> Int {
    guard let data = FileManager.default.contents(atPath: path), let handle = tjInitDecompress()
    else { return 0 }
    defer { tjDestroy(handle) }
    let bytes = [UInt8](data)
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    _ = tjDecompressHeader3(
      handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    _ = tjDecompress2(
      handle, bytes, UInt(bytes.count), &pixels, width, width * 4, height,
      Int32(TJPF_BGRA.rawValue), 0)
    return Int(pixels[pixels.count / 2])
  }

  /// Runs a paging run in a fresh process (`photos-peak FOLDER COUNT`, `grid-peak FOLDER
  /// CACHE`), so its peak is not the peak of the figures before it, and returns that
  /// process's peak resident memory in MB.
  static func peakInChild(arguments: [String]) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let megabytes = Double(text) else {
      throw PhotoLibrary.Failure(description: "the paging run failed: \(text)")
    }
    return megabytes
  }

  /// The child's work: the gallery scene in a 1280×800 frame, → through every photo (each
  /// page settled and its images decoded), then the peak resident memory in MB on stdout.
  static func pageThrough(folder: String, count: Int) throws -> Double {
    AllocatorTuning.apply()
    var options = SceneOptions()
    options.imageDirectory = folder
    let scene = try SceneController(
      kind: .gallery, options: options, viewport: peakWindow, scale: 1, time: 0)
    let frame = try RenderSurface(size: peakWindow, scale: 1)
    var time = 0.0
    scene.waitForPendingImages(timeout: 30)
    scene.draw(into: frame)
    for _ in 0..<count {
      scene.handle(CarouselInputEvent(time: time, .key(.right)))
      time += pageSettleSeconds
      scene.advance(to: time)
      scene.waitForPendingImages(timeout: 30)
      scene.draw(into: frame)
    }
    return peakResidentMegabytes()
  }

  /// `VmHWM` of this process, in MB.
  static func peakResidentMegabytes() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
      return kilobytes / 1024
    }
    return 0
  }
}
