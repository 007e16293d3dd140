import CarouselTestSupport
import Foundation
import Testing

/// `carousel render` with the longest catalog text: a megabyte of mixed Arabic, Korean and
/// Latin is refused at once naming its field; text at the limit is laid out and drawn.
@Suite struct LongTextRenderTests {
  let folder: URL

  init() throws { folder = try CarouselProcess.temporaryDirectory() }

  /// A catalog of one trip with these city and country names.
  func catalog(city: String, country: String) throws -> String {
    try CarouselProcess.write(
      #"{"trips":[{"id":"x","city":"\#(city)","country":"\#(country)","days":3,"price":900,"image":"x.jpg"},{"id":"y","city":"Y","country":"Y","days":1,"price":1,"image":"y.jpg"}]}"#,
      named: "trips.json", in: folder)
  }

  static let mixed = "Paris مرحبا 안녕하세요 "

  @Test func aMegabyteCountryIsRefusedNamingTheField() throws {
    let country = String(repeating: Self.mixed, count: (1 << 20) / Self.mixed.utf8.count)
    let out = folder.appendingPathComponent("t.png").path
    let result = try CarouselProcess.run(
      ["render", "trips", "--catalog", catalog(city: "Paris", country: country), "--out", out],
      recordsScenario: false)
    #expect(result.status == 1)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("field 'trips[0].country'"), "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains("the limit is 200"))
    #expect(result.stderr.utf8.count < 400, "the error quotes the start only")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func textAtTheLimitInEveryFieldRenders() throws {
    // 200 characters each, mixing scripts: longer than a card shows, so Pango ellipsizes.
    let unit = Array(Self.mixed)
    let longest = String((0..<200).map { unit[$0 % unit.count] })
    let out = folder.appendingPathComponent("t.png").path
    let result = try CarouselProcess.run(
      [
        "render", "trips", "--catalog", catalog(city: longest, country: longest), "--out", out,
        "--size", "390x844",
      ], recordsScenario: false)
    #expect(result.status == 0, "\(result.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: out)
    #expect((attributes[.size] as? Int ?? 0) > 1000)
  }
}
