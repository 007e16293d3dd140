import Foundation

/// A private X server (Xvfb) for one test, stopped when released.
///
/// Xvfb picks a free display number itself (`-displayfd`) and writes it once its socket
/// accepts connections, so parallel tests never race for a number and no test sleeps.
final class WindowXvfb {
  /// The display name, for example `:3`.
  let display: String
  private let process: Process

  /// Seconds to wait for the server to come up.
  static let startTimeout = 20.0

  /// Starts a server with one screen of `screen` pixels (`WIDTHxHEIGHT`) and no window
  /// manager.
  init(screen: String = "1280x1024") throws {
    guard let xvfb = WindowTools.xvfb else { throw WindowTestError("Xvfb is not installed") }
    let process = Process()
    process.executableURL = xvfb
    // -noreset: what a test puts on the root window (the display's colour profile) stays
    // when no client is connected, as on a real display.
    process.arguments = [
      "-displayfd", "1", "-screen", "0", "\(screen)x24", "-nolisten", "tcp", "-noreset",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    self.process = process
    guard let line = Self.readLine(from: output.fileHandleForReading, timeout: Self.startTimeout),
      let number = Int(line.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw WindowTestError("Xvfb did not report a display within \(Self.startTimeout) s")
    }
    display = ":\(number)"
  }

  deinit {
    stop()
  }

  /// Stops the server, waits for it to exit and removes its socket and lock files.
  ///
  /// SIGKILL, because a child of the test runner inherits its blocked signal mask and
  /// never sees SIGTERM; the files a graceful exit would remove are removed here.
  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let number = display.dropFirst()
    for path in ["/tmp/.X11-unix/X\(number)", "/tmp/.X\(number)-lock"] {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// Reads up to a newline, giving up after `timeout` seconds.
  private static func readLine(from handle: FileHandle, timeout: Double) -> String? {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
    while Date() < deadline {
      let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
      guard poll(&descriptor, 1, remaining) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(handle.fileDescriptor, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return nil
  }
}
