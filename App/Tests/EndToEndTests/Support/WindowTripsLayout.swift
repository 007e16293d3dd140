import CarouselCore
import Foundation

@testable import CarouselScenes

/// Where to click in the trips window, found with the scene's own hit test.
///
/// The scene does not expose the heart's rectangle, so this builds the same scene at the
/// same window size (with a throwaway likes database) and scans the current card with the
/// hit test the app uses for taps (`tapAction(at:geometry:)`): the heart is where a tap
/// likes, the image is where it does not. If the layout changes, the points follow.
struct WindowTripsLayout {
  /// The centre of the current card's heart button, in window points.
  var heart: CarouselPoint
  /// A point on the current card's image, well away from the heart.
  var image: CarouselPoint
  /// Trips in the bundled catalog.
  var tripCount: Int
  /// The scene's window title.
  var title: String

  /// Grid step of the scan, in points.
  private static let scanStep = 2.0

  init(windowSize: CarouselSize) throws {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = SceneOptions()
    options.likesDatabasePath = folder.appendingPathComponent("likes.sqlite3").path
    let scene = try SceneController(kind: .trips, options: options, viewport: windowSize, scale: 1)
    let geometry = scene.makeGeometry()
    tripCount = scene.engine.count
    title = scene.windowTitle
    let frame = scene.carouselFrame
    var hits: [CarouselPoint] = []
    var y = frame.minY
    while y < frame.maxY {
      var x = frame.minX
      while x < frame.maxX {
        let point = CarouselPoint(x: x, y: y)
        if scene.screen.tapAction(at: point, geometry: geometry) == .toggleLike(item: 0) {
          hits.append(point)
        }
        x += Self.scanStep
      }
      y += Self.scanStep
    }
    guard !hits.isEmpty else {
      throw WindowTestError("no point of the trips window likes the first trip")
    }
    let count = Double(hits.count)
    heart = CarouselPoint(
      x: hits.reduce(0) { $0 + $1.x } / count, y: hits.reduce(0) { $0 + $1.y } / count)
    // The image fills the card's top: a third of the way down the carousel, centred.
    image = CarouselPoint(x: heart.x, y: frame.minY + frame.height / 3)
    guard scene.screen.tapAction(at: image, geometry: geometry) == nil else {
      throw WindowTestError("the image point \(image) is a tap target")
    }
  }
}

extension CarouselPoint {
  /// The point rounded to whole window pixels, for xdotool.
  var rounded: (Int, Int) { (Int(x.rounded()), Int(y.rounded())) }
}
