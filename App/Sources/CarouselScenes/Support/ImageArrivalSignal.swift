import Foundation

/// Tells the scene's thread that a decode finished: a flag the frame loop reads, and the
/// host's wake handler, called on the decoding thread.
///
/// Threading: every member MAY be used from any thread; a lock guards the state and is
/// released before the handler runs.
final class ImageArrivalSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var arrived = false
  private var handler: (@Sendable () -> Void)?

  /// Replaces the handler called after each arrival.
  func setHandler(_ newHandler: (@Sendable () -> Void)?) {
    lock.withLock { handler = newHandler }
  }

  /// Records an arrival and wakes the host. Called on a decoding thread.
  func fire() {
    let wake = lock.withLock { () -> (@Sendable () -> Void)? in
      arrived = true
      return handler
    }
    wake?()
  }

  /// Whether something arrived since the last ``reset()``.
  var hasArrivals: Bool { lock.withLock { arrived } }

  /// Clears the flag once the arrivals were taken into account.
  func reset() {
    lock.withLock { arrived = false }
  }
}
