import CarouselImages
import Dispatch
import Foundation

/// The `http(s)` images of a carousel: which are cached on disk, which are downloading,
/// which failed, and the downloads to start next, in the order of the visible window.
///
/// A host (the scenes' `SceneImages`) asks for the ``Status`` of a URL every frame and
/// tells the store its window (``updateWindow(wanted:visible:)``); it never waits:
/// looking at the disk cache and downloading run on background threads, and
/// `onChange` is called after each outcome so the host can wake up and take the new
/// files (``takeChanges()``) into its decoder.
///
/// A failed URL shows its failure until it has left the view and comes back: then it is
/// tried again, once per visit, never in a loop.
///
/// Threading: every method MAY be called from any thread, and none blocks on I/O except
/// ``waitUntilIdle(timeoutSeconds:)``; a lock guards the state.
public final class RemoteImageStore: Sendable {
  /// What the store knows about one URL.
  public enum Status: Sendable, Equatable {
    /// Not asked for yet, or waiting for a download slot, or being looked up or downloaded.
    case loading
    /// In the cache: decode this file.
    case ready(ImageSource)
    /// The download failed; it is tried again when the item comes back into view.
    case failed(ImageError)
  }

  /// How many URLs are looked up or downloaded at once.
  public static let defaultMaxConcurrentFetches = 4

  private enum Entry {
    case queued
    case fetching
    case ready(ImageSource)
    /// `hasLeftView`: the item was out of view since the failure, so its next visit retries.
    case failed(ImageError, hasLeftView: Bool)
  }

  private struct State {
    var entries: [String: Entry] = [:]
    /// URLs waiting for a slot, most urgent first.
    var queue: [String] = []
    var running = 0
    /// URLs whose status changed since the last ``takeChanges()``.
    var changed: Set<String> = []
    /// The URLs whose entry is `.failed`, so a window update looks at them alone.
    var failed: Set<String> = []
    /// Whether abandoned temporary files were looked for.
    var hasSweptCache = false
    var isIdle: Bool { queue.isEmpty && running == 0 }
  }

  private let downloader: ImageDownloader
  private let maxConcurrentFetches: Int
  private let onChange: @Sendable () -> Void
  private let state: Locked<State>
  private let fetchQueue = DispatchQueue(
    label: "CarouselFetching.RemoteImageStore", qos: .userInitiated, attributes: .concurrent)

  /// Creates a store that downloads with `downloader` and calls `onChange` (on a background
  /// thread; it MUST return quickly) whenever a URL becomes ready or fails.
  public init(
    downloader: ImageDownloader, maxConcurrentFetches: Int = defaultMaxConcurrentFetches,
    onChange: @escaping @Sendable () -> Void = {}
  ) {
    precondition(maxConcurrentFetches > 0, "at least one fetch must be able to run")
    self.downloader = downloader
    self.maxConcurrentFetches = maxConcurrentFetches
    self.onChange = onChange
    state = Locked(State())
  }

  /// The status of `url`; a URL never asked for is queued (last) and reported as loading.
  ///
  /// - Complexity: O(1), plus O(*q*) for the queue when the URL is new.
  public func status(of url: String) -> Status {
    let (status, starts) = state.withLock { state -> (Status, [String]) in
      switch state.entries[url] {
      case .ready(let source): return (.ready(source), [])
      case .failed(let error, _): return (.failed(error), [])
      case .queued, .fetching: return (.loading, [])
      case nil:
        state.entries[url] = .queued
        state.queue.append(url)
        return (.loading, claimStarts(&state))
      }
    }
    start(starts)
    return status
  }

  /// Tells the store which URLs matter now: `wanted` in order of urgency (the current item
  /// first, then the visible ones, then the neighbours to prefetch), `visible` those on
  /// screen. Queued URLs no longer wanted are dropped; failed URLs out of view are marked
  /// to be retried when they are visible again.
  ///
  /// - Complexity: O(*w* + *q* + *f*) for *w* wanted, *q* queued and *f* failed URLs (not
  ///   the URLs seen: a gallery of 10,000 cached URLs costs as much as one of ten).
  public func updateWindow(wanted: [String], visible: Set<String>) {
    let starts = state.withLock { state -> [String] in
      for url in state.failed {
        guard case .failed(let error, let hasLeftView) = state.entries[url] else { continue }
        if !visible.contains(url) {
          if !hasLeftView { state.entries[url] = .failed(error, hasLeftView: true) }
        } else if hasLeftView {
          // Back in view after leaving it: the next visit tries again.
          state.entries[url] = nil
          state.failed.remove(url)
        }
      }
      let wantedSet = Set(wanted)
      for url in state.queue where !wantedSet.contains(url) {
        state.entries[url] = nil
      }
      var queue: [String] = []
      var queued: Set<String> = []
      for url in wanted where queued.insert(url).inserted {
        switch state.entries[url] {
        case nil, .queued:
          state.entries[url] = .queued
          queue.append(url)
        default: break
        }
      }
      state.queue = queue
      return claimStarts(&state)
    }
    start(starts)
  }

  /// The cached file of `url` when it is ready, without asking for it otherwise.
  public func readyFile(for url: String) -> ImageSource? {
    state.withLock { state in
      if case .ready(let source) = state.entries[url] { return source }
      return nil
    }
  }

  /// The URLs whose status changed (became ready or failed) since the last call.
  public func takeChanges() -> Set<String> {
    state.withLock { state in
      defer { state.changed.removeAll() }
      return state.changed
    }
  }

  /// Whether nothing is queued or being fetched.
  public var isIdle: Bool { state.withLock { $0.isIdle } }

  /// Blocks until nothing is queued or being fetched, or `timeoutSeconds` pass. For
  /// headless rendering and tests; a frame loop MUST NOT call this.
  ///
  /// - Returns: Whether the store became idle in time.
  @discardableResult
  public func waitUntilIdle(timeoutSeconds: Double) -> Bool {
    state.wait(until: \.isIdle, timeoutSeconds: timeoutSeconds)
  }

  // MARK: - Fetching

  /// Moves queued URLs to fetching while slots are free; returns them.
  private func claimStarts(_ state: inout State) -> [String] {
    var starts: [String] = []
    while state.running < maxConcurrentFetches, !state.queue.isEmpty {
      let url = state.queue.removeFirst()
      state.entries[url] = .fetching
      state.running += 1
      starts.append(url)
    }
    return starts
  }

  private func start(_ urls: [String]) {
    for url in urls {
      fetchQueue.async { self.fetch(url) }
    }
  }

  /// The cached file when there is one (no network), else a download. The first fetch
  /// also clears temporary files that interrupted downloads left behind.
  private func fetch(_ url: String) {
    if state.withLock({ state in
      defer { state.hasSweptCache = true }
      return !state.hasSweptCache
    }) {
      downloader.cache.removeAbandonedDownloads()
    }
    if let cached = downloader.cache.cachedSource(for: url) {
      return finish(url, .success(cached))
    }
    downloader.download(url) { result in self.finish(url, result) }
  }

  private func finish(_ url: String, _ result: Result<ImageSource, ImageError>) {
    let starts = state.withLock { state -> [String] in
      state.running -= 1
      switch result {
      case .success(let source): state.entries[url] = .ready(source)
      case .failure(let error):
        state.entries[url] = .failed(error, hasLeftView: false)
        state.failed.insert(url)
      }
      state.changed.insert(url)
      return claimStarts(&state)
    }
    start(starts)
    onChange()
  }
}
