import CarouselStore
import CarouselTestSupport
import Foundation
import Testing

/// The command line's habits, through the real binary: version, per-subcommand options and
/// help, whom an error blames, exit statuses, and that argument errors come before any
/// display is looked for (these runs have no display at all).
@Suite struct CommandLineTests {
  /// Runs `carousel` with no display and a data folder of its own.
  func run(_ arguments: [String], environment: [String: String] = [:]) throws
    -> CarouselProcess.Result
  {
    var merged = ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""]
    merged["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory.path + "/carousel-cli-data"
    for (key, value) in environment { merged[key] = value }
    return try CarouselProcess.run(arguments, environment: merged)
  }

  /// The repository's top folder (this file is App/Tests/EndToEndTests/CommandLineTests.swift).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func versionIsTheChangelogsLatest() throws {
    let result = try run(["--version"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let changelog = try String(
      contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    // The newest released version: changes not released yet are listed under "Unreleased".
    let latest = changelog.split(separator: "\n").first {
      $0.hasPrefix("## ") && $0 != "## Unreleased"
    }?.dropFirst(3)
    #expect(latest.map { result.stdout == "carousel \($0)\n" } == true, "\(result.stdout)")
    // The man page's header carries the same number.
    let manual = try String(
      contentsOf: Self.repository.appendingPathComponent("dist/carousel.1"), encoding: .utf8)
    #expect(latest.map { manual.contains("\"carousel \($0)\"") } == true)
  }

  @Test func versionTakesNoArguments() throws {
    let result = try run(["--version", "trips"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'trips'"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func topLevelMistakesAreNotBlamedOnTrips() throws {
    let result = try run(["--frobnicate"])
    #expect(result.status == 2)
    #expect(
      result.stderr == "carousel: unknown option '--frobnicate' (see carousel --help)\n")
    let typo = try run(["galery"])
    #expect(typo.status == 2)
    #expect(typo.stderr == "carousel: unknown command 'galery' (see carousel --help)\n")
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      (["cards", "--likes", "/tmp"], "'--likes' for 'cards'"),
      (["slider", "--catalog", "c.json"], "'--catalog' for 'slider'"),
      (["gallery", "--loop"], "'--loop' for 'gallery'"),
      (["trips", "/some/folder"], "unexpected argument '/some/folder' for 'trips'"),
      (["render", "cards", "--likes", "l.db", "--out", "x.png"], "'--likes' for 'render cards'"),
      (["render", "gallery", "--loop", "--out", "x.png"], "'--loop' for 'render gallery'"),
      (["render", "trips", "/pictures", "--out", "x.png"], "'/pictures' for 'render trips'"),
      (["render", "cards", "--fullscreen", "--out", "x.png"], "'--fullscreen' for 'render'"),
    ])
  func anOptionASubcommandDoesNotTakeIsAnErrorNamingBoth(arguments: [String], names: String)
    throws
  {
    let result = try run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(names), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func eachSubcommandsHelpListsOnlyItsOptions() throws {
    let trips = try run(["trips", "--help"]).stdout
    let cards = try run(["cards", "--help"]).stdout
    let gallery = try run(["help", "gallery"]).stdout
    let slider = try run(["slider", "-h"]).stdout
    for option in ["--catalog", "--likes", "--loop", "--size", "--fullscreen"] {
      #expect(trips.contains(option))
    }
    #expect(!cards.contains("--likes") && !cards.contains("--catalog"))
    #expect(!slider.contains("--likes") && slider.contains("[DIR]"))
    #expect(!gallery.contains("--loop") && gallery.contains("zoom"))
    #expect(!trips.contains("zoom") && !cards.contains("l like"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func scrollingHelpNamesEachModeOnce() throws {
    for scene in ["trips", "slider", "cards", "gallery", "render"] {
      let help = try run([scene, "--help"]).stdout
      for mode in ["continuousGroupLeadingBoundary", "groupPaging,", "continuous,"] {
        #expect(help.components(separatedBy: mode).count == 2, "\(scene): \(mode)")
      }
    }
  }

  @Test func topLevelHelpMentionsVersion() throws {
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("--version"))
  }

  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: [
      ["gallery", "--size", "100000x100000"],
      ["trips", "--size", "0x500"],
      ["render", "cards", "--size", "100000x100000", "--out", "x.png"],
    ])
  func sizesOutOfRangeExitTwoInPoints(arguments: [String]) throws {
    let result = try run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains("'--size'"))
    #expect(result.stderr.contains("points"), "\(result.stderr)")
    #expect(!result.stderr.contains("pixels"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aWindowBelowTheScenesMinimumIsRefused() throws {
    let result = try run(["cards", "--size", "200x200"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("at least 320x320 points"), "\(result.stderr)")
    // The help names the same units and the same minimum.
    #expect(try run(["cards", "--help"]).stdout.contains("at least 320x320"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func argumentErrorsComeBeforeTheMissingDisplay() throws {
    let folder = try run(["gallery", "/nonexistent"])
    #expect(folder.status == 2)
    #expect(folder.stderr == "carousel: image folder /nonexistent: folder not found\n")
    let catalog = try run(["trips", "--catalog", "/nonexistent/trips.json"])
    #expect(catalog.status == 1)
    #expect(catalog.stderr.contains("/nonexistent/trips.json"))
    #expect(!catalog.stderr.contains("display"))
    // With good arguments the same run reaches the display check.
    let good = try run(["cards"])
    #expect(good.status == 1)
    #expect(good.stderr.contains("no display"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aStartBeyondTheLastItemIsAnError() throws {
    let window = try run(["gallery", "--start", "99999"])
    #expect(window.status == 2)
    #expect(
      window.stderr
        == "carousel: invalid value '99999' for option '--start': there are 6 items, numbered 0 to 5\n"
    )
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("g.png").path
    let beyond = try run(["render", "gallery", "--start", "6", "--out", out, "--size", "320x260"])
    #expect(beyond.status == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
    let last = try run(["render", "gallery", "--start", "5", "--out", out, "--size", "320x260"])
    #expect(last.status == 0, "\(last.stderr)")
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func withoutHomeOrDataHomeTripsSaysSoAndCreatesNothing() throws {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = CarouselProcess.executable
    process.arguments = ["trips"]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    for name in ["HOME", "XDG_DATA_HOME", "DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] {
      environment[name] = nil
    }
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(message.split(separator: "\n").count == 1)
    #expect(message.contains("XDG_DATA_HOME") && message.contains("--likes"), "\(message)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func renderReadsTheLikesAndCreatesNothing() throws {
    let home = try CarouselProcess.temporaryDirectory()
    let output = try CarouselProcess.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: home)
      try? FileManager.default.removeItem(at: output)
    }
    func render(_ name: String, _ extra: [String] = []) throws -> Data {
      let out = output.appendingPathComponent(name).path
      let result = try run(
        ["render", "trips", "--out", out, "--size", "320x560"] + extra,
        environment: ["HOME": home.path, "XDG_DATA_HOME": ""])
      #expect(result.status == 0, "\(result.stderr)")
      return try Data(contentsOf: URL(fileURLWithPath: out))
    }
    let withoutLikes = try render("none.png")
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)

    // A database the window wrote (WAL journal, the first trip liked), closed cleanly.
    let folder = home.appendingPathComponent(".local/share/carousel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database = folder.appendingPathComponent("likes.sqlite3").path
    do {
      let store = try LikeStore(path: database)
      try store.setLiked("paris", true)
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(before == ["likes.sqlite3"])
    let withLike = try render("liked.png")
    #expect(withLike != withoutLikes, "the liked heart is drawn")
    // A tap on the heart in the events changes the picture, not the file.
    let events = try CarouselProcess.write(
      #"{"t":0.1,"type":"pointerDown","x":10,"y":10}"# + "\n"
        + #"{"t":0.15,"type":"pointerUp","x":10,"y":10}"#, named: "e.jsonl", in: output)
    _ = try render("events.png", ["--events", events])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    let store = try LikeStore(readingFrom: database)
    #expect(store.likedIDs() == ["paris"])
  }
}
