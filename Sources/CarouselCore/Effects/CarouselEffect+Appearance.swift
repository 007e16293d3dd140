extension CarouselEffect {
  /// The appearance of an item at `progress` under this preset: the formulas documented on
  /// each ``CarouselEffectKind`` case.
  ///
  /// - Complexity: O(1), no allocation.
  public func appearance(
    progress p: Double, layout: CarouselEffectLayout
  ) -> CarouselItemAppearance {
    let q = parameters
    let a = abs(p)
    let m = min(a, 1)
    let k = min(max(p, -1), 1)
    let length = layout.itemLength
    let pitch = layout.pitch
    let radians = q.angle * .pi / 180
    let viewer = CarouselTransform3D.perspective(
      distance: max(q.perspective * layout.viewportLength, 1))
    func look(
      _ placement: CarouselTransform3D, opacity: Double = 1, z: Double,
      brightness: Double = 1
    ) -> CarouselItemAppearance {
      CarouselItemAppearance(
        transform: viewer * placement, opacity: opacity, zIndex: z, brightness: brightness)
    }
    func move(along: Double = 0, rise: Double = 0, depth: Double = 0) -> CarouselTransform3D {
      layout.translation(progress: p, along: along, rise: rise, depth: depth)
    }

    switch kind {
    case .linear:
      return look(move(along: p * pitch), z: -a)
    case .scale:
      return look(
        move(along: p * pitch) * .scale(1 - m * (1 - q.scale)), opacity: 1 - m * (1 - q.opacity),
        z: -a)
    case .fade:
      return look(move(), opacity: 1 - m, z: -a)
    case .depth:
      return look(
        move(along: p * pitch, depth: -m * q.depth * length), opacity: 1 - m * (1 - q.opacity),
        z: -a)
    case .overlap:
      return look(move(along: p * q.spread * pitch) * .scale(1 - m * (1 - q.scale)), z: -a)
    case .coverFlow:
      var result = look(
        move(
          along: (k * q.offset + (p - k) * q.spacing) * length, depth: -abs(k) * q.depth * length)
          * layout.turn(-k * radians), z: -a)
      result.reflection = q.reflection
      return result
    case .cylinder, .invertedCylinder, .rotary, .invertedRotary:
      let theta = p * radians
      let isCylinder = kind == .cylinder || kind == .invertedCylinder
      let isInverted = kind == .invertedCylinder || kind == .invertedRotary
      // An angle of 0 is the limit of an infinite radius: the plain layout.
      guard radians != 0 else { return look(move(along: p * pitch), z: -a) }
      let radius =
        isCylinder ? (pitch / 2) / _tan(radians / 2) : pitch / (2 * _sin(abs(radians) / 2))
      let sink = radius * _cos(theta) - radius
      let depth = isInverted ? -sink : sink
      var placement = move(along: radius * _sin(theta), depth: depth)
      if isCylinder { placement = placement * layout.turn(isInverted ? theta : -theta) }
      return look(placement, z: depth)
    case .wheel, .invertedWheel:
      guard radians != 0 else { return look(move(along: p * pitch), z: -a) }
      let radius = pitch / (2 * _sin(abs(radians) / 2))
      // The hub lies `radius` below the current item (above when inverted).
      let down = CarouselPoint(x: -layout.up.x, y: -layout.up.y)
      let side = kind == .wheel ? radius : -radius
      let hub = CarouselPoint(x: down.x * side, y: down.y * side)
      // Rz(ψ) moves the item (at −hub from the hub) by (hub.y, −hub.x)·ψ at first: forward.
      let forward = layout.forward
      let sense: Double = hub.y * forward.x - hub.x * forward.y >= 0 ? 1 : -1
      let placement =
        move() * .translation(x: hub.x, y: hub.y) * .rotation(aboutZ: sense * p * radians)
        * .translation(x: -hub.x, y: -hub.y)
      return look(placement, z: -a)
    case .timeMachine, .invertedTimeMachine:
      let t = kind == .timeMachine ? p : -p
      return look(
        move(rise: t * q.rise * length, depth: -t * q.depth * length),
        opacity: t < 0 ? max(0, 1 + 3 * t) : 1, z: -t)
    case .cube:
      let theta = p * .pi / 2
      let radius = length / 2
      let sink = radius * _cos(theta) - radius
      return look(
        move(along: radius * _sin(theta), depth: sink) * layout.turn(-theta), z: sink,
        brightness: 1 - q.shade * abs(_sin(theta)))
    case .flip:
      let theta = p * .pi
      return look(
        move() * layout.turn(-theta), z: -a, brightness: 1 - q.shade * abs(_sin(theta)))
    case .cards:
      let tilt = inPlaneSense(layout) * p * q.tilt * .pi / 180
      var result: CarouselItemAppearance
      if p >= 0 {
        result = look(
          move(along: p * q.offset * length) * .rotation(aboutZ: tilt)
            * .scale(max(0, 1 - p * q.scale)), opacity: min(max(q.stack - p, 0), 1), z: -p)
      } else {
        result = look(move(along: p * pitch) * .rotation(aboutZ: tilt), z: -p)
      }
      result.shadow = q.shadow
      return result
    case .parallax:
      var result = look(move(along: p * pitch), z: -a)
      result.contentScale = 1 + q.amount * m
      let shift = -k * q.amount * length / 2
      let forward = layout.forward
      result.contentOffset = CarouselPoint(x: forward.x * shift, y: forward.y * shift)
      return result
    }
  }

  /// +1, or −1 when the carousel reads right to left or runs vertically: in-plane tilts
  /// mirror with the reading direction, and a vertical carousel is a horizontal one with x
  /// and y swapped (which reverses the sense of in-plane turns).
  private func inPlaneSense(_ layout: CarouselEffectLayout) -> Double {
    layout.axis == .vertical || layout.layoutDirection == .rightToLeft ? -1 : 1
  }
}

/// The tangent, from the two functions the platform supplies to Embedded builds.
@inline(__always) private func _tan(_ x: Double) -> Double { _sin(x) / _cos(x) }
