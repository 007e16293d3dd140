// Configuration setters: each changes the configuration only; ``carousel_configure(_:_:)``
// starts the carousel with it. Enumerations are passed as their index in the order listed
// in each function's comment. The ranges accepted are those of `carousel simulate`'s
// CONFIG file.

/// Whether `value` is a finite number > 0.
func isPositive(_ value: Double) -> Bool { value.isFinite && value > 0 }
/// Whether `value` is a finite number ≥ 0.
func isNonNegative(_ value: Double) -> Bool { value.isFinite && value >= 0 }

/// The case at `code` of a `CaseIterable` enumeration, or nil when out of range.
func choice<Choice: CaseIterable>(_ code: Int32, of type: Choice.Type) -> Choice? {
  let cases = Array(Choice.allCases)
  guard code >= 0 && Int(code) < cases.count else { return nil }
  return cases[Int(code)]
}

/// Applies `change` to the configuration of `handle` when `isValid`.
func configure(
  _ handle: Int32, if isValid: Bool = true, _ change: (inout CarouselConfiguration) -> Void
) -> Int32 {
  guard isValid else { return -1 }
  return withCarousel(handle) { carousel in
    change(&carousel.configuration)
    return true
  }
}

/// The viewport in points; both sides positive.
@_expose(wasm, "carousel_set_viewport")
public func carousel_set_viewport(_ handle: Int32, _ width: Double, _ height: Double) -> Int32 {
  guard isPositive(width) && isPositive(height) else { return -1 }
  return withCarousel(handle) { carousel in
    carousel.viewport = CarouselSize(width: width, height: height)
    return true
  }
}

/// The number of items, 0…2³¹−1.
@_expose(wasm, "carousel_set_count")
public func carousel_set_count(_ handle: Int32, _ count: Int32) -> Int32 {
  guard count >= 0 else { return -1 }
  return withCarousel(handle) { carousel in
    carousel.count = Int(count)
    return true
  }
}

/// 0 horizontal, 1 vertical.
@_expose(wasm, "carousel_set_axis")
public func carousel_set_axis(_ handle: Int32, _ axis: Int32) -> Int32 {
  guard let axis = choice(axis, of: CarouselAxis.self) else { return -1 }
  return configure(handle) { $0.axis = axis }
}

/// 0 left to right, 1 right to left.
@_expose(wasm, "carousel_set_layout_direction")
public func carousel_set_layout_direction(_ handle: Int32, _ direction: Int32) -> Int32 {
  guard let direction = choice(direction, of: CarouselLayoutDirection.self) else { return -1 }
  return configure(handle) { $0.layoutDirection = direction }
}

/// Item length: kind 0 a fraction of the viewport (`value` > 0), 1 points (> 0), 2 the
/// neighbours' peek in points (≥ 0; item length = viewport − 2·(peek + spacing)).
@_expose(wasm, "carousel_set_item_size")
public func carousel_set_item_size(_ handle: Int32, _ kind: Int32, _ value: Double) -> Int32 {
  let size: CarouselItemSize
  switch kind {
  case 0 where isPositive(value): size = .fraction(value)
  case 1 where isPositive(value): size = .points(value)
  case 2 where isNonNegative(value): size = .peek(value)
  default: return -1
  }
  return configure(handle) { $0.itemSize = size }
}

/// Points between items, ≥ 0.
@_expose(wasm, "carousel_set_spacing")
public func carousel_set_spacing(_ handle: Int32, _ spacing: Double) -> Int32 {
  configure(handle, if: isNonNegative(spacing)) { $0.spacing = spacing }
}

/// Points before the first and after the last item, ≥ 0.
@_expose(wasm, "carousel_set_content_inset")
public func carousel_set_content_inset(_ handle: Int32, _ inset: Double) -> Int32 {
  configure(handle, if: isNonNegative(inset)) { $0.contentInset = inset }
}

/// 0 center, 1 leading.
@_expose(wasm, "carousel_set_alignment")
public func carousel_set_alignment(_ handle: Int32, _ alignment: Int32) -> Int32 {
  guard let alignment = choice(alignment, of: CarouselItemAlignment.self) else { return -1 }
  return configure(handle) { $0.alignment = alignment }
}

/// 0 continuous, 1 continuousGroupLeadingBoundary, 2 paging, 3 groupPaging,
/// 4 groupPagingCentered.
@_expose(wasm, "carousel_set_scrolling")
public func carousel_set_scrolling(_ handle: Int32, _ scrolling: Int32) -> Int32 {
  guard let scrolling = choice(scrolling, of: CarouselScrollingBehavior.self) else { return -1 }
  return configure(handle) { $0.scrolling = scrolling }
}

