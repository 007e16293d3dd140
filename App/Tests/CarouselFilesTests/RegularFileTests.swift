import CarouselFiles
import Foundation
import Testing

/// A fresh folder under the temporary directory, removed with the value.
final class ScratchFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "carousel-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `bytes` to `name` in the folder; its path.
  @discardableResult
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let file = path + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }
}

@Suite struct RegularFileTests {
  @Test func readsAWholeFileOrItsStart() throws {
    let folder = try ScratchFolder()
    let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let file = try folder.write(bytes, to: "data")
    #expect(try RegularFile.contents(atPath: file, byteLimit: 100_000) == bytes)
    #expect(
      try RegularFile.contents(atPath: file, byteLimit: 100_000, prefixLength: 10)
        == Array(bytes[..<10]))
    #expect(try RegularFile.contents(atPath: try folder.write([], to: "empty"), byteLimit: 0) == [])
  }

  @Test func refusesAFileOverTheLimitBeforeReadingIt() throws {
    let folder = try ScratchFolder()
    let file = try folder.write([UInt8](repeating: 7, count: 11), to: "eleven")
    #expect(throws: RegularFileError.tooLarge(byteCount: 11, byteLimit: 10)) {
      try RegularFile.contents(atPath: file, byteLimit: 10)
    }
    #expect(
      RegularFileError.tooLarge(byteCount: 11, byteLimit: 10).description
        == "file too large (11 bytes): the limit is 10 bytes")
  }

  @Test func namesWhatAPathIsWhenItIsNotARegularFile() throws {
    let folder = try ScratchFolder()
    #expect(throws: RegularFileError.notRegular(kind: "a folder")) {
      try RegularFile.contents(atPath: folder.path, byteLimit: 10)
    }
    #expect(throws: RegularFileError.notRegular(kind: "a character device")) {
      try RegularFile.contents(atPath: "/dev/zero", byteLimit: 10)
    }
    // A FIFO with no writer fails at once instead of waiting for one.
    let fifo = folder.path + "/pipe"
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(throws: RegularFileError.notRegular(kind: "a FIFO (named pipe)")) {
      try RegularFile.contents(atPath: fifo, byteLimit: 10)
    }
    #expect(
      RegularFileError.notRegular(kind: "a folder").description
        == "not a regular file (a folder)")
  }

  @Test func aMissingFileIsMissing() throws {
    let folder = try ScratchFolder()
    do {
      _ = try RegularFile.contents(atPath: folder.path + "/nothing", byteLimit: 10)
      Issue.record("read a missing file")
    } catch {
      #expect(error.isMissing)
      #expect(error.description == "No such file or directory")
    }
    #expect(!RegularFileError.notRegular(kind: "a folder").isMissing)
  }
}
