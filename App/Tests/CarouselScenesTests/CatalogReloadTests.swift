import CarouselCore
import CarouselRender
import CarouselScenes
import Foundation
import Testing

/// Reloading the trip catalog (`--watch`): changes animate, the current trip stays, a bad
/// file keeps the cards, only edited cards are drawn anew.
@Suite struct CatalogReloadTests {
  static let size = CarouselSize(width: 390, height: 700)

  func write(_ trips: [(id: String, city: String)], to path: String) throws {
    let objects = trips.map {
      #"{"id": "\#($0.id)", "city": "\#($0.city)", "country": "Land", "days": 2, "price": 10, "image": "\#($0.id).png"}"#
    }
    try ("{\"trips\": [" + objects.joined(separator: ",") + "]}").write(
      toFile: path, atomically: true, encoding: .utf8)
  }

  @Test func aReloadAnimatesAndKeepsTheCurrentTrip() throws {
    let fixture = try SceneFixture()
    let path = fixture.folder.file("trips.json")
    try write([("a", "A"), ("b", "B"), ("c", "C")], to: path)
    let controller = try fixture.controller(.trips, size: Self.size) {
      $0.catalogPath = path
      $0.startIndex = 1
    }
    #expect(controller.itemIdentities == ["a", "b", "c"])
    try write([("z", "Z"), ("c", "C"), ("b", "B")], to: path)
    controller.reloadCatalog(at: 1)
    #expect(controller.itemIdentities == ["z", "c", "b"])
    #expect(controller.engine.currentIndex == 2)
    #expect(controller.engine.isChangingData)
    #expect(controller.engine.removedItemAttributes.map(\.index) == [0])  // "a" was in view
    #expect(controller.catalogError == nil)
    // The frame draws mid-change (removed card and all), and the change ends.
    _ = try SceneFixture.render(controller, at: 1.1)
    controller.advance(to: 3)
    #expect(!controller.engine.isChangingData)
    #expect(controller.engine.currentIndex == 2)
  }

  @Test func aBrokenFileKeepsTheCardsAndShowsTheError() throws {
    let fixture = try SceneFixture()
    let path = fixture.folder.file("trips.json")
    try write([("a", "A"), ("b", "B")], to: path)
    let controller = try fixture.controller(.trips, size: Self.size) { $0.catalogPath = path }
    try "{\"trips\": [{\"id\": 3}]}".write(toFile: path, atomically: true, encoding: .utf8)
    controller.reloadCatalog(at: 1)
    #expect(controller.itemIdentities == ["a", "b"])
    #expect(controller.catalogError?.hasPrefix("\(path):1: field 'trips[0].id'") == true)
    #expect(!controller.engine.isChangingData)
    let broken = try SceneFixture.render(controller, at: 1)
    try write([("a", "A"), ("b", "B")], to: path)
    controller.reloadCatalog(at: 2)
    #expect(controller.catalogError == nil)
    let recovered = try SceneFixture.render(controller, at: 2)
    // The error strip is drawn at the bottom of the window, and gone once recovered.
    let inStrip = broken.pixel(x: 8, y: 697)
    #expect(Int(inStrip.red) > 2 * Int(inStrip.green) && Int(inStrip.red) > 2 * Int(inStrip.blue))
    #expect(recovered.pixel(x: 8, y: 697) != inStrip)
  }

  /// The error strip covers nothing of the current card (its heart, labels and photo) at
  /// the smallest and the default window sizes, even for a long message: every pixel of
  /// the card is as it is without the error, and the strip shows below it.
  @Test(arguments: [
    SceneController.minimumViewport(for: .trips), SceneController.defaultViewport(for: .trips),
  ])
  func theErrorStripCoversNothingOfTheCard(size: CarouselSize) throws {
    let fixture = try SceneFixture()
    let path = fixture.folder.file("trips.json")
    try write([("a", "A"), ("b", "B")], to: path)
    let controller = try fixture.controller(.trips, size: size) { $0.catalogPath = path }
    let clean = try SceneFixture.render(controller, at: 0.5)
    let long = String(repeating: "x", count: 300)
    try "{\"trips\": [{\"id\": \"\(long)\"}]}".write(toFile: path, atomically: true, encoding: .utf8)
    controller.reloadCatalog(at: 1)
    #expect(controller.catalogError != nil)
    let broken = try SceneFixture.render(controller, at: 1)
    let card = TripsGeometry.currentCard(of: controller)
    var differing = 0
    for y in Int(card.minY)..<Int(card.maxY) {
      for x in Int(card.minX)..<Int(card.maxX) where broken.pixel(x: x, y: y) != clean.pixel(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0, "pixels of the card the strip changed")
    let below = broken.pixel(x: Int(size.width / 2), y: Int(size.height) - 4)
    #expect(Int(below.red) > 2 * Int(below.green) && Int(below.red) > 2 * Int(below.blue))
  }

  @Test func likesFollowTripIds() throws {
    let fixture = try SceneFixture()
    let path = fixture.folder.file("trips.json")
    try write([("a", "A"), ("b", "B")], to: path)
    let controller = try fixture.controller(.trips, size: Self.size) { $0.catalogPath = path }
    controller.perform(.toggleLikeOfCurrentItem, at: 0)
    #expect(controller.isLiked(tripAt: 0))
    try write([("b", "B"), ("a", "A2")], to: path)
    controller.reloadCatalog(at: 1)
    #expect(!controller.isLiked(tripAt: 0) && controller.isLiked(tripAt: 1))
    try write([("b", "B")], to: path)
    controller.reloadCatalog(at: 2)
    try write([("a", "A"), ("b", "B")], to: path)
    controller.reloadCatalog(at: 3)
    #expect(controller.isLiked(tripAt: 0))
  }
}
