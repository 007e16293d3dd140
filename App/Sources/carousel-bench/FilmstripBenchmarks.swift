import CarouselCore
import CarouselImages
import CarouselRender
import CarouselScenes
import Foundation

/// `carousel-bench photos --count N --only photos.filmstrip`: what the gallery's filmstrip
/// costs in memory, paging through N of the generated 12 MP photos at 1280×800 (as
/// `photos.peak` does), each run in its own process, with a fresh thumbnail cache:
///
/// - `photos.filmstrip.peak.off`: peak resident memory without the strip;
/// - `photos.filmstrip.peak.on`: the same with the strip shown (its thumbnails made from
///   the photos' EXIF thumbnails, written to the cache, and decoded as the ring moves);
/// - `photos.filmstrip.peak.ratio`: on / off, measured in the same run.
enum FilmstripBenchmarks {
  static func figures(count: Int) throws -> [Figure] {
    let folder = try PhotoLibrary.folder(count: count)
    var peaks: [Bool: Double] = [:]
    for shown in [false, true] {
      let cache = NSTemporaryDirectory() + "carousel-bench-filmstrip-\(getpid())-\(shown)"
      defer { try? FileManager.default.removeItem(atPath: cache) }
      peaks[shown] = try PhotoBenchmarks.peakInChild(
        arguments: ["filmstrip-peak", folder, String(count), shown ? "on" : "off", cache]
      ).megabytes
    }
    let off = peaks[false] ?? 0
    let on = peaks[true] ?? 0
    return [
      Figure(
        name: "photos.filmstrip.peak.off",
        title: "peak resident memory paging through \(count) photos at 1280×800, no filmstrip",
        value: off, unit: "MB"),
      Figure(
        name: "photos.filmstrip.peak.on",
        title: "the same with the filmstrip shown (fresh thumbnail cache)", value: on,
        unit: "MB"),
      Figure(
        name: "photos.filmstrip.peak.ratio", title: "with the filmstrip / without",
        value: off > 0 ? on / off : 0, unit: "×"),
    ]
  }

  /// The child's work: the gallery paged through `count` photos (each page settled and its
  /// images and thumbnails decoded), with or without the strip; the peak in MB.
  static func pageThrough(folder: String, count: Int, showsFilmstrip: Bool, cache: String)
    throws -> Double
  {
    AllocatorTuning.apply()
    var options = SceneOptions()
    options.imageDirectory = folder
    options.decodesInSandbox = false
    options.showsFilmstrip = showsFilmstrip
    let window = PhotoBenchmarks.peakWindow
    let scene = try SceneController(
      kind: .gallery, options: options, viewport: window, scale: 1, time: 0,
      environment: ["XDG_CACHE_HOME": cache])
    let frame = try RenderSurface(size: window, scale: 1)
    var time = 0.0
    scene.waitForPendingImages(timeout: 30)
    scene.draw(into: frame)
    for _ in 0..<count {
      scene.handle(CarouselInputEvent(time: time, .key(.right)))
      time += PhotoBenchmarks.pageSettleSeconds
      scene.advance(to: time)
      scene.waitForPendingImages(timeout: 30)
      scene.draw(into: frame)
    }
    return PhotoBenchmarks.peakResidentMegabytes()
  }
}
