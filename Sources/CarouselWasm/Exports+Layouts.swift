// The layouts module, carousel-layouts.wasm: the same API as carousel-core.wasm plus the
// layouts that do not fit the main module's budget (docs/web.md) — continuous autoplay,
// auto height, breakpoints and nested scrolling. `make wasm` compiles this file only with
// `-D CAROUSEL_WASM_LAYOUTS`; the main module is built without it and does not change.
#if CAROUSEL_WASM_LAYOUTS

  // MARK: Continuous autoplay

  /// Autoplay glides at `speed` points per second (> 0), easing in and out over `ramp`
  /// seconds (≥ 0), instead of stepping; autoplay must be on (``carousel_set_autoplay``).
  /// A `speed` of 0 goes back to stepping.
  @_expose(wasm, "carousel_set_autoplay_scroll")
  public func carousel_set_autoplay_scroll(_ handle: Int32, _ speed: Double, _ ramp: Double)
    -> Int32
  {
    guard carousel(handle)?.configuration.autoplay != nil else { return -1 }
    if speed == 0 { return configure(handle) { $0.autoplay?.scroll = nil } }
    return configure(handle, if: isPositive(speed) && isNonNegative(ramp)) {
      $0.autoplay?.scroll = CarouselAutoScrollConfiguration(speed: speed, rampDuration: ramp)
    }
  }

  /// Why autoplay is paused: 0 user, 1 hover, 2 hidden, 3 zoomed, 4 interaction, 5 resuming;
  /// -1 when it is not paused (or the handle is unknown).
  @_expose(wasm, "carousel_autoplay_pause_reason")
  public func carousel_autoplay_pause_reason(_ handle: Int32) -> Int32 {
    guard let reason = carousel(handle)?.engine?.autoplayPauseReason else { return -1 }
    switch reason {
    case .user: return 0
    case .hover: return 1
    case .hidden: return 2
    case .zoomed: return 3
    case .interaction: return 4
    case .resuming: return 5
    }
  }

  // MARK: Auto height

  /// The size of item `index`'s content (both sides > 0; a side ≤ 0 removes it): under auto
  /// height the viewport's cross size follows it. Kept across `configure`.
  @_expose(wasm, "carousel_set_content_size")
  public func carousel_set_content_size(
    _ handle: Int32, _ index: Int32, _ width: Double, _ height: Double
  ) -> Int32 {
    guard index >= 0, width.isFinite, height.isFinite else { return -1 }
    let size = width > 0 && height > 0 ? CarouselSize(width: width, height: height) : nil
    return withCarousel(handle) { carousel in
      carousel.contentSizes[Int(index)] = size
      if let time = carousel.engine?.time {
        carousel.engine?.setContentSize(size, ofItemAt: Int(index), at: time)
      }
      return true
    }
  }

  /// The viewport's cross size under auto height at the carousel's time (its height when
  /// horizontal), following the current item's content; NaN for an unknown handle.
  @_expose(wasm, "carousel_auto_cross_size")
  public func carousel_auto_cross_size(_ handle: Int32) -> Double {
    carousel(handle)?.engine?.autoCrossSize ?? .nan
  }

  // MARK: Breakpoints

  /// Breakpoints over the configuration set so far: `count` records of 4 doubles at
  /// `pointer`, each `minWidth` (≥ 0), `itemsPerView` (1/100…100, NaN: unchanged),
  /// `spacing` (≥ 0, NaN: unchanged), `enabled` (0 off, 1 on, NaN: unchanged). A `count` of
  /// -1 removes them. Take effect at the next `configure`; a resize then switches to the
  /// configuration of the new width, keeping the current item.
  @_expose(wasm, "carousel_set_breakpoints")
  public func carousel_set_breakpoints(_ handle: Int32, _ pointer: Int32, _ count: Int32)
    -> Int32
  {
    guard let hosted = carousel(handle), count >= -1 else { return -1 }
    guard count >= 0 else {
      hosted.breakpoints = nil
      return 0
    }
    var points: [CarouselBreakpoint] = []
    if count > 0 {
      guard let base = UnsafePointer<Double>(bitPattern: Int(pointer)) else { return -1 }
      let values = UnsafeBufferPointer(start: base, count: Int(count) * 4)
      for k in 0..<Int(count) {
        let minWidth = values[4 * k]
        let perView = values[4 * k + 1]
        let spacing = values[4 * k + 2]
        let enabled = values[4 * k + 3]
        guard isNonNegative(minWidth),
          perView.isNaN || (perView >= 0.01 && perView <= CarouselBreakpoint.maxItemsPerView),
          spacing.isNaN || isNonNegative(spacing),
          enabled.isNaN || enabled == 0 || enabled == 1
        else { return -1 }
        points.append(
          CarouselBreakpoint(
            minWidth: minWidth, itemsPerView: perView.isNaN ? nil : perView,
            spacing: spacing.isNaN ? nil : spacing, isEnabled: enabled.isNaN ? nil : enabled == 1))
      }
    }
    hosted.breakpoints = points
    return 0
  }

  /// The active breakpoint's index, -1 below every breakpoint, -2 without breakpoints.
  @_expose(wasm, "carousel_breakpoint")
  public func carousel_breakpoint(_ handle: Int32) -> Int32 {
    guard let hosted = carousel(handle), let breakpoints = hosted.activeBreakpoints else {
      return -2
    }
    let width = hosted.engine?.viewport.width ?? hosted.viewport.width
    return Int32(truncatingIfNeeded: breakpoints.resolved(forWidth: width).breakpoint ?? -1)
  }

  /// 1 when the carousel is on at its width, 0 when a breakpoint switched it off (the host
  /// then lays the items out as a list; gestures are ignored), -1 for an unknown handle.
  @_expose(wasm, "carousel_is_enabled")
  public func carousel_is_enabled(_ handle: Int32) -> Int32 {
    guard let hosted = carousel(handle) else { return -1 }
    guard let breakpoints = hosted.activeBreakpoints else { return 1 }
    let width = hosted.engine?.viewport.width ?? hosted.viewport.width
    return breakpoints.resolved(forWidth: width).isEnabled ? 1 : 0
  }

  extension HostedCarousel {
    /// The breakpoints over the configuration set so far, if any.
    var activeBreakpoints: CarouselBreakpoints? {
      breakpoints.map { CarouselBreakpoints(base: configuration, breakpoints: $0) }
    }

    /// The configuration an engine starts with: the breakpoints' for the viewport's width
    /// (with the start index set), or the one set.
    var configurationForWidth: CarouselConfiguration {
      guard let breakpoints = activeBreakpoints else { return configuration }
      var resolved = breakpoints.resolved(forWidth: viewport.width).configuration
      resolved.startIndex = configuration.startIndex
      return resolved
    }

    /// Hands `kind` to the engine as `carousel simulate` does with breakpoints: a resize
    /// switches configuration (keeping the current item), and while the carousel is off it
    /// takes no gestures (it only advances to their time).
    func handle(_ kind: CarouselInputEvent.Kind, at time: Double, breakpoints: CarouselBreakpoints)
      -> Bool
    {
      guard time.isFinite, kind.isWellFormed else { return false }
      switch kind {
      case .resize(let size):
        if (try? engine?.resize(to: size, breakpoints: breakpoints, at: time)) == nil {
          engine?.handle(CarouselInputEvent(time: time, kind))
        }
      case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .wheel, .key, .pinch,
        .doubleTap, .zoomBy, .selectPage, .scrub:
        let width = engine?.viewport.width ?? viewport.width
        if breakpoints.resolved(forWidth: width).isEnabled {
          engine?.handle(CarouselInputEvent(time: time, kind))
        } else {
          engine?.advance(to: time)
        }
      default:
        engine?.handle(CarouselInputEvent(time: time, kind))
      }
      collectEvents()
      return true
    }
  }

  // MARK: Nested scrolling

  /// A carousel inside an outer scroller (two hosted carousels) and the
  /// ``CarouselNestedScroll`` routing pointer and wheel input between them. Each holds it
  /// while nested; `carousel_unnest` (which `carousel_destroy` calls) breaks the cycle.
  final class HostedNesting {
    var scroll: CarouselNestedScroll
    let inner: HostedCarousel
    let outer: HostedCarousel

    init(_ configuration: CarouselNestedScrollConfiguration, inner: HostedCarousel, outer: HostedCarousel) {
      scroll = CarouselNestedScroll(configuration)
      self.inner = inner
      self.outer = outer
    }

    /// Runs `body` on the nested scroll and both engines, then queues both carousels'
    /// events; false when either carousel is not configured.
    func withEngines(
      _ body: (inout CarouselNestedScroll, inout CarouselEngine, inout CarouselEngine) -> Bool
    ) -> Bool {
      guard inner.engine != nil && outer.engine != nil else { return false }
      let done = body(&scroll, &inner.engine!, &outer.engine!)
      inner.collectEvents()
      outer.collectEvents()
      return done
    }

    /// Input to the inner carousel, as `carousel simulate` routes it: pointer and wheel
    /// events through the nested scroll (which advances both first), the rest to the inner
    /// carousel.
    func handle(_ kind: CarouselInputEvent.Kind, at time: Double) -> Bool {
      withEngines { scroll, inner, outer in
        let event = CarouselInputEvent(time: time, kind)
        if scroll.handle(event, inner: &inner, outer: &outer) { return true }
        return inner.handle(event)
      }
    }

    /// Both scrollers to `time`, handing over momentum at the inner carousel's end.
    func advance(to time: Double) -> Bool {
      withEngines { scroll, inner, outer in
        scroll.advance(to: time, inner: &inner, outer: &outer)
        return true
      }
    }
  }

  /// Nests carousel `inner` in the scroller `outer` (both configured, neither linked or
  /// nested): `slop` (≥ 0) points before a drag picks its axis, `dominance` (> 0) how much
  /// it must favour the inner axis, `handsOff` 1 to hand the rest of a gesture to the outer
  /// scroller at the inner carousel's ends. Input to `inner` then goes through the nested
  /// scroll, and advancing either advances both.
  @_expose(wasm, "carousel_nest")
  public func carousel_nest(
    _ inner: Int32, _ outer: Int32, _ slop: Double, _ dominance: Double, _ handsOff: Int32
  ) -> Int32 {
    guard inner != outer, isNonNegative(slop), isPositive(dominance),
      let a = carousel(inner), let b = carousel(outer), a.engine != nil, b.engine != nil,
      a.link == nil, b.link == nil, a.nesting == nil, b.nesting == nil
    else { return -1 }
    var configuration = CarouselNestedScrollConfiguration()
    configuration.axisLockSlop = slop
    configuration.axisDominance = dominance
    configuration.handsOffAtEdges = handsOff != 0
    let nesting = HostedNesting(configuration, inner: a, outer: b)
    a.nesting = nesting
    b.nesting = nesting
    return 0
  }

  /// Ends the nesting `handle` takes part in.
  @_expose(wasm, "carousel_unnest")
  public func carousel_unnest(_ handle: Int32) -> Int32 {
    guard let nesting = carousel(handle)?.nesting else { return -1 }
    nesting.inner.nesting = nil
    nesting.outer.nesting = nil
    return 0
  }

  /// The nested gesture's state: `field` 0 its owner (0 none, 1 undecided, 2 inner,
  /// 3 outer, 4 neither), 1 the axis it locked to (-1 none, 0 horizontal, 1 vertical),
  /// 2 the screen travel handed to the outer scroller. NaN when `handle` is not nested.
  @_expose(wasm, "carousel_nested_state")
  public func carousel_nested_state(_ handle: Int32, _ field: Int32) -> Double {
    guard let scroll = carousel(handle)?.nesting?.scroll else { return .nan }
    switch field {
    case 0:
      let owners = Array(CarouselNestedScroll.Owner.allCases)
      return Double(owners.firstIndex(of: scroll.owner) ?? 0)
    case 1:
      guard let axis = scroll.lockedAxis else { return -1 }
      return axis == .horizontal ? 0 : 1
    case 2: return scroll.handedOffTravel
    default: return .nan
    }
  }
#endif
