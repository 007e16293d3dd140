/// Positions of items along the scroll axis, in content points.
///
/// All distances are taken between two *virtual* item indices (in a looping carousel the
/// virtual index `v` shows item `v mod count`), so they stay small and exact however far
/// the carousel has travelled. The "rest offset" of an item is the scroll offset at which
/// it sits in its resting place (centred or at the leading inset).
///
/// - Complexity: O(1) per query for uniform lengths; O(log n) with per-item lengths
///   (prefix sums of the listed lengths built once in O(listed); items past the list are
///   arithmetic, so a huge count costs no memory).
struct Track: Sendable {
  let count: Int
  let viewportLength: Double
  let spacing: Double
  let inset: Double
  let alignment: CarouselItemAlignment
  let loops: Bool
  /// Uniform item length, or nil when `prefix` holds per-item lengths.
  let uniformLength: Double?
  /// `prefix[k]` = Σ_{j<k} (length_j + spacing) for the items with a listed length
  /// (k ≤ min(count, listed)); see ``start(ofItem:)`` for the others.
  let prefix: [Double]
  /// Length of the items past the listed lengths (the configuration's item size).
  let unlistedLength: Double
  /// The keylines of a keyline layout: items are then all as long as its large keylines and
  /// rest with their centre on the focal keyline.
  let keylines: KeylineState?

  init(configuration c: CarouselConfiguration, viewport: CarouselSize, count: Int) {
    self.count = max(count, 0)
    viewportLength = viewport.length(along: c.axis)
    spacing = c.spacing
    loops = c.loop
    if let layout = c.keylines {
      let state = KeylineState(layout: layout, length: viewportLength, spacing: c.spacing)
      keylines = state
      inset = state.restingCentre - state.itemLength / 2
      alignment = .leading
      uniformLength = state.itemLength
      unlistedLength = state.itemLength
      prefix = []
      return
    }
    keylines = nil
    inset = c.contentInset
    alignment = c.effectiveAlignment
    let base = c.itemSize.length(viewportLength: viewportLength, spacing: c.spacing)
    unlistedLength = base
    if let lengths = c.itemLengths, !lengths.isEmpty, count > 0 {
      let listed = min(count, lengths.count)
      var sums = [Double](repeating: 0, count: listed + 1)
      for k in 0..<listed {
        sums[k + 1] = sums[k] + (lengths[k].isFinite ? max(lengths[k], 1) : base) + c.spacing
      }
      uniformLength = nil
      prefix = sums
    } else {
      uniformLength = base
      prefix = []
    }
  }

  /// Distance between the starts of neighbouring uniform items.
  var stride: Double { (uniformLength ?? 0) + spacing }

  /// The loop period: all items and their gaps.
  var period: Double {
    if uniformLength != nil { return Double(count) * stride }
    return start(ofItem: count)
  }

  /// Σ_{j<r} (length_j + spacing) for a real index `r` in `0...count` (per-item lengths).
  func start(ofItem r: Int) -> Double {
    let listed = prefix.count - 1
    if r <= listed { return prefix[r] }
    return prefix[listed] + Double(r - listed) * (unlistedLength + spacing)
  }

  /// The real item shown at a virtual index.
  func item(at virtualIndex: Int) -> Int {
    guard count > 0 else { return -1 }
    return CarouselLoopIndex.item(at: virtualIndex, count: count)
  }

  /// Length of the item at a virtual index.
  func length(of virtualIndex: Int) -> Double {
    if let uniformLength { return uniformLength }
    let k = item(at: virtualIndex)
    guard k + 1 < prefix.count else { return unlistedLength }
    return prefix[k + 1] - prefix[k] - spacing
  }

  /// Start of `b` minus start of `a` in content points.
  func leadingDistance(from a: Int, to b: Int) -> Double {
    if uniformLength != nil { return Double(b - a) * stride }
    let (lapA, ra) = lapAndItem(a)
    let (lapB, rb) = lapAndItem(b)
    return Double(lapB - lapA) * period + start(ofItem: rb) - start(ofItem: ra)
  }

  /// Where item `v` rests relative to its own start: the start minus the resting screen
  /// position of its leading edge.
  func alignmentShift(of v: Int) -> Double {
    switch alignment {
    case .center: (length(of: v) - viewportLength) / 2
    case .leading: -inset
    }
  }

  /// Rest offset of `b` minus rest offset of `a`.
  func restDistance(from a: Int, to b: Int) -> Double {
    if uniformLength != nil { return Double(b - a) * stride }
    return leadingDistance(from: a, to: b) + alignmentShift(of: b) - alignmentShift(of: a)
  }

