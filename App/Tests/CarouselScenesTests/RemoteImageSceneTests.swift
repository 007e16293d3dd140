import CarouselCore
import CarouselImages
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselScenes

/// Gallery items that are `http(s)` URLs, served by a server on 127.0.0.1 that each test
/// starts: loading while they download, the image once downloaded, the error tile with one
/// sentence when they fail, and one more try when the item comes back into view.
@Suite struct RemoteImageSceneTests {
  static let size = CarouselSize(width: 320, height: 280)

  /// A served PNG of one colour, and the server, whose answers the test can switch to 404.
  final class PhotoServer: @unchecked Sendable {
    let folder: TemporaryFolder
    let photo: [UInt8]
    let localPath: String
    private let failing = Locked(false)
    private(set) var server: LoopbackHTTPServer!

    init(stallAfter: Int? = nil) throws {
      folder = try TemporaryFolder()
      localPath = try SolidImages.write(
        RenderColor(red: 0.2, green: 0.5, blue: 0.8), to: "blue.png", in: folder)
      photo = Array(try Data(contentsOf: URL(fileURLWithPath: localPath)))
      // Weak: a download still in flight may reach the server after the test let go of
      // this fixture (unowned, that aborted the test process).
      server = try LoopbackHTTPServer { [weak self] _ in
        guard let self, !self.failing.withLock({ $0 }) else { return .notFound }
        return .init(body: self.photo, stallAfter: stallAfter)
      }
    }

    func setFailing(_ value: Bool) { failing.withLock { $0 = value } }
    func url(_ name: String) -> String { server.baseURL + "/photos/" + name }
    /// The environment of a scene whose downloads go into this test's folder.
    var environment: [String: String] { ["XDG_CACHE_HOME": folder.file("cache")] }
  }

  static func gallery(_ images: [String], environment: [String: String]) throws
    -> SceneController
  {
    var options = SceneOptions()
    options.imageList = images
    return try SceneController(
      kind: .gallery, options: options, viewport: size, scale: 1, time: 0,
      environment: environment)
  }

  /// The state of item `index`'s image as the gallery asks for it.
  static func state(_ controller: SceneController, item index: Int) -> SceneImageState? {
    guard
      let decodeSize = controller.screen.imageDecodeSize(
        carouselSize: controller.carouselFrame.size, scale: controller.scale)
    else { return nil }
    return controller.screen.images?.state(ofItem: index, size: decodeSize)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aDownloadedImageLooksLikeTheSameFileOnDisk() throws {
    let served = try PhotoServer()
    let remote = try Self.gallery([served.url("blue.png")], environment: served.environment)
    let local = try Self.gallery([served.localPath], environment: served.environment)
    let remoteFrame = try SceneFixture.render(remote, at: 0.1)
    let localFrame = try SceneFixture.render(local, at: 0.1)
    #expect(remoteFrame.pixelsEqual(localFrame))
    #expect(remoteFrame.color(at: CarouselPoint(x: 160, y: 120)) == (51, 128, 204))
    #expect(served.server.requests == ["/photos/blue.png"])
    #expect(remote.visibleRemoteImageFailures.isEmpty)
  }

  /// While the server holds the answer, frames come at once and show the loading tile: the
  /// frame thread never waits for the network.
  @Test func theItemIsLoadingWhileItDownloads() throws {
    let served = try PhotoServer(stallAfter: 20)
    defer { served.server.stop() }
    let controller = try Self.gallery([served.url("blue.png")], environment: served.environment)
    let surface = try RenderSurface(size: Self.size, scale: 1)
    for frame in 1...30 {
      controller.advance(to: Double(frame) / 60)
      controller.draw(into: surface)
    }
    // The server is still stalling (it answers only when stopped): had a frame waited for
    // it, none would have returned before the download's 15 s timeout.
    #expect(served.server.waitForRequests(1))
    guard case .loading = Self.state(controller, item: 0) else {
      Issue.record("expected the loading state while the server stalls")
      return
    }
    #expect(controller.isShowingLoadingTile)
    #expect(controller.nextWakeTime != nil, "the spinner turns")
  }

  @Test func aMissingImageShowsItsURLAndStatus() throws {
    let served = try PhotoServer()
    served.setFailing(true)
    let url = served.url("x.jpg")
    let controller = try Self.gallery([url], environment: served.environment)
    let frame = try SceneFixture.render(controller, at: 0.1)
    guard case .failed(let error) = Self.state(controller, item: 0) else {
      Issue.record("expected the error tile")
      return
    }
    #expect(error.description == "\(url): HTTP 404")
    #expect(ImageSource(path: url, format: .jpeg).displayName == "\(served.server.baseURL)/…/x.jpg")
    #expect(controller.visibleRemoteImageFailures == ["\(url): HTTP 404"])
    // The error tile is dark where the photo would be blue.
    let middle = frame.color(at: CarouselPoint(x: 160, y: 60))
    #expect(middle.red < 60 && middle.blue < 60)
  }

  @Test func aRefusedConnectionSaysSo() throws {
    let served = try PhotoServer()
    served.server.stop()
    let url = served.url("x.jpg")
    let controller = try Self.gallery([url], environment: served.environment)
    _ = try SceneFixture.render(controller, at: 0.1)
    #expect(
      controller.visibleRemoteImageFailures == [
        "\(url): cannot connect to 127.0.0.1:\(served.server.port)"
      ])
  }

