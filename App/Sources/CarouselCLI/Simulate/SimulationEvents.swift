@_spi(CarouselHost) import CarouselCore
import CarouselFormats

/// Reads the EVENTS file (JSON Lines) shared by `carousel simulate` and `carousel render`.
public enum SimulationEvents {
  /// Largest EVENTS file: 32 MiB, about a million events (each line is parsed on its own,
  /// so memory stays a small multiple of the file).
  public static let byteLimit = 32 << 20

  /// Latest event time in seconds (11.6 days): later times are rejected, naming `t`.
  public static let maxTime = 1_000_000.0

  /// Every event of the file, validated: times from 0 to ``maxTime``, non-decreasing; sizes
  /// within ``CarouselLimits/maxViewportLength``.
  public static func decode(_ reader: JSONLinesReader) throws(InputError) -> [CarouselInputEvent] {
    try decodeSimulation(reader, allowsItems: false).map {
      guard case .input(let event, _) = $0 else { preconditionFailure("items were not allowed") }
      return event
    }
  }

  /// Every event of a `simulate` EVENTS file, validated, including `items` events (their
  /// identities strings, unique within the event).
  public static func decodeSimulation(_ reader: JSONLinesReader) throws(InputError)
    -> [SimulationEvent]
  {
    try decodeSimulation(reader, allowsItems: true)
  }

  /// Most identities one `items` event may name.
  public static let maxItems = 10_000_000

  private static func decodeSimulation(_ reader: JSONLinesReader, allowsItems: Bool)
    throws(InputError) -> [SimulationEvent]
  {
    var events: [SimulationEvent] = []
    var previous = -Double.infinity
    try reader.forEachObject { (line, object) throws(InputError) in
      let timeValue = try object.requireValue("t")
      let time = try timeValue.double(where: .range(0...maxTime))
      guard time >= previous else {
        throw timeValue.error(
          "time \(SimulationConfiguration.messageNumber(time)) is earlier than the previous event's \(SimulationConfiguration.messageNumber(previous))"
        )
      }
      previous = time
      // Which of two linked carousels (CONFIG `link`) the event is for: 0 the leader.
      let carousel = allowsItems ? try object.optionalInt("carousel", range: 0...1) ?? 0 : 0
      let event: SimulationEvent
      if allowsItems, object.contains("type"), try object.requireString("type") == "items" {
        try object.rejectUnknownKeys(allowed: ["t", "type", "ids", "carousel"])
        event = .items(time: time, ids: try identities(object), line: line)
      } else if allowsItems, object.contains("type"), try object.requireString("type") == "select" {
        try object.rejectUnknownKeys(allowed: ["t", "type", "index"])
        event = .select(
          time: time, index: try object.requireInt("index", range: 0...Int(Int32.max)), line: line)
      } else {
        let kind = try kind(of: object, allowsItems: allowsItems)
        event = .input(CarouselInputEvent(time: time, kind), line: line)
      }
      events.append(carousel == 1 ? .follower(event) : event)
    }
    return events
  }

  /// The `ids` of an `items` event: strings, each once.
  static func identities(_ object: JSONObjectReader) throws(InputError) -> [String] {
    let values = try object.requireArray("ids")
    guard values.count <= maxItems else {
      throw object.error("\(values.count) identities; the most is \(maxItems)", field: "ids")
    }
    var ids: [String] = []
    ids.reserveCapacity(values.count)
    for value in values { ids.append(try value.string()) }
    do {
      _ = try CarouselListSnapshot(items: ids.map { SimulatedItem(id: $0) })
    } catch {
      let repeated = duplicate(in: error)
      let position = ids.indices.filter { ids[$0] == repeated }.dropFirst().first ?? 0
      throw values[position].error(error.description)
    }
    return ids
  }

  private static func duplicate(in error: CarouselSnapshotError<CarouselMainSection, String>)
    -> String?
  {
    if case .duplicateItem(let id) = error { return id }
    return nil
  }

  static let types = [
    "pointerDown", "pointerMove", "pointerUp", "pointerCancel", "wheel", "key", "resize", "count",
    "scrollTo", "pinch", "doubleTap", "visibility", "hover", "selectPage",
  ]

  static func point(_ object: JSONObjectReader) throws(InputError) -> CarouselPoint {
    CarouselPoint(x: try object.requireDouble("x"), y: try object.requireDouble("y"))
  }

  static func kind(of object: JSONObjectReader, allowsItems: Bool) throws(InputError)
    -> CarouselInputEvent.Kind
  {
    let type = try object.requireString(
      "type", oneOf: allowsItems ? types + ["items", "select"] : types)
    func allow(_ keys: String...) throws(InputError) {
      try object.rejectUnknownKeys(
        allowed: ["t", "type"] + (allowsItems ? ["carousel"] : []) + keys)
    }
    switch type {
    case "pointerDown":
      try allow("x", "y")
      return .pointerDown(try point(object))
    case "pointerMove":
      try allow("x", "y")
      return .pointerMove(try point(object))
    case "pointerUp":
      try allow("x", "y")
      if object.contains("x") || object.contains("y") { return .pointerUp(try point(object)) }
      return .pointerUp(nil)
    case "pointerCancel":
      try allow("x", "y")  // where the pointer was, if the host knows; not needed
      if object.contains("x") || object.contains("y") { _ = try point(object) }
      return .pointerCancel
    case "wheel":
      try allow("dx", "dy", "discrete")
      return .wheel(
        dx: try object.optionalDouble("dx") ?? 0, dy: try object.optionalDouble("dy") ?? 0,
        discrete: try object.optionalBool("discrete") ?? false)
    case "key":
      try allow("key")
      return .key(try object.requireChoice("key", as: CarouselKey.self))
    case "resize":
      try allow("width", "height")
      var sides: [Double] = []
      for side in ["width", "height"] {
        let length = try object.requireDouble(side, where: .positive)
        guard length <= CarouselLimits.maxViewportLength else {
          throw object.error(
            "expected at most \(JSONOutput.number(CarouselLimits.maxViewportLength)) points, "
              + "got \(SimulationConfiguration.messageNumber(length))", field: side)
        }
        sides.append(length)
      }
      return .resize(CarouselSize(width: sides[0], height: sides[1]))
    case "count":
      try allow("count")
      return .setCount(try object.requireInt("count", range: 0...Int(Int32.max)))
    case "scrollTo":
      try allow("index", "animated")
      return .scrollTo(
        index: try object.requireInt("index", range: 0...Int(Int32.max)),
        animated: try object.optionalBool("animated") ?? true)
    case "pinch":
      try allow("phase", "scale", "x", "y")
      return .pinch(
        phase: try object.requireChoice("phase", as: CarouselGesturePhase.self),
        scale: try object.requireDouble("scale", where: .positive), focus: try point(object))
    case "doubleTap":
      try allow("x", "y")
      return .doubleTap(try point(object))
    case "visibility":
      try allow("visible")
      return .visibility(try object.requireBool("visible"))
    case "hover":
      try allow("inside")
      return .hover(try object.requireBool("inside"))
    default:  // selectPage
      try allow("page")
      return .selectPage(try object.requireInt("page", range: 0...Int(Int32.max)))
    }
  }
}
