import CarouselCore
import CarouselFormats

/// Reads the EVENTS file (JSON Lines) shared by `carousel simulate` and `carousel render`.
public enum SimulationEvents {
  /// Every event of the file, validated: times finite, not negative, non-decreasing.
  public static func decode(_ reader: JSONLinesReader) throws(InputError) -> [InputEvent] {
    var events: [InputEvent] = []
    var previous = -Double.infinity
    try reader.forEachObject { (_, object) throws(InputError) in
      let timeValue = try object.requireValue("t")
      let time = try timeValue.double(where: .nonNegative)
      guard time >= previous else {
        throw timeValue.error(
          "time \(JSONOutput.number(time)) is earlier than the previous event's \(JSONOutput.number(previous))"
        )
      }
      previous = time
      events.append(InputEvent(time: time, try kind(of: object)))
    }
    return events
  }

  static let types = [
    "pointerDown", "pointerMove", "pointerUp", "pointerCancel", "wheel", "key", "resize", "count",
    "scrollTo", "pinch", "doubleTap", "visibility", "hover", "selectPage",
  ]

  static func point(_ object: JSONObjectReader) throws(InputError) -> CarouselPoint {
    CarouselPoint(x: try object.requireDouble("x"), y: try object.requireDouble("y"))
  }

  static func kind(of object: JSONObjectReader) throws(InputError) -> InputEvent.Kind {
    let type = try object.requireString("type", oneOf: types)
    func allow(_ keys: String...) throws(InputError) {
      try object.rejectUnknownKeys(allowed: ["t", "type"] + keys)
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
      return .resize(
        CarouselSize(
          width: try object.requireDouble("width", where: .positive),
          height: try object.requireDouble("height", where: .positive)))
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
        phase: try object.requireChoice("phase", as: GesturePhase.self),
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
