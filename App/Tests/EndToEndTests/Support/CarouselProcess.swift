import Foundation
import Testing

/// Runs the real `carousel` binary built next to the test bundle.
enum CarouselProcess {
  /// The built executable: the folder of the test bundle holds every product of the build.
  static var executable: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    // Inside an .xctest bundle on Darwin the executable is nested deeper.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("carousel").path)
      && folder.path != "/"
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("carousel")
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
  }

  /// Runs `carousel` with arguments and optional standard input, waiting for it to exit.
  /// - Parameter recordsScenario: whether a `simulate` run is kept for the WebAssembly replay
  ///   (see ``scenarioDirectory``); off for runs about what only the command line checks.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
    recordsScenario: Bool = true
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    // The language is each test's to choose: English unless it says otherwise.
    for name in ["LANG", "LC_ALL", "LC_MESSAGES"] { env[name] = nil }
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Read both pipes fully before waiting, so a large output cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    let result = Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
    if recordsScenario && arguments.first == "simulate" {
      try recordScenario(arguments, stdin: stdin, result)
    }
    return result
  }

  /// Where every `simulate` run of the suite is kept as a scenario for other hosts of the
  /// engine to replay (`make test` sets it; web/tests/replay.test.mjs runs them through the
  /// WebAssembly build and compares every frame).
  static let scenarioDirectory = ProcessInfo.processInfo.environment["CAROUSEL_SCENARIO_DIR"]

  /// Copies the run's input files, arguments and output into a new folder of
  /// ``scenarioDirectory`` (nothing when it is not set): `arguments.json` (the arguments
  /// with the files renamed `config.json` / `events.jsonl`), the inputs, `stdout`, `stderr`
  /// (with the input files' paths as renamed) and `status`.
  static func recordScenario(_ arguments: [String], stdin: String?, _ result: Result) throws {
    guard let root = scenarioDirectory else { return }
    let folder = URL(fileURLWithPath: root).appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var recorded: [String] = []
    var renamed: [(path: String, name: String)] = []
    var index = 1
    while index < arguments.count {
      var argument = arguments[index]
      var value: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        value = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      } else if index + 1 < arguments.count,
        ["--config", "--events", "--fps", "--duration"]
          .contains(argument)
      {
        index += 1
        value = arguments[index]
      }
      if let file = value, argument == "--config" || argument == "--events" {
        let name = argument == "--config" ? "config.json" : "events.jsonl"
        let source =
          file == "-"
          ? Data((stdin ?? "").utf8)
          : FileManager.default.contents(
            atPath: file)
        // A missing input stays missing: the replay must report it the same way.
        if let source { try source.write(to: folder.appendingPathComponent(name)) }
        value = file == "-" ? "-" : source == nil ? "missing-\(name)" : name
        if file != "-" { renamed.append((file, value!)) }
      }
      recorded.append(argument)
      if let value { recorded.append(value) }
      index += 1
    }
    let argumentsJSON = try JSONSerialization.data(withJSONObject: recorded)
    try argumentsJSON.write(to: folder.appendingPathComponent("arguments.json"))
    try Data(result.stdout.utf8).write(to: folder.appendingPathComponent("stdout"))
    // Longest paths first, so a path that ends another is not replaced inside it.
    var stderr = result.stderr
    for (path, name) in renamed.sorted(by: { $0.path.count > $1.path.count }) {
      stderr = stderr.replacingOccurrences(of: path, with: name)
    }
    try Data(stderr.utf8).write(to: folder.appendingPathComponent("stderr"))
    try Data("\(result.status)".utf8).write(to: folder.appendingPathComponent("status"))
  }

  /// A fresh temporary folder.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes text to a new file in `folder`.
  static func write(_ text: String, named name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}

/// One parsed frame of `carousel simulate`.
struct Frame {
  var object: [String: Any]

  init(_ line: String) throws {
    object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
  }

  var t: Double { object["t"] as? Double ?? .nan }
  var index: Int { object["index"] as? Int ?? -99 }
  /// The current item's identity; nil when the key is missing or null.
  var currentId: String? { object["currentId"] as? String }
  var hasCurrentIdKey: Bool { object.keys.contains("currentId") }
  var position: Double { object["position"] as? Double ?? .nan }
  var phase: String { object["phase"] as? String ?? "" }
  var visible: [Int] { object["visible"] as? [Int] ?? [] }
  var zoom: Double { object["zoom"] as? Double ?? .nan }
  var autoplay: String { object["autoplay"] as? String ?? "" }
  var label: String { object["label"] as? String ?? "" }
  var announce: String? { object["announce"] as? String }
  var indicator: [String: Int] { object["indicator"] as? [String: Int] ?? [:] }
}

extension CarouselProcess {
  /// Runs `carousel simulate` on a CONFIG and EVENTS text at `fps` frames a second: its
  /// status, its frames parsed as JSON objects, and its standard error.
  static func simulate(config: String, events: String, fps: Int) throws -> (
    status: Int32, frames: [[String: Any]], stderr: String
  ) {
    let folder = try temporaryDirectory()
    let configPath = try write(config, named: "config.json", in: folder)
    let eventsPath = try write(events, named: "events.jsonl", in: folder)
    let result = try run([
      "simulate", "--config", configPath, "--events", eventsPath, "--fps", String(fps),
    ])
    let frames = try result.stdout.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    return (result.status, frames, result.stderr)
  }
}
