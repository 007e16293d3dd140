import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

/// `--recursive`, `--sort`, and the files a scan names as skipped.
@Suite struct FolderScanTests {
  @Test func recursiveFindsSubfoldersInNaturalOrder() throws {
    let folder = try TestFolder()
    try folder.touch("2019", folder: true)
    try folder.touch("2019/summer", folder: true)
    try folder.touch(".hidden", folder: true)
    for name in ["b.jpg", "2019/x10.png", "2019/x9.webp", "2019/summer/a.avif", ".hidden/h.jpg"] {
      try folder.write([1], to: name)
    }
    let flat = try ImageDirectory.scan(folder.path, options: .init())
    #expect(flat.sources.map(\.fileName) == ["b.jpg"])
    let deep = try ImageDirectory.scan(folder.path, options: .init(recursive: true))
    #expect(
      deep.sources.map { String($0.path.dropFirst(folder.path.count + 1)) }
        == ["2019/summer/a.avif", "2019/x9.webp", "2019/x10.png", "b.jpg"])
  }

  @Test func timeOrderIsOldestFirst() throws {
    let folder = try TestFolder()
    let now = Date()
    for (name, age) in [("a.jpg", 10.0), ("b.jpg", 30.0), ("c.jpg", 20.0)] {
      let path = try folder.write([1], to: name)
      try FileManager.default.setAttributes(
        [.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: path)
    }
    let scan = try ImageDirectory.scan(folder.path, options: .init(sort: .time))
    #expect(scan.sources.map(\.fileName) == ["b.jpg", "c.jpg", "a.jpg"])
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func randomOrderIsASeededPermutation() throws {
    let folder = try TestFolder()
    let names = (1...40).map { "p\($0).jpg" }
    for name in names { try folder.write([1], to: name) }
    let first = try ImageDirectory.scan(folder.path, options: .init(sort: .random(seed: 7)))
    let again = try ImageDirectory.scan(folder.path, options: .init(sort: .random(seed: 7)))
    let other = try ImageDirectory.scan(folder.path, options: .init(sort: .random(seed: 8)))
    #expect(first == again)
    #expect(first.sources != other.sources)
    #expect(Set(first.sources.map(\.fileName)) == Set(names))
    #expect(first.sources.map(\.fileName) != names.sorted())
  }

  @Test func unsupportedImagesAreCountedAndNamed() throws {
    let folder = try TestFolder()
    for name in ["a.jpg", "IMG_2.TIF", "scan.bmp", "notes.txt"] { try folder.write([1], to: name) }
    let scan = try ImageDirectory.scan(folder.path, options: .init())
    #expect(scan.sources.map(\.fileName) == ["a.jpg"])
    #expect(
      scan.skipped == [
        SkippedFile(name: "IMG_2.TIF", reason: "TIFF images are not supported"),
        SkippedFile(name: "scan.bmp", reason: "BMP images are not supported"),
      ])
    #expect(
      scan.skippedSummary
        == "2 files skipped: IMG_2.TIF (TIFF images are not supported), "
        + "scan.bmp (BMP images are not supported)")
  }

  /// The first bytes decide, not the name: a JPEG saved as `.tif` and a PNG saved as
  /// `.jpg` are shown as what they are; a real TIFF named `.tif` and one named `.bmp` stay
  /// skipped, for what their bytes are.
  @Test func theSignatureDecidesNotTheExtension() throws {
    let folder = try TestFolder()
    try folder.write(TestImages.jpeg(width: 8, height: 6) { _, _ in .blue }, to: "IMG_1.tif")
    try TestImages.writePNG(to: folder.file("IMG_2.jpg"), width: 5, height: 4) { _, _ in (.red, 255)
    }
    let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]
    try folder.write(tiff, to: "IMG_3.tif")
    try folder.write(tiff, to: "IMG_4.bmp")
    let scan = try ImageDirectory.scan(folder.path, options: .init())
    #expect(scan.sources.map(\.fileName) == ["IMG_1.tif", "IMG_2.jpg"])
    #expect(scan.sources.first?.format == .jpeg)
    #expect(
      scan.skipped == [
        SkippedFile(name: "IMG_3.tif", reason: "TIFF images are not supported"),
        SkippedFile(name: "IMG_4.bmp", reason: "TIFF images are not supported"),
      ])
    let jpeg = try ImageDecoder.decode(
      path: scan.sources[0].path, maxSize: PixelSize(width: 100, height: 100))
    #expect(jpeg.size == PixelSize(width: 8, height: 6))
    let png = try ImageDecoder.decode(
      path: scan.sources[1].path, maxSize: PixelSize(width: 100, height: 100))
    #expect(png.size == PixelSize(width: 5, height: 4))
  }

  @Test func longSkipListsEndWithACount() throws {
    let folder = try TestFolder()
    for index in 1...8 { try folder.write([1], to: "clip\(index).bmp") }
    let summary = try #require(
      try ImageDirectory.scan(folder.path, options: .init()).skippedSummary)
    #expect(summary.hasPrefix("8 files skipped: clip1.bmp (BMP images are not supported), "))
    #expect(summary.hasSuffix("clip5.bmp (BMP images are not supported), and 3 more"))
  }
}
