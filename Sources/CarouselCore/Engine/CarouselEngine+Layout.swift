extension CarouselEngine {
  /// Calls `body` with the attributes of every item on screen or within
  /// ``CarouselConfiguration/overscan``, in display order (left to right, top to bottom).
  ///
  /// While a data change animates (`apply(_:at:)`), items are drawn where the change has
  /// carried them so far, with their ``CarouselItemAttributes/opacity``; an item sliding out of
  /// its new place can show although its place is off screen.
  ///
  /// - Complexity: O(visible items) for uniform lengths, plus O(log n) with per-item
  ///   lengths; never proportional to the item count. Allocates nothing.
  public func forEachLayoutAttribute(_ body: (CarouselItemAttributes) -> Void) {
    guard count > 0 else { return }
    let length = track.viewportLength
    let margin = max(configuration.overscan, 0)
    let shown = offset
    let u = track.itemPosition(anchor: anchor, offset: shown)
    var from = -margin
    var to = length + margin
    // A keyline layout draws the items whose unmasked place lies within the keylines'
    // unmasked span, plus the overscan beyond the anchors, where their masks fall.
    if let keylines = track.keylines {
      from = keylines.firstUnmasked - keylines.itemLength - margin
      to = keylines.lastUnmasked + keylines.itemLength + margin
    }
    let range = Self.limitingLaidOutItems(
      track.indices(overlapping: from, to, anchor: anchor, offset: shown),
      around: Int(clampingIndex: u, .down))
    let reversed =
      configuration.axis == .horizontal && configuration.layoutDirection == .rightToLeft
    let change = activeTransition
    let remaining = change?.remaining(at: time) ?? 0
    func emit(_ v: Int) {
      var lead = track.screenLeading(of: v, anchor: anchor, offset: shown)
      let itemLength = track.length(of: v)
      var opacity = 1.0
      var scale = 1.0
      if let change, let entry = change.entry(of: v) {
        lead += entry.slide * remaining
        opacity = ItemTransition.opacity(of: entry, remaining: remaining)
        scale = change.scale(forOpacity: opacity)
      }
      var maskLead = lead
      var maskLength = itemLength
      if let keylines = track.keylines {
        let mask = keylines.mask(atUnmaskedCentre: lead + itemLength / 2)
        lead = mask.centre - itemLength / 2
        maskLead = mask.centre - mask.length / 2
        maskLength = mask.length
      }
      guard maskLead < length + margin && maskLead + maskLength > -margin else { return }
      let visible = maskLead < length && maskLead + maskLength > 0
      var attributes = CarouselItemAttributes(
        index: track.item(at: v), virtualIndex: v,
        frame: frame(leading: lead, length: itemLength, scale: scale),
        progress: Double(v) - u, isVisible: visible, opacity: opacity)
      if track.keylines != nil {
        attributes.mask = frame(leading: maskLead, length: maskLength, scale: scale)
      }
      body(attributes)
    }
    // Changing items outside the range are drawn before or after it, keeping display order.
    let changing = change?.entries ?? []
    if reversed {
      for entry in changing.reversed() where entry.virtualIndex >= range.upperBound {
        emit(entry.virtualIndex)
      }
      for v in range.reversed() { emit(v) }
      for entry in changing.reversed() where entry.virtualIndex < range.lowerBound {
        emit(entry.virtualIndex)
      }
    } else {
      for entry in changing where entry.virtualIndex < range.lowerBound { emit(entry.virtualIndex) }
      for v in range { emit(v) }
      for entry in changing where entry.virtualIndex >= range.upperBound {
        emit(entry.virtualIndex)
      }
    }
  }

  /// At most ``CarouselLimits/maxLaidOutItems`` of `range`, centred on `centre` when it
  /// has more (only a configuration that ``CarouselConfiguration/validate()`` rejects
  /// gets there).
  static func limitingLaidOutItems(_ range: Range<Int>, around centre: Int) -> Range<Int> {
    let most = CarouselLimits.maxLaidOutItems
    guard range.count > most else { return range }
    let lower = min(max(centre - most / 2, range.lowerBound), range.upperBound - most)
    return lower..<(lower + most)
  }

  /// The attributes of the items on screen and in the overscan, in display order.
  public var layoutAttributes: [CarouselItemAttributes] {
    var result: [CarouselItemAttributes] = []
    forEachLayoutAttribute { result.append($0) }
    return result
  }

  /// The real indices of the items on screen, in display order.
  public var visibleIndices: [Int] {
    var result: [Int] = []
    forEachLayoutAttribute { if $0.isVisible { result.append($0.index) } }
    return result
  }

  /// Calls `body` with every removed item still fading out after a data change, in the
  /// order they were shown; a host draws them beneath the items of ``forEachLayoutAttribute(_:)``.
  ///
  /// - Complexity: O(removed items that were on screen).
  public func forEachRemovedItemAttribute(_ body: (CarouselRemovedItemAttributes) -> Void) {
    guard let change = activeTransition else { return }
    let remaining = change.remaining(at: time)
    let base = change.reference.map { track.screenLeading(of: $0, anchor: anchor, offset: offset) }
    for item in change.vanishing {
      let opacity = item.startOpacity * remaining
      body(
        CarouselRemovedItemAttributes(
          index: item.index, generation: item.generation,
          frame: frame(
            leading: (base ?? 0) + item.leading, length: item.length,
            scale: change.scale(forOpacity: opacity)),
          opacity: opacity))
    }
  }

  /// The removed items still fading out (see ``forEachRemovedItemAttribute(_:)``).
  public var removedItemAttributes: [CarouselRemovedItemAttributes] {
    var result: [CarouselRemovedItemAttributes] = []
    forEachRemovedItemAttribute { result.append($0) }
    return result
  }

  /// The frame of an item whose leading edge is `lead` screen points along the axis from the
  /// viewport's leading side, `length` long, scaled by `scale` about its centre.
  func frame(leading lead: Double, length itemLength: Double, scale: Double) -> CarouselRect {
    var frame: CarouselRect
    switch configuration.axis {
    case .horizontal:
      let reversed = configuration.layoutDirection == .rightToLeft
      let x = reversed ? viewport.width - lead - itemLength : lead
      frame = CarouselRect(x: x, y: 0, width: itemLength, height: viewport.height)
    case .vertical:
      frame = CarouselRect(x: 0, y: lead, width: viewport.width, height: itemLength)
    }
    guard scale != 1 else { return frame }
    let width = frame.size.width * scale
    let height = frame.size.height * scale
    frame = CarouselRect(
      x: frame.origin.x + (frame.size.width - width) / 2,
      y: frame.origin.y + (frame.size.height - height) / 2, width: width, height: height)
    return frame
  }
}
