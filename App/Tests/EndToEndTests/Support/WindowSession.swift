import CarouselCore
import Foundation

/// One window test's world: a private X server and a data folder that outlives restarts
/// of the app (likes are stored under `$XDG_DATA_HOME/carousel/`).
final class WindowSession {
  let xvfb: WindowXvfb
  let dataHome: URL

  /// The trips window's size in points in these tests (fits Xvfb's 1280 × 1024 screen).
  static let tripsSize = CarouselSize(width: 400, height: 760)

  init() throws {
    xvfb = try WindowXvfb()
    dataHome = try CarouselProcess.temporaryDirectory()
  }

  deinit {
    xvfb.stop()
    try? FileManager.default.removeItem(at: dataHome)
  }

  /// Starts `carousel trips` at ``tripsSize`` (through `wrapper`, if any) and waits for its
  /// first frame.
  func launchTrips(wrapper: [String] = []) throws -> WindowApp {
    let size = "\(Int(Self.tripsSize.width))x\(Int(Self.tripsSize.height))"
    return try WindowApp(
      display: xvfb.display, dataHome: dataHome, arguments: ["trips", "--size", size],
      wrapper: wrapper)
  }

  /// Where `carousel trips` keeps its likes in this session.
  var likesPath: String { dataHome.appendingPathComponent("carousel/likes.sqlite3").path }
}
