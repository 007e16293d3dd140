/// One carousel as the WebAssembly host sees it: the configuration set so far, the engine
/// built from it by `carousel_configure` (until then every call but the setters answers
/// -1), the item labels, and the engine's events waiting to be read.
///
/// The events are moved out of the engine after every call that can make one, into a queue
/// that holds at most ``eventCapacity``: a host that never drains them loses the oldest,
/// counted in ``droppedEvents``, and memory stays bounded.
final class HostedCarousel {
  /// Events kept for the host between drains; a frame makes at most a handful, so 64 is
  /// more than a frame's worth while bounding what a host that never drains can pile up.
  static let eventCapacity = 64

  /// The viewport and item count of a carousel the host has not configured: those of
  /// `carousel simulate`'s CONFIG without them.
  static let defaultViewport = CarouselSize(width: 390, height: 540)
  static let defaultCount = 8

  var viewport = HostedCarousel.defaultViewport
  var count = HostedCarousel.defaultCount
  var configuration = CarouselConfiguration()
  /// The running carousel; nil until the first successful ``restart(at:)``.
  var engine: CarouselEngine?
  var labels = [Int: String]()
  var events = EventQueue(capacity: eventCapacity)
  /// The link to another carousel, if any (see `carousel_link`).
  var link: HostedLink?
  #if CAROUSEL_WASM_LAYOUTS
    /// Breakpoints over ``configuration`` (nil: none; see `carousel_set_breakpoints`).
    var breakpoints: [CarouselBreakpoint]?
    /// Item content sizes for auto height, given to every engine ``restart(at:)`` makes.
    var contentSizes = [Int: CarouselSize]()
    /// The nested scroll this carousel is the inner or outer scroller of (`carousel_nest`).
    var nesting: HostedNesting?
  #endif

  /// Starts the carousel afresh from ``viewport``, ``count`` and ``configuration`` at
  /// `time`, keeping the labels; false (and the carousel unchanged) when the configuration
  /// breaks one of the engine's rules for this viewport and count.
  func restart(at time: Double) -> Bool {
    #if CAROUSEL_WASM_LAYOUTS
      let configuration = configurationForWidth
    #endif
    guard
      var fresh = try? CarouselEngine(
        viewport: viewport, count: count, configuration: configuration, time: time)
    else { return false }
    fresh.setItemLabels(labels, at: time)
    #if CAROUSEL_WASM_LAYOUTS
      for (index, size) in contentSizes { fresh.setContentSize(size, ofItemAt: index, at: time) }
    #endif
    engine = fresh
    events.removeAll()
    return true
  }

  /// Hands `kind` at `time` to the engine and queues what it reports; false when the
  /// engine rejected the event as malformed.
  func handle(_ kind: CarouselInputEvent.Kind, at time: Double) -> Bool {
    if let link { return link.handle(kind, at: time, on: self) }
    #if CAROUSEL_WASM_LAYOUTS
      if let nesting, nesting.inner === self { return nesting.handle(kind, at: time) }
      if let breakpoints = activeBreakpoints, engine != nil {
        return handle(kind, at: time, breakpoints: breakpoints)
      }
    #endif
    guard engine?.handle(CarouselInputEvent(time: time, kind)) == true else { return false }
    collectEvents()
    return true
  }

  /// Moves the clock to `time` (both carousels when linked).
  func advance(to time: Double) -> Bool {
    #if CAROUSEL_WASM_LAYOUTS
      if let nesting { return nesting.advance(to: time) }
    #endif
    if let link {
      return link.withEngines { link, first, second in
        link.advance(to: time, first: &first, second: &second)
        return true
      }
    }
    guard engine != nil else { return false }
    engine?.advance(to: time)
    collectEvents()
    return true
  }

  /// Moves the engine's pending events into the bounded queue.
  func collectEvents() {
    for event in engine?.drainEvents() ?? [] { events.append(event) }
  }
}
