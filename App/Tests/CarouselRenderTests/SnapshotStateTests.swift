import CarouselTestSupport
import Foundation
import Testing

/// State goldens on a throw-away package folder: a 100 × 100 rest picture, and its state with
/// a 6 × 6 button turned white (0.36 % of the pixels, which a whole-image comparison under
/// ``SnapshotTolerance/standard``, 0.5 %, cannot tell from no change).
@Suite struct SnapshotStateTests {
  private func makePackage() throws -> (root: String, sourceFile: String) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-state-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/Fake/__Snapshots__", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
    return (root, root + "/Tests/Fake/FakeTests.swift")
  }

  static let button = PixelRegion(x: 90, y: 90, width: 6, height: 6)
  static let region = PixelRegion(x: 88, y: 88, width: 10, height: 10)
  static let rest = SnapshotImage(width: 100, height: 100, filledWith: 0xFF20_4060)

  static func pressed(_ image: SnapshotImage) -> SnapshotImage {
    var copy = image
    for y in button.y..<(button.y + button.height) {
      for x in button.x..<(button.x + button.width) { copy[x, y] = 0xFFFF_FFFF }
    }
    return copy
  }

  /// Writes the rest and state references and checks `image` against them.
  func problems(_ image: SnapshotImage) throws -> [String] {
    let (root, source) = try makePackage()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.rest.writePNG(to: Snapshot.referencePath(named: "rest", sourceFile: source))
    try Self.pressed(Self.rest).writePNG(
      to: Snapshot.referencePath(named: "pressed", sourceFile: source))
    return try Snapshot.stateProblems(
      image, named: "pressed", changing: Self.region, from: "rest", tolerance: .standard,
      regionTolerance: .changedRegion, sourceFile: source)
  }

  @Test func theStateMatches() throws {
    #expect(try problems(Self.pressed(Self.rest)) == [])
  }

  @Test func aStateThatDoesNotShowFailsThoughTheWholeImageMatches() throws {
    let unchanged = Self.rest
    // The whole-image comparison cannot see it:
    let whole = ImageDiff(
      expected: Self.pressed(Self.rest), actual: unchanged, channelThreshold: 8)
    #expect(whole.isWithin(.standard))
    let found = try problems(unchanged)
    #expect(found.count == 2, "\(found)")
    #expect(found.contains { $0.contains("differs from pressed") })
    #expect(found.contains { $0.contains("looks like rest") })
  }

  @Test func aChangeOutsideTheRegionFails() throws {
    var image = Self.pressed(Self.rest)
    for x in 0..<100 { image[x, 10] = 0xFF00_0000 }
    let found = try problems(image)
    #expect(found.count == 1 && found[0].contains("outside"), "\(found)")
  }

  @Test func cropAndMaskSeeTheRegionOnly() {
    var image = SnapshotImage(width: 4, height: 3, filledWith: 1)
    image[2, 1] = 7
    let region = PixelRegion(x: 1, y: 1, width: 2, height: 2)
    #expect(image.cropped(to: region).pixels == [1, 7, 1, 1])
    #expect(image.masked(region).pixels == [1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 0, 1])
    #expect(!image.contains(PixelRegion(x: 3, y: 0, width: 2, height: 1)))
  }

  @Test func aRegionInPointsCoversEveryPixelTouched() {
    let region = PixelRegion(pointsX: 10.25, y: 4, width: 5, height: 2.5, scale: 2, margin: 1)
    // Points 9.25…16.25 × 3…7.5, pixels 18.5…32.5 × 6…15.
    #expect(region == PixelRegion(x: 18, y: 6, width: 15, height: 9))
  }
}
