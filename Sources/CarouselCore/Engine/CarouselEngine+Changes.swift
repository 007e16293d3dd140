extension CarouselEngine {
  /// Applies a change of the data at `time`: the items of the mapping's old data become
  /// those of its new data, and the change animates.
  ///
  /// The current item stays current, wherever it moved; when it was removed, its nearest
  /// surviving neighbour becomes current (the later one on a tie), in the place it had. Kept items slide from where they are drawn to their new places,
  /// inserted ones grow and fade in, removed ones shrink and fade out where they were
  /// (``removedItemAttributes``), all on ``CarouselMotionConfiguration/changeSpring``; under
  /// reduced motion nothing slides or grows, items only fade.
  ///
  /// Whatever moves goes on: a drag keeps following the finger, a snap heads for the same
  /// item, free momentum keeps its velocity; a change arriving while another animates
  /// starts from what is drawn. Nothing jumps.
  ///
  /// Returns false, changing nothing, when `time` is not finite or the mapping's old count
  /// is not ``count``.
  ///
  /// - Complexity: O(items on screen + the distance from the current item to its nearest
  ///   survivor).
  @discardableResult
  public mutating func apply(_ mapping: CarouselIndexMapping, at time: Double) -> Bool {
    guard time.isFinite, mapping.oldCount == count else { return false }
    advance(to: time)
    let oldCount = count
    let newCount = mapping.newCount
    let oldTrack = track
    let oldAnchor = anchor
    let (oldShown, velocity) = offsetAndVelocity
    let oldChange = activeTransition
    let oldRemaining = oldChange?.remaining(at: self.time) ?? 0
    let previousIndex = currentIndex
    let margin = max(configuration.overscan, 0) + track.viewportLength / 2
    let viewportLength = track.viewportLength
    let reduced = configuration.motion.reducedMotion

    /// Where old virtual item `v` is drawn now (leading edge, screen points) and its opacity.
    func oldDrawn(_ v: Int) -> (leading: Double, opacity: Double) {
      var lead = oldTrack.screenLeading(of: v, anchor: oldAnchor, offset: oldShown)
      guard let oldChange, let entry = oldChange.entry(of: v) else { return (lead, 1) }
      lead += entry.slide * oldRemaining
      return (lead, ItemTransition.opacity(of: entry, remaining: oldRemaining))
    }
    func lap(_ v: Int, of n: Int) -> Int { v >= 0 ? v / n : -((-v - 1) / n) - 1 }
    func newVirtual(ofOld v: Int) -> Int? {
      mapping.newIndex(ofOld: oldTrack.item(at: v)).map { lap(v, of: oldCount) * newCount + $0 }
    }
    func oldVirtual(ofNew v: Int) -> Int? {
      mapping.oldIndex(ofNew: track.item(at: v)).map { lap(v, of: newCount) * oldCount + $0 }
    }

    // The old items on screen, and removed ones still fading from an earlier change.
    let oldRange =
      oldCount > 0
      ? oldTrack.indices(
        overlapping: -margin, viewportLength + margin, anchor: oldAnchor, offset: oldShown)
      : 0..<0
    // Items of a running change may be drawn away from their places, on screen.
    var oldDrawnItems = Array(oldRange)
    for entry in oldChange?.entries ?? [] where !oldRange.contains(entry.virtualIndex) {
      oldDrawnItems.append(entry.virtualIndex)
    }
    let oldReferenceLead = oldChange?.reference.map {
      oldTrack.screenLeading(of: $0, anchor: oldAnchor, offset: oldShown)
    }
    var vanishing: [ItemTransition.Vanishing] = []
    for item in oldChange?.vanishing ?? [] where item.startOpacity * oldRemaining > 0 {
      var carried = item
      carried.leading += oldReferenceLead ?? 0
      carried.startOpacity = item.startOpacity * oldRemaining
      vanishing.append(carried)
    }
    let generation = changeGeneration + 1
    let overscan = max(configuration.overscan, 0)
    for v in oldDrawnItems where newVirtual(ofOld: v) == nil {
      let drawn = oldDrawn(v)
      let length = oldTrack.length(of: v)
      guard drawn.leading < viewportLength + overscan && drawn.leading + length > -overscan
      else { continue }
      vanishing.append(
        .init(
          index: oldTrack.item(at: v), generation: generation, leading: drawn.leading,
          length: length, startOpacity: drawn.opacity))
    }

    // Offsets relative to the current item, which keeps its place (or yields it).
    let currentVirtual = nearestVirtualIndex
    let distance = oldCount > 0 ? oldTrack.restDistance(from: oldAnchor, to: currentVirtual) : 0
    let shown = oldShown - distance
    let newAnchor = mapping.successor(ofOld: previousIndex).map {
      lap(currentVirtual, of: max(oldCount, 1)) * newCount + $0
    }
    func mappedSnap(_ v: Int) -> Int {
      let survivor = mapping.successor(ofOld: oldTrack.item(at: v)) ?? 0
      return clampedSnap(
        nearestSnap(toVirtualPosition: Double(lap(v, of: oldCount) * newCount + survivor)))
    }

    track = Track(configuration: configuration, viewport: viewport, count: newCount)
    changeGeneration = generation
    crossFade = nil
    remapHostData(mapping)
    let oldMotion = motion
    guard let newAnchor else {
      anchor = 0
      motion = .rest(offset: 0)
      zoom = unzoomed
      transition = ItemTransition(
        spring: configuration.motion.changeSpring, start: self.time, entries: [],
        vanishing: vanishing, reference: nil, hiddenScale: hiddenScale)
      finishChange(previousIndex: previousIndex, wasMoving: oldMotion.isMoving)
      return true
    }
    anchor = newAnchor
    if zoom.item == currentVirtual && mapping.newIndex(ofOld: previousIndex) != nil {
      zoom.item = newAnchor
    } else {
      zoom = unzoomed
    }
    switch oldMotion {
    case .rest:
      motion = .rest(offset: shown)
      if !configuration.loop && !bounds.contains(shown) {
        animate(
          from: shown, velocity: 0, toItem: shown < bounds.lowerBound ? 0 : lastSnap,
          spring: configuration.motion.bounceSpring, source: .navigation)
      }
    case .drag(var drag):
      drag.originOffset -= distance
      drag.rawOffset -= distance
      drag.tracker.shift(by: -distance)
      drag.startSnap = mappedSnap(drag.startSnap)
      motion = .drag(drag)
    case .animation(let animation):
      if let target = animation.target {
        animate(
          from: shown, velocity: velocity, toItem: mappedSnap(target),
          spring: configuration.motion.snapSpring, source: animation.source)
      } else {
        decelerateFreely(from: shown, velocity: velocity)
      }
    }

    // Each item on screen now, or carried off it: where it was drawn against its place.
    let newShown = offset
    let newRange = track.indices(
      overlapping: -margin, viewportLength + margin, anchor: anchor, offset: newShown)
    var changing: [Int] = Array(newRange)
    for v in oldDrawnItems {
      guard let moved = newVirtual(ofOld: v), !newRange.contains(moved) else { continue }
      // In order as they come: the range is sorted and few items are carried off it, so an
      // insertion costs less here than a sort (and keeps the standard library's sort, 3 KB,
      // out of the WebAssembly module).
      var k = changing.count
      changing.append(moved)
      while k > 0 && changing[k - 1] > moved {
        changing[k] = changing[k - 1]
        k -= 1
      }
      changing[k] = moved
    }
    var entries: [ItemTransition.Entry] = []
    var previous: Int?
    for v in changing where v != previous {
      previous = v
      guard let old = oldVirtual(ofNew: v) else {
        entries.append(.init(virtualIndex: v, slide: 0, startOpacity: 0))
        continue
      }
      let drawn = oldDrawn(old)
      let lead = track.screenLeading(of: v, anchor: anchor, offset: newShown)
      let length = track.length(of: v)
      var slide = reduced ? 0 : drawn.leading - lead
      // An item too far from its new place to slide there: if it was on screen it fades out
      // where it was (drawn as removed) and in at its new place; else it enters from just
      // off screen.
      let reach = viewportLength + length + overscan
      if abs(slide) > reach {
        let oldLength = oldTrack.length(of: old)
        if drawn.leading < viewportLength + overscan && drawn.leading + oldLength > -overscan {
          vanishing.append(
            .init(
              index: oldTrack.item(at: old), generation: generation, leading: drawn.leading,
              length: oldLength, startOpacity: drawn.opacity))
          entries.append(.init(virtualIndex: v, slide: 0, startOpacity: 0))
          continue
        }
        slide = min(max(slide, -reach), reach)
      }
      if slide != 0 || drawn.opacity < 1 {
        entries.append(.init(virtualIndex: v, slide: slide, startOpacity: drawn.opacity))
      }
    }
    let referenceLead = track.screenLeading(of: anchor, anchor: anchor, offset: newShown)
    for k in vanishing.indices { vanishing[k].leading -= referenceLead }
    transition = ItemTransition(
      spring: configuration.motion.changeSpring, start: self.time, entries: entries,
      vanishing: vanishing, reference: anchor, hiddenScale: hiddenScale)
    finishChange(previousIndex: previousIndex, wasMoving: false)
    return true
  }

  /// Applies a change of the data described by a snapshot difference (its
  /// ``CarouselDifference/indexMapping``); see ``apply(_:at:)-(CarouselIndexMapping,_)``.
  @discardableResult
  public mutating func apply<SectionID, Item>(
    _ difference: CarouselDifference<SectionID, Item>, at time: Double
  ) -> Bool {
    apply(difference.indexMapping, at: time)
  }

  /// Whether a data change is animating (items sliding, fading in or out).
  public var isChangingData: Bool { activeTransition != nil }

  /// The running data-change animation, if any.
  var activeTransition: ItemTransition? {
    guard let transition, time < transition.end else { return nil }
    return transition
  }

  /// Scale of an item appearing or disappearing: 1 under reduced motion (it only fades).
  private var hiddenScale: Double {
    configuration.motion.reducedMotion ? 1 : min(max(configuration.motion.changeScale, 0), 1)
  }

  /// Labels and content sizes follow their items to their new indices.
  private mutating func remapHostData(_ mapping: CarouselIndexMapping) {
    var labels = [Int: String]()
    for (index, label) in itemLabels {
      if let moved = mapping.newIndex(ofOld: index) { labels[moved] = label }
    }
    itemLabels = labels
    var sizes = [Int: CarouselSize]()
    for (index, size) in itemContentSizes {
      if let moved = mapping.newIndex(ofOld: index) { sizes[moved] = size }
    }
    itemContentSizes = sizes
  }

  /// Reports the current item under its new index, without announcing it again.
  private mutating func finishChange(previousIndex: Int, wasMoving: Bool) {
    let index = currentIndex
    announcement.lastAnnouncedIndex = index
    if wasMoving && count == 0 { events.append(.settled(index: index)) }
    if index != reportedIndex {
      events.append(.currentItemChanged(from: reportedIndex, to: index))
      reportedIndex = index
    }
  }
}

extension Motion {
  /// Whether the carousel is being moved (a drag, or an animation).
  var isMoving: Bool {
    if case .rest = self { return false }
    return true
  }
}
