import CarouselTestSupport
import Foundation
import Testing

/// The exit statuses docs/command-line.md documents for a trip catalog: a malformed or unreadable
/// catalog is status 1 wherever it is read (the window scenes, `--watch`, `render`), always
/// one line naming the file and field and before a display is looked for; a malformed
/// `simulate` input is status 2.
@Suite struct CatalogExitStatusTests {
  let folder: URL

  init() throws { folder = try CarouselProcess.temporaryDirectory() }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func aMalformedCatalogIsStatusOneEverywhere() throws {
    let catalog = try CarouselProcess.write(
      #"{"trips":[{"id":"a","city":"A","country":"B","days":0,"price":1,"image":"a.jpg"}]}"#,
      named: "trips.json", in: folder)
    let out = folder.appendingPathComponent("t.png").path
    for arguments in [
      ["trips", "--catalog", catalog], ["trips", "--catalog", catalog, "--watch"],
      ["render", "trips", "--catalog", catalog, "--out", out],
    ] {
      let result = try CarouselProcess.run(
        arguments, environment: ["DISPLAY": ""], recordsScenario: false)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(
        result.stderr == "carousel: \(catalog):1: field 'trips[0].days': "
          + "expected an integer from 1 to 36500, got 0\n")
    }
  }

  @Test func aMalformedSimulateInputIsStatusTwo() throws {
    let config = try CarouselProcess.write(#"{"count":-1}"#, named: "c.json", in: folder)
    let events = try CarouselProcess.write(
      #"{"t":0,"type":"key","key":"right"}"#, named: "e.jsonl", in: folder)
    let result = try CarouselProcess.run(
      ["simulate", "--config", config, "--events", events], recordsScenario: false)
    #expect(result.status == 2)
    #expect(result.stderr.contains("field 'count'"))
  }
}
