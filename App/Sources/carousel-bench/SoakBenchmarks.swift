import CarouselScenes
import Foundation

/// `carousel-bench soak [--hours H]`: a looping gallery autoplaying every 3 s for H injected
/// hours (default 24) over 40 generated photos, sampled every 15 injected minutes. The
/// figures are slopes per injected hour after the first hour (caches fill in the first
/// minutes): resident memory, heap in use (`mallinfo2`), open files, and the maxima of
/// the caches; flat means 0 within noise.
enum SoakBenchmarks {
  /// Photos in the gallery: more than the decode cache holds, so it evicts as it loops.
  static let photoCount = 40
  /// Hours not counted in the slopes while the caches fill.
  static let warmUpHours = 1.0

  static func figures(hours: Double) throws -> [Figure] {
    let folder = FileManager.default.temporaryDirectory.path + "/carousel-soak-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try SceneSoak.makePhotoFolder(at: folder, count: photoCount)
    var configuration = SceneSoak.Configuration(hours: hours)
    configuration.photoFolder = folder
    let clock = ContinuousClock()
    var report: SceneSoak.Report?
    let elapsed = try clock.measure {
      report = try SceneSoak.run(configuration) { Double(JSONBenchmarks.heapInUse()) }
    }
    guard let report, let last = report.samples.last, let first = report.samples.first else {
      return []
    }
    let seconds = Double(elapsed.components.seconds)
    let warmUp = min(warmUpHours, hours / 4)
    let settled = report.samples.filter { $0.hours >= warmUp }
    func maximum(_ value: (SceneUsage) -> Int) -> Double {
      Double(settled.map { value($0.usage) }.max() ?? 0)
    }
    return [
      Figure(name: "soak.hours", title: "injected hours run", value: last.hours, unit: "h"),
      Figure(name: "soak.pages", title: "autoplay steps", value: Double(last.pages), unit: ""),
      Figure(name: "soak.frames", title: "frames drawn", value: Double(last.frames), unit: ""),
      Figure(name: "soak.wall", title: "wall-clock time of the run", value: seconds, unit: "s"),
      Figure(
        name: "soak.rss.start", title: "resident memory after warm-up",
        value: Double(settled.first?.residentBytes ?? first.residentBytes) / 1e6, unit: "MB"),
      Figure(
        name: "soak.rss.end", title: "resident memory at the end",
        value: Double(last.residentBytes) / 1e6, unit: "MB"),
      Figure(
        name: "soak.rss.slope", title: "resident memory slope after warm-up",
        value: report.slope(from: warmUp) { Double($0.residentBytes) }, unit: "bytes/h"),
      Figure(
        name: "soak.heap.slope", title: "heap in use (mallinfo2) slope after warm-up",
        value: report.slope(from: warmUp) { $0.extra }, unit: "bytes/h"),
      Figure(
        name: "soak.fds.slope", title: "open file descriptors slope after warm-up",
        value: report.slope(from: warmUp) { Double($0.openFiles) }, unit: "fds/h"),
      Figure(
        name: "soak.fds.max", title: "open file descriptors, most seen",
        value: Double(report.samples.map(\.openFiles).max() ?? 0), unit: ""),
      Figure(
        name: "soak.cache.bytes.slope", title: "all cache bytes slope after warm-up",
        value: report.slope(from: warmUp) {
          Double(
            $0.usage.itemSurfaceBytes + $0.usage.imageSurfaceBytes
              + $0.usage.decodedImageBytes + $0.usage.pooledBytes + $0.usage.pooledFreeBytes)
        }, unit: "bytes/h"),
      Figure(
        name: "soak.cache.surfaces.max", title: "item surfaces cached, most seen",
        value: maximum(\.itemSurfaces), unit: ""),
      Figure(
        name: "soak.cache.decoded.max", title: "decoded photos cached, most seen",
        value: maximum(\.decodedImages), unit: ""),
      Figure(
        name: "soak.cache.text.max", title: "text layouts cached, most seen",
        value: maximum(\.textLayouts), unit: ""),
    ]
  }
}
