import CarouselTestSupport
import Foundation
import Testing

/// `carousel simulate`, driven as other tools drive it: files in, JSON lines out.
@Suite struct SimulateContractTests {
  func simulate(config: String? = nil, events: String, _ extra: [String] = []) throws -> (
    CarouselProcess.Result, [Frame]
  ) {
    let folder = try CarouselProcess.temporaryDirectory()
    var arguments = [
      "simulate", "--events", try CarouselProcess.write(events, named: "events.jsonl", in: folder),
    ]
    if let config {
      arguments += [
        "--config", try CarouselProcess.write(config, named: "config.json", in: folder),
      ]
    }
    let result = try CarouselProcess.run(arguments + extra)
    return (result, try result.lines.map(Frame.init))
  }

  @Test func framesAtEveryTickUpToTheDuration() throws {
    let (result, frames) = try simulate(events: "", ["--fps", "10", "--duration", "1"])
    #expect(result.status == 0)
    #expect(frames.count == 11)
    #expect(frames.map(\.t) == (0...10).map { Double($0) / 10 })
    #expect(
      frames.allSatisfy {
        $0.index == 0 && $0.position == 0 && $0.phase == "idle" && $0.visible == [0]
      })
  }

  @Test func defaultDurationIsLastEventPlusThreeSeconds() throws {
    let (_, frames) = try simulate(
      events: #"{"t":1.5,"type":"key","key":"right"}"#, ["--fps", "2"])
    #expect(frames.last?.t == 4.5)
  }

  @Test func aFlickPagesToTheNextItem() throws {
    var lines = [#"{"t":0.1,"type":"pointerDown","x":300,"y":270}"#]
    for step in 1...6 {
      lines.append(
        #"{"t":\#(0.1 + Double(step) * 0.008),"type":"pointerMove","x":\#(300 - step * 12),"y":270}"#
      )
    }
    lines.append(#"{"t":0.15,"type":"pointerUp","x":228,"y":270}"#)
    let (result, frames) = try simulate(events: lines.joined(separator: "\n"))
    #expect(result.status == 0)
    let last = try #require(frames.last)
    #expect(last.index == 1 && last.position == 1 && last.phase == "idle" && last.visible == [1])
    #expect(frames.contains { $0.phase == "settling" && $0.position > 0 && $0.position < 1 })
  }

  @Test func loopWrapsAndReportsWrappedPositions() throws {
    let (_, frames) = try simulate(
      config: #"{"loop": true, "count": 5}"#, events: #"{"t":0,"type":"key","key":"left"}"#)
    let moving = frames.filter { $0.phase == "settling" }
    #expect(!moving.isEmpty)
    #expect(moving.allSatisfy { $0.position >= 0 && $0.position < 5 })
    #expect(frames.last?.index == 4)
    #expect(frames.last?.position == 4)
    #expect(frames.last?.label == "5/5")
  }

  @Test func standardInputWithDash() throws {
    let result = try CarouselProcess.run(
      ["simulate", "--events", "-", "--duration", "1"],
      stdin: #"{"t":0,"type":"key","key":"end"}"# + "\n")
    #expect(result.status == 0)
    #expect(try Frame(result.lines.last!).index == 7)
  }

  @Test func autoplayAdvancesEveryIntervalAndAnnouncesOnce() throws {
    let (_, frames) = try simulate(
      config:
        #"{"autoplay":{"interval":3},"labels":["Paris","Rome"],"count":2,"loop":true,"announceAutoplay":"polite"}"#,
      events: "", ["--fps", "10", "--duration", "7"])
    #expect(frames.first?.autoplay == "playing")
    #expect(frames.first { $0.t == 2.9 }?.index == 0)
    #expect(frames.first { $0.t == 3.5 }?.index == 1)
    let announcements = frames.compactMap(\.announce)
    #expect(announcements == ["Rome, 2 of 2", "Paris, 1 of 2"])
  }

  @Test func doubleTapZoomsTheCurrentItem() throws {
    let (_, frames) = try simulate(events: #"{"t":0.5,"type":"doubleTap","x":195,"y":270}"#)
    #expect(frames.first?.zoom == 1)
    #expect(frames.last?.zoom == 2.5)
  }

  @Test func indicatorWindowsAThousandPages() throws {
    let (_, frames) = try simulate(
      config: #"{"count":1000,"startIndex":500}"#, events: "", ["--duration", "0"])
    #expect(frames.first?.indicator == ["first": 497, "count": 7, "current": 500])
    #expect(frames.first?.label == "501/1000")
  }

  // MARK: Malformed input: exit 2, one line naming file, line and field, nothing printed.

  func expectRejected(config: String? = nil, events: String, mentions: [String]) throws {
    let (result, _) = try simulate(config: config, events: events)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!message.contains("\n"))
    for text in mentions { #expect(message.contains(text), "\(message) should mention \(text)") }
  }

  @Test func badJSONLine() throws {
    try expectRejected(
      events: "{\"t\":0,\"type\":\"key\",\"key\":\"right\"}\n{\"t\":1,\"type\":",
      mentions: ["events.jsonl:2"])
  }

  @Test func unknownEventType() throws {
    try expectRejected(
      events: #"{"t":0,"type":"teleport"}"#, mentions: ["events.jsonl:1", "'type'"])
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func notANumber() throws {
    try expectRejected(
      events: #"{"t":NaN,"type":"key","key":"right"}"#, mentions: ["events.jsonl:1"])
    try expectRejected(
      events: #"{"t":1e999,"type":"key","key":"right"}"#, mentions: ["events.jsonl:1"])
    try expectRejected(
      events: #"{"t":"soon","type":"key","key":"right"}"#, mentions: ["events.jsonl:1", "'t'"])
  }

  @Test func decreasingTime() throws {
    try expectRejected(
      events:
        "{\"t\":2,\"type\":\"key\",\"key\":\"right\"}\n\n{\"t\":1,\"type\":\"key\",\"key\":\"left\"}",
      mentions: ["events.jsonl:3", "'t'"])
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func negativeCount() throws {
    try expectRejected(
      config: "{\n  \"count\": -1\n}", events: "", mentions: ["config.json:2", "'count'"])
    try expectRejected(
      events: #"{"t":0,"type":"count","count":-4}"#, mentions: ["events.jsonl:1", "'count'"])
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func unknownConfigKeyAndBadNestedField() throws {
    try expectRejected(
      config: #"{"loops": true}"#, events: "", mentions: ["config.json:1", "'loops'"])
    try expectRejected(
      config: "{\n\"viewport\": {\"width\": 390,\n \"height\": 0}}", events: "",
      mentions: ["config.json:3", "'viewport.height'"])
  }

  @Test func missingFile() throws {
    let result = try CarouselProcess.run(["simulate", "--events", "/nonexistent/events.jsonl"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("/nonexistent/events.jsonl"))
  }
}