  /// A failed item keeps its error tile while it stays in view; scrolled away and back, it
  /// is downloaded once more, and shows the image when the server is back.
  @Test func aFailedImageIsTriedAgainOnTheNextVisit() throws {
    let served = try PhotoServer()
    served.setFailing(true)
    let first = served.url("first.png")
    let second = served.url("second.png")
    let controller = try Self.gallery([first, second], environment: served.environment)
    _ = try SceneFixture.render(controller, at: 0.1)
    #expect(controller.visibleRemoteImageFailures == ["\(first): HTTP 404"])
    let afterFailure = served.server.requests.count

    served.setFailing(false)
    for frame in 2...20 {
      _ = try SceneFixture.render(controller, at: Double(frame) / 10)
    }
    #expect(controller.visibleRemoteImageFailures == ["\(first): HTTP 404"])
    #expect(served.server.requests.count == afterFailure, "no retry while in view")

    controller.engine.scroll(toItemAt: 1, animated: false)
    _ = try SceneFixture.render(controller, at: 2.1)
    controller.engine.scroll(toItemAt: 0, animated: false)
    let frame = try SceneFixture.render(controller, at: 2.2)
    #expect(controller.visibleRemoteImageFailures.isEmpty)
    #expect(frame.color(at: CarouselPoint(x: 160, y: 120)) == (51, 128, 204))
    #expect(served.server.requests.filter { $0 == "/photos/first.png" }.count == 2)
  }

  /// Of a long list of URLs only the current item and the neighbours the loader prefetches
  /// are downloaded (several at once, so their order at the server is not fixed).
  @Test func onlyTheWindowIsDownloaded() throws {
    let served = try PhotoServer()
    let urls = (0..<40).map { served.url("\($0).png") }
    let controller = try Self.gallery(urls, environment: served.environment)
    _ = try SceneFixture.render(controller, at: 0.1)
    let radius = controller.resources.budget.prefetchRadius
    #expect(radius >= 1)
    let window = [0] + (1...radius).flatMap { [$0, 40 - $0] }
    #expect(Set(served.server.requests) == Set(window.map { "/photos/\($0).png" }))
  }

  @Test func aTripCatalogMayNameURLs() throws {
    let served = try PhotoServer()
    let catalog = try served.folder.write(
      #"{"trips": [{"id": "a", "city": "A", "country": "B", "days": 1, "price": 1, "#
        + #""image": "\#(served.url("blue.png"))"}]}"#, to: "catalog.json")
    let trips = try TripCatalog.load(contentsOf: catalog)
    #expect(trips.trips.map(\.imagePath) == [served.url("blue.png")])
    let bad = try served.folder.write(
      #"{"trips": [{"id": "a", "city": "A", "country": "B", "days": 1, "price": 1, "#
        + #""image": "https:///x.jpg"}]}"#, to: "bad.json")
    #expect(throws: SceneError.self) { try TripCatalog.load(contentsOf: bad) }
  }
}
