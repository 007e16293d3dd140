import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselFetching

/// The store's promises: the caller never waits, cached files need no network, and a
/// failure is retried once per visit.
@Suite struct RemoteImageStoreTests {
  /// A server whose answer the test switches between an image and a 404.
  final class SwitchableServer: @unchecked Sendable {
    let image = FetchingFixtures.pngLike()
    private let failing = Locked(true)
    private(set) var server: LoopbackHTTPServer!

    init(failing: Bool) throws {
      self.failing.withLock { $0 = failing }
      // Weak: a download still in flight may reach the server after the test let go of
      // this fixture (unowned, that aborted the test process).
      server = try LoopbackHTTPServer { [weak self] _ in
        guard let self, !self.failing.withLock({ $0 }) else { return .notFound }
        return .init(body: self.image)
      }
    }

    func setFailing(_ value: Bool) { failing.withLock { $0 = value } }
    func url(_ name: String) -> String { server.baseURL + "/" + name }
  }

  static func makeStore(cache: RemoteImageCache, timeout: Double = 15) -> RemoteImageStore {
    RemoteImageStore(
      downloader: ImageDownloader(
        cache: cache, configuration: FetchingFixtures.configuration(timeout: timeout)))
  }

  @Test func aURLIsLoadingUntilItsFileIsReady() throws {
    let served = try SwitchableServer(failing: false)
    let cache = FetchingFixtures.makeCache()
    let store = Self.makeStore(cache: cache)
    let url = served.url("a.png")
    store.updateWindow(wanted: [url], visible: [url])
    #expect(store.waitUntilIdle(timeoutSeconds: 20))
    #expect(store.status(of: url) == .ready(ImageSource(path: cache.path(for: url), format: .png)))
    #expect(store.takeChanges() == [url])
    #expect(store.takeChanges().isEmpty)
  }

  @Test func aCachedFileIsUsedWithoutTheNetwork() throws {
    let served = try SwitchableServer(failing: false)
    let cache = FetchingFixtures.makeCache()
    let url = served.url("a.png")
    let first = Self.makeStore(cache: cache)
    _ = first.status(of: url)
    #expect(first.waitUntilIdle(timeoutSeconds: 20))
    served.server.stop()
    // A new store (the next run of the app) with the server gone.
    let second = Self.makeStore(cache: cache)
    _ = second.status(of: url)
    #expect(second.waitUntilIdle(timeoutSeconds: 20))
    #expect(second.status(of: url) == .ready(ImageSource(path: cache.path(for: url), format: .png)))
    #expect(served.server.requests == ["/a.png"])
  }

  /// A failure stays while the item is in view, and is tried again once when the item comes
  /// back after leaving: never in a loop.
  @Test func aFailureIsRetriedOnTheNextVisit() throws {
    let served = try SwitchableServer(failing: true)
    let store = Self.makeStore(cache: FetchingFixtures.makeCache())
    let url = served.url("x.jpg")
    let other = served.url("other.png")
    store.updateWindow(wanted: [url], visible: [url])
    #expect(store.waitUntilIdle(timeoutSeconds: 20))
    #expect(store.status(of: url) == .failed(.downloadFailed(url: url, reason: "HTTP 404")))

    // Still in view, however many frames: no new request.
    served.setFailing(false)
    for _ in 0..<5 {
      store.updateWindow(wanted: [url], visible: [url])
      #expect(store.status(of: url) == .failed(.downloadFailed(url: url, reason: "HTTP 404")))
    }
    // Out of view (still prefetched): no new request either.
    store.updateWindow(wanted: [other, url], visible: [other])
    #expect(store.waitUntilIdle(timeoutSeconds: 20))
    #expect(store.status(of: url) == .failed(.downloadFailed(url: url, reason: "HTTP 404")))
    #expect(served.server.requests == ["/x.jpg", "/other.png"])

    // Back in view: one more try, which now succeeds.
    store.updateWindow(wanted: [url], visible: [url])
    // Loading, or already downloaded on a fast loopback: no longer the old failure.
    #expect(store.status(of: url) != .failed(.downloadFailed(url: url, reason: "HTTP 404")))
    #expect(store.waitUntilIdle(timeoutSeconds: 20))
    guard case .ready = store.status(of: url) else {
      Issue.record("expected the retried download to be ready")
      return
    }
    #expect(served.server.requests == ["/x.jpg", "/other.png", "/x.jpg"])
  }

  /// While a server stalls, the store answers at once: the download runs elsewhere.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func askingNeverWaitsForTheNetwork() throws {
    let server = try LoopbackHTTPServer { _ in
      .init(body: FetchingFixtures.pngLike(), stallAfter: 10)
    }
    defer { server.stop() }
    let store = Self.makeStore(cache: FetchingFixtures.makeCache(), timeout: 30)
    let url = server.baseURL + "/stalled.png"
    store.updateWindow(wanted: [url], visible: [url])
    // The server holds the answer until stopped: a store that waited for it would not
    // return before the 30 s timeout, and would then report a failure, not loading.
    for _ in 0..<100 {
      #expect(store.status(of: url) == .loading)
    }
    #expect(!store.waitUntilIdle(timeoutSeconds: 0.2))
    #expect(!store.isIdle)
  }

  /// With one slot, downloads go in the window's order: the current item first.
  @Test func downloadsFollowTheWindowsOrder() throws {
    let served = try SwitchableServer(failing: false)
    let store = RemoteImageStore(
      downloader: ImageDownloader(cache: FetchingFixtures.makeCache()), maxConcurrentFetches: 1)
    let urls = ["current.png", "visible.png", "next.png", "previous.png"].map(served.url)
    store.updateWindow(wanted: urls, visible: Set(urls.prefix(2)))
    #expect(store.waitUntilIdle(timeoutSeconds: 20))
    #expect(served.server.requests == urls.map { "/" + $0.split(separator: "/").last! })
  }

  /// Queued URLs that left the window are dropped; at most the slots run at once, most
  /// urgent first.
  @Test func queuedURLsFollowTheWindow() throws {
    let server = try LoopbackHTTPServer { path in
      path == "/slow.png"
        ? .init(body: FetchingFixtures.pngLike(), stallAfter: 10)
        : .init(body: FetchingFixtures.pngLike())
    }
    defer { server.stop() }
    let store = RemoteImageStore(
      downloader: ImageDownloader(cache: FetchingFixtures.makeCache()), maxConcurrentFetches: 1)
    let slow = server.baseURL + "/slow.png"
    let dropped = server.baseURL + "/dropped.png"
    let kept = server.baseURL + "/kept.png"
    store.updateWindow(wanted: [slow, dropped, kept], visible: [slow])
    store.updateWindow(wanted: [slow, kept], visible: [slow])
    #expect(server.waitForRequests(1))
    server.stop()  // ends the stall: the slot frees and `kept` is fetched (and refused)
    #expect(store.waitUntilIdle(timeoutSeconds: 20))
    #expect(server.requests == ["/slow.png"])
    #expect(store.status(of: dropped) == .loading, "dropped, so asked for anew")
    guard case .failed = store.status(of: kept) else {
      Issue.record("expected kept to have been tried")
      return
    }
  }
}
