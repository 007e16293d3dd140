import CarouselImages
import Dispatch
import Glibc

/// The one thread that starts decode workers, for as long as the app runs.
///
/// A worker asks the kernel to kill it when its parent dies (`PR_SET_PDEATHSIG`), and for
/// the kernel the parent is the *thread* that started it: a worker started on a decode
/// queue's thread would be killed when that thread ends, and dispatch ends idle threads. So
/// every worker is started here, on a thread that never ends; the workers die with the app
/// and with nothing else.
///
/// Threading: ``spawn(_:)`` and ``start(_:)`` may be called from any thread; the first
/// waits for the start.
final class WorkerSpawner: @unchecked Sendable {
  /// The app's spawner, started on first use.
  static let shared = WorkerSpawner()

  private let condition = ThreadCondition()
  /// Starts waiting for the spawner thread, in order.
  private var jobs: [() -> Void] = []

  private init() {
    // A queue of its own whose one job never returns: its thread never ends.
    DispatchQueue(label: "carousel.decoder-start").async { [unowned self] in self.serve() }
  }

  /// Runs `start` on the spawner thread and returns what it returned.
  func spawn<Value>(_ start: @escaping () -> Value) -> Value {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var value: Value?
    self.start {
      value = start()
      done.signal()
    }
    done.wait()
    return value!
  }

  /// Runs `job` on the spawner thread, after the jobs before it; returns at once.
  func start(_ job: @escaping () -> Void) {
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  private func serve() -> Never {
    while true {
      let job = condition.withLock { () -> () -> Void in
        while jobs.isEmpty { condition.wait() }
        return jobs.removeFirst()
      }
      job()
    }
  }
}
