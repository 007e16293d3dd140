import CarouselTestSupport
import Foundation
import Testing

/// What a hostile tester found in the second round, through the real binary: counts the
/// engine accepts are never spelled out as identities, frame counts follow the rate at any
/// rate, a frame too large for one surface is refused naming the flags, and whatever is
/// quoted from outside reaches the terminal inert.
@Suite struct HostileCommandLineTests {
  let folder: URL

  init() throws { folder = try CarouselProcess.temporaryDirectory() }

  func write(_ text: String, _ name: String) throws -> String {
    try CarouselProcess.write(text, named: name, in: folder)
  }

  func simulate(_ events: [String], _ flags: [String] = []) throws -> CarouselProcess.Result {
    let path = try write(events.joined(separator: "\n") + "\n", "events.jsonl")
    return try CarouselProcess.run(
      ["simulate", "--events", path] + flags, recordsScenario: false)
  }

  static let items = #"{"t":0,"type":"items","ids":["a","b"]}"#
  static let hugeCount = #"{"t":0.1,"type":"count","count":2147483647}"#

  @Test func aHugeCountAfterAnItemsEventIsNeverSpelledOut() throws {
    // Was 12 s and 2.1 GB, then SIGABRT: the identities of 2^31 − 1 items were made.
    let result = try simulate([Self.items, Self.hugeCount], ["--duration", "0.2"])
    #expect(result.status == 0, "\(result.stderr)")
    let last = try #require(result.lines.last)
    #expect(last.contains(#""currentId":"a""#), "\(last)")
    #expect(last.contains(#""count":2147483647"#) || last.contains(#""index":0"#), "\(last)")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func anItemsEventAfterAHugeCountIsRefusedInOneLine() throws {
    // Was SIGABRT at once: the default duration ran the events before they were checked.
    for time in ["0", "0.1"] {
      let result = try simulate([
        #"{"t":0,"type":"count","count":2147483647}"#,
        #"{"t":\#(time),"type":"items","ids":["a","b"]}"#,
      ])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("events.jsonl:2: field 'ids'"), "\(result.stderr)")
      #expect(result.stderr.contains("count ≤ 10000000"), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aCountNamingAnItemLikeANamedOneIsRefusedOnlyWhileThatItemExists() throws {
    let named = #"{"t":0,"type":"items","ids":["a","7","b"]}"#
    let clash = try simulate([named, #"{"t":0.1,"type":"count","count":2147483647}"#])
    #expect(clash.status == 2)
    #expect(
      clash.stderr.contains(#"names item 7 "7", an identity already used"#), "\(clash.stderr)")
    // Cut to one item first, "7" is gone: growing names a new item "7" without a clash.
    let cut = try simulate(
      [
        named, #"{"t":0.1,"type":"count","count":1}"#,
        #"{"t":0.2,"type":"count","count":2147483647}"#,
      ], ["--duration", "0.3"])
    #expect(cut.status == 0, "\(cut.stderr)")
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [("1e300", "0", 1), ("1e12", "0", 1), ("1e9", "0", 1), ("10", "0.3", 4)])
  func framesAreEveryMultipleOfTheFramePeriodUpToTheDuration(
    fps: String, duration: String, frames: Int
  ) throws {
    // 1e300 fps with --duration 0 never finished; 1e12 gave 1,001 frames, 1e9 two.
    let result = try simulate(
      [#"{"t":0,"type":"key","key":"right"}"#], ["--fps", fps, "--duration", duration])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.count == frames)
  }

  @Test func aHighRateOverALongRunIsRefusedNamingTheFrames() throws {
    let result = try simulate([#"{"t":0,"type":"key","key":"right"}"#], ["--fps", "1e300"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("the limit is 200000 (lower --duration or --fps)"))
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (["--size", "7000x7000"], "--size 7000x7000 at --scale 1 needs 7000×7000 pixels"),
      (["--size", "3841x2161", "--scale", "2"], "--size 3841x2161 at --scale 2 needs 7682×4322"),
      (["--scale", "8"], "--scale 8 needs"),
    ])
  func aFrameTooLargeForOneSurfaceNamesTheFlagsAndExitsTwo(
    flags: [String], message: String
  ) throws {
    let out = folder.appendingPathComponent("big.png").path
    let result = try CarouselProcess.run(["render", "slider", "--out", out] + flags)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.contains("7680×4320 = 33,177,600 pixels"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func renderRefusesAnOutputNamedForAnotherFormat() throws {
    for name in ["x.jpg", "x.JPEG", "x.webp"] {
      let out = folder.appendingPathComponent(name).path
      let result = try CarouselProcess.run(["render", "cards", "--out", out])
      #expect(result.status == 2)
      #expect(result.stderr.contains("render writes PNG files; name it .png"), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: out))
    }
    let plain = folder.appendingPathComponent("frame").path
    #expect(try CarouselProcess.run(["render", "cards", "--out", plain]).status == 0)
  }

  @Test func textQuotedFromAnEventsFileReachesTheTerminalInert() throws {
    // ESC ] 0 ; … BEL retitles a terminal; ESC [ 2 J clears it.
    let hostile = #"\u001b]0;PWNED\u0007\u001b[2J\u009b"#
    let result = try simulate([#"{"t":0,"type":"items","ids":["\#(hostile)","\#(hostile)"]}"#])
    #expect(result.status == 2)
    let controls = result.stderr.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
    #expect(controls.isEmpty, "\(result.stderr.debugDescription)")
    #expect(result.stderr.contains(#"\u{1B}]0;PWNED\u{7}"#), "\(result.stderr)")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aFileNameInAPhotoFolderReachesTheTerminalInert() throws {
    let photos = folder.appendingPathComponent("photos")
    try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
    let name = "bad\u{1B}]0;TITLE\u{07}\u{1B}[2J.tif"
    try Data("x".utf8).write(to: photos.appendingPathComponent(name))
    let out = folder.appendingPathComponent("g.png").path
    let result = try CarouselProcess.run(["render", "gallery", photos.path, "--out", out])
    #expect(result.stderr.contains(#"bad\u{1B}]0;TITLE\u{7}\u{1B}[2J.tif"#), "\(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aNulInACatalogImagePathIsRefused() throws {
    for image in [#"/dev/zero\u0000.jpg"#, #"ok.jpg\u0000.png"#] {
      let catalog = try write(
        #"{"trips":[{"id":"x","city":"Paris","country":"France","days":3,"price":1000,"image":"\#(image)"}]}"#,
        "trips.json")
      let out = folder.appendingPathComponent("t.png").path
      let result = try CarouselProcess.run(["render", "trips", "--catalog", catalog, "--out", out])
      #expect(result.status == 1)
      #expect(result.stderr.contains("field 'trips[0].image'"), "\(result.stderr)")
      #expect(result.stderr.contains("NUL"), "\(result.stderr)")
    }
  }
}
