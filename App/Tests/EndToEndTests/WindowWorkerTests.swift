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
