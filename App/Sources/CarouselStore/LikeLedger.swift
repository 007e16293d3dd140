import Foundation

/// The state a ``LikeKeeper`` shares with its writer thread, behind one condition lock.
final class LikeLedger: @unchecked Sendable {
  /// The shared state; MUST only be touched inside ``withLock(_:)``.
  struct State {
    /// The likes known to be stored.
    var stored: Set<String>
    /// Changes made and not handed to the writer yet: trip id → liked.
    var pending: [String: Bool] = [:]
    /// Changes the writer is saving now.
    var saving: [String: Bool] = [:]
    /// Saves that failed, for the frame thread.
    var failures: [LikeKeeper.SaveFailure] = []
    /// Moves whenever what a heart shows may have changed.
    var changeCount = 0
    /// Moves whenever a save finished or failed, or the stored likes changed.
    var saveCount = 0
    /// The frame thread asked the writer to look for other programs' changes.
    var wantsRefresh = false
    /// The keeper is gone: the writer saves what is left and ends.
    var isClosing = false
    var onChange: (@Sendable () -> Void)?
    /// ``shown()`` until `stored`, `pending` or `saving` change: whoever changes them MUST
    /// set it to nil.
    var shownCache: Set<String>?

    init(stored: Set<String>) { self.stored = stored }

    /// What the heart of `id` shows: its newest unsaved change, else what is stored.
    func shows(_ id: String) -> Bool {
      pending[id] ?? saving[id] ?? stored.contains(id)
    }

    /// Every trip whose heart shows liked.
    mutating func shown() -> Set<String> {
      if let shownCache { return shownCache }
      var ids = stored
      for (id, liked) in saving { if liked { ids.insert(id) } else { ids.remove(id) } }
      for (id, liked) in pending { if liked { ids.insert(id) } else { ids.remove(id) } }
      shownCache = ids
      return ids
    }

    mutating func requestRefresh() { wantsRefresh = true }
  }

  private let condition = NSCondition()
  private var state: State

  init(stored: Set<String>) { state = State(stored: stored) }

  /// Runs `body` with the state, holding the lock; wakes the writer if there is work.
  func withLock<T>(_ body: (inout State) -> T) -> T {
    condition.lock()
    defer {
      if !state.pending.isEmpty || state.wantsRefresh || state.isClosing { condition.broadcast() }
      condition.unlock()
    }
    return body(&state)
  }

  /// The writer's wait: returns the changes to save now (empty for a refresh only), or nil
  /// when the keeper is gone and nothing is left.
  func nextBatch() -> [String: Bool]? {
    condition.lock()
    defer { condition.unlock() }
    while state.pending.isEmpty && !state.wantsRefresh && !state.isClosing { condition.wait() }
    if state.pending.isEmpty && !state.wantsRefresh { return nil }
    let batch = state.pending
    state.saving = batch
    state.pending = [:]
    state.wantsRefresh = false
    return batch
  }

  /// The writer is done with its batch: `stored` is what the file holds now (nil: not known,
  /// the database is not open yet), `failure` why the batch was not saved.
  func finish(batch: [String: Bool], stored: Set<String>?, failure: StoreError?) {
    condition.lock()
    let shownBefore = state.shown()
    let stored = stored ?? state.stored
    let changed = !batch.isEmpty || stored != state.stored || failure != nil
    state.stored = stored
    state.saving = [:]
    state.shownCache = nil
    if let failure {
      state.failures.append(
        LikeKeeper.SaveFailure(error: failure, tripIDs: batch.keys.sorted()))
    }
    if changed { state.saveCount += 1 }
    // A save that went through changes no heart: no frame to draw for it.
    if state.shown() != shownBefore || failure != nil { state.changeCount += 1 }
    let handler = changed ? state.onChange : nil
    condition.broadcast()
    condition.unlock()
    handler?()
  }

  /// The keeper is gone.
  func close() {
    withLock { $0.isClosing = true }
  }

  /// Waits until nothing is pending or being saved, at most `timeout` seconds.
  func waitUntilSaved(timeout: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: max(0, timeout))
    condition.lock()
    defer { condition.unlock() }
    while !state.pending.isEmpty || !state.saving.isEmpty {
      if !condition.wait(until: deadline) { break }
    }
    return state.pending.isEmpty && state.saving.isEmpty
  }
}
