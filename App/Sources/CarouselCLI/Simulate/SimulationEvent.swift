import CarouselCore
import CarouselFormats

/// One line of a simulation's EVENTS: an input to the engine, or new data.
public enum SimulationEvent: Hashable, Sendable {
  /// An input event, read at `line` (0 when it did not come from a file).
  case input(CarouselInputEvent, line: Int)
  /// The items are now `ids`, in order (`{"type":"items","ids":[…]}`); `line` is where the
  /// event was read (for errors found later).
  case items(time: Double, ids: [String], line: Int)

  /// When it happens, in seconds.
  public var time: Double {
    switch self {
    case .input(let event, _): event.time
    case .items(let time, _, _): time
    }
  }
}

/// An item of a simulation: an identity and nothing else (an `items` event names only
/// identities, so there are no updates).
struct SimulatedItem: Identifiable, Equatable, Sendable {
  var id: String
}
