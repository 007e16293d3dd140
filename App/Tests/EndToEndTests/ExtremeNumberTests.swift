import CarouselTestSupport
import Foundation
import Testing

/// Every number the command line reads, at the extremes a `Double` can spell (issue 7: no
/// conversion from `Double` to `Int` may trap): 1e300, -1e300, NaN and infinity in every
/// flag, 1e300 and -1e300 in every number of a CONFIG, an EVENTS line and a catalog. Each
/// run ends by itself with status 0, 1 or 2 — never a signal — and a refusal is one short
/// line naming the flag or field. About 140 runs of the binary: slow.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct ExtremeNumberTests {
  static let flagExtremes = ["1e300", "-1e300", "nan", "inf"]
  static let jsonExtremes = ["1e300", "-1e300"]

  let folder: URL

  init() throws { folder = try CarouselProcess.temporaryDirectory() }

  func write(_ text: String, _ name: String) throws -> String {
    try CarouselProcess.write(text, named: name, in: folder)
  }

  /// Runs the binary and checks what every run must: a normal exit with 0, 1 or 2, and at
  /// most one line of at most 400 bytes on standard error. `records`: kept as a scenario
  /// for the web replay (the CONFIG and EVENTS runs: the engine's numbers and limits).
  func run(
    _ arguments: [String], records: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CarouselProcess.Result {
    let result = try CarouselProcess.run(arguments, recordsScenario: records)
    #expect([0, 1, 2].contains(result.status), "\(arguments)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.split(separator: "\n").count <= 1 && result.stderr.utf8.count <= 400,
      "\(arguments): \(result.stderr.prefix(500))", sourceLocation: sourceLocation)
    return result
  }

  /// Each flag that takes a number, with the arguments around it (`V` is the value).
  static let flags: [(flag: String, arguments: [String])] = [
    ("--at", ["render", "trips", "--at", "V"]),
    ("--fps", ["render", "cards", "--frames", "FRAMES", "--fps", "V"]),
    ("--scale", ["render", "slider", "--scale", "V"]),
    ("--size", ["render", "gallery", "--size", "Vx400"]),
    ("--size", ["render", "gallery", "--size", "400xV"]),
    ("--autoplay", ["render", "slider", "--autoplay", "V"]),
    ("--start", ["render", "cards", "--start", "V"]),
    ("--effect-param", ["render", "cards", "--effect", "cube", "--effect-param", "shade=V"]),
    ("--effect-param", ["render", "cards", "--effect", "coverFlow", "--effect-param", "angle=V"]),
    ("--effect-param", ["render", "cards", "--effect", "cards", "--effect-param", "stack=V"]),
    ("--fps", ["simulate", "--events", "EVENTS", "--fps", "V"]),
    ("--duration", ["simulate", "--events", "EVENTS", "--duration", "V"]),
    ("--size", ["cards", "--size", "Vx500"]),
    ("--autoplay", ["gallery", "--autoplay", "V"]),
    ("--start", ["trips", "--start", "V"]),
    ("--port", ["serve", "--port", "V"]),
  ]

  @Test(arguments: flags.indices)
  func everyNumericFlagRefusesTheExtremesNamingItself(index: Int) throws {
    let (flag, template) = Self.flags[index]
    let events = try write(#"{"t":0,"type":"key","key":"right"}"#, "e.jsonl")
    let out = folder.appendingPathComponent("out.png").path
    for value in Self.flagExtremes {
      var arguments = template.map {
        $0 == "EVENTS" ? events : $0 == "FRAMES" ? folder.appendingPathComponent("f").path : $0
      }.map { $0.replacingOccurrences(of: "V", with: value) }
      if arguments.first == "render" { arguments += ["--out", out] }
      let result = try run(arguments)
      // `simulate --fps 1e300` is a valid rate over too many frames: refused as a whole.
      #expect(result.status == 2, "\(arguments): \(result.stderr)")
      #expect(
        result.stderr.contains("'\(flag)'") || result.stderr.contains("fps is"),
        "\(arguments): \(result.stderr)")
    }
  }

  /// CONFIG documents with one number to replace (`V`).
  static let configs = [
    #"{"viewport":{"width":V,"height":500}}"#, #"{"viewport":{"width":300,"height":V}}"#,
    #"{"count":V}"#, #"{"itemSize":{"fraction":V}}"#, #"{"itemSize":{"points":V}}"#,
    #"{"itemSize":{"peek":V}}"#, #"{"spacing":V}"#, #"{"contentInset":V}"#,
    #"{"decelerationRate":V}"#, #"{"maxItemsPerGesture":V}"#, #"{"startIndex":V}"#,
    #"{"itemLengths":[100,V]}"#, #"{"overscan":V}"#, #"{"autoplay":{"interval":V}}"#,
    #"{"autoplay":{"intervals":[1,V]}}"#, #"{"autoplay":{"resumeDelay":V}}"#,
    #"{"zoom":{"min":V}}"#, #"{"zoom":{"max":V}}"#, #"{"zoom":{"doubleTap":V}}"#,
    #"{"indicator":{"maxDots":V}}"#, #"{"effect":{"name":"coverFlow","params":{"angle":V}}}"#,
  ]

  @Test(arguments: configs)
  func everyConfigNumberIsRefusedNamingItsFieldOrRunsFinite(config: String) throws {
    let events = try write(#"{"t":0,"type":"key","key":"right"}"#, "e.jsonl")
    for value in Self.jsonExtremes {
      let file = try write(config.replacingOccurrences(of: "V", with: value), "c.json")
      let result = try run(["simulate", "--config", file, "--events", events], records: true)
      #expect(result.status != 1, "\(config) with \(value): \(result.stderr)")
      if result.status == 2 {
        #expect(result.stderr.contains("c.json:1: field '"), "\(result.stderr)")
      } else {
        #expect(!result.stdout.contains("null"), "a non-finite number in the output")
      }
    }
  }

  /// EVENTS lines with one number to replace (`V`), after a pointer down where needed.
  static let events = [
    #"{"t":V,"type":"key","key":"right"}"#,
    #"{"t":0,"type":"pointerDown","x":V,"y":10}"#,
    #"{"t":0,"type":"pointerDown","x":10,"y":10}\#n{"t":0.1,"type":"pointerMove","x":V,"y":10}"#,
    #"{"t":0,"type":"pointerDown","x":10,"y":10}\#n{"t":0.1,"type":"pointerUp","x":V,"y":10}"#,
    #"{"t":0,"type":"wheel","dx":V,"dy":0}"#, #"{"t":0,"type":"wheel","dx":0,"dy":V}"#,
    #"{"t":0,"type":"resize","width":V,"height":300}"#, #"{"t":0,"type":"count","count":V}"#,
    #"{"t":0,"type":"scrollTo","index":V}"#, #"{"t":0,"type":"selectPage","page":V}"#,
    #"{"t":0,"type":"pinch","phase":"begin","scale":1,"x":0,"y":0}\#n{"t":0.1,"type":"pinch","phase":"change","scale":V,"x":0,"y":0}"#,
    #"{"t":0,"type":"doubleTap","x":V,"y":V}"#,
  ]

  @Test(arguments: events)
  func everyEventNumberIsRefusedNamingItsFieldOrRunsFinite(lines: String) throws {
    let config = try write(#"{"loop":true,"zoom":{"max":3}}"#, "c.json")
    for value in Self.jsonExtremes {
      let file = try write(lines.replacingOccurrences(of: "V", with: value), "e.jsonl")
      let result = try run(["simulate", "--config", config, "--events", file], records: true)
      #expect(result.status != 1, "\(lines) with \(value): \(result.stderr)")
      if result.status == 2 {
        #expect(result.stderr.contains("e.jsonl:"), "\(result.stderr)")
      } else {
        #expect(!result.stdout.contains("null"), "a non-finite number in the output")
      }
    }
  }

  /// A drag, a wheel and a pinch to ±1e300 drawn by every scene, flat and through effects:
  /// the renderer's pixel arithmetic (placement, clipping, perspective spans) clamps.
  @Test(arguments: ["trips", "cards", "slider", "gallery"])
  func everySceneDrawsExtremeGestures(scene: String) throws {
    let events = try write(
      """
      {"t":0,"type":"pointerDown","x":100,"y":100}
      {"t":0.05,"type":"pointerMove","x":1e300,"y":-1e300}
      {"t":0.1,"type":"wheel","dx":-1e300,"dy":1e300}
      {"t":0.15,"type":"pinch","phase":"begin","scale":1,"x":0,"y":0}
      {"t":0.16,"type":"pinch","phase":"change","scale":1e300,"x":1e300,"y":0}
      """, "gestures.jsonl")
    let out = folder.appendingPathComponent("\(scene).png").path
    for effect in [[], ["--effect", "coverFlow"], ["--effect", "cube"]] {
      let result = try run(
        ["render", scene, "--events", events, "--at", "0.3", "--out", out] + effect)
      #expect(result.status == 0, "\(scene) \(effect): \(result.stderr)")
    }
  }

  /// A PNG whose header claims the largest size PNG allows, 2^31 − 1 pixels a side, in a
  /// gallery: an error tile from the header, the render finishes.
  @Test func anImageClaimingTheLargestSizeIsAnErrorTile() throws {
    let photos = folder.appendingPathComponent("photos")
    try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }
    func bigEndian(_ value: UInt32) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
    }
    let side = bigEndian(0x7FFF_FFFF)
    let png =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", side + side + [8, 6, 0, 0, 0]) + chunk("IEND", [])
    try Data(png).write(to: photos.appendingPathComponent("huge.png"))
    let out = folder.appendingPathComponent("g.png").path
    let result = try run(["render", "gallery", photos.path, "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }

  @Test(arguments: ["days", "price"])
  func everyCatalogNumberIsRefusedNamingItsField(field: String) throws {
    let out = folder.appendingPathComponent("t.png").path
    for value in Self.jsonExtremes {
      var trip = ["\"days\"": "3", "\"price\"": "900"]
      trip["\"\(field)\""] = value
      let catalog = try write(
        #"{"trips":[{"id":"a","city":"A","country":"B","days":\#(trip["\"days\""]!),"price":\#(trip["\"price\""]!),"image":"a.jpg"}]}"#,
        "trips.json")
      let result = try run(["render", "trips", "--catalog", catalog, "--out", out])
      #expect(result.status == 1)
      #expect(result.stderr.contains("field 'trips[0].\(field)'"), "\(result.stderr)")
    }
  }
}
