/// Who listens on the accessibility bus, as the registry tells it
/// (`org.a11y.atspi.Registry.GetRegisteredEvents`, then its `EventListenerRegistered` and
/// `EventListenerDeregistered` signals), and so whether a screen reader is there.
///
/// A screen reader is a client registered for focus events or for state changes that
/// include focus (`focus:`, `object:state-changed:focused`, `object:state-changed`,
/// `object:`, or every event): what Orca registers as it starts, and what a screen reader
/// needs to follow the person's focus. A client listening only for announcements, window
/// or text events, or only reading the tree (a checker, a test, a logger), is not one.
///
/// Threading: the bus thread only.
struct ScreenReaderListeners {
  /// The events each client (by bus name) is registered for.
  private var events: [String: [String]] = [:]
  /// This application's own bus name: its own listeners do not count.
  let ownBusName: String

  init(ownBusName: String) {
    self.ownBusName = ownBusName
  }

  /// Whether any other client listens as a screen reader does.
  var isListening: Bool {
    events.contains { bus, names in bus != ownBusName && names.contains(where: Self.followsFocus) }
  }

  /// Replaces what is known with the registry's whole list (`GetRegisteredEvents`).
  mutating func reset(_ pairs: [(bus: String, event: String)]) {
    events = [:]
    for pair in pairs { registered(pair.event, by: pair.bus) }
  }

  /// `bus` registered for `event` (`EventListenerRegistered`).
  mutating func registered(_ event: String, by bus: String) {
    events[bus, default: []].append(event)
  }

  /// `bus` deregistered from `event` (`EventListenerDeregistered`); one registration of it
  /// ends, as the registry counts them.
  mutating func deregistered(_ event: String, by bus: String) {
    guard var names = events[bus], let index = names.firstIndex(of: event) else { return }
    names.remove(at: index)
    events[bus] = names.isEmpty ? nil : names
  }

  /// Whether a listener for `event` hears the focus move: `focus:`, every `object:` event,
  /// every state change, or the focused state's. The registry keeps the names as clients
  /// gave them (`object:state-changed:focused`, or D-Bus's `Object:StateChanged:Focused`):
  /// compared without case or dashes.
  static func followsFocus(_ event: String) -> Bool {
    let words = String(event.lowercased().filter { $0 != "-" })
      .split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty }
    guard let category = words.first else { return true }  // "": every event
    if category == "focus" { return true }
    guard category == "object" else { return false }
    if words.count == 1 { return true }
    guard words[1] == "statechanged" else { return false }
    return words.count == 2 || words[2] == "focused"
  }
}
