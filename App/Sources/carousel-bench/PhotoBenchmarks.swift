import CTurboJPEG
import CarouselCore
import CarouselImages
import CarouselRender
import CarouselSandbox
import CarouselScenes
import Foundation

/// `carousel-bench photos [--count N]`: the photo pipeline on a folder of 12 MP photos.
enum PhotoBenchmarks {
  /// The display size of `photos.first` and `photos.rate`.
  static let displaySize = PixelSize(width: 1920, height: 1080)
  /// The window `photos.peak` pages through, in points at scale 1.
  static let peakWindow = CarouselSize(width: 1280, height: 800)
  /// The window of the 1080p paging runs (feh's `-g 1920x1080`).
  static let fullHD = CarouselSize(width: 1920, height: 1080)
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

    // In-process and sandboxed first photos alternate, so both see the same load. Each
    // sandboxed repetition has a new pool: its time includes starting the worker process,
    // as an app's first photo does.
    var firstTimes: [Double] = []
    var sandboxedFirstTimes: [Double] = []
    var warmFirstTimes: [Double] = []
    func firstPhoto(_ repetition: Int, decoder: any ImageDecoding) -> Double {
      Measure.seconds {
        let listed = (try? ImageDirectory.scan(folder)) ?? []
        let loader = ImageLoader(
          sources: listed, cache: ImageCache(capacityBytes: 64 << 20), decoder: decoder)
        let current = repetition % max(1, listed.count)
        loader.updateWindow(
          current: current, visible: current..<(current + 1), prefetchRadius: 0,
          size: displaySize)
        loader.waitUntilIdle(timeoutSeconds: 30)
        blackHole(loader.cache.count)
      }
    }
    for repetition in 0..<repetitions {
      // As in a process that just started: no free block of the last repetition to decode
      // into without page faults (a worker starts without one too).
      PixelBufferPool.shared.trim()
      firstTimes.append(firstPhoto(repetition, decoder: ImageDecoder()))
      let pool = DecodeWorkerPool(
        configuration: .standard(environment: ProcessInfo.processInfo.environment))
      sandboxedFirstTimes.append(
        firstPhoto(repetition, decoder: SandboxedImageDecoder(pool: pool)))
      pool.shutDown()
      // As the app has it: the scene starts a worker when it is made, so by the time the
      // window is up the worker is waiting.
      let warmPool = DecodeWorkerPool(
        configuration: .standard(environment: ProcessInfo.processInfo.environment))
      warmPool.prestart()
      let deadline = Date().addingTimeInterval(5)
      while warmPool.idleProcessIDs.isEmpty && Date() < deadline { usleep(1_000) }
      warmFirstTimes.append(firstPhoto(repetition, decoder: SandboxedImageDecoder(pool: warmPool)))
      warmPool.shutDown()
    }
    figures.append(
      Figure(
        name: "photos.first",
        title: "list \(count) photos and decode the first at 1920×1080",
        value: Measure.median(firstTimes) * 1000, unit: "ms"))
    figures.append(
      Figure(
        name: "photos.sandbox.first",
        title: "the same, decoded in a new sandboxed worker (its start included)",
        value: Measure.median(sandboxedFirstTimes) * 1000, unit: "ms"))
    figures.append(
      Figure(
        name: "photos.sandbox.first.ratio",
        title: "sandboxed first photo / in-process first photo",
        value: Measure.median(sandboxedFirstTimes) / Measure.median(firstTimes), unit: "×"))
    figures.append(
      Figure(
        name: "photos.sandbox.first.warm",
        title: "the same, the worker started beforehand (as the scene starts it)",
        value: Measure.median(warmFirstTimes) * 1000, unit: "ms"))
    figures.append(
      Figure(
        name: "photos.sandbox.first.warm.ratio",
        title: "sandboxed first photo, worker started / in-process first photo",
        value: Measure.median(warmFirstTimes) / Measure.median(firstTimes), unit: "×"))

