import CarouselTestSupport
import Foundation
import Testing

/// `carousel simulate` announces in the language the locale names (LC_ALL, LC_MESSAGES,
/// LANG): Korean has a table, anything else is English. Slow tier: they run the binary.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct SimulateLocaleTests {
  static let config = #"{"labels":["Paris","Rome","Kyoto"],"count":3}"#
  static let unlabelled = #"{"count":8}"#
  static let events = #"{"t":0.5,"type":"key","key":"right"}"# + "\n"
    + #"{"t":2,"type":"key","key":"end"}"#

  func announcements(config: String, environment: [String: String]) throws -> [String] {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CarouselProcess.run(
      [
        "simulate", "--config", try CarouselProcess.write(config, named: "config.json", in: folder),
        "--events", try CarouselProcess.write(Self.events, named: "events.jsonl", in: folder),
        "--fps", "10",
      ], environment: environment, recordsScenario: false)
    #expect(result.status == 0, "\(result.stderr)")
    return try result.lines.map(Frame.init).compactMap(\.announce)
  }

  @Test func koreanAnnouncements() throws {
    #expect(
      try announcements(config: Self.config, environment: ["LANG": "ko_KR.UTF-8"]) == [
        "Rome, 3개 중 2번째", "Kyoto, 3개 중 3번째",
      ])
    #expect(
      try announcements(config: Self.unlabelled, environment: ["LC_MESSAGES": "ko_KR.UTF-8"]) == [
        "8개 중 2번째 항목", "8개 중 8번째 항목",
      ])
  }

  @Test func englishByDefaultAndForLanguagesWithoutATable() throws {
    let english = ["Rome, 2 of 3", "Kyoto, 3 of 3"]
    #expect(try announcements(config: Self.config, environment: [:]) == english)
    #expect(try announcements(config: Self.config, environment: ["LANG": "fr_FR.UTF-8"]) == english)
    // LC_ALL overrides LANG.
    #expect(
      try announcements(
        config: Self.config, environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "C"]) == english)
  }
}
