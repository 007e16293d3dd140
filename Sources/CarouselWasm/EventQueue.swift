/// A first-in, first-out queue of engine events that never holds more than `capacity`:
/// appending to a full queue drops the oldest event and counts it.
struct EventQueue {
  let capacity: Int
  private var storage: [CarouselEvent] = []
  private var head = 0
  /// Events dropped because the queue was full, since the carousel started.
  private(set) var dropped = 0

  init(capacity: Int) {
    precondition(capacity > 0, "an event queue holds at least one event")
    self.capacity = capacity
    storage.reserveCapacity(capacity)
  }

  /// Number of events waiting.
  var count: Int { storage.count - head }

  /// Appends `event`, dropping the oldest one when full.
  mutating func append(_ event: CarouselEvent) {
    if count == capacity {
      head += 1
      dropped += 1
    }
    if head > 0 && storage.count == capacity {
      // Compact in place: O(capacity) at most once per `capacity` appends.
      storage.removeFirst(head)
      head = 0
    }
    storage.append(event)
  }

  /// The oldest event, removed, or nil when empty.
  mutating func popFirst() -> CarouselEvent? {
    guard head < storage.count else { return nil }
    let event = storage[head]
    head += 1
    if head == storage.count { removeAll() }
    return event
  }

  /// Empties the queue (the dropped count is kept).
  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
  }
}
