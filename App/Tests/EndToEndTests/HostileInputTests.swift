import CarouselTestSupport
import Foundation
import Testing

/// The real binary against hostile input (issue 7): every run ends by itself with status 0,
/// 1 or 2 and one clear line — special files, oversized files, huge keys, numbers the engine
/// cannot honour, times out of range, frame counts without end.
@Suite struct HostileInputTests {
  /// Runs the binary, recording a replay scenario only when `records`: most runs here are
  /// about the command line's own checks (special files, input sizes, quoting), which the
  /// web replay does not share; the engine's numbers and magnitude limits it does.
  static func run(_ arguments: [String], stdin: String? = nil, records: Bool = false) throws
    -> CarouselProcess.Result
  {
    try CarouselProcess.run(arguments, stdin: stdin, recordsScenario: records)
  }

  let folder: URL

  init() throws { folder = try CarouselProcess.temporaryDirectory() }

  func file(_ text: String, _ name: String) throws -> String {
    try CarouselProcess.write(text, named: name, in: folder)
  }

  func fifo(_ name: String) -> String {
    let path = folder.appendingPathComponent(name).path
    #expect(mkfifo(path, 0o644) == 0)
    return path
  }

  func expectRejected(
    _ arguments: [String], status: Int32 = 2, mentioning words: [String], records: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try Self.run(arguments, records: records)
    #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr.prefix(500))", sourceLocation: sourceLocation)
    for word in words {
      #expect(result.stderr.contains(word), "\(result.stderr)", sourceLocation: sourceLocation)
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aFIFOOrDeviceAsConfigEventsOrCatalogIsOneLineAtOnce() throws {
    let events = try file(#"{"t":0,"type":"key","key":"right"}"#, "e.jsonl")
    try expectRejected(
      ["simulate", "--config", fifo("config.json"), "--events", events],
      mentioning: ["not a regular file (a FIFO (named pipe))"])
    try expectRejected(
      ["simulate", "--config", "/dev/zero", "--events", events],
      mentioning: ["/dev/zero", "not a regular file (a character device)"])
    try expectRejected(
      ["simulate", "--events", fifo("events.jsonl")], mentioning: ["not a regular file"])
    try expectRejected(
      [
        "render", "trips", "--catalog", fifo("trips.json"), "--out",
        folder.appendingPathComponent("t.png").path,
      ], status: 1, mentioning: ["trips.json", "not a regular file"])
  }

  /// Slow: 32 MiB through a pipe into a debug build.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func standardInputBeyondTheLimitIsRefused() throws {
    // 32 MiB + 1 of blank lines on standard input.
    let result = try Self.run(
      ["simulate", "--events", "-"], stdin: String(repeating: "\n", count: (32 << 20) + 1))
    #expect(result.status == 2)
    #expect(result.stderr.contains("<stdin>: file too large: the limit is 33554432 bytes"))
  }

  @Test func aConfigBeyondItsLimitIsRefusedBeforeItIsRead() throws {
    let config = try file(
      #"{"labels":[""# + String(repeating: "x", count: 1 << 20) + #""]}"#, "big.json")
    let events = try file("", "e.jsonl")
    try expectRejected(
      ["simulate", "--config", config, "--events", events],
      mentioning: ["file too large (\((1 << 20) + 15) bytes): the limit is 1048576 bytes"])
  }

  @Test func aHugeUnknownKeyIsQuotedByItsStartOnly() throws {
    let key = String(repeating: "k", count: 500_000)
    let config = try file("{\"\(key)\": 1}", "key.json")
    let events = try file("", "e.jsonl")
    let result = try Self.run(["simulate", "--config", config, "--events", events])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown field"))
    #expect(result.stderr.contains(String(repeating: "k", count: 79) + "…"))
    #expect(!result.stderr.contains(String(repeating: "k", count: 81)))
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (#"{"loop":true}"#, #"{"t":0,"type":"wheel","dx":1e300}"#),
      (
        #"{"loop":true,"itemSize":{"points":2}}"#, #"{"t":0,"type":"pointerMove","x":-1e308,"y":0}"#
      ),
      (#"{"itemLengths":[3,3],"loop":true}"#, #"{"t":0,"type":"key","key":"pageDown"}"#),
      (
        #"{"scrolling":"continuous","decelerationRate":0.9995}"#,
        #"{"t":0,"type":"wheel","dx":9e15}"#
      ),
    ])
  func acceptedHostileNumbersRunToTheEnd(config: String, event: String) throws {
    let result = try Self.run(
      ["simulate", "--config", file(config, "c.json"), "--events", file(event, "e.jsonl")],
      records: true)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.lines.isEmpty)
    #expect(!result.stdout.contains("nan") && !result.stdout.contains("inf"))
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (#"{"viewport":{"width":1e19,"height":100}}"#, "viewport.width"),
      (#"{"itemLengths":[1,1e308]}"#, "itemLengths[1]"),
      (#"{"loop":true,"overscan":1e11}"#, "overscan"),
      (#"{"viewport":{"width":90000,"height":100},"itemSize":{"points":1}}"#, "itemSize"),
      (#"{"autoplay":{"interval":1e300}}"#, "autoplay.interval"),
    ])
  func numbersTheEngineCannotHonourAreRejectedNamingTheField(config: String, field: String)
    throws
  {
    let events = try file(#"{"t":0,"type":"key","key":"right"}"#, "e.jsonl")
    try expectRejected(
      ["simulate", "--config", file(config, "c.json"), "--events", events],
      mentioning: ["field '\(field)'"], records: true)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func outOfRangeTimesNameTheFlagOrField() throws {
    let out = folder.appendingPathComponent("o.png").path
    try expectRejected(["render", "slider", "--at", "1e20", "--out", out], mentioning: ["--at"])
    try expectRejected(
      ["render", "slider", "--at", "1e300", "--frames", folder.path, "--out", out],
      mentioning: ["--at"])
    try expectRejected(
      ["render", "slider", "--at", "600", "--frames", folder.path, "--out", out],
      mentioning: ["--frames", "limit is 1800"])
    let late = try file(#"{"t":1e20,"type":"key","key":"right"}"#, "late.jsonl")
    try expectRejected(["simulate", "--events", late], mentioning: ["field 't'"])
    try expectRejected(
      ["simulate", "--events", late, "--duration", "1e9"], mentioning: ["--duration"])
  }

  @Test func aContinuousFlickIsSimulatedUntilItSettles() throws {
    // 6,000 pt/s released at t = 0.05: free momentum runs about 3.2 s, past the last
    // event + 3 s; the default duration waits for it.
    var lines: [String] = []
    for (index, x) in stride(from: 380.0, through: 80.0, by: -60).enumerated() {
      let type = index == 0 ? "pointerDown" : "pointerMove"
      lines.append(#"{"t":\#(Double(index) * 0.01),"type":"\#(type)","x":\#(x),"y":100}"#)
    }
    lines.append(#"{"t":0.05,"type":"pointerUp","x":80,"y":100}"#)
    let config = try file(#"{"scrolling":"continuous","count":1000}"#, "c.json")
    let events = try file(lines.joined(separator: "\n"), "e.jsonl")
    let result = try Self.run(
      ["simulate", "--config", config, "--events", events], records: true)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.last?.contains(#""phase":"idle""#) == true, "\(result.lines.last ?? "")")
  }

  @Test func aCatalogStringBeyondTheLimitNamesTheField() throws {
    let country = String(repeating: "ب한a", count: 100)
    let catalog = try file(
      #"{"trips":[{"id":"x","city":"X","country":"\#(country)","days":1,"price":1,"image":"x.jpg"}]}"#,
      "trips.json")
    try expectRejected(
      [
        "render", "trips", "--catalog", catalog, "--out",
        folder.appendingPathComponent("t.png").path,
      ],
      status: 1, mentioning: ["field 'trips[0].country'", "300 characters, the limit is 200"])
  }
}
