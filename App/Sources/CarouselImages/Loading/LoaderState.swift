/// Everything ``ImageLoader`` shares between the caller's thread and its decoding threads;
/// only touched under the loader's lock.
struct LoaderState {
  /// A request waiting for a decoding thread.
  struct QueuedJob {
    var priority: ImageLoadPriority
    /// Tie-breaker within a priority: lower runs first.
    var order: Int
  }

  var sources: [ImageSource]
  var queued: [ImageRequestKey: QueuedJob] = [:]
  var running: Set<ImageRequestKey> = []
  var workers = 0
  var nextOrder = 0
  var failures: [ImageRequestKey: ImageError] = [:]
  /// Failed keys, oldest first, to forget the oldest when over the limit.
  var failureOrder: [ImageRequestKey] = []
  var completed: [ImageLoadCompletion] = []
  /// The keys the last ``ImageLoader/updateWindow(current:visible:prefetch:size:looping:)``
  /// wanted (see ``ImageLoader/evictOutsideWindow()``).
  var windowKeys: Set<ImageRequestKey> = []
  /// Display decodes wait in the queue while this is set; previews still run.
  var displaysDeferred = false
  /// With ``ImageLoader/Configuration/decodesCurrentFirst``: the current item's display
  /// decode, and the previews of what is on screen, which alone may run while it waits or
  /// runs (see ``heldForCurrent``).
  var currentDisplay: ImageRequestKey?
  var onScreenPreviews: Set<ImageRequestKey> = []
  var statistics = ImageLoader.Statistics()

  /// Completion callbacks in progress (outside the lock).
  var notifying = 0

  /// Nothing queued, nothing decoding, and every completion callback has returned.
  var isIdle: Bool { queued.isEmpty && running.isEmpty && notifying == 0 }

  /// Whether the current item's display decode is queued or running, so that only it and
  /// the previews on screen may start: on a machine with few cores a neighbour decoding
  /// beside it only slows down the photo being looked at (the first photo of a folder came
  /// 40 ms later). Not while display decodes are deferred: then previews run as they come.
  var heldForCurrent: Bool {
    guard !displaysDeferred, let currentDisplay else { return false }
    return queued[currentDisplay] != nil || running.contains(currentDisplay)
  }

  /// Whether a worker may start the queued job `key` now (display decodes over the limit
  /// aside).
  private func mayStart(_ key: ImageRequestKey, holding: Bool) -> Bool {
    if holding { return key == currentDisplay || onScreenPreviews.contains(key) }
    return !displaysDeferred || key.pass == .preview
  }

  /// Queued jobs a worker may start now.
  private var runnableCount: Int {
    let holding = heldForCurrent
    return queued.keys.count { mayStart($0, holding: holding) }
  }

  /// Queues `key`, or raises the priority of its queued job; `order` defaults to last.
  mutating func enqueue(_ key: ImageRequestKey, priority: ImageLoadPriority, order: Int? = nil) {
    let order = order ?? takeOrder()
    if var job = queued[key] {
      job.priority = max(job.priority, priority)
      job.order = min(job.order, order)
      queued[key] = job
    } else {
      queued[key] = QueuedJob(priority: priority, order: order)
    }
  }

  mutating func takeOrder() -> Int {
    defer { nextOrder += 1 }
    return nextOrder
  }

  /// How many more decoding threads to start for the queued work, counted as started:
  /// up to `limit` for display decodes, and one more while previews are queued (see
  /// ``takeNextJob(displayLimit:)``).
  mutating func claimWorkers(limit: Int) -> Int {
    let hasPreviews = queued.keys.contains { $0.pass == .preview }
    let total = limit + (hasPreviews ? 1 : 0)
    let count = max(0, min(total - workers, runnableCount - (workers - running.count)))
    workers += count
    return count
  }

  /// Moves the most urgent queued job the calling worker may run to `running`; with none,
  /// the worker retires and `nil` is returned.
  ///
  /// At most `displayLimit` display decodes run at once: the worker beyond them only
  /// takes previews. Why: a display decode of a 12 MP photo takes tens of milliseconds
  /// (far more in a debug build or on a busy machine); with every worker inside one while
  /// a key is held, the previews of the photos coming into view would wait behind them.
  ///
  /// - Complexity: O(*q*) in the queued jobs. The queue holds about one window of items
  ///   (tens), where a linear scan beats maintaining a heap under reprioritization.
  mutating func takeNextJob(displayLimit: Int) -> ImageRequestKey? {
    let displaysRunning = running.count { $0.pass == .display }
    let underLimit = displaysRunning < displayLimit
    let holding = heldForCurrent
    guard
      let next = queued.filter({
        mayStart($0.key, holding: holding) && (underLimit || $0.key.pass == .preview)
      }).min(by: { a, b in
        a.value.priority != b.value.priority
          ? a.value.priority > b.value.priority : a.value.order < b.value.order
      })?.key
    else {
      workers -= 1
      return nil
    }
    queued.removeValue(forKey: next)
    running.insert(next)
    statistics.started += 1
    return next
  }

  /// Drops queued jobs whose key fails `keep`, counting them as cancelled.
  mutating func dropQueued(keeping keep: (ImageRequestKey) -> Bool) {
    let before = queued.count
    queued = queued.filter { keep($0.key) }
    statistics.cancelled += before - queued.count
  }

  mutating func rememberFailure(_ error: ImageError, for key: ImageRequestKey, limit: Int) {
    guard limit > 0 else { return }
    if failures.updateValue(error, forKey: key) == nil { failureOrder.append(key) }
    if failureOrder.count > limit {
      let dropped = failureOrder.removeFirst()
      failures.removeValue(forKey: dropped)
    }
  }
}
