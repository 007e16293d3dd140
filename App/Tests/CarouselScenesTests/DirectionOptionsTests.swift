import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
import Foundation
import Testing

/// `--vertical` and `--rtl` (and a right-to-left catalog) on every window scene: the items
/// run down or from the right, and the arrow keys follow.
@Suite struct DirectionOptionsTests {
  /// The window frames of items 0 and 1 as laid out now.
  static func firstTwo(_ controller: SceneController) -> (CarouselRect, CarouselRect)? {
    var frames: [Int: CarouselRect] = [:]
    controller.engine.forEachLayoutAttribute { attributes in
      guard attributes.virtualIndex == 0 || attributes.virtualIndex == 1 else { return }
      frames[attributes.virtualIndex] = attributes.frame
    }
    guard let first = frames[0], let second = frames[1] else { return nil }
    return (first, second)
  }

  /// Presses `key` at `time` and lets the move settle.
  static func press(_ key: CarouselKey, _ controller: SceneController, at time: Double) {
    controller.handle(CarouselInputEvent(time: time, .key(key)))
    controller.advance(to: time + 2)
  }

  /// The grid scrolls its rows vertically whatever the options: it has no direction to set.
  @Test(arguments: SceneKind.allCases.filter { $0 != .grid })
  func verticalRunsDownAndTakesUpAndDown(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(kind, size: SceneController.defaultViewport(for: kind))
    {
      $0.vertical = true
      $0.autoplayInterval = 0
    }
    #expect(controller.engine.configuration.axis == .vertical)
    let (first, second) = try #require(Self.firstTwo(controller))
    #expect(second.minY >= first.maxY && second.minX == first.minX, "\(first) \(second)")
    Self.press(.right, controller, at: 0.1)
    #expect(controller.engine.currentIndex == 0, "→ does nothing when vertical")
    Self.press(.down, controller, at: 3)
    #expect(controller.engine.currentIndex == 1)
    Self.press(.up, controller, at: 6)
    #expect(controller.engine.currentIndex == 0)
  }

  @Test(arguments: [SceneKind.trips, .slider, .cards])
  func rightToLeftRunsFromTheRightAndMirrorsTheArrows(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(kind, size: SceneController.defaultViewport(for: kind))
    {
      $0.rightToLeft = true
      $0.autoplayInterval = 0
      $0.loop = false
    }
    #expect(controller.engine.configuration.layoutDirection == .rightToLeft)
    let (first, second) = try #require(Self.firstTwo(controller))
    #expect(second.maxX <= first.minX, "\(first) \(second)")
    Self.press(.right, controller, at: 0.1)
    #expect(controller.engine.currentIndex == 0, "→ goes back: nothing before the first")
    Self.press(.left, controller, at: 3)
    #expect(controller.engine.currentIndex == 1, "← goes forward")
  }

  /// The gallery loops: → from the first photo goes back to the last, ← forward to the second.
  @Test func rightToLeftGalleryLoopsBothWays() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 640, height: 560)) {
      $0.rightToLeft = true
    }
    let count = controller.engine.count
    Self.press(.left, controller, at: 0.1)
    #expect(controller.engine.currentIndex == 1)
    Self.press(.right, controller, at: 3)
    Self.press(.right, controller, at: 6)
    #expect(controller.engine.currentIndex == count - 1)
  }

  /// A catalog in Hebrew or Arabic lays its trips out right to left without `--rtl`; an
  /// English one, or none, left to right.
  @Test(arguments: [("he", true), ("ar-EG", true), ("fa", true), ("en", false), (nil, false)])
  func catalogLanguageSetsTheDirection(language: String?, rightToLeft: Bool) throws {
    let fixture = try SceneFixture()
    let image = try SolidImages.write(.white, to: "a.png", in: fixture.folder)
    let languageMember = language.map { "\"language\": \"\($0)\", " } ?? ""
    let trips = (0..<3).map {
      "{\"id\": \"t\($0)\", \"city\": \"עיר \($0)\", \"country\": \"ישראל\", \"days\": 3, \"price\": 100, \"image\": \"\(image)\"}"
    }
    let path = try fixture.folder.write(
      "{\(languageMember)\"trips\": [\(trips.joined(separator: ", "))]}", to: "catalog.json")
    let controller = try fixture.controller(.trips, size: CarouselSize(width: 390, height: 844)) {
      $0.catalogPath = path
    }
    #expect(
      controller.engine.configuration.layoutDirection
        == (rightToLeft ? .rightToLeft : .leftToRight))
    let (first, second) = try #require(Self.firstTwo(controller))
    #expect(rightToLeft ? second.maxX <= first.minX : second.minX >= first.maxX)
  }

  @Test func aLanguageThatIsNotATagIsRefused() throws {
    let bytes = Array(#"{"language": "he brew", "trips": []}"#.utf8)
    #expect(throws: (any Error).self) { try TripCatalog.parse(bytes, file: "c.json") }
    let parsed = try TripCatalog.parse(
      Array(#"{"language": "he-IL", "trips": []}"#.utf8), file: "c.json")
    #expect(parsed.language == "he-IL" && parsed.isRightToLeft)
  }

  /// The trips' title starts at the column's right when the layout runs right to left (at
  /// its left otherwise): the columns where its white ink lies in the heading band.
  @Test(arguments: [false, true])
  func theTripsTitleStartsOnTheLayoutsLeadingSide(rightToLeft: Bool) throws {
    let fixture = try SceneFixture()
    let size = CarouselSize(width: 390, height: 700)
    let controller = try fixture.controller(.trips, size: size) {
      $0.rightToLeft = rightToLeft
      $0.autoplayInterval = 0
    }
    let surface = try RenderSurface(size: size, scale: controller.scale)
    controller.drawWithoutItems(into: surface)
    let bottom = Int(controller.carouselFrame.minY * controller.scale)
    var left = Int.max
    var right = Int.min
    for y in 0..<bottom {
      for x in 0..<surface.pixelWidth {
        let p = surface.pixel(x: x, y: y)
        guard p.red > 235, p.green > 235, p.blue > 235 else { continue }
        left = min(left, x)
        right = max(right, x)
      }
    }
    let width = Double(surface.pixelWidth) / controller.scale
    let ink = (left: Double(left) / controller.scale, right: Double(right) / controller.scale)
    #expect(left <= right, "no title ink")
    if rightToLeft {
      #expect(width - ink.right < 30 && ink.left > 40, "title ink \(ink) in \(width)")
    } else {
      #expect(ink.left < 30 && width - ink.right > 40, "title ink \(ink) in \(width)")
    }
  }
}
