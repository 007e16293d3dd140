import CarouselTestSupport
import Foundation
import Testing

/// The golden-image workflow on a throw-away package folder.
@Suite struct SnapshotTests {
  /// A fake package: `Package.swift` at the root and a test file under `Tests/Fake/`.
  private func makePackage() throws -> (root: String, sourceFile: String) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/Tests/Fake", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data())
    return (root, root + "/Tests/Fake/FakeTests.swift")
  }

  private let image = SnapshotImage(width: 8, height: 6, filledWith: 0xFF20_4060)

  @Test func missingReferenceFailsAndWritesTheActualImage() throws {
    let (root, source) = try makePackage()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let outcome = try Snapshot.verify(
      image, named: "card", tolerance: .standard, sourceFile: source, recording: false)
    #expect(!outcome.passed)
    guard case .missingReference(let reference, let actual) = outcome else {
      Issue.record("expected a missing reference, got \(outcome)")
      return
    }
    #expect(reference == root + "/Tests/Fake/__Snapshots__/card.png")
    #expect(actual == root + "/artifacts/snapshots/card.actual.png")
    #expect(try SnapshotImage(contentsOfPNG: actual) == image)
    #expect(!FileManager.default.fileExists(atPath: reference), "never records unasked")
  }

  @Test func recordingWritesTheReferenceThatThenMatches() throws {
    let (root, source) = try makePackage()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let recorded = try Snapshot.verify(
      image, named: "card", tolerance: .standard, sourceFile: source, recording: true)
    guard case .recorded(let reference) = recorded else {
      Issue.record("expected a recording, got \(recorded)")
      return
    }
    #expect(try SnapshotImage(contentsOfPNG: reference) == image)
    let checked = try Snapshot.verify(
      image, named: "card", tolerance: .standard, sourceFile: source, recording: false)
    #expect(checked.passed)
  }

  @Test func mismatchFailsAndWritesActualAndDifference() throws {
    let (root, source) = try makePackage()
    defer { try? FileManager.default.removeItem(atPath: root) }
    _ = try Snapshot.verify(
      image, named: "card", tolerance: .standard, sourceFile: source, recording: true)
    var changed = image
    for x in 0..<8 { changed[x, 2] = 0xFFFF_FFFF }
    let outcome = try Snapshot.verify(
      changed, named: "card", tolerance: .standard, sourceFile: source, recording: false)
    guard case .mismatch(let diff, _, let actual, let difference) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(diff.pixelsOverThreshold == 8)
    #expect(try SnapshotImage(contentsOfPNG: actual) == changed)
    #expect(FileManager.default.fileExists(atPath: difference))
  }

  @Test func smallRenderingNoiseStillMatches() throws {
    let (root, source) = try makePackage()
    defer { try? FileManager.default.removeItem(atPath: root) }
    _ = try Snapshot.verify(
      image, named: "card", tolerance: .standard, sourceFile: source, recording: true)
    var noisy = image
    noisy[3, 3] = 0xFF24_4060  // red +4: an antialiasing-sized change
    let outcome = try Snapshot.verify(
      noisy, named: "card", tolerance: .standard, sourceFile: source, recording: false)
    #expect(outcome.passed)
  }

  @Test func artifactsGoToThePackageRoot() throws {
    let (root, source) = try makePackage()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(Snapshot.artifactsDirectory(for: source) == root + "/artifacts/snapshots")
  }
}
