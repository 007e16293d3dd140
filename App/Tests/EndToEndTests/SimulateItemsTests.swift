import CarouselTestSupport
import Foundation
import Testing

/// `carousel simulate` with `items` events (new data as identities) and the `currentId` of
/// every frame.
@Suite struct SimulateItemsTests {
  func simulate(config: String? = nil, events: [String], _ extra: [String] = []) throws -> (
    CarouselProcess.Result, [Frame]
  ) {
    let folder = try CarouselProcess.temporaryDirectory()
    var arguments = [
      "simulate", "--events",
      try CarouselProcess.write(
        events.joined(separator: "\n"), named: "events.jsonl", in: folder),
    ]
    if let config {
      arguments += [
        "--config", try CarouselProcess.write(config, named: "config.json", in: folder),
      ]
    }
    let result = try CarouselProcess.run(arguments + extra)
    return (result, try result.lines.map(Frame.init))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func withoutItemsTheIdentitiesAreTheIndices() throws {
    let (result, frames) = try simulate(
      config: #"{"count": 4}"#, events: [#"{"t":0.1,"type":"key","key":"end"}"#],
      ["--fps", "10"])
    #expect(result.status == 0)
    #expect(frames.allSatisfy { $0.currentId == String($0.index) })
    #expect(frames.last?.currentId == "3")
    let (_, empty) = try simulate(config: #"{"count": 0}"#, events: [], ["--duration", "0"])
    #expect(empty.count == 1 && empty[0].hasCurrentIdKey && empty[0].currentId == nil)
  }

  @Test func theCurrentItemStaysCurrentWhenItemsAreInsertedBeforeIt() throws {
    let (result, frames) = try simulate(
      config: #"{"count": 5, "startIndex": 2}"#,
      events: [#"{"t":0.5,"type":"items","ids":["new","0","1","2","3","4"]}"#],
      ["--fps", "10", "--duration", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(frames.allSatisfy { $0.currentId == "2" })
    let after = frames.filter { $0.t >= 0.5 }
    #expect(after.allSatisfy { $0.index == 3 && $0.indicator["count"] == 6 })
    // Nothing scrolled: the current item kept its place, so the position is exactly its index.
    #expect(after.allSatisfy { $0.position == 3 && $0.phase == "idle" })
  }

  @Test func aRemovedCurrentItemYieldsToItsNeighbourNotToTheFirst() throws {
    let (_, frames) = try simulate(
      config: #"{"count": 6, "startIndex": 3}"#,
      events: [
        #"{"t":0.2,"type":"items","ids":["a","b","c","d","e","f"]}"#,
        #"{"t":0.5,"type":"items","ids":["f","a","b","c","e"]}"#,
        #"{"t":1.0,"type":"items","ids":["b","x","y"]}"#,
      ], ["--fps", "10", "--duration", "1.5"])
    func frame(at t: Double) -> Frame? { frames.first { abs($0.t - t) < 1e-9 } }
    #expect(frame(at: 0.1)?.currentId == "3")
    #expect(frame(at: 0.2)?.currentId == "d")  // a fresh set of names: position kept
    #expect(frame(at: 0.5)?.currentId == "e")  // d removed: the later neighbour
    #expect(frame(at: 0.5)?.index == 4)
    // e, c and f removed: the nearest kept item is b, two before; it is now the first.
    #expect(frame(at: 1.0)?.currentId == "b")
    #expect(frame(at: 1.0)?.index == 0)
  }

  @Test func aChangeMidSwipeEndsOnTheSameItem() throws {
    var events = [#"{"t":0.1,"type":"pointerDown","x":300,"y":270}"#]
    for step in 1...5 {
      events.append(
        #"{"t":\#(0.1 + Double(step) * 0.02),"type":"pointerMove","x":\#(300 - step * 30),"y":270}"#
      )
    }
    events.append(#"{"t":0.21,"type":"items","ids":["z","0","1","2","3","4","5","6","7"]}"#)
    events.append(#"{"t":0.3,"type":"pointerUp"}"#)
    let (result, frames) = try simulate(events: events, ["--fps", "50"])
    #expect(result.status == 0, "\(result.stderr)")
    let last = try #require(frames.last)
    // A 150-point drag of a 390-point page snaps back: item "0", now at index 1.
    #expect(last.currentId == "0" && last.index == 1 && last.position == 1)
    // The position never jumps by the inserted item's width.
    let positions = frames.map(\.position)
    for (a, b) in zip(positions, positions.dropFirst()) {
      #expect(abs(b - a) < 0.5 || (a < 1 && b >= 1 && b - a < 1.5))
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func badItemsEventsAreOneLineErrors() throws {
    let cases: [([String], String)] = [
      (
        [#"{"t":0,"type":"items","ids":["a","b","a"]}"#],
        "events.jsonl:1: field 'ids[2]': duplicate item identity \"a\""
      ),
      (
        [#"{"t":0,"type":"items","ids":["a",3]}"#],
        "events.jsonl:1: field 'ids[1]': expected a string, got 3"
      ),
      ([#"{"t":0,"type":"items"}"#], "events.jsonl:1: field 'ids': required but missing"),
      ([#"{"t":0,"type":"items","ids":["a"],"count":1}"#], "events.jsonl:1: field 'count'"),
      (
        [#"{"t":0,"type":"items","ids":["a","3"]}"#, #"{"t":1,"type":"count","count":4}"#],
        "events.jsonl:2: field 'count': count 4 names item 3 \"3\""
      ),
    ]
    for (events, message) in cases {
      let (result, frames) = try simulate(events: events)
      #expect(result.status == 2)
      #expect(frames.isEmpty)
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
  }
}
