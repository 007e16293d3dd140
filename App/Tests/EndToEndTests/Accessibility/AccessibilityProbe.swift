import Foundation

/// Runs `atspi_probe.py` against the real window: a private D-Bus session
/// (`dbus-run-session`, which starts at-spi2-core's bus launcher and registry on demand),
/// a private X server, and pyatspi reading the app as a screen reader does.
enum AccessibilityProbe {
  /// What the probe needs: at-spi2-core, D-Bus's session runner, Debian's python3 with
  /// pyatspi, and the X tools. `make deps` installs them all.
  static var missingTools: [String] {
    var missing: [String] = []
    if !FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session") {
      missing.append("dbus-run-session (dbus)")
    }
    if !FileManager.default.isExecutableFile(atPath: "/usr/libexec/at-spi-bus-launcher") {
      missing.append("at-spi-bus-launcher (at-spi2-core)")
    }
    if !FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi") {
      missing.append("pyatspi (python3-pyatspi)")
    }
    if !WindowTools.isAvailable { missing.append("Xvfb and xdotool") }
    return missing
  }

  /// Whether the accessibility tests can run.
  static var isAvailable: Bool { missingTools.isEmpty }

  /// The probe script, next to this file.
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("atspi_probe.py")

  /// The Orca probe, next to this file: Orca itself reading the window.
  static let orcaScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("orca_probe.py")

  /// Whether Orca is installed (Debian's `orca`; `make deps` installs it).
  static var hasOrca: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/orca") }

  /// Seconds a whole probe run may take before it is stopped.
  static let timeout = 90.0

  /// Runs the probe on `carousel SCENE ARGUMENTS` with `environment` added (the language);
  /// returns the facts it printed.
  static func run(
    scene: String, arguments: [String] = [], environment: [String: String] = [:],
    script: URL = AccessibilityProbe.script
  ) throws -> [String: Any] {
    let xvfb = try WindowXvfb()
    defer { xvfb.stop() }
    let dataHome = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dataHome) }
    // The probe re-runs itself in a private D-Bus session (see the script). Its output goes
    // to files, not pipes: a helper of the session that outlived it would hold a pipe open.
    let outputFile = dataHome.appendingPathComponent("probe.out")
    let errorFile = dataHome.appendingPathComponent("probe.err")
    FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputFile)
    let errors = try FileHandle(forWritingTo: errorFile)
    defer {
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, WindowTools.carousel.path, scene] + arguments
    var env = ProcessInfo.processInfo.environment
    // Only the private session: never the desktop's own buses.
    for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "LANG", "LC_ALL", "LC_MESSAGES"]
    {
      env[name] = nil
    }
    env["DISPLAY"] = xvfb.display
    env["XDG_DATA_HOME"] = dataHome.path
    env["XDG_CACHE_HOME"] = dataHome.appendingPathComponent("cache").path
    env["PYTHONWARNINGS"] = "ignore"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let finished = pollUntil(timeout: timeout, interval: 0.1) { process.isRunning ? nil : true }
    if finished == nil {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let data = (try? Data(contentsOf: outputFile)) ?? Data()
    let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
    let text = String(decoding: data, as: UTF8.self)
    guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
      let facts = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else {
      throw WindowTestError(
        "the probe printed no result (status \(process.terminationStatus)): \(text)\n"
          + String(decoding: errorData, as: UTF8.self).suffix(2000))
    }
    return facts
  }
}

/// A node of the tree the probe described.
struct ProbedNode {
  let role: String
  let name: String
  let description: String
  let states: Set<String>
  let attributes: [String: String]
  let actions: [String]
  let extents: [Int]
  let children: [ProbedNode]

  init(_ dictionary: [String: Any]) {
    role = dictionary["role"] as? String ?? ""
    name = dictionary["name"] as? String ?? ""
    description = dictionary["description"] as? String ?? ""
    states = Set(dictionary["states"] as? [String] ?? [])
    attributes = dictionary["attributes"] as? [String: String] ?? [:]
    actions = dictionary["actions"] as? [String] ?? []
    extents = dictionary["extents"] as? [Int] ?? []
    children = (dictionary["children"] as? [[String: Any]] ?? []).map(ProbedNode.init)
  }

  var isOnScreen: Bool { states.contains("showing") && states.contains("visible") }
}
