import CarouselCore
import CarouselScenes
import Foundation
import Testing

/// Likes on the trips screen: only a tap on the current card's heart toggles one, and every
/// toggle is in the database before the next event.
@Suite struct TripsLikeTests {
  static let size = CarouselSize(width: 390, height: 700)

  @Test func tapOnTheHeartTogglesTheLikeAndPersistsIt() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    let heart = TripsGeometry.heartCenter(of: controller)
    #expect(!controller.isLiked(tripAt: 0))
    SceneFixture.tap(controller, at: heart, time: 0)
    #expect(controller.isLiked(tripAt: 0))
    #expect(!controller.isLiked(tripAt: 1))

    // A new scene on the same database sees the like at once.
    let reopened = try fixture.controller(.trips, size: Self.size)
    #expect(reopened.isLiked(tripAt: 0))

    SceneFixture.tap(controller, at: heart, time: 1)
    #expect(!controller.isLiked(tripAt: 0))
    let reopenedAgain = try fixture.controller(.trips, size: Self.size)
    #expect(!reopenedAgain.isLiked(tripAt: 0))
  }

  @Test func tapsOnTheImageLabelsAndBarDoNotLike() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    let card = TripsGeometry.currentCard(of: controller)
    let heart = TripsGeometry.heartCenter(of: controller)
    let misses = [
      TripsGeometry.imageCenter(of: controller),
      // The city label, 30 points below the card's top edge.
      CarouselPoint(x: card.midX, y: card.minY + 40),
      // The price label.
      CarouselPoint(x: card.midX, y: card.minY + 150),
      // The bottom bar, left of the 44-point heart button.
      CarouselPoint(x: heart.x - 60, y: heart.y),
      // Just outside the button's square.
      CarouselPoint(x: heart.x + 23, y: heart.y),
    ]
    for (step, point) in misses.enumerated() {
      SceneFixture.tap(controller, at: point, time: Double(step))
    }
    #expect((0..<8).allSatisfy { !controller.isLiked(tripAt: $0) })
    #expect(controller.engine.currentIndex == 0)
  }

  @Test func aDragThatStartsOnTheHeartDoesNotLike() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    let heart = TripsGeometry.heartCenter(of: controller)
    SceneFixture.swipe(controller, from: heart, by: -120, at: 0, duration: 0.3)
    controller.advance(to: 3)
    #expect(!controller.isLiked(tripAt: 0))
    #expect(controller.engine.currentIndex == 1)
  }

  @Test func aLongPressOrASmallWiggleBeyondTheSlopDoesNotLike() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    let heart = TripsGeometry.heartCenter(of: controller)
    // Held 0.6 s: longer than a tap.
    controller.handle(InputEvent(time: 0, .pointerDown(heart)))
    controller.handle(InputEvent(time: 0.6, .pointerUp(heart)))
    // Moved 9 points down and back: beyond the 8-point slop.
    controller.handle(InputEvent(time: 1, .pointerDown(heart)))
    controller.handle(
      InputEvent(time: 1.05, .pointerMove(CarouselPoint(x: heart.x, y: heart.y + 9))))
    controller.handle(InputEvent(time: 1.1, .pointerUp(heart)))
    #expect(!controller.isLiked(tripAt: 0))
    // Moved 5 points: still a tap.
    controller.handle(InputEvent(time: 2, .pointerDown(heart)))
    controller.handle(
      InputEvent(time: 2.05, .pointerMove(CarouselPoint(x: heart.x + 5, y: heart.y))))
    controller.handle(InputEvent(time: 2.1, .pointerUp(CarouselPoint(x: heart.x + 5, y: heart.y))))
    #expect(controller.isLiked(tripAt: 0))
  }

  @Test func aTapThatCatchesAMovingCarouselDoesNotLike() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    let heart = TripsGeometry.heartCenter(of: controller)
    SceneFixture.swipe(
      controller, from: CarouselPoint(x: 300, y: 300), by: -150, at: 0, duration: 0.15)
    controller.advance(to: 0.2)
    #expect(controller.engine.phase != .idle)
    SceneFixture.tap(controller, at: heart, time: 0.2)
    controller.advance(to: 3)
    #expect((0..<8).allSatisfy { !controller.isLiked(tripAt: $0) })
  }

  @Test func theHeartOfTheCurrentCardLikesThatTrip() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    controller.handle(InputEvent(time: 0, .key(.right)))
    controller.handle(InputEvent(time: 0.1, .key(.right)))
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 2)
    SceneFixture.tap(controller, at: TripsGeometry.heartCenter(of: controller), time: 2)
    #expect(controller.isLiked(tripAt: 2))
    #expect(!controller.isLiked(tripAt: 0) && !controller.isLiked(tripAt: 1))
  }

  @Test func theLikeCommandTogglesTheCurrentTrip() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size) { $0.startIndex = 3 }
    controller.perform(.toggleLikeOfCurrentItem, at: 0)
    #expect(controller.isLiked(tripAt: 3))
    controller.perform(.toggleLikeOfCurrentItem, at: 0.5)
    #expect(!controller.isLiked(tripAt: 3))
  }

  @Test func aToggledLikeNeedsARedrawAndADrawClearsIt() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    _ = try SceneFixture.render(controller, at: 0)
    #expect(!controller.needsRedraw)
    #expect(controller.nextWakeTime == nil)
    controller.perform(.toggleLikeOfCurrentItem, at: 1)
    #expect(controller.needsRedraw)
    _ = try SceneFixture.render(controller, at: 1)
    #expect(!controller.needsRedraw)
  }

  @Test func aDatabaseThatCannotBeOpenedIsASceneErrorNamingTheFile() throws {
    let fixture = try SceneFixture()
    let path = try fixture.folder.write(
      String(repeating: "not a database ", count: 100), to: "likes.db")
    #expect {
      try fixture.controller(.trips, size: Self.size) { $0.likesDatabasePath = path }
    } throws: { error in
      guard let error = error as? SceneError, case .likes = error.reason else { return false }
      return error.description.hasPrefix(path)
    }
  }

  @Test func otherScenesIgnoreTheLikeCommand() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: CarouselSize(width: 390, height: 420))
    controller.perform(.toggleLikeOfCurrentItem, at: 0)
    #expect(!controller.isLiked(tripAt: 0))
    #expect(controller.lastError == nil)
  }
}