/// 1 wraps around endlessly, 0 stops at the ends.
@_expose(wasm, "carousel_set_loop")
public func carousel_set_loop(_ handle: Int32, _ loop: Int32) -> Int32 {
  configure(handle) { $0.loop = loop != 0 }
}

/// Velocity kept per millisecond of free scrolling, strictly between 0 and 1.
@_expose(wasm, "carousel_set_deceleration_rate")
public func carousel_set_deceleration_rate(_ handle: Int32, _ rate: Double) -> Int32 {
  configure(handle, if: rate > 0 && rate < 1) { $0.decelerationRate = .init(rawValue: rate) }
}

/// Most items (pages) one gesture moves, ≥ 1.
@_expose(wasm, "carousel_set_max_items_per_gesture")
public func carousel_set_max_items_per_gesture(_ handle: Int32, _ most: Int32) -> Int32 {
  configure(handle, if: most >= 1) { $0.maxItemsPerGesture = Int(most) }
}

/// The item shown first, ≥ 0 (clamped to the last item).
@_expose(wasm, "carousel_set_start_index")
public func carousel_set_start_index(_ handle: Int32, _ index: Int32) -> Int32 {
  configure(handle, if: index >= 0) { $0.startIndex = Int(index) }
}

/// Per-item lengths along the axis: `count` doubles at `pointer` (all > 0); a count of 0
/// goes back to ``CarouselConfiguration/itemSize`` for every item.
@_expose(wasm, "carousel_set_item_lengths")
public func carousel_set_item_lengths(_ handle: Int32, _ pointer: Int32, _ count: Int32)
  -> Int32
{
  guard count >= 0 else { return -1 }
  guard count > 0 else { return configure(handle) { $0.itemLengths = nil } }
  guard let base = UnsafePointer<Double>(bitPattern: Int(pointer)) else { return -1 }
  let lengths = Array(UnsafeBufferPointer(start: base, count: Int(count)))
  return configure(handle, if: lengths.allSatisfy(isPositive)) { $0.itemLengths = lengths }
}

/// Points beyond each edge of the viewport whose items are laid out too, ≥ 0.
@_expose(wasm, "carousel_set_overscan")
public func carousel_set_overscan(_ handle: Int32, _ overscan: Double) -> Int32 {
  configure(handle, if: isNonNegative(overscan)) { $0.overscan = overscan }
}

/// 1 cross-fades instead of sliding (the user asked for reduced motion).
@_expose(wasm, "carousel_set_reduced_motion")
public func carousel_set_reduced_motion(_ handle: Int32, _ reduced: Int32) -> Int32 {
  configure(handle) { $0.motion.reducedMotion = reduced != 0 }
}

/// Whether autoplay steps are announced: 0 polite, 1 off.
@_expose(wasm, "carousel_set_announce_autoplay")
public func carousel_set_announce_autoplay(_ handle: Int32, _ mode: Int32) -> Int32 {
  guard let mode = choice(mode, of: CarouselAccessibilityConfiguration.AutoplayAnnouncements.self)
  else { return -1 }
  return configure(handle) { $0.accessibility.autoplayAnnouncements = mode }
}

/// Autoplay on (`interval` > 0 s, `resumeDelay` ≥ 0 s; `direction` 0 forward, 1 backward;
/// `atEnd` in the order of ``CarouselAutoplayConfiguration/EndBehavior``), clearing per-item
/// intervals.
@_expose(wasm, "carousel_set_autoplay")
public func carousel_set_autoplay(
  _ handle: Int32, _ interval: Double, _ direction: Int32, _ resumeDelay: Double,
  _ pausesOnHover: Int32, _ pausesWhenHidden: Int32, _ atEnd: Int32
) -> Int32 {
  guard let direction = choice(direction, of: CarouselAutoplayConfiguration.Direction.self),
    let atEnd = choice(atEnd, of: CarouselAutoplayConfiguration.EndBehavior.self)
  else { return -1 }
  return configure(handle, if: isPositive(interval) && isNonNegative(resumeDelay)) {
    var autoplay = CarouselAutoplayConfiguration()
    autoplay.interval = interval
    autoplay.direction = direction
    autoplay.resumeDelay = resumeDelay
    autoplay.pausesOnHover = pausesOnHover != 0
    autoplay.pausesWhenHidden = pausesWhenHidden != 0
    autoplay.atEnd = atEnd
    $0.autoplay = autoplay
  }
}

