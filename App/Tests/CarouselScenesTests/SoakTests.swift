import CarouselCore
import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselScenes

/// An hour of injected time in a looping gallery autoplaying every 3 s (about 1,200
/// pages, each photo decoded again and again as the cache evicts): the caches and the open
/// files stay within their bounds and do not grow. `carousel-bench soak` runs 24 hours and
/// reports the slopes.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct SoakTests {
  /// More photos than the decode cache holds at this window size, so it evicts as
  /// the gallery loops.
  static let photoCount = 64
  /// How far the bytes of a cache may move between the halves: the cached labels ("7/64",
  /// "23/64") differ in width by a few pixels.
  static let byteSlack = 0.01
  /// The pixel pool and the open files belong to the whole test process, where other suites
  /// decode and open files at the same time; they may move by this much between the halves
  /// (the fewest of the second half against the most of the first). A leak per page would
  /// not hide in it: the second half pages ~600 times, and one photo
  /// here is 77 KB (46 MB over the half), one descriptor a page 600 files.
  static let processPoolSlack = 16 << 20
  static let processFileSlack = 16
  static let processWideFigures: Set<String> = ["pooledBytes", "pooledFreeBytes"]

  @Test func anHourOfAutoplayKeepsCachesAndOpenFilesBounded() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/soak-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try SceneSoak.makePhotoFolder(
      at: folder, count: Self.photoCount, size: CarouselSize(width: 160, height: 120))
    var configuration = SceneSoak.Configuration(hours: 1)
    configuration.photoFolder = folder
    configuration.sampleInterval = 120
    configuration.frameRate = 2
    let report = try SceneSoak.run(configuration)
    let last = try #require(report.samples.last)
    #expect(last.hours == 1)
    // Every autoplay step happened: one page per 3 s, less the first.
    #expect(last.pages >= 3600 / 3 - 2, "\(last.pages) pages")

    // Past the first 10 minutes (the caches fill), the second half of the hour holds no
    // more than the first, and every cache stays within its budget.
    let settled = report.samples.filter { $0.hours >= 1.0 / 6 }
    let half = settled.count / 2
    try #require(half >= 5, "\(settled.count) samples")
    let (early, late) = (settled[..<half], settled[half...])
    let budget = SceneBudget.photos(
      window: configuration.viewport, scale: 1,
      decodeSize: DecodeSize.aspectFit(configuration.viewport, scale: 1))
    for (index, figure) in last.usage.figures.enumerated() {
      let earlyMost = Double(early.map { $0.usage.figures[index].value }.max() ?? 0)
      let lateValues = late.map { Double($0.usage.figures[index].value) }
      // The process-wide pool also holds, for moments, what other suites decode meanwhile:
      // a leak raises every later sample, so the fewest of the second half is compared.
      let isProcessWide = Self.processWideFigures.contains(figure.name)
      let lateMost = (isProcessWide ? lateValues.min() : lateValues.max()) ?? 0
      let slack =
        isProcessWide
        ? Double(Self.processPoolSlack)
        : figure.name.hasSuffix("Bytes") ? Self.byteSlack * earlyMost : 0
      #expect(lateMost <= earlyMost + slack, "\(figure.name): \(earlyMost) then \(lateMost)")
    }
    #expect(early.map(\.usage.decodedImages).max() ?? 0 < Self.photoCount, "nothing evicted")
    for sample in settled {
      #expect(sample.usage.itemSurfaceBytes <= budget.itemSurfaceBytes)
      #expect(sample.usage.imageSurfaceBytes <= budget.imageSurfaceBytes)
      #expect(sample.usage.decodedImageBytes <= budget.decodedImageBytes)
      #expect(sample.usage.decodedImages <= 2 * Self.photoCount)
      #expect(sample.usage.textLayouts <= 4 * Self.photoCount)
    }
    // The descriptors on the photos are the run's own: between pages at most the
    // decodes under way hold one each (the display decodes and one preview worker), never
    // more as the hour goes on.
    let photoFiles = settled.map(\.photoFiles)
    let decodesAtOnce = ImageLoader.Configuration.default.maxConcurrentDecodes + 1
    #expect(
      photoFiles.allSatisfy { $0 <= decodesAtOnce }, "descriptors on the photos: \(photoFiles)")
    // The process's descriptors also count what other suites open meanwhile, for moments:
    // a leak raises every later sample, so the fewest of the second half is what is
    // compared.
    let earlyFiles = early.map(\.openFiles).max() ?? 0
    let lateFewest = late.map(\.openFiles).min() ?? 0
    #expect(earlyFiles > 0)
    #expect(
      lateFewest <= earlyFiles + Self.processFileSlack,
      "open files: at most \(earlyFiles) then at least \(lateFewest)")
  }

  /// The count of descriptors on a folder's files sees one opened there and closed again,
  /// and nothing opened elsewhere.
  @Test func descriptorsOnAFolderAreCountedAlone() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/soak-fd-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/photo.png"
    #expect(FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3])))
    #expect(ProcessUsage.openFiles(under: folder) == 0)
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    let elsewhere = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/status"))
    #expect(ProcessUsage.openFiles(under: folder) == 1)
    try handle.close()
    try elsewhere.close()
    #expect(ProcessUsage.openFiles(under: folder) == 0)
  }
}
