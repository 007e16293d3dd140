import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselFuzzing

/// Every committed fuzz input, fed to the same entry point the libFuzzer executables call:
/// the seed corpora (App/Fuzz/Corpus/TARGET) and each input that once crashed a target
/// (App/Fuzz/Crashes/TARGET), kept after its cause was fixed.
@Suite struct FuzzInputTests {
  static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// The files of `kind` (`Corpus` or `Crashes`) for `target`, by name.
  static func inputs(_ kind: String, _ target: FuzzTarget) throws -> [(String, [UInt8])] {
    let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
      name in
      (name, Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: FuzzTarget.allCases)
  func everySeedHolds(_ target: FuzzTarget) throws {
    let seeds = try Self.inputs("Corpus", target)
    #expect(seeds.count >= 3, "the \(target) corpus has \(seeds.count) seeds")
    for (name, bytes) in seeds {
      #expect(throws: Never.self, "Corpus/\(target)/\(name)") { try target.run(bytes) }
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everyInputThatOnceCrashedHolds(_ target: FuzzTarget) throws {
    for (name, bytes) in try Self.inputs("Crashes", target) {
      #expect(throws: Never.self, "Crashes/\(target)/\(name)") { try target.run(bytes) }
    }
  }

  @Test func anErrorLineMustBeOneShortLine() {
    #expect(throws: Never.self) { try FuzzFailure.checkErrorLine("a.json:1: too long") }
    #expect(throws: FuzzFailure.self) { try FuzzFailure.checkErrorLine("a.json:1: x\ny") }
    #expect(throws: FuzzFailure.self) {
      try FuzzFailure.checkErrorLine(String(repeating: "x", count: 513))
    }
    #expect(throws: FuzzFailure.self) { try FuzzFailure.checkErrorLine("") }
  }

  @Test func theEXIFTargetWrapsItsBytesInADecodableJPEG() throws {
    // An empty TIFF payload: the carrier must still decode, so every input reaches the
    // decoder after the EXIF reader.
    let jpeg = FuzzTarget.jpegWithEXIF([])
    let image = try FuzzTarget.imageDecoder.decode(
      contents: jpeg, path: "carrier.jpg", maxSize: FuzzTarget.displayBounds)
    #expect(image.width == 8 && image.height == 8)
    #expect(Array(jpeg[4..<6]) == [0, 8])  // segment length: 2 + "Exif\0\0"
  }
}
