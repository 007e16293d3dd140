import Foundation
import Testing

extension WindowTests {
  /// Writes a catalog of trips named by `ids` (their images are missing: error tiles).
  /// `atomically` saves as many editors do, a new file renamed over the old one; otherwise
  /// the file is rewritten in place.
  private func writeCatalog(_ ids: [String], to url: URL, atomically: Bool) throws {
    let trips = ids.map {
      #"{"id": "\#($0)", "city": "City \#($0)", "country": "Land", "days": 3, "price": 900, "image": "\#($0).png"}"#
    }
    try saveCatalog(
      "{\"trips\": [\n" + trips.joined(separator: ",\n") + "\n]}\n", to: url, atomically: atomically
    )
  }

  private func saveCatalog(_ text: String, to url: URL, atomically: Bool) throws {
    try text.write(to: url, atomically: atomically, encoding: .utf8)
  }

  /// `trips --catalog FILE --watch`: saving the file adds, removes and reorders the cards
  /// with an animation while the current trip stays current; a broken save shows its error
  /// and keeps the cards; likes stay with trip ids, also across a trip's absence.
  @Test func aWatchedCatalogAnimatesItsChangesAndSurvivesABrokenSave() throws {
    let session = try WindowSession()
    let folder = try CarouselProcess.temporaryDirectory()
    let catalog = folder.appendingPathComponent("trips.json")
    try writeCatalog(["a", "b", "c", "d"], to: catalog, atomically: false)
    let size = "\(Int(WindowSession.tripsSize.width))x\(Int(WindowSession.tripsSize.height))"
    let app = try WindowApp(
      display: session.xvfb.display, dataHome: session.dataHome,
      arguments: ["trips", "--catalog", catalog.path, "--watch", "--size", size])
    try app.waitForState("the catalog") { $0.ids == ["a", "b", "c", "d"] && $0.currentId == "a" }
    try app.press("Right")
    try app.press("Right")
    try app.waitForState("trip c") { $0.isIdle && $0.currentId == "c" }
    try app.press("l")
    try app.waitForState("the like of c") { $0.liked == [2] }

    // b removed, d moved before c, x and y added: c goes from index 2 to 3.
    let reordered = ["x", "a", "d", "c", "y"]
    try writeCatalog(reordered, to: catalog, atomically: true)
    let changing = try app.waitForState("the change animating") {
      $0.ids == reordered && $0.isChanging
    }
    #expect(changing.currentId == "c" && changing.index == 3)
    let changed = try app.waitForState("the change to end") {
      $0.ids == reordered && !$0.isChanging && $0.isIdle
    }
    #expect(changed.currentId == "c" && changed.index == 3)
    #expect(changed.liked == [3])
    #expect(changed.catalogError == nil)

    // A save that does not parse: the error shows, the cards stay.
    try saveCatalog("{\"trips\": [{\"id\": \"x\",", to: catalog, atomically: false)
    let broken = try app.waitForState("the error") { $0.catalogError != nil }
    #expect(broken.catalogError?.contains("trips.json") == true)
    #expect(broken.ids == reordered && broken.currentId == "c")

    // The next good save recovers. c is gone: its later neighbour, y, becomes current, and
    // no trip is liked.
    try writeCatalog(["x", "a", "d", "y"], to: catalog, atomically: false)
    let recovered = try app.waitForState("the recovery") {
      $0.catalogError == nil && $0.ids == ["x", "a", "d", "y"] && !$0.isChanging
    }
    #expect(recovered.currentId == "y" && recovered.index == 3)
    #expect(recovered.liked == [])

    // c comes back, still liked (the like stayed in the store under its id).
    try writeCatalog(["c", "x", "a", "d", "y"], to: catalog, atomically: true)
    let returned = try app.waitForState("c's return") {
      $0.ids == ["c", "x", "a", "d", "y"] && !$0.isChanging
    }
    #expect(returned.liked == [0])
    #expect(returned.currentId == "y")
  }

  @Test func watchWithoutACatalogIsAnError() throws {
    let result = try CarouselProcess.run(["trips", "--watch"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--watch needs --catalog FILE"))
  }
}
