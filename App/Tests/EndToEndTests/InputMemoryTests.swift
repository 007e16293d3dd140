import CarouselTestSupport
import Foundation
import Testing

/// What the real binary's memory peak grows by when its input files grow: at most 10 times
/// the file size (issue 7; the JSON value tree cost about 140 times). Each big input is
/// measured against a small one that takes the same path, so the program's own footprint
/// (libraries, fonts, a rendered frame) cancels out. Slow: mebibytes of input, twice each.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
struct InputMemoryTests {
  let folder: URL

  init() throws { folder = try CarouselProcess.temporaryDirectory() }

  /// Runs `carousel` with output discarded and returns its exit status and peak resident
  /// memory in bytes, from `wait4` for that child alone (other tests' children do not count).
  static func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let path = CarouselProcess.executable.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    try #require(spawned == 0, "posix_spawn failed: \(spawned)")
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    // Linux reports ru_maxrss in KiB. A normal exit has the low 7 bits clear.
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
    return (exitStatus, usage.ru_maxrss * 1024)
  }

  func write(_ text: String, _ name: String) throws -> String {
    try CarouselProcess.write(text, named: name, in: folder)
  }

  /// Expects the peak of `big` to exceed the peak of `small` by at most 10 times the
  /// difference in input size.
  func expectGrowthWithinTenTimes(
    small: [String], big: [String], bigInputBytes: Int, smallInputBytes: Int, status: Int32,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let baseline = try Self.peakMemory(small)
    let measured = try Self.peakMemory(big)
    #expect(baseline.status == status, sourceLocation: sourceLocation)
    #expect(measured.status == status, sourceLocation: sourceLocation)
    let growth = Double(measured.bytes - baseline.bytes) / Double(bigInputBytes - smallInputBytes)
    #expect(growth <= 10, "memory grew \(growth)× the input", sourceLocation: sourceLocation)
  }

  @Test func aConfigOfAHalfMillionItemLengths() throws {
    // The densest list there is: 1 MiB of `1,` (2 bytes an element).
    let count = (1 << 20 - 100) / 2
    let lengths = String(repeating: "1,", count: count - 1) + "1"
    let big = #"{"count":\#(count),"itemLengths":[\#(lengths)]}"#
    let small = #"{"count":1,"itemLengths":[1]}"#
    let events = try write(#"{"t":0,"type":"key","key":"right"}"#, "e.jsonl")
    try expectGrowthWithinTenTimes(
      small: ["simulate", "--config", write(small, "small.json"), "--events", events],
      big: ["simulate", "--config", write(big, "big.json"), "--events", events],
      bigInputBytes: big.utf8.count, smallInputBytes: small.utf8.count, status: 0)
  }

  @Test func fourMebibytesOfEvents() throws {
    let line = #"{"t":0.5,"type":"pointerMove","x":120.5,"y":200}"#
    let lines = String(repeating: line + "\n", count: (4 << 20) / (line.utf8.count + 1))
    let config = try write(#"{"count":8}"#, "c.json")
    try expectGrowthWithinTenTimes(
      small: ["simulate", "--config", config, "--events", write(line, "small.jsonl")],
      big: ["simulate", "--config", config, "--events", write(lines, "big.jsonl")],
      bigInputBytes: lines.utf8.count, smallInputBytes: line.utf8.count, status: 0)
  }

  @Test func aFourMebibyteCatalog() throws {
    // Rejected at its first trip (a number, not an object), after the whole file is parsed:
    // two million values at 2 bytes each, the densest a catalog can be.
    let big = #"{"trips":["# + String(repeating: "1,", count: (4 << 20 - 20) / 2) + "1]}"
    let small = #"{"trips":[1]}"#
    let out = folder.appendingPathComponent("t.png").path
    try expectGrowthWithinTenTimes(
      small: ["render", "trips", "--catalog", write(small, "small.json"), "--out", out],
      big: ["render", "trips", "--catalog", write(big, "big.json"), "--out", out],
      bigInputBytes: big.utf8.count, smallInputBytes: small.utf8.count, status: 1)
  }

  /// Bytes of padding after a JPEG's end marker in ``aLargeJPEGIsHeldOnce()``: the file is
  /// within the decoder's 512 MiB limit, and every byte of it is read.
  static let jpegPadding = 256 << 20
  /// Most the peak may grow per byte of file: one copy of it, with room for allocator
  /// rounding. Two copies (a preview and a display decode each reading the file) are 2.
  static let oneCopyGrowth = 1.25

  /// A JPEG padded to a quarter GiB: the gallery decodes its preview and its display image
  /// at once, and the file is read once for both (issue 23: a 510 MiB JPEG peaked at
  /// 1.09 GB, the file twice). Measured against the same photo unpadded.
  @Test func aLargeJPEGIsHeldOnce() throws {
    let photo = try PhotoFolder.jpeg(seed: 0)
    let small = folder.appendingPathComponent("small")
    let big = folder.appendingPathComponent("big")
    for directory in [small, big] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    try Data(photo).write(to: small.appendingPathComponent("photo.jpg"))
    let bigFile = big.appendingPathComponent("photo.jpg")
    try Data(photo).write(to: bigFile)
    let handle = try FileHandle(forWritingTo: bigFile)
    try handle.seekToEnd()
    let zeros = Data(count: 16 << 20)
    for _ in 0..<(Self.jpegPadding / zeros.count) { try handle.write(contentsOf: zeros) }
    try handle.close()
    defer { try? FileManager.default.removeItem(at: bigFile) }

    let out = folder.appendingPathComponent("gallery.png").path
    let baseline = try Self.peakMemory(["render", "gallery", small.path, "--out", out])
    let measured = try Self.peakMemory(["render", "gallery", big.path, "--out", out])
    #expect(baseline.status == 0 && measured.status == 0)
    let growth = Double(measured.bytes - baseline.bytes) / Double(Self.jpegPadding)
    #expect(
      growth <= Self.oneCopyGrowth,
      "peak \(measured.bytes >> 20) MiB against \(baseline.bytes >> 20) MiB: \(growth)× the padding")
  }
}
