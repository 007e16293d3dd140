import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
import CarouselStore
import CarouselTestSupport
import Foundation
import Testing

/// The trips screen when likes cannot be saved: the frame never waits for the disk, a save
/// that fails brings a notice and a report line and the heart back to what is stored, and
/// a database that cannot be used opens with likes off or read-only and says so.
@Suite struct TripsLikeFaultTests {
  static let size = CarouselSize(width: 390, height: 700)

  /// Another connection holds the write lock: five taps each toggle the heart and are drawn
  /// at once, while their save still waits for the lock (a frame thread that waited would
  /// find every save done by the time it draws). The saves fail, the heart goes back, and a
  /// notice shows for ``noticeSeconds``. Slow: the saves wait out SQLite's busy timeout
  /// (about 10 s in all); `LikeKeeperTests` check the same faults with a short one.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aSaveThatWaitsForALockNeverHoldsUpAFrame() throws {
    let fixture = try SceneFixture()
    let path = fixture.folder.file("likes.sqlite3")
    _ = try LikeStore(path: path)
    let lock = try LockedDatabase(path: path)
    let controller = try fixture.controller(.trips, size: Self.size)
    #expect(controller.likesAccess == "saving")
    _ = try SceneFixture.render(controller, at: 0)
    for tap in 1...5 {
      let time = 0.1 * Double(tap)
      controller.perform(.toggleLikeOfCurrentItem, at: time)
      #expect(controller.isLiked(tripAt: 0) == !tap.isMultiple(of: 2))
      #expect(controller.unsavedLikeCount > 0)
      _ = try SceneFixture.render(controller, at: time)
    }
    #expect(controller.framesDrawnWhileSavingLikes == 5)
    #expect(!controller.isLikeSaved(tripAt: 0))

    #expect(controller.waitForLikesToSave(timeout: 20))
    #expect(controller.needsRedraw)
    controller.advance(to: 1)
    let notice = "Like not saved: the likes database is locked by another program"
    #expect(controller.visibleNotice == notice)
    #expect(!controller.isLiked(tripAt: 0))
    let reports = controller.takeReports()
    #expect(!reports.isEmpty)
    #expect(
      reports.allSatisfy {
        $0 == "like not saved: \(path): the likes database is locked by another program"
      })
    #expect(controller.takeReports().isEmpty)
    let shown = try SceneFixture.render(controller, at: 1)
    #expect(!controller.needsRedraw)
    #expect(controller.nextWakeTime == 1 + Self.noticeSeconds)
    controller.advance(to: 1 + Self.noticeSeconds)
    #expect(controller.visibleNotice == nil)
    #expect(controller.needsRedraw)
    let gone = try SceneFixture.render(controller, at: 1 + Self.noticeSeconds)
    #expect(Self.bottomDiffers(shown, gone), "the notice was not drawn")

    lock.release()
    controller.perform(.toggleLikeOfCurrentItem, at: 6)
    #expect(controller.waitForLikesToSave(timeout: 20))
    controller.advance(to: 6.1)
    #expect(controller.isLiked(tripAt: 0) && controller.isLikeSaved(tripAt: 0))
    #expect(controller.visibleNotice == nil)
  }

  /// Seconds a notice shows.
  static let noticeSeconds = 4.0

  /// A file that is not a database: the scene opens with likes off and a notice (a golden
  /// image), a tap on the heart changes nothing but shows the notice again, and the file is
  /// byte for byte as it was.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func anUnusableDatabaseOpensWithLikesOffAndSaysSo() throws {
    let fixture = try SceneFixture()
    let path = try fixture.folder.write(
      String(repeating: "not a database ", count: 100), to: "likes.db")
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    let controller = try fixture.controller(.trips, size: Self.size) {
      $0.likesDatabasePath = path
    }
    #expect(controller.likesAccess == "off")
    #expect(
      controller.visibleNotice
        == "Likes are off: the likes file is not an SQLite database (left untouched)")
    #expect(controller.notices.contains { $0.hasPrefix("likes are off: \(path): ") })
    // The notice near the window's bottom (measured: rows 638–683); the rest as with likes on.
    try SceneFixture.assertStateSnapshot(
      controller, at: 0.5, named: "trips_likes_off",
      changing: PixelRegion(x: 0, y: 634, width: Int(Self.size.width), height: 54),
      from: "trips_rest")

    controller.advance(to: 7)
    #expect(controller.visibleNotice == nil)
    SceneFixture.tap(controller, at: TripsGeometry.heartCenter(of: controller), time: 7)
    #expect(!controller.isLiked(tripAt: 0))
    #expect(controller.visibleNotice?.hasPrefix("Likes are off: ") == true)
    if case .likes(let error) = controller.lastError?.reason {
      #expect(error.description.hasPrefix(path))
    } else {
      Issue.record("no likes error: \(String(describing: controller.lastError))")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
  }

  /// Whether the bottom 60 points of two frames differ anywhere.
  static func bottomDiffers(_ first: RenderSurface, _ second: RenderSurface) -> Bool {
    let top = first.pixelHeight - Int(60 * first.scale)
    for y in top..<first.pixelHeight {
      for x in 0..<first.pixelWidth where first.pixel(x: x, y: y) != second.pixel(x: x, y: y) {
        return true
      }
    }
    return false
  }
}
