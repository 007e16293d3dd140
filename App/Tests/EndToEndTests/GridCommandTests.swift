import CarouselTestSupport
import Foundation
import Testing

/// `carousel render grid` and `carousel grid` through the real binary: the thumbnail cache
/// filled on the first run, reused on the next, and a hostile thumbnail replaced with one
/// line on standard error.
@Suite struct GridCommandTests {
  /// A folder of three small PNGs (the bundled artwork's pictures are too large to be quick).
  static func photos(in folder: URL) throws -> String {
    let photos = folder.appendingPathComponent("photos")
    try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
    for name in ["a", "b", "c"] {
      let result = try CarouselProcess.run(
        [
          "render", "cards", "--size", "320x320", "--out",
          photos.appendingPathComponent("\(name).png").path,
        ],
        recordsScenario: false)
      #expect(result.status == 0, "\(result.stderr)")
    }
    return photos.path
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func renderFillsTheSharedCacheAndReplacesAHostileThumbnail() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let photos = try Self.photos(in: folder)
    let cache = folder.appendingPathComponent("cache").path
    let out = folder.appendingPathComponent("grid.png").path
    let arguments = ["render", "grid", photos, "--size", "640x400", "--out", out]
    let first = try CarouselProcess.run(
      arguments, environment: ["XDG_CACHE_HOME": cache], recordsScenario: false)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.isEmpty)
    let normal = cache + "/thumbnails/normal"
    let names = try FileManager.default.contentsOfDirectory(atPath: normal).sorted()
    #expect(names.count == 3)

    // One thumbnail becomes a link to somewhere else, another garbage.
    let linked = normal + "/" + names[0]
    let garbage = normal + "/" + names[1]
    try FileManager.default.removeItem(atPath: linked)
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: "/etc/passwd")
    try Data("not a picture".utf8).write(to: URL(fileURLWithPath: garbage))
    let second = try CarouselProcess.run(
      arguments, environment: ["XDG_CACHE_HOME": cache], recordsScenario: false)
    #expect(second.status == 0, "\(second.stderr)")
    let lines = second.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.contains("carousel: \(linked): a symbolic link; made a new thumbnail"))
    #expect(lines.contains("carousel: \(garbage): not a PNG file; made a new thumbnail"))
    let attributes = try FileManager.default.attributesOfItem(atPath: linked)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)

    // The third run finds every thumbnail fresh: nothing to say.
    let third = try CarouselProcess.run(
      arguments, environment: ["XDG_CACHE_HOME": cache], recordsScenario: false)
    #expect(third.status == 0 && third.stderr.isEmpty, "\(third.stderr)")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func gridTakesOnlyItsOptions() throws {
    let result = try CarouselProcess.run(
      ["render", "grid", "--loop", "--out", "/tmp/x.png"], recordsScenario: false)
    #expect(result.status == 2)
    #expect(result.stderr.contains("--loop"), "\(result.stderr)")
    let help = try CarouselProcess.run(["help", "grid"], recordsScenario: false)
    #expect(help.status == 0)
    #expect(help.stdout.contains("--start") && !help.stdout.contains("--autoplay"))
  }
}
