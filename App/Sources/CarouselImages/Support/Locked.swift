/// A value guarded by a lock: every access goes through ``withLock(_:)``, and threads MAY
/// wait for the value to reach a condition with ``wait(until:timeoutSeconds:)``.
///
/// A ``ThreadCondition`` (POSIX), so that the decode worker needs no Foundation.
/// `Synchronization.Mutex` says the same with a compiler check but cannot wait.
public final class Locked<State>: @unchecked Sendable {
  private let condition = ThreadCondition()
  private var state: State

  public init(_ state: State) { self.state = state }

  /// Runs `body` with exclusive access to the state, then wakes any waiting threads so they
  /// re-check their condition. `body` MUST NOT call back into the same `Locked` value (the
  /// lock is not recursive).
  public func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    return try body(&state)
  }

  /// Blocks until `isSatisfied` holds for the state or `timeoutSeconds` pass.
  ///
  /// - Returns: Whether the condition holds.
  public func wait(until isSatisfied: (State) -> Bool, timeoutSeconds: Double) -> Bool {
    let deadline = ThreadCondition.Deadline(secondsFromNow: timeoutSeconds)
    condition.lock()
    defer { condition.unlock() }
    while !isSatisfied(state) {
      if !condition.wait(until: deadline) { return isSatisfied(state) }
    }
    return true
  }
}
