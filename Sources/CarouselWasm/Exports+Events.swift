// Draining events: the host calls ``carousel_next_event(_:)`` until it returns -1. The
// queue holds at most ``HostedCarousel/eventCapacity`` events; older ones are dropped (and
// counted in the frame record) when a host does not drain.

/// The values of the last event taken: two doubles whose meaning depends on its kind.
nonisolated(unsafe) var eventValues: [Double] = [0, 0]

/// Takes the oldest event and returns its kind, or -1 when none is waiting:
/// 0 current item changed (values: from, to), 1 drag began, 2 drag ended (velocity),
/// 3 settled (index), 4 announcement (text in the text buffer, values: its length in bytes,
/// politeness 0 polite or 1 assertive), 5 autoplay state (0 playing, 1 paused, 2 off),
/// 6 zoom changed (scale). The values are at ``carousel_event_values()``.
@_expose(wasm, "carousel_next_event")
public func carousel_next_event(_ handle: Int32) -> Int32 {
  var event: CarouselEvent?
  _ = withCarousel(handle) { carousel in
    event = carousel.events.popFirst()
    return true
  }
  guard let event else { return -1 }
  switch event {
  case .currentItemChanged(let from, let to):
    eventValues = [Double(from), Double(to)]
    return 0
  case .dragBegan:
    eventValues = [0, 0]
    return 1
  case .dragEnded(let velocity):
    eventValues = [velocity, 0]
    return 2
  case .settled(let index):
    eventValues = [Double(index), 0]
    return 3
  case .announcement(let text, let politeness):
    eventValues = [Double(publish(text)), politeness == .polite ? 0 : 1]
    return 4
  case .autoplayStateChanged(let state):
    eventValues = [Double(autoplayCode(state)), 0]
    return 5
  case .zoomChanged(let scale):
    eventValues = [scale, 0]
    return 6
  }
}

/// Where the two values of the last event taken are.
@_expose(wasm, "carousel_event_values")
public func carousel_event_values() -> Int32 {
  eventValues.withUnsafeBufferPointer { address($0.baseAddress) }
}
