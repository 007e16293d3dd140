import CarouselTestSupport
import Foundation
import Testing

/// `carousel render`, `artwork` and the top-level command line, through the real binary.
@Suite struct RenderCommandTests {
  /// Width and height from a PNG's IHDR chunk.
  func pngSize(_ path: String) throws -> (Int, Int) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    func be32(_ offset: Int) -> Int {
      data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (be32(16), be32(20))
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: ["trips", "slider", "cards", "gallery"])
  func rendersEachSceneAtTheRequestedSizeAndScale(scene: String) throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let out = folder.appendingPathComponent("\(scene).png").path
    // Only trips takes --likes.
    let likes =
      scene == "trips" ? ["--likes", folder.appendingPathComponent("l.sqlite3").path] : []
    let result = try CarouselProcess.run(
      ["render", scene, "--out", out, "--size", "320x480", "--scale", "2"] + likes)
    #expect(result.status == 0, "\(result.stderr)")
    let (width, height) = try pngSize(out)
    #expect(width == 640 && height == 960)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func framesSequenceAfterEvents() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let events = try CarouselProcess.write(
      #"{"t":0.1,"type":"key","key":"right"}"# + "\n", named: "events.jsonl", in: folder)
    let frames = folder.appendingPathComponent("frames").path
    let result = try CarouselProcess.run(
      [
        "render", "gallery", "--out", folder.appendingPathComponent("last.png").path, "--events",
        events,
        "--at", "1", "--frames", frames, "--fps", "10", "--size", "200x160",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
    #expect(names.count == 11)
    #expect(names.first == "frame_00000.png")
    #expect(names.last == "frame_00010.png")
  }

  @Test func badCatalogNamesFileLineAndField() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let catalog = try CarouselProcess.write(
      "{\"trips\": [\n  {\"id\": \"x\", \"city\": \"X\", \"country\": \"Y\", \"days\": \"five\", \"price\": 1, \"image\": \"x.jpg\"}\n]}",
      named: "catalog.json", in: folder)
    let result = try CarouselProcess.run(
      [
        "render", "trips", "--catalog", catalog, "--out",
        folder.appendingPathComponent("x.png").path,
      ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("catalog.json:2"))
    #expect(result.stderr.contains("days"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func badEventsAndUnknownSceneExitTwo() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let events = try CarouselProcess.write(
      #"{"t":-1,"type":"key","key":"right"}"#, named: "e.jsonl", in: folder)
    let bad = try CarouselProcess.run([
      "render", "trips", "--events", events, "--out", "/tmp/never.png",
    ])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("e.jsonl:1"))
    let unknown = try CarouselProcess.run(["render", "carousel", "--out", "/tmp/never.png"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("unknown scene"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func missingImageFolderIsAClearError() throws {
    let result = try CarouselProcess.run([
      "render", "gallery", "/nonexistent/photos", "--out", "/tmp/never.png",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("/nonexistent/photos"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func helpListsEverySubcommandAndUnknownOptionsFail() throws {
    let help = try CarouselProcess.run(["--help"])
    #expect(help.status == 0)
    for name in ["trips", "slider", "cards", "gallery", "render", "simulate", "artwork"] {
      #expect(help.stdout.contains(name))
    }
    let tripsHelp = try CarouselProcess.run(["trips", "--help"])
    #expect(tripsHelp.stdout.contains("--fullscreen"))
    let wrong = try CarouselProcess.run(["trips", "--fulscreen"])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("--fulscreen"))
  }

  /// Slow: it draws every bundled picture at full size and writes about twenty PNGs.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func artworkWritesThePictures() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    let result = try CarouselProcess.run(["artwork", "--out", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let trips = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("trips").path)
    #expect(trips.count == 8)
  }
}

/// `--vertical` and `--rtl` through the real binary: ↓ (vertical) and ← (right to left)
/// step forward, so either render after the key equals a render that starts on item 1.
@Suite struct DirectionCommandTests {
  /// Renders `scene` with `arguments`, returning the PNG's bytes.
  func render(_ scene: String, _ arguments: [String], in folder: URL, named name: String)
    throws -> Data
  {
    let out = folder.appendingPathComponent(name).path
    let result = try CarouselProcess.run(
      ["render", scene, "--out", out, "--size", "360x260", "--autoplay", "0", "--at", "3"]
        + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try Data(contentsOf: URL(fileURLWithPath: out))
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [("--vertical", "down", "right"), ("--rtl", "left", "right")])
  func theKeyThatGoesForwardFollowsTheDirection(option: String, forward: String, other: String)
    throws
  {
    let folder = try CarouselProcess.temporaryDirectory()
    func key(_ name: String) throws -> String {
      try CarouselProcess.write(
        #"{"t":0.1,"type":"key","key":""# + name + "\"}\n", named: "\(name).jsonl", in: folder)
    }
    let second = try render("slider", ["--start", "1"], in: folder, named: "start1.png")
    let first = try render("slider", [], in: folder, named: "start0.png")
    let stepped = try render(
      "slider", [option, "--loop", "--events", key(forward)], in: folder, named: "forward.png")
    #expect(stepped == second)
    // The other arrow does not go forward: → is back (the last, looping) under --rtl, and
    // nothing when vertical.
    let otherWay = try render(
      "slider", [option, "--events", key(other)], in: folder, named: "other.png")
    #expect(otherWay != second)
    if option == "--vertical" { #expect(otherWay == first) }
  }

  @Test func helpNamesTheOptions() throws {
    let result = try CarouselProcess.run(["render", "--help"])
    #expect(result.stdout.contains("--vertical") && result.stdout.contains("--rtl"))
  }
}

/// `carousel render` of photos through the decode sandbox, with a decoder that crashes.
@Suite struct SandboxRenderTests {
  /// A photo whose decoder process aborts (the test hook's marker file) gets the error tile
  /// and one line on standard error; the render finishes, and --no-sandbox draws the other
  /// photos identically.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aCrashingDecoderShowsTheErrorTile() throws {
    let root = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    // The photos; the PNGs written go beside the folder, not into it.
    let folder = root.appendingPathComponent("photos")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let artwork = CommandLineTests.repository.appendingPathComponent(
      "App/Sources/CarouselRender/Artwork/gallery")
    try FileManager.default.copyItem(
      at: artwork.appendingPathComponent("1.png"), to: folder.appendingPathComponent("1.png"))
    try Data("CAROUSEL-DECODER-TEST-ABORT".utf8).write(to: folder.appendingPathComponent("0.jpg"))
    let crashed = root.appendingPathComponent("crashed.png").path
    let result = try CarouselProcess.run(
      ["render", "gallery", folder.path, "--size", "400x300", "--out", crashed],
      environment: ["CAROUSEL_DECODER_TEST_HOOKS": "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(lines.first?.contains("0.jpg: the decoder process crashed (signal 6, SIGABRT)") == true)
    // The second photo, sandboxed and in-process: the same pixels.
    let sandboxed = root.appendingPathComponent("sandboxed.png").path
    let inProcess = root.appendingPathComponent("in-process.png").path
    let second = ["render", "gallery", folder.path, "--size", "400x300", "--start", "1"]
    #expect(try CarouselProcess.run(second + ["--out", sandboxed]).status == 0)
    #expect(try CarouselProcess.run(second + ["--out", inProcess, "--no-sandbox"]).status == 0)
    #expect(
      FileManager.default.contents(atPath: sandboxed)
        == FileManager.default.contents(atPath: inProcess))
  }
}
