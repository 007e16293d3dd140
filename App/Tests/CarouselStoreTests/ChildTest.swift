import Foundation

/// Runs one test of this test binary in a child process: a second process that holds a
/// database lock, or a process that may not write files it does not own, or one with a file
/// size limit. The child finds its database and the file for its findings in the
/// environment.
enum ChildTest {
  static let roleVariable = "CAROUSEL_STORE_CHILD_ROLE"
  static let databaseVariable = "CAROUSEL_STORE_CHILD_DB"
  static let reportVariable = "CAROUSEL_STORE_CHILD_REPORT"

  /// The role this process plays, or nil in the parent.
  static let role = ProcessInfo.processInfo.environment[roleVariable]
  /// The child's database.
  static var database: String { ProcessInfo.processInfo.environment[databaseVariable] ?? "" }

  /// Seconds a parent waits for a child's report.
  static let reportTimeout = 60.0

  /// The command that runs a program without the power to write what it does not own: as
  /// root, without `CAP_DAC_OVERRIDE` (tests run as root on CI, and root writes read-only
  /// files); as anyone else, the program itself.
  static var withoutOverride: [String] {
    geteuid() == 0 ? ["/usr/bin/setpriv", "--bounding-set", "-dac_override,-dac_read_search"] : []
  }

  /// Starts test `name` of this binary as `role`, on `database`, writing to `report`.
  static func start(
    _ name: String, role: String, database: String, report: String, wrapper: [String] = []
  ) throws -> Process {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let child = Process()
    let command = wrapper + [executable, "--testing-library", "swift-testing", "--filter", name]
    child.executableURL = URL(fileURLWithPath: command[0])
    child.arguments = Array(command.dropFirst())
    var environment = ProcessInfo.processInfo.environment
    environment[roleVariable] = role
    environment[databaseVariable] = database
    environment[reportVariable] = report
    child.environment = environment
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    return child
  }

  /// Runs test `name` as `role` to its end and returns what it reported.
  static func run(
    _ name: String, role: String, database: String, wrapper: [String] = []
  ) throws -> String {
    let report =
      FileManager.default.temporaryDirectory.path + "/carousel-child-\(UUID().uuidString)"
    let child = try start(name, role: role, database: database, report: report, wrapper: wrapper)
    child.waitUntilExit()
    defer { try? FileManager.default.removeItem(atPath: report) }
    return (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
  }

  /// Waits until `child` reported (the report file exists) or ended; returns the report.
  static func waitForReport(_ report: String, of child: Process) -> String? {
    let deadline = Date(timeIntervalSinceNow: reportTimeout)
    while child.isRunning && Date() < deadline {
      if let text = try? String(contentsOfFile: report, encoding: .utf8) { return text }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return try? String(contentsOfFile: report, encoding: .utf8)
  }

  /// Writes the child's findings for the parent.
  static func report(_ text: String) {
    guard let path = ProcessInfo.processInfo.environment[reportVariable] else { return }
    // Written whole under another name, then renamed: the parent never reads half.
    try? Data(text.utf8).write(to: URL(fileURLWithPath: path + ".tmp"))
    rename(path + ".tmp", path)
  }
}
