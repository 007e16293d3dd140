import Foundation
import Testing

extension WindowTests {
  /// The app's decode workers (started with the scene) end and are waited for when it quits:
  /// none is left for init to reap (in a container whose first process never reaps, they
  /// stayed as zombies).
  @Test func quittingLeavesNoDecodeWorkerBehind() throws {
    let session = try WindowSession()
    let app = try session.launchTrips()
    let pid = app.process.processIdentifier
    let workers = try #require(
      pollUntil(timeout: WindowApp.startTimeout) { () -> [Int32]? in
        let found = Self.children(of: pid)
        return found.count == 2 ? found : nil
      }, "the scene starts two decode workers")
    try app.press("q")
    app.process.waitUntilExit()
    #expect(app.process.terminationStatus == 0, "\(app.errorOutput)")
    for worker in workers {
      #expect(!FileManager.default.fileExists(atPath: "/proc/\(worker)"), "worker \(worker)")
    }
  }

  /// With no session bus named the app starts none: libdbus would start one through X11
  /// for SDL's D-Bus set-up (in about one launch in three under Xvfb), whose daemon outlived
  /// the app. dbus-launch writes the new bus's address under `$HOME/.dbus`.
  @Test func withNoSessionBusTheAppStartsNone() throws {
    let session = try WindowSession()
    let home = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    for _ in 0..<3 {
      let app = try WindowApp(
        display: session.xvfb.display, dataHome: session.dataHome,
        arguments: ["trips", "--size", "400x760"], extraEnvironment: ["HOME": home.path],
        unsetting: ["DBUS_SESSION_BUS_ADDRESS"])
      try app.press("Right")
      try app.waitForState("Right") { $0.isIdle && $0.index == 1 }
      try app.press("q")
      app.process.waitUntilExit()
    }
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".dbus").path))
  }

  /// The processes `pid`'s threads started and that still run (or wait to be reaped).
  static func children(of pid: Int32) -> [Int32] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.flatMap { task -> [Int32] in
      let text =
        (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8))
      return (text ?? "").split(separator: " ").compactMap { Int32($0) }
    }
  }
}
