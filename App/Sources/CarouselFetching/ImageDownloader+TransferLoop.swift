import CCurl
import Dispatch
import Foundation

extension ImageDownloader {
  /// The thread that runs a downloader's transfers through one libcurl multi handle: it
  /// runs while there is work and ends when none is left (the next download starts a new
  /// one), so an idle downloader costs no thread.
  ///
  /// Threading: ``add(_:)`` and ``cancelAll()`` MAY be called from any thread (a lock guards
  /// the waiting line); everything else runs on the loop's thread.
  final class TransferLoop: @unchecked Sendable {
    private let configuration: Configuration
    private let maxTransfers: Int
    /// libcurl's multi handle; nil when libcurl could not be loaded (every transfer then
    /// fails, saying why).
    private let multi: UnsafeMutableRawPointer?
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var waiting: [Transfer] = []
    /// Guarded by `lock`: whether the loop's thread runs.
    private var isRunning = false
    /// Guarded by `lock`: set when the downloader goes away.
    private var isCancelled = false
    /// The loop's thread only: the transfers libcurl runs, by handle.
    private var active: [UnsafeMutableRawPointer: Transfer] = [:]

    /// Milliseconds libcurl waits for a socket at most, so timeouts are looked at that
    /// often: a 0.5 s timeout fires within 0.55 s, at 20 wake-ups a second while downloading.
    static let pollMilliseconds: Int32 = 50

    /// libcurl's process-wide set-up, done once before the first handle.
    private static let globalSetUp: CURLcode = carousel_curl_global_init()

    init(configuration: Configuration, maxTransfers: Int) {
      precondition(maxTransfers > 0, "at least one transfer must be able to run")
      _ = Self.globalSetUp
      multi = carousel_curl_multi_init()
      self.configuration = configuration
      self.maxTransfers = maxTransfers
    }

    deinit {
      carousel_curl_multi_cleanup(multi)
    }

    /// Queues `transfer` and makes sure the loop runs.
    func add(_ transfer: Transfer) {
      guard multi != nil else {
        transfer.fail(
          "download failed (libcurl could not be loaded: \(String(cString: carousel_curl_load() ?? carousel_curl_easy_strerror(CURLE_FAILED_INIT))))"
        )
        return transfer.completion(transfer.finish(code: CURLE_OK))
      }
      let (accepted, starts) = lock.withLock { () -> (Bool, Bool) in
        guard !isCancelled else { return (false, false) }
        waiting.append(transfer)
        defer { isRunning = true }
        return (true, !isRunning)
      }
      guard accepted else {
        transfer.fail("cancelled")
        return transfer.completion(transfer.finish(code: CURLE_OK))
      }
      if starts {
        let thread = Thread { self.run() }
        thread.name = "CarouselFetching.ImageDownloader"
        thread.start()
      } else {
        carousel_curl_multi_wakeup(multi)
      }
    }

    /// Ends every transfer, running or waiting: each completes as cancelled.
    func cancelAll() {
      lock.withLock { isCancelled = true }
      carousel_curl_multi_wakeup(multi)
    }

    // MARK: - The loop's thread

    private func run() {
      while let (starts, cancelled) = nextStarts() {
        let now = DispatchTime.now().uptimeNanoseconds
        if cancelled {
          for transfer in starts + active.values { end(transfer, reason: "cancelled") }
          continue
        }
        for transfer in starts { begin(transfer, now: now) }
        var running: Int32 = 0
        carousel_curl_multi_perform(multi, &running)
        finishDoneTransfers()
        endTimedOutTransfers()
        carousel_curl_multi_poll(multi, nil, 0, Self.pollMilliseconds, nil)
      }
    }

    /// The waiting transfers that fit now (all of them when cancelled), or nil when nothing
    /// is left to do: the thread then ends.
    private func nextStarts() -> ([Transfer], Bool)? {
      let free = maxTransfers - active.count
      return lock.withLock { () -> ([Transfer], Bool)? in
        if isCancelled {
          defer { waiting.removeAll() }
          if waiting.isEmpty && active.isEmpty {
            isRunning = false
            return nil
          }
          return (waiting, true)
        }
        if waiting.isEmpty && active.isEmpty {
          isRunning = false
          return nil
        }
        let count = min(max(free, 0), waiting.count)
        defer { waiting.removeFirst(count) }
        return (Array(waiting.prefix(count)), false)
      }
    }

    private func begin(_ transfer: Transfer, now: UInt64) {
      guard transfer.start(now: now), let handle = transfer.handle,
        carousel_curl_multi_add_handle(multi, handle) == CURLM_OK
      else {
        transfer.fail("download failed (libcurl could not start a transfer)")
        return transfer.completion(transfer.finish(code: CURLE_OK))
      }
      active[handle] = transfer
    }

    /// Completes the transfers libcurl has ended, or sends them on to where they redirect.
    private func finishDoneTransfers() {
      var done: [(Transfer, CURLcode)] = []
      var queued: Int32 = 0
      while let message = carousel_curl_multi_info_read(multi, &queued) {
        guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
          let transfer = active[handle]
        else { continue }
        done.append((transfer, message.pointee.data.result))
      }
      for (transfer, code) in done {
        guard let handle = transfer.handle else { continue }
        carousel_curl_multi_remove_handle(multi, handle)
        if transfer.nextAddress() != nil {
          active[handle] = nil
          begin(transfer, now: DispatchTime.now().uptimeNanoseconds)
        } else {
          active[handle] = nil
          transfer.completion(transfer.finish(code: code))
        }
      }
    }

    /// Ends the transfers that went ``Configuration/timeout`` without a byte, or ran past
    /// ``Configuration/totalTimeout`` (libcurl's own total restarts with each redirect).
    private func endTimedOutTransfers() {
      let now = DispatchTime.now().uptimeNanoseconds
      // At most 10^18 ns (31 years), for UInt64 to hold it.
      let idle = UInt64(min(configuration.timeout * 1e9, 1e18))
      let total = UInt64(min(configuration.totalTimeout * 1e9, 1e18))
      for transfer in active.values {
        if now - transfer.lastActivity > idle {
          end(transfer, reason: "no answer for \(ImageDownloader.seconds(configuration.timeout)) s")
        } else if now - transfer.started > total {
          end(
            transfer,
            reason: "took longer than \(ImageDownloader.seconds(configuration.totalTimeout)) s")
        }
      }
    }

    /// Stops `transfer` (running or not yet started) and completes it with `reason`.
    private func end(_ transfer: Transfer, reason: String) {
      if let handle = transfer.handle, active.removeValue(forKey: handle) != nil {
        carousel_curl_multi_remove_handle(multi, handle)
      }
      transfer.fail(reason)
      transfer.completion(transfer.finish(code: CURLE_OK))
    }
  }
}
