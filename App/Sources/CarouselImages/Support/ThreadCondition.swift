import Glibc

/// A POSIX mutex with its condition variable: `NSCondition` without Foundation, which the
/// decode worker (`carousel-decoder`) does not link (Foundation's internationalisation and
/// ICU would be 20 MB more code in every worker). Timed waits count on the monotonic
/// clock, so a change of the wall clock neither ends nor stretches them.
public final class ThreadCondition: @unchecked Sendable {
  /// A moment on the monotonic clock to wait until.
  public struct Deadline: Sendable {
    fileprivate var time: timespec

    /// `seconds` from now (negative or NaN: now; capped at about 30 years).
    public init(secondsFromNow seconds: Double) {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let span = seconds > 0 ? min(seconds, 1e9) : 0
      let whole = span.rounded(.down)
      now.tv_sec += Int(whole)
      now.tv_nsec += Int((span - whole) * 1e9)
      if now.tv_nsec >= 1_000_000_000 {
        now.tv_sec += 1
        now.tv_nsec -= 1_000_000_000
      }
      time = now
    }
  }

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  public func lock() { pthread_mutex_lock(mutex) }
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock (not recursive).
  public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Waits for a signal; the lock MUST be held, and is held again on return.
  public func wait() { pthread_cond_wait(condition, mutex) }

  /// Waits for a signal until `deadline`; the lock MUST be held, and is held again on
  /// return. Returns false when the deadline passed.
  public func wait(until deadline: Deadline) -> Bool {
    var time = deadline.time
    return pthread_cond_timedwait(condition, mutex, &time) != ETIMEDOUT
  }

  /// Wakes one waiting thread.
  public func signal() { pthread_cond_signal(condition) }
  /// Wakes every waiting thread.
  public func broadcast() { pthread_cond_broadcast(condition) }
}
