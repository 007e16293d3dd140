import CarouselCore
import CarouselRender
import CarouselScenes
import CarouselTestSupport
import Foundation
import Testing

/// Likes on the trips screen: only a tap on the current card's heart toggles one; the heart
/// shows it at once and the like is saved off the frame thread.
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

    // Once saved, a new scene on the same database sees the like.
    #expect(controller.waitForLikesToSave(timeout: 10))
    #expect(controller.isLikeSaved(tripAt: 0))
    let reopened = try fixture.controller(.trips, size: Self.size)
    #expect(reopened.isLiked(tripAt: 0))

    SceneFixture.tap(controller, at: heart, time: 1)
    #expect(!controller.isLiked(tripAt: 0))
    #expect(controller.waitForLikesToSave(timeout: 10))
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

  @Test func aSmallWiggleBeyondTheSlopDoesNotLike() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    let heart = TripsGeometry.heartCenter(of: controller)
    // Moved 9 points down and back: beyond the 8-point slop.
    controller.handle(CarouselInputEvent(time: 1, .pointerDown(heart)))
    controller.handle(
      CarouselInputEvent(time: 1.05, .pointerMove(CarouselPoint(x: heart.x, y: heart.y + 9))))
    controller.handle(CarouselInputEvent(time: 1.1, .pointerUp(heart)))
    #expect(!controller.isLiked(tripAt: 0))
    // Moved 5 points: still a tap.
    controller.handle(CarouselInputEvent(time: 2, .pointerDown(heart)))
    controller.handle(
      CarouselInputEvent(time: 2.05, .pointerMove(CarouselPoint(x: heart.x + 5, y: heart.y))))
    controller.handle(
      CarouselInputEvent(time: 2.1, .pointerUp(CarouselPoint(x: heart.x + 5, y: heart.y))))
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
    controller.handle(CarouselInputEvent(time: 0, .key(.right)))
    controller.handle(CarouselInputEvent(time: 0.1, .key(.right)))
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

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aToggledLikeNeedsARedrawAndADrawClearsIt() throws {
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

  @Test func otherScenesIgnoreTheLikeCommand() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.cards, size: CarouselSize(width: 390, height: 420))
    controller.perform(.toggleLikeOfCurrentItem, at: 0)
    #expect(!controller.isLiked(tripAt: 0))
    #expect(controller.lastError == nil)
  }

  /// The heart is drawn where its hit area is: the pixels that change when the trip is liked
  /// (found in two renders, not from the painter's geometry) lie inside the area a tap
  /// likes (found by tapping), centred in it.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func theHeartIsDrawnWhereItsHitAreaIs() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.size)
    let before = try SceneFixture.render(controller, at: 0)
    SceneFixture.tap(controller, at: TripsGeometry.heartCenter(of: controller), time: 0.5)
    #expect(controller.isLiked(tripAt: 0))
    let after = try SceneFixture.render(controller, at: 1)

    // The drawn heart: every pixel the like changed, as a rectangle in window points.
    var (left, top, right, bottom) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<before.pixelHeight {
      for x in 0..<before.pixelWidth where before.pixel(x: x, y: y) != after.pixel(x: x, y: y) {
        (left, top) = (min(left, x), min(top, y))
        (right, bottom) = (max(right, x + 1), max(bottom, y + 1))
      }
    }
    try #require(left < right && top < bottom, "liking changed no pixel")
    let drawn = CarouselRect(
      x: Double(left), y: Double(top), width: Double(right - left),
      height: Double(bottom - top))
    #expect(drawn.width <= 44 && drawn.height <= 44, "the like changed \(drawn)")

    // The hit area: from the drawn heart's centre, tap outwards a point at a time until a tap
    // no longer toggles the like.
    var time = 2.0
    func toggles(_ point: CarouselPoint) -> Bool {
      let liked = controller.isLiked(tripAt: 0)
      SceneFixture.tap(controller, at: point, time: time)
      time += 1
      return controller.isLiked(tripAt: 0) != liked
    }
    let center = CarouselPoint(x: drawn.midX, y: drawn.midY)
    #expect(toggles(center))
    func reach(dx: Double, dy: Double) -> Double {
      var distance = 0.0
      while distance < 100,
        toggles(CarouselPoint(x: center.x + (distance + 1) * dx, y: center.y + (distance + 1) * dy))
      {
        distance += 1
      }
      return distance
    }
    let (leftReach, rightReach) = (reach(dx: -1, dy: 0), reach(dx: 1, dy: 0))
    let (upReach, downReach) = (reach(dx: 0, dy: -1), reach(dx: 0, dy: 1))
    // The drawn heart lies inside the hit area, whose centre is the heart's within a point.
    #expect(leftReach >= drawn.width / 2 - 1 && rightReach >= drawn.width / 2 - 1)
    #expect(upReach >= drawn.height / 2 - 1 && downReach >= drawn.height / 2 - 1)
    #expect(abs(leftReach - rightReach) <= 1, "hit area \(leftReach) left, \(rightReach) right")
    #expect(abs(upReach - downReach) <= 1, "hit area \(upReach) up, \(downReach) down")
    #expect(leftReach + rightReach < 100 && upReach + downReach < 100)
  }
}
