import Foundation

/// The real `carousel` app in a window on a private X server, with its own data folder and
/// state file (`CAROUSEL_STATE_FILE`), driven with xdotool.
final class WindowApp {
  let process: Process
  let display: String
  /// `XDG_DATA_HOME` of the app (likes live in `carousel/` under it).
  let dataHome: URL
  let statePath: String
  private let errorPath: String
  /// The X window id, found by the app's process id.
  private(set) var window = ""

  /// Seconds to wait for the app to show its first frame.
  static let startTimeout = 30.0
  /// Seconds to wait for the app to react to input.
  static let reactionTimeout = 15.0

  /// Starts `carousel ARGUMENTS` on `display` and waits for its first state line (written
  /// once the first frame is on screen) and its window.
  ///
  /// `wrapper` is a command that runs the app (`prlimit --fsize=N`, `setpriv …`), if any;
  /// `extraEnvironment` is added to the app's environment.
  init(
    display: String, dataHome: URL, arguments: [String], wrapper: [String] = [],
    extraEnvironment: [String: String] = [:], unsetting unsetNames: [String] = []
  ) throws {
    self.display = display
    self.dataHome = dataHome
    let folder = try CarouselProcess.temporaryDirectory()
    statePath = folder.appendingPathComponent("state.json").path
    errorPath = folder.appendingPathComponent("stderr.txt").path
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let process = Process()
    if let program = wrapper.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(wrapper.dropFirst()) + [WindowTools.carousel.path] + arguments
    } else {
      process.executableURL = WindowTools.carousel
      process.arguments = arguments
    }
    var environment = ProcessInfo.processInfo.environment
    for name in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_RENDER_DRIVER"] {
      environment[name] = nil
    }
    environment["DISPLAY"] = display
    environment["XDG_DATA_HOME"] = dataHome.path
    environment["CAROUSEL_STATE_FILE"] = statePath
    environment.merge(extraEnvironment) { $1 }
    for name in unsetNames { environment[name] = nil }
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle(forWritingAtPath: errorPath)
    try process.run()
    self.process = process
    _ = try waitForState("the first frame", timeout: Self.startTimeout) { _ in true }
    window = try findWindow()
  }

  deinit {
    kill()
  }

  /// The latest state line, if any.
  var state: WindowState? { WindowState(contentsOf: statePath) }

  /// Waits until the state satisfies `condition`; throws with the last state seen and the
  /// app's error output otherwise.
  @discardableResult
  func waitForState(
    _ what: String, timeout: Double = WindowApp.reactionTimeout,
    _ condition: (WindowState) -> Bool
  ) throws -> WindowState {
    let found = pollUntil(timeout: timeout) { () -> WindowState? in
      if let state, condition(state) { return state }
      return nil
    }
    if let found { return found }
    let exited =
      process.isRunning ? "" : " (the app exited with status \(process.terminationStatus))"
    throw WindowTestError(
      "timed out after \(timeout) s waiting for \(what)\(exited); last state: "
        + "\(state.map(\.description) ?? "none"); stderr: \(errorOutput)")
  }

  /// What the app wrote to standard error.
  var errorOutput: String {
    (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
  }

  /// CPU time (user + system, all threads) the app has used, in seconds, from /proc.
  var cpuSeconds: Double {
    get throws {
      let text = try String(
        contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
      // Fields after the command name (which is in parentheses and may hold spaces).
      guard let close = text.lastIndex(of: ")") else { throw WindowTestError("bad /proc stat") }
      let fields = text[text.index(after: close)...].split(separator: " ")
      // utime and stime are fields 14 and 15 of stat; fields[0] here is field 3.
      guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
        throw WindowTestError("bad /proc stat: \(text)")
      }
      return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
  }

  /// Ends the app at once, as a crash or power loss would (SIGKILL), and waits for it.
  func kill() {
    guard process.isRunning else { return }
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  // MARK: Input through the X server

  /// A left-button drag from `start` to `end` (window points) in `steps` moves a frame
  /// apart, held still for `hold` seconds before the release.
  ///
  /// Holding still makes the release velocity zero, so where the carousel settles depends
  /// only on where the pointer let go, not on how SDL timed the moves (SDL 2 stamps X11
  /// events when it reads them, so moves that arrive during a busy frame share a stamp).
  func drag(
    from start: (Int, Int), to end: (Int, Int), steps: Int = 8, hold: Double = 0.15
  ) throws {
    var arguments = ["mousemove", "--window", window, "\(start.0)", "\(start.1)", "mousedown", "1"]
    for step in 1...steps {
      let x = start.0 + (end.0 - start.0) * step / steps
      let y = start.1 + (end.1 - start.1) * step / steps
      arguments += ["sleep", "0.016", "mousemove", "--window", window, "\(x)", "\(y)"]
    }
    arguments += ["sleep", "\(hold)", "mouseup", "1"]
    try xdotool(arguments)
  }

  /// A left click at a window point.
  func click(at point: (Int, Int)) throws {
    try xdotool(["mousemove", "--window", window, "\(point.0)", "\(point.1)", "click", "1"])
  }

  /// Presses and releases a key (X keysym name, for example `Right`), with the window focused.
  func press(_ key: String) throws {
    try xdotool(["windowfocus", "--sync", window, "key", key])
  }

  /// Presses and releases `key` `count` times, `delay` seconds apart (a held key's
  /// auto-repeat, made exact), with the window focused.
  func press(_ key: String, times count: Int, delay: Double) throws {
    try xdotool([
      "windowfocus", "--sync", window, "key", "--delay", "\(Int(delay * 1000))", "--repeat",
      "\(count)", key,
    ])
  }

  /// Resizes the window to `width` × `height` points.
  func resize(width: Int, height: Int) throws {
    try xdotool(["windowsize", window, "\(width)", "\(height)"])
  }

  /// `xdotool ARGUMENTS` on the app's display, not started.
  private func xdotoolProcess(_ arguments: [String]) throws -> Process {
    guard let tool = WindowTools.xdotool else { throw WindowTestError("xdotool is not installed") }
    let run = Process()
    run.executableURL = tool
    run.arguments = arguments
    run.environment = ["DISPLAY": display, "PATH": "/usr/bin:/bin"]
    return run
  }

  /// Starts `xdotool ARGUMENTS` on the app's display without waiting for it (its output
  /// goes nowhere); the caller waits for the returned process.
  func startXdotool(_ arguments: [String]) throws -> Process {
    let run = try xdotoolProcess(arguments)
    run.standardOutput = FileHandle.nullDevice
    run.standardError = FileHandle.nullDevice
    try run.run()
    return run
  }

  /// Runs xdotool on the app's display and returns what it printed.
  @discardableResult
  func xdotool(_ arguments: [String]) throws -> String {
    let run = try xdotoolProcess(arguments)
    // One pipe for both streams, read to the end before waiting: nothing can block.
    let output = Pipe()
    run.standardError = output
    run.standardOutput = output
    try run.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    run.waitUntilExit()
    guard run.terminationStatus == 0 else {
      throw WindowTestError("xdotool \(arguments.joined(separator: " ")) failed: \(text)")
    }
    return text
  }

  /// The window's title as the X server has it (`_NET_WM_NAME`).
  var title: String {
    get throws {
      try xdotool(["getwindowname", window]).trimmingCharacters(in: .newlines)
    }
  }

  /// The app's window: xdotool finds it by process id (SDL sets `_NET_WM_PID`).
  private func findWindow() throws -> String {
    guard let tool = WindowTools.xdotool else { throw WindowTestError("xdotool is not installed") }
    let found = try pollUntil(timeout: Self.startTimeout) { () -> String? in
      let search = Process()
      search.executableURL = tool
      search.arguments = ["search", "--pid", "\(process.processIdentifier)"]
      search.environment = ["DISPLAY": display]
      let output = Pipe()
      search.standardOutput = output
      search.standardError = FileHandle.nullDevice
      try search.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      search.waitUntilExit()
      return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
    guard let found else { throw WindowTestError("no window of the app appeared on \(display)") }
    return found
  }
}
