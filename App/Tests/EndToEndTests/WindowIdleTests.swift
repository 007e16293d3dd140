import Foundation
import Testing

extension WindowTests {
  /// Seconds over which idle CPU is measured.
  static let idleWindow = 5.0
  /// Largest share of one core an idle window may use.
  static let idleLimit = 0.01
  /// How long the CPU time must stand still before the measurement starts.
  static let quietInterval = 0.5

  /// A still window blocks in SDL_WaitEvent: over 5 s it uses (almost) no CPU.
  @Test func anIdleWindowUsesNoCPU() throws {
    let session = try WindowSession()
    let app = try session.launchTrips()
    try app.waitForState("the first frame") { $0.isIdle }
    // Let start-up work (background decoding of the neighbours' images) finish: wait
    // until the CPU time stands still for half a second.
    var last = try app.cpuSeconds
    let quiet = try pollUntil(timeout: 15) { () -> Bool? in
      Thread.sleep(forTimeInterval: Self.quietInterval)
      let now = try app.cpuSeconds
      defer { last = now }
      return now == last ? true : nil
    }
    #expect(quiet == true, "the app kept using CPU after its first frame")
    let before = try app.cpuSeconds
    let start = Date()
    Thread.sleep(forTimeInterval: Self.idleWindow)
    let elapsed = Date().timeIntervalSince(start)
    let used = try app.cpuSeconds - before
    let share = used / elapsed
    print(
      "idle window CPU: \(used) s over \(String(format: "%.2f", elapsed)) s = "
        + "\(String(format: "%.2f", share * 100)) %")
    #expect(share < Self.idleLimit)
    #expect(app.process.isRunning)
  }
}
