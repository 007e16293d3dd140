import CarouselCore
import CarouselScenes
import Foundation
import Testing

/// The trip catalog: the built-in trips, the file format, and errors that name the file,
/// the line and the field.
@Suite struct TripCatalogTests {
  /// Parses `text` as the catalog `trips.json` in `/data/`.
  static func parse(_ text: String) throws -> TripCatalog {
    try TripCatalog.parse(Array(text.utf8), file: "/data/trips.json")
  }

  /// The one-line error for `text`, or nil when it parses.
  static func error(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func theBuiltInCatalogHasTheEightTutorialTrips() {
    let trips = TripCatalog.bundled.trips
    #expect(
      trips.map(\.id) == [
        "paris", "rome", "istanbul", "london", "sydney", "santorini", "newyork", "kyoto",
      ])
    #expect(
      trips[0]
        == Trip(
          id: "paris", city: "Paris", country: "France", days: 5, price: 2000,
          imagePath: trips[0].imagePath))
    #expect(trips.map(\.price) == [2000, 800, 2200, 3000, 2500, 1800, 900, 1000])
    #expect(trips.map(\.days) == [5, 3, 10, 4, 8, 7, 3, 5])
    #expect(trips[3].country == "United Kingdom" && trips[6].city == "New York")
    #expect(trips.allSatisfy { FileManager.default.fileExists(atPath: $0.imagePath) })
  }

  @Test func imagePathsAreRelativeToTheCatalogsFolderUnlessAbsolute() throws {
    let catalog = try Self.parse(
      """
      {"trips": [
        {"id": "a", "city": "A", "country": "X", "days": 1, "price": 0, "image": "img/a.jpg"},
        {"id": "b", "city": "B", "country": "Y", "days": 2, "price": 5, "image": "/abs/b.PNG"}
      ]}
      """)
    #expect(catalog.trips.map(\.imagePath) == ["/data/img/a.jpg", "/abs/b.PNG"])
    #expect(catalog.trips[1].price == 5)
  }

  @Test func malformedJSONNamesTheFileAndLine() {
    #expect(
      Self.error("{\"trips\": [\n  {\"id\": \"a\",}\n]}")
        == "/data/trips.json:2: invalid JSON: trailing comma before '}' at column 14")
  }

  @Test func aMissingFieldNamesItsTrip() {
    #expect(
      Self.error(
        """
        {"trips": [
          {"id": "a", "city": "A", "country": "X", "days": 1, "image": "a.jpg"}
        ]}
        """) == "/data/trips.json:2: field 'trips[0].price': required but missing")
  }

  @Test func aWrongTypeNamesTheLineOfTheValue() {
    #expect(
      Self.error(
        """
        {"trips": [
          {"id": "a", "city": "A", "country": "X", "days": 1, "price": 1, "image": "a.jpg"},
          {"id": "b", "city": "B", "country": "Y",
           "days": "five", "price": 1, "image": "b.jpg"}
        ]}
        """)
        == "/data/trips.json:4: field 'trips[1].days': expected an integer from 1 to 36500, got \"five\""
    )
  }

  @Test func aDuplicateIDNamesBothLines() {
    #expect(
      Self.error(
        """
        {"trips": [
          {"id": "a", "city": "A", "country": "X", "days": 1, "price": 1, "image": "a.jpg"},
          {"id": "b", "city": "B", "country": "Y", "days": 1, "price": 1, "image": "b.jpg"},
          {"id": "a", "city": "C", "country": "Z", "days": 1, "price": 1, "image": "c.jpg"}
        ]}
        """)
        == "/data/trips.json:4: field 'trips[2].id': duplicate id \"a\" (first used at line 2)")
  }

  @Test func emptyCitiesNegativePricesAndZeroDaysAreErrors() {
    func trip(_ fields: String) -> String {
      "{\"trips\": [{\"id\": \"a\", \"country\": \"X\", \"image\": \"a.jpg\", \(fields)}]}"
    }
    #expect(
      Self.error(trip("\"city\": \" \", \"days\": 1, \"price\": 1"))
        == "/data/trips.json:1: field 'trips[0].city': must not be empty")
    #expect(
      Self.error(trip("\"city\": \"A\", \"days\": 1, \"price\": -5"))
        == "/data/trips.json:1: field 'trips[0].price': expected an integer from 0 to 1000000000000, got -5")
    #expect(
      Self.error(trip("\"city\": \"A\", \"days\": 0, \"price\": 5"))
        == "/data/trips.json:1: field 'trips[0].days': expected an integer from 1 to 36500, got 0")
    #expect(
      Self.error(trip("\"city\": \"A\", \"days\": 1, \"price\": 5, \"prise\": 3"))
        == "/data/trips.json:1: field 'trips[0].prise': unknown field, did you mean 'price'?")
  }

  @Test func anImageThatIsNotAJPEGOrPNGIsAnError() {
    #expect(
      Self.error(
        """
        {"trips": [{"id": "a", "city": "A", "country": "X", "days": 1, "price": 1,
                    "image": "a.bmp"}]}
        """)
        == "/data/trips.json:2: field 'trips[0].image': expected a .jpg, .jpeg or .png file name, got \"a.bmp\""
    )
  }

  @Test func theSceneReportsCatalogErrorsAsTheirOneLine() throws {
    let fixture = try SceneFixture()
    let path = try fixture.folder.write(
      "{\"trips\": [\n{\"id\": \"a\", \"city\": \"A\", \"country\": \"X\", \"days\": true}]}",
      to: "bad.json")
    #expect {
      try fixture.controller(.trips, size: CarouselSize(width: 390, height: 700)) {
        $0.catalogPath = path
      }
    } throws: { error in
      (error as? SceneError)?.description
        == "\(path):2: field 'trips[0].days': expected an integer from 1 to 36500, got true"
    }
    #expect {
      try fixture.controller(.trips, size: CarouselSize(width: 390, height: 700)) {
        $0.catalogPath = fixture.folder.file("missing.json")
      }
    } throws: { error in
      (error as? SceneError)?.description
        == "\(fixture.folder.file("missing.json")): cannot read file: No such file or directory"
    }
  }
}