    // Rounds of each, alternating, so both see the same load from other processes.
    let loader = ImageLoader(cache: ImageCache(capacityBytes: 64 << 20))
    let sandboxPool = DecodeWorkerPool(
      configuration: .standard(environment: ProcessInfo.processInfo.environment))
    let sandboxedLoader = ImageLoader(
      cache: ImageCache(capacityBytes: 64 << 20), decoder: SandboxedImageDecoder(pool: sandboxPool))
    var sandboxedTime = 0.0
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
      sandboxedTime += Measure.seconds {
        let size = PixelSize(width: displaySize.width - round, height: displaySize.height)
        for source in batch { _ = sandboxedLoader.request(source, size: size) }
        sandboxedLoader.waitUntilIdle(timeoutSeconds: 600)
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
        name: "photos.sandbox.rate",
        title: "the same, each decoded in a sandboxed worker (2 workers, reused)",
        value: Double(decoded) / sandboxedTime, unit: "images/s"))
    figures.append(
      Figure(
        name: "photos.sandbox.rate.ratio",
        title: "sandboxed decode rate / in-process decode rate",
        value: rateTime / sandboxedTime, unit: "×"))
    sandboxPool.shutDown()
    figures.append(
      Figure(
        name: "photos.baseline.rate",
        title: "plain full-resolution TurboJPEG decodes per second (1 thread)",
        value: Double(decoded) / baselineTime, unit: "images/s"))

    // The gallery at the bench's old 1280×800 (comparable with earlier runs), then every
    // photo screen at 1920×1080, as feh is measured (`scripts/bench-feh.sh`).
    let peaks: [(name: String, kind: SceneKind, window: CarouselSize)] = [
      ("photos.peak", .gallery, peakWindow),
      ("photos.peak.1080p", .gallery, fullHD),
      ("photos.peak.slider.1080p", .slider, fullHD),
    ]
    for peak in peaks {
      let run = try peakInChild(
        arguments: [
          "photos-peak", folder, String(count), peak.kind.rawValue,
          "\(Int(peak.window.width))x\(Int(peak.window.height))",
        ])
      let scene = peak.kind == .gallery ? "the gallery" : "the slider"
      figures.append(
        Figure(
          name: peak.name,
          title:
            "peak resident memory, \(scene) paging through \(count) photos at \(Int(peak.window.width))×\(Int(peak.window.height))",
          value: run.megabytes, unit: "MB"))
      for (kind, megabytes) in run.breakdown {
        figures.append(
          Figure(
            name: "\(peak.name).\(kind)",
            title: "  of which \(kind) (resident at the largest sampled moment)",
            value: megabytes, unit: "MB"))
      }
    }
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

  /// Runs a paging run in a fresh process (`photos-peak FOLDER COUNT KIND WxH`, `grid-peak
  /// FOLDER CACHE`), so its peak is not the peak of the figures before it, and returns that
  /// process's peak resident memory in MB, with the breakdown it printed after it (lines
  /// `KIND MB`, see ``MemoryBreakdown``).
  static func peakInChild(arguments: [String]) throws -> (
    megabytes: Double, breakdown: [(String, Double)]
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard process.terminationStatus == 0, let first = lines.first,
      let megabytes = Double(first.trimmingCharacters(in: .whitespaces))
    else {
      throw PhotoLibrary.Failure(
        description: "the paging run failed: \(String(decoding: data, as: UTF8.self))")
    }
    let breakdown = lines.dropFirst().compactMap { line -> (String, Double)? in
      let parts = line.split(separator: " ")
      guard parts.count == 2, let value = Double(parts[1]) else { return nil }
      return (String(parts[0]), value)
    }
    return (megabytes, breakdown)
  }

  /// The child's work: the `kind` scene in a `window` frame, → through every photo (each
  /// page settled and its images decoded); then the peak resident memory in MB, and
  /// where the memory was at the largest resident size seen after a page (see
  /// ``MemoryBreakdown``).
  static func pageThrough(folder: String, count: Int, kind: SceneKind, window: CarouselSize)
    throws -> (megabytes: Double, breakdown: MemoryBreakdown)
  {
    AllocatorTuning.apply()
    var options = SceneOptions()
    options.imageDirectory = folder
    // In-process, so the figure stays comparable with feh's and earlier runs' (a worker's
    // decode memory is another process's).
    options.decodesInSandbox = false
    let scene = try SceneController(
      kind: kind, options: options, viewport: window, scale: 1, time: 0)
    let frame = try RenderSurface(size: window, scale: 1)
    var time = 0.0
    var largest = 0
    var breakdown = MemoryBreakdown()
    func sample() {
      let resident = residentKilobytes()
      if resident > largest {
        largest = resident
        breakdown = MemoryBreakdown.current()
      }
    }
    scene.waitForPendingImages(timeout: 30)
    scene.draw(into: frame)
    sample()
    for _ in 0..<count {
      scene.handle(CarouselInputEvent(time: time, .key(.right)))
      time += pageSettleSeconds
      scene.advance(to: time)
      scene.waitForPendingImages(timeout: 30)
      scene.draw(into: frame)
      sample()
    }
    return (peakResidentMegabytes(), breakdown)
  }

  /// `VmRSS` of this process now, in kB (from `/proc/self/statm`).
  static func residentKilobytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
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
