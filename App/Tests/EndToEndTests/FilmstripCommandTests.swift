import CarouselTestSupport
import Foundation
import Testing

/// `carousel render gallery --filmstrip` through the real binary: the strip is drawn along
/// the bottom and its thumbnails land in the shared cache; `--filmstrip` belongs to the
/// photo scenes only.
@Suite struct FilmstripCommandTests {
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func renderDrawsTheStripAndFillsTheSharedCache() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let photos = try GridCommandTests.photos(in: folder)
    let cache = folder.appendingPathComponent("cache").path
    let out = folder.appendingPathComponent("gallery.png").path
    let result = try CarouselProcess.run(
      ["render", "gallery", photos, "--filmstrip", "--size", "640x400", "--out", out],
      environment: ["XDG_CACHE_HOME": cache], recordsScenario: false)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: cache + "/thumbnails/normal")
    #expect(names.count == 3, "a thumbnail for each photo of the strip")
    let image = try SnapshotImage(contentsOfPNG: out)
    func rgb(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] & 0xFF_FFFF }
    // The band's dark background (0x1C1C1E) in its top-left corner, 80 points tall.
    #expect(rgb(2, 400 - 78) == 0x1C1C1E)
    #expect(rgb(2, 400 - 82) == 0xF2F2F7, "the gallery's light page above the band")

    let refused = try CarouselProcess.run(
      ["render", "cards", "--filmstrip", "--out", out], recordsScenario: false)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--filmstrip"), "\(refused.stderr)")
  }
}
