import CarouselCore
import CarouselFormats

/// One line of a simulation's EVENTS: an input to the engine, or new data.
public enum SimulationEvent: Hashable, Sendable {
  /// An input event, read at `line` (0 when it did not come from a file).
  case input(CarouselInputEvent, line: Int)
  /// The items are now `ids`, in order (`{"type":"items","ids":[…]}`); `line` is where the
  /// event was read (for errors found later).
  case items(time: Double, ids: [String], line: Int)
  /// An input or data change addressed to the linked follower (`"carousel":1`); never
  /// itself a `follower` or `select` event.
  indirect case follower(SimulationEvent)
  /// Item `index` chosen on a linked pair (`{"type":"select","index":i}`): the leader slides
  /// to it and the follower follows (``CarouselLink/select(_:at:first:second:)``).
  case select(time: Double, index: Int, line: Int)

  /// When it happens, in seconds.
  public var time: Double {
    switch self {
    case .input(let event, _): event.time
    case .items(let time, _, _): time
    case .follower(let event): event.time
    case .select(let time, _, _): time
    }
  }

  /// The line of the EVENTS file it was read at (0 when it did not come from a file).
  public var line: Int {
    switch self {
    case .input(_, let line), .items(_, _, let line), .select(_, _, let line): line
    case .follower(let event): event.line
    }
  }
}

/// An item of a simulation: an identity and nothing else (an `items` event names only
/// identities, so there are no updates).
struct SimulatedItem: Identifiable, Equatable, Sendable {
  var id: String
}