/// How long autoplay rests on item `index` (> 0 s); autoplay must be on.
@_expose(wasm, "carousel_set_autoplay_item_interval")
public func carousel_set_autoplay_item_interval(
  _ handle: Int32, _ index: Int32, _ interval: Double
) -> Int32 {
  guard carousel(handle)?.configuration.autoplay != nil else { return -1 }
  return configure(handle, if: index >= 0 && isPositive(interval)) {
    $0.autoplay?.itemIntervals[Int(index)] = interval
  }
}

/// Autoplay off.
@_expose(wasm, "carousel_clear_autoplay")
public func carousel_clear_autoplay(_ handle: Int32) -> Int32 {
  configure(handle) { $0.autoplay = nil }
}

/// Zoom limits: 0 < `minimum` ≤ `doubleTap` ≤ `maximum`; `enabled` 0 turns zoom off.
@_expose(wasm, "carousel_set_zoom")
public func carousel_set_zoom(
  _ handle: Int32, _ minimum: Double, _ maximum: Double, _ doubleTap: Double, _ enabled: Int32
) -> Int32 {
  let isValid =
    isPositive(minimum) && isPositive(maximum) && isPositive(doubleTap) && minimum <= maximum
    && doubleTap >= minimum && doubleTap <= maximum
  return configure(handle, if: isValid) {
    $0.zoom.minimumScale = minimum
    $0.zoom.maximumScale = maximum
    $0.zoom.doubleTapScale = doubleTap
    $0.zoom.isEnabled = enabled != 0
  }
}

/// A keyline layout (items masked to the keylines they pass): `strategy` 0 multiBrowse,
/// 1 hero, 2 uncontained; `largeSize` > 0, 0 < `smallMin` ≤ `smallMax` points; `alignment`
/// as for ``carousel_set_alignment(_:_:)``. Replaces the item size, lengths, alignment and
/// inset until ``carousel_clear_keylines(_:)``.
@_expose(wasm, "carousel_set_keylines")
public func carousel_set_keylines(
  _ handle: Int32, _ strategy: Int32, _ largeSize: Double, _ smallMin: Double,
  _ smallMax: Double, _ alignment: Int32
) -> Int32 {
  guard let strategy = choice(strategy, of: CarouselKeylineLayout.Strategy.self),
    let alignment = choice(alignment, of: CarouselItemAlignment.self)
  else { return -1 }
  let isValid =
    isPositive(largeSize) && isPositive(smallMin) && isPositive(smallMax) && smallMin <= smallMax
  return configure(handle, if: isValid) {
    $0.keylines = CarouselKeylineLayout(
      strategy, largeSize: largeSize, smallMin: smallMin, smallMax: smallMax,
      alignment: alignment)
  }
}

/// Items of the item size again (no keyline layout).
@_expose(wasm, "carousel_clear_keylines")
public func carousel_clear_keylines(_ handle: Int32) -> Int32 {
  configure(handle) { $0.keylines = nil }
}

/// Page dots: at most `maxDots` (1…1000) shown; `hidesForSinglePage` 1 hides a lone dot.
@_expose(wasm, "carousel_set_indicator")
public func carousel_set_indicator(_ handle: Int32, _ maxDots: Int32, _ hidesForSinglePage: Int32)
  -> Int32
{
  configure(handle, if: maxDots >= 1 && maxDots <= 1000) {
    $0.indicator.maxDots = Int(maxDots)
    $0.indicator.hidesForSinglePage = hidesForSinglePage != 0
  }
}

/// The accessibility label of item `index`: `length` bytes of UTF-8 at `pointer` (a length
/// of 0 removes it; malformed UTF-8 is rejected). Takes effect at once and survives
/// `configure`.
@_expose(wasm, "carousel_set_label")
public func carousel_set_label(_ handle: Int32, _ index: Int32, _ pointer: Int32, _ length: Int32)
  -> Int32
{
  guard index >= 0 && length >= 0 else { return -1 }
  var label: String? = nil
  if length > 0 {
    guard let base = UnsafePointer<UInt8>(bitPattern: Int(pointer)) else { return -1 }
    // Validated, not repaired (a repairing decoder is 8 KB of the module): text from
    // `TextEncoder` is always valid UTF-8, and malformed bytes are rejected.
    label = String(validating: UnsafeBufferPointer(start: base, count: Int(length)), as: UTF8.self)
    guard label != nil else { return -1 }
  }
  return withCarousel(handle) { carousel in
    carousel.labels[Int(index)] = label
    if let time = carousel.engine?.time {
      carousel.engine?.setLabel(label, ofItemAt: Int(index), at: time)
    }
    return true
  }
}