  /// Screen position of item `v`'s leading edge, along the axis, when the scroll offset is
  /// `offset` relative to the rest offset of `anchor`.
  func screenLeading(of v: Int, anchor: Int, offset: Double) -> Double {
    leadingDistance(from: anchor, to: v) - offset - alignmentShift(of: anchor)
  }

  /// The continuous position in virtual item units for an offset relative to `anchor`'s
  /// rest offset: item k at rest is exactly k; between two items it interpolates linearly
  /// between their rest offsets (past the ends of a non-looping track it extrapolates).
  func itemPosition(anchor: Int, offset: Double) -> Double {
    guard count > 0 else { return 0 }
    if offset == 0 { return Double(anchor) }
    if uniformLength != nil { return Double(anchor) + offset / stride }
    let k = restIndex(atOrBefore: offset, anchor: anchor)
    let here = restDistance(from: anchor, to: k)
    let next = restDistance(from: anchor, to: k + 1)
    return Double(k) + (offset - here) / (next - here)
  }

  /// Largest virtual index whose rest offset is ≤ `offset` (relative to `anchor`). In a
  /// non-looping track the result is clamped to `0...count-2` so that extrapolation uses
  /// the edge interval.
  func restIndex(atOrBefore offset: Double, anchor: Int) -> Int {
    if uniformLength != nil {
      let steps = (offset / stride).rounded(.down)
      let k = anchor + Int(clampingIndex: steps, .down)
      return loops || count < 2 ? k : min(max(k, 0), count - 2)
    }
    // Find in lap 0 the position of anchor plus offset.
    let (lapA, ra) = lapAndItem(anchor)
    let absolute = restCoordinate(ra) + offset
    let r0 = restCoordinate(0)
    let period = self.period
    var lap = 0
    var within = absolute
    if loops {
      lap = Int(clampingIndex: (absolute - r0) / period, .down)
      within = absolute - Double(lap) * period
    }
    // Binary search over k in 0..<count for the last rest coordinate ≤ within.
    var low = 0
    var high = count - 1
    if within < r0 {
      return loops ? (lapA + lap) * count - 1 : 0
    }
    while low < high {
      let mid = (low + high + 1) / 2
      if restCoordinate(mid) <= within { low = mid } else { high = mid - 1 }
    }
    let k = (lapA + lap) * count + low
    return loops || count < 2 ? k : min(k, count - 2)
  }

  /// Virtual indices whose extent along the axis overlaps `[from, to)` in screen points
  /// when the offset is `offset` relative to `anchor`'s rest offset, in ascending order.
  func indices(overlapping from: Double, _ to: Double, anchor: Int, offset: Double) -> Range<Int> {
    guard count > 0, to > from else { return 0..<0 }
    // Screen leading of anchor; content coordinate of a screen point p is p − anchorLead.
    let anchorLead = screenLeading(of: anchor, anchor: anchor, offset: offset)
    let first = index(containingContent: from - anchorLead, anchor: anchor, roundingUpAtEnd: false)
    var last = index(containingContent: to - anchorLead, anchor: anchor, roundingUpAtEnd: true)
    // `last` is the item whose extent contains `to` (exclusive end): step back if only its
    // gap or nothing of it reaches into the range.
    if screenLeading(of: last, anchor: anchor, offset: offset) >= to { last -= 1 }
    var lower = first
    if screenLeading(of: first, anchor: anchor, offset: offset) + length(of: first) <= from {
      lower += 1
    }
    if !loops {
      lower = max(lower, 0)
      last = min(last, count - 1)
    }
    return lower <= last ? lower..<(last + 1) : lower..<lower
  }

  /// Virtual index of the item whose start is the last at or before the content distance
  /// `distance` from `anchor`'s start.
  private func index(containingContent distance: Double, anchor: Int, roundingUpAtEnd: Bool)
    -> Int
  {
    if uniformLength != nil {
      return anchor + Int(clampingIndex: distance / stride, .down)
    }
    let (lapA, ra) = lapAndItem(anchor)
    let absolute = start(ofItem: ra) + distance
    let period = self.period
    let lap = Int(clampingIndex: absolute / period, .down)
    let within = absolute - Double(lap) * period
    var low = 0
    var high = count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if start(ofItem: mid) <= within { low = mid } else { high = mid - 1 }
    }
    return (lapA + lap) * count + low
  }

  /// Rest offset of real item `r` in lap 0, measured from the start of item 0.
  private func restCoordinate(_ r: Int) -> Double {
    start(ofItem: r) + alignmentShift(of: r)
  }

  private func lapAndItem(_ v: Int) -> (lap: Int, item: Int) {
    var lap = v / count
    var r = v % count
    if r < 0 {
      r += count
      lap -= 1
    }
    return (lap, r)
  }
}
