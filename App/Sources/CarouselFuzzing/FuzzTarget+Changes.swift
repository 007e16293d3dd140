@_spi(CarouselHost) import CarouselCore
import CarouselCoreTesting

extension FuzzTarget {
  /// An item of the data-change target: an identity and a version (a new version of the
  /// same identity is an update).
  struct ChangedItem: Identifiable, Equatable {
    var id: String
    var version: UInt8
  }

  /// Counts a change of count may jump to: the small ones, and the largest the limits
  /// allow, where nothing may be spelled out item by item.
  static let extremeCounts = [
    0, 1, 2, 3, 7, 64, Int(Int32.max), CarouselLimits.maxCount - 1, CarouselLimits.maxCount,
  ]

  /// The bytes as a run of data changes on one engine: each byte is an operation (its top
  /// three bits) and a pause (its low three bits), reading more bytes as it needs them —
  /// a change of count to an extreme, a snapshot of up to 12 items named by the following
  /// bytes (ids, moves, updates, duplicates), a scroll, a key, a drag. After each one the
  /// engine's invariants hold and a snapshot difference accounts for every item; at the
  /// end the carousel comes to rest.
  static func runChanges(_ bytes: [UInt8]) throws(FuzzFailure) {
    var position = 0
    func next() -> UInt8? {
      guard position < bytes.count else { return nil }
      defer { position += 1 }
      return bytes[position]
    }
    var configuration = CarouselConfiguration()
    configuration.loop = (bytes.first ?? 0) & 1 == 1
    guard
      var engine = try? CarouselEngine(
        viewport: CarouselSize(width: 390, height: 540), count: 3, configuration: configuration)
    else { throw FuzzFailure("the default configuration was refused") }
    // The items as a snapshot while there are few enough to name (nil past that).
    var shown: CarouselListSnapshot<ChangedItem>? = try? CarouselListSnapshot(
      items: (0..<3).map { ChangedItem(id: "\($0)", version: 0) })
    var time = 0.0
    var operations = 0
    while let operation = next(), operations < maxChangeOperations {
      operations += 1
      time += Double(operation & 7) * 0.05
      switch operation >> 5 {
      case 0, 1:
        let count = extremeCounts[Int(next() ?? 0) % extremeCounts.count]
        if operation >> 5 == 0 {
          engine.handle(CarouselInputEvent(time: time, .setCount(count)))
        } else {
          let applied = engine.apply(
            CarouselIndexMapping(oldCount: engine.count, newCount: count), at: time)
          guard applied else { throw FuzzFailure("a change of count alone was refused") }
        }
        shown =
          count <= 64
          ? try? CarouselListSnapshot(items: (0..<count).map { ChangedItem(id: "\($0)", version: 0) })
          : nil
      case 2, 3:
        let length = Int(next() ?? 0) % 13
        var items: [ChangedItem] = []
        for _ in 0..<length {
          let byte = next() ?? 0
          items.append(ChangedItem(id: "\(byte & 15)", version: byte >> 6))
        }
        guard let new = try? CarouselListSnapshot(items: items) else {
          // Duplicate identities: refused, and the engine is untouched.
          continue
        }
        guard let old = shown else { continue }
        let difference = new.difference(from: old)
        guard old.items.count - difference.removals.count + difference.insertions.count
          == new.items.count
        else {
          throw FuzzFailure(
            "difference of \(old.items.map(\.id)) → \(new.items.map(\.id)) loses items")
        }
        guard engine.apply(difference, at: time) else {
          throw FuzzFailure("a difference from the shown items was refused")
        }
        shown = new
      case 4:
        let target = Int(next() ?? 0)
        engine.handle(CarouselInputEvent(time: time, .scrollTo(index: target, animated: operation & 8 == 0)))
      case 5:
        engine.handle(CarouselInputEvent(time: time, .key(operation & 16 == 0 ? .right : .left)))
      default:
        let travel = Double(next() ?? 0) - 128
        engine.handle(CarouselInputEvent(time: time, .pointerDown(CarouselPoint(x: 195, y: 270))))
        engine.handle(
          CarouselInputEvent(time: time + 0.05, .pointerMove(CarouselPoint(x: 195 + travel, y: 270))))
        engine.handle(
          CarouselInputEvent(time: time + 0.1, .pointerUp(CarouselPoint(x: 195 + travel, y: 270))))
        time += 0.1
      }
      engine.advance(to: time)
      if let violation = CarouselInvariants.violations(in: engine).first {
        throw FuzzFailure("after operation \(operations): \(violation)")
      }
    }
    engine.advance(to: time + 30)
    guard engine.phase == .idle else {
      throw FuzzFailure("still \(engine.phase) 30 s after the last change")
    }
  }

  /// Operations one input may hold: a 1 KB input is at most this many changes.
  static let maxChangeOperations = 400
}
