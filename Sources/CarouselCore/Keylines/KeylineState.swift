/// The keylines of a ``CarouselKeylineLayout`` in one viewport: where each mask's centre is
/// (`places`), how long the mask is (`sizes`) and where an unmasked item's centre is when it
/// sits on the keyline (`unmasked`). Unmasked places are one stride apart, equal to the
/// masked places on the focal (large) keylines; the first and last keylines are anchors
/// just outside the viewport.
struct KeylineState: Sendable {
  /// The full (unmasked) item length: the large keylines' size.
  let itemLength: Double
  let stride: Double
  let places: [Double]
  let sizes: [Double]
  /// Index of the first focal keyline (where an item rests).
  let focal: Int
  /// Unmasked place of keyline 0; keyline k's is `firstUnmasked + k × stride`.
  let firstUnmasked: Double

  /// Builds the keylines of `layout` for a viewport `length` long with `spacing` between
  /// masks.
  ///
  /// - Complexity: O(viewport / large size) to choose the number of large items.
  init(layout: CarouselKeylineLayout, length: Double, spacing: Double) {
    let arrangement = Self.arrangement(layout: layout, length: length, spacing: spacing)
    var sizes: [Double] = []
    func add(_ size: Double, count: Int) {
      for _ in 0..<count { sizes.append(size) }
    }
    let large = arrangement.large
    var focal = 0
    var lead = 0.0
    switch layout.strategy {
    case .uncontained:
      add(large, count: arrangement.largeCount)
      if arrangement.small > 0 { add(arrangement.small, count: 1) }
    case .multiBrowse, .hero:
      let sides = layout.alignment == .center ? 2 : 1
      if sides == 2 {
        add(arrangement.small, count: arrangement.smallCount / 2)
        add(arrangement.medium, count: arrangement.mediumCount / 2)
      }
      focal = sizes.count
      add(large, count: arrangement.largeCount)
      add(arrangement.medium, count: arrangement.mediumCount / sides)
      add(arrangement.small, count: arrangement.smallCount / sides)
    }
    // Anchors: as small as the smallest mask, one spacing beyond the viewport's ends.
    let anchor = min(max(layout.smallMin, 1), large)
    var places = [-spacing - anchor / 2]
    for size in sizes {
      places.append(lead + size / 2)
      lead += size + spacing
    }
    places.append(lead + anchor / 2)
    sizes.insert(anchor, at: 0)
    sizes.append(anchor)
    focal += 1
    itemLength = large
    stride = large + spacing
    self.places = places
    self.sizes = sizes
    self.focal = focal
    firstUnmasked = places[focal] - Double(focal) * stride
  }

  /// Unmasked centre of an item resting on the focal keyline, from the viewport's leading edge.
  var restingCentre: Double { places[focal] }

  /// Unmasked place of the last keyline.
  var lastUnmasked: Double { firstUnmasked + Double(places.count - 1) * stride }

  /// The masked centre and mask length of an item whose unmasked centre is `centre` (both
  /// from the viewport's leading edge): linear between the two keylines around it, and
  /// sliding at full speed with the end keyline's size beyond the ends.
  ///
  /// - Complexity: O(1): unmasked places are evenly spaced.
  func mask(atUnmaskedCentre centre: Double) -> (centre: Double, length: Double) {
    let last = places.count - 1
    let position = (centre - firstUnmasked) / stride
    if !(position > 0) {
      return (places[0] + centre - firstUnmasked, sizes[0])
    }
    if position >= Double(last) {
      return (places[last] + centre - lastUnmasked, sizes[last])
    }
    let k = Int(position)
    let t = position - Double(k)
    return (
      places[k] + (places[k + 1] - places[k]) * t, sizes[k] + (sizes[k + 1] - sizes[k]) * t
    )
  }

  struct Arrangement {
    var large: Double
    var largeCount: Int
    var medium = 0.0
    var mediumCount = 0
    var small = 0.0
    var smallCount = 0
  }

  /// The sizes and counts of the keylines: for multi-browse and hero, every count of large
  /// items is tried and the one whose large size is nearest `largeSize` wins, the small size
  /// clamped into its range; an arrangement needs large > small. Multi-browse drops its
  /// medium items only when no arrangement with them exists. With none possible at all, one
  /// item fills the viewport.
  static func arrangement(layout: CarouselKeylineLayout, length: Double, spacing: Double)
    -> Arrangement
  {
    let target = min(max(layout.largeSize, 1), length)
    if layout.strategy == .uncontained {
      let count = max(1, Int(clampingIndex: (length + spacing) / (target + spacing), .down))
      let fitting = min(count, Self.mostLargeItems)
      let room = length - Double(fitting) * (target + spacing)
      var result = Arrangement(large: target, largeCount: fitting)
      if room > 0 {
        result.small = min(target, max(1.5 * room, layout.smallMin))
        result.smallCount = 1
      }
      return result
    }
    let sides = layout.alignment == .center ? 2 : 1
    let smallCount = sides
    let mediumCounts = layout.strategy == .multiBrowse ? [sides, 0] : [0]
    var best = Arrangement(large: length, largeCount: 1)
    var bestCost = Double.infinity
    let most = min(
      Self.mostLargeItems, Int(clampingIndex: length / target, .down) + 1)
    // Multi-browse keeps its medium items whenever some arrangement allows them.
    for mediumCount in mediumCounts where bestCost == .infinity {
      for largeCount in 1...max(1, most) {
        let items = largeCount + mediumCount + smallCount
        let room = length - Double(items - 1) * spacing
        let halfMedium = Double(mediumCount) / 2
        // large·L + (large + small)/2·M + small·S = room, small chosen for large = target.
        let ideal =
          (room - target * (Double(largeCount) + halfMedium))
          / (Double(smallCount) + halfMedium)
        let small = min(max(ideal, layout.smallMin), layout.smallMax)
        let large =
          (room - small * (Double(smallCount) + halfMedium))
          / (Double(largeCount) + halfMedium)
        guard large > small else { continue }
        let cost = abs(large - target)
        if cost < bestCost {
          bestCost = cost
          best = Arrangement(
            large: large, largeCount: largeCount, medium: (large + small) / 2,
            mediumCount: mediumCount, small: small, smallCount: smallCount)
        }
      }
    }
    return best
  }

  /// At most this many large keylines (a tiny large size in a wide viewport).
  static let mostLargeItems = 64
}
