import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Each preset at progress −1, −½, 0, ½, 1 against the formula in its documentation,
/// worked out here by hand for one layout: viewport 800 × 400, items 300 × 400 with a pitch
/// of 320, the current item resting at (−20, 10) from the viewport's centre.
/// So L = 300, P = 320, V = 800 and the viewer is 2 · 800 = 1600 points away.
@Suite struct EffectPresetTests {
  static let progresses: [Double] = [-1, -0.5, 0, 0.5, 1]
  static let degree = Double.pi / 180

  static func layout(progress p: Double) -> CarouselEffectLayout {
    CarouselEffectLayout(
      viewport: CarouselSize(width: 800, height: 400),
      itemSize: CarouselSize(width: 300, height: 400),
      center: CarouselPoint(x: -20 + 320 * p, y: 10), pitch: 320)
  }

  /// Moves from the current item's resting centre (−20, 10).
  static func move(_ x: Double, _ y: Double = 0, _ z: Double = 0) -> CarouselTransform3D {
    .translation(x: -20 + x, y: 10 + y, z: z)
  }

  struct Expected {
    var placement: CarouselTransform3D
    var opacity: Double = 1
    var z: Double
    var brightness: Double = 1
    var reflection: Double = 0
    var shadow: Double = 0
    var contentScale: Double = 1
    var contentOffsetX: Double = 0
  }

  /// The documented formula of `kind`, with its defaults, at `p`.
  static func expected(_ kind: CarouselEffectKind, _ p: Double) -> Expected {
    let a = abs(p)
    let m = min(a, 1)
    let k = min(max(p, -1), 1)
    switch kind {
    case .linear: return Expected(placement: move(320 * p), z: -a)
    case .scale:
      return Expected(
        placement: move(320 * p) * .scale(1 - m * (1 - 0.85)), opacity: 1 - m * (1 - 0.6), z: -a)
    case .fade: return Expected(placement: move(0), opacity: 1 - m, z: -a)
    case .depth:
      return Expected(
        placement: move(320 * p, 0, -m * 0.6 * 300), opacity: 1 - m * (1 - 0.7), z: -a)
    case .overlap:
      return Expected(placement: move(0.55 * 320 * p) * .scale(1 - m * 0.2), z: -a)
    case .coverFlow:
      return Expected(
        placement: move((0.7 * k + 0.25 * (p - k)) * 300, 0, -abs(k) * 0.4 * 300)
          * .rotation(aboutY: -k * 50 * degree), z: -a, reflection: 0.3)
    case .cylinder:
      let r = 160 / _tan(22.5 * degree)
      let t = p * 45 * degree
      return Expected(
        placement: move(r * _sin(t), 0, r * _cos(t) - r) * .rotation(aboutY: -t),
        z: r * _cos(t) - r)
    case .invertedCylinder:
      let r = 160 / _tan(22.5 * degree)
      let t = p * 45 * degree
      return Expected(
        placement: move(r * _sin(t), 0, r - r * _cos(t)) * .rotation(aboutY: t),
        z: r - r * _cos(t))
    case .rotary:
      let r = 320 / (2 * _sin(22.5 * degree))
      let t = p * 45 * degree
      return Expected(placement: move(r * _sin(t), 0, r * _cos(t) - r), z: r * _cos(t) - r)
    case .invertedRotary:
      let r = 320 / (2 * _sin(22.5 * degree))
      let t = p * 45 * degree
      return Expected(placement: move(r * _sin(t), 0, r - r * _cos(t)), z: r - r * _cos(t))
    case .wheel:
      // Hub r below: the item swings right and down, turning clockwise.
      let r = 320 / (2 * _sin(10 * degree))
      let t = p * 20 * degree
      return Expected(
        placement: move(r * _sin(t), r - r * _cos(t)) * .rotation(aboutZ: t), z: -a)
    case .invertedWheel:
      let r = 320 / (2 * _sin(10 * degree))
      let t = p * 20 * degree
      return Expected(
        placement: move(r * _sin(t), -(r - r * _cos(t))) * .rotation(aboutZ: -t), z: -a)
    case .timeMachine:
      return Expected(
        placement: move(0, -0.25 * 300 * p, -0.8 * 300 * p), opacity: p < 0 ? max(0, 1 + 3 * p) : 1,
        z: -p)
    case .invertedTimeMachine:
      return Expected(
        placement: move(0, 0.25 * 300 * p, 0.8 * 300 * p), opacity: p > 0 ? max(0, 1 - 3 * p) : 1,
        z: p)
    case .cube:
      let t = p * 90 * degree
      return Expected(
        placement: move(150 * _sin(t), 0, 150 * _cos(t) - 150) * .rotation(aboutY: -t),
        z: 150 * _cos(t) - 150, brightness: 1 - 0.5 * abs(_sin(t)))
    case .flip:
      let t = p * 180 * degree
      return Expected(
        placement: move(0) * .rotation(aboutY: -t), z: -a, brightness: 1 - 0.3 * abs(_sin(t)))
    case .cards:
      let tilt = p * 4 * degree
      if p >= 0 {
        return Expected(
          placement: move(0.06 * 300 * p) * .rotation(aboutZ: tilt) * .scale(1 - 0.05 * p),
          opacity: min(max(3 - p, 0), 1), z: -p, shadow: 0.35)
      }
      return Expected(placement: move(320 * p) * .rotation(aboutZ: tilt), z: -p, shadow: 0.35)
    case .parallax:
      return Expected(
        placement: move(320 * p), z: -a, contentScale: 1 + 0.5 * m,
        contentOffsetX: -k * 0.5 * 300 / 2)
    }
  }

  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  @Test(arguments: CarouselEffectKind.allCases)
  func matchesItsDocumentedFormula(kind: CarouselEffectKind) {
    let viewer = CarouselTransform3D.perspective(distance: 2 * 800)
    for p in Self.progresses {
      let look = CarouselEffect(kind).appearance(progress: p, layout: Self.layout(progress: p))
      let want = Self.expected(kind, p)
      let matrix = viewer * want.placement
      for i in 0..<16 {
        #expect(
          Self.close(look.transform.elements[i], matrix.elements[i]),
          "\(kind) at \(p): element \(i) is \(look.transform.elements[i]), want \(matrix.elements[i])"
        )
      }
      #expect(Self.close(look.opacity, want.opacity), "\(kind) opacity at \(p)")
      #expect(Self.close(look.zIndex, want.z), "\(kind) z at \(p)")
      #expect(Self.close(look.brightness, want.brightness), "\(kind) brightness at \(p)")
      #expect(look.reflection == want.reflection && look.shadow == want.shadow)
      #expect(Self.close(look.contentScale, want.contentScale), "\(kind) content scale at \(p)")
      #expect(Self.close(look.contentOffset.x, want.contentOffsetX) && look.contentOffset.y == 0)
    }
  }

  @Test(arguments: CarouselEffectKind.allCases)
  func currentItemAtRestIsExactlyLinear(kind: CarouselEffectKind) {
    let layout = Self.layout(progress: 0)
    let linear = CarouselEffect.linear.appearance(progress: 0, layout: layout)
    let look = CarouselEffect(kind).appearance(progress: 0, layout: layout)
    #expect(look.transform == linear.transform)
    #expect(look.opacity == 1 && look.brightness == 1 && look.contentScale == 1)
    #expect(look.zIndex == 0 && look.contentOffset == .zero)
    #expect(linear.transform.projected(x: -150, y: -200) == CarouselPoint(x: -170, y: -190))
  }

  /// No jump anywhere, in particular where an item crosses the centre and where clamps and
  /// branches switch: a step of 10⁻⁷ in progress moves no corner by more than 10⁻³ points.
  @Test(arguments: CarouselEffectKind.allCases)
  func isContinuousInProgress(kind: CarouselEffectKind) {
    var random = SeededGenerator(seed: 13)
    let effect = CarouselEffect(kind)
    let step = 1e-7
    var probes: [Double] = [-2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2]
    for _ in 0..<200 { probes.append(Double.random(in: -2.5...2.5, using: &random)) }
    for p in probes {
      for (before, after) in [(p - step, p), (p, p + step)] {
        let a = effect.appearance(progress: before, layout: Self.layout(progress: before))
        let b = effect.appearance(progress: after, layout: Self.layout(progress: after))
        #expect(abs(a.opacity - b.opacity) < 1e-3, "\(kind) opacity jumps at \(p)")
        #expect(abs(a.zIndex - b.zIndex) < 1e-3, "\(kind) z jumps at \(p)")
        #expect(abs(a.brightness - b.brightness) < 1e-3, "\(kind) brightness jumps at \(p)")
        for (x, y) in [(-150.0, -200.0), (150, -200), (150, 200), (-150, 200)] {
          let u = a.transform.applied(to: SIMD4(x, y, 0, 1))
          let v = b.transform.applied(to: SIMD4(x, y, 0, 1))
          for i in 0..<4 {
            #expect(abs(u[i] - v[i]) < 1e-3, "\(kind) corner \(x),\(y) jumps at \(p)")
          }
        }
      }
    }
  }

  /// Right to left is left to right seen in a mirror; a vertical carousel is a horizontal one
  /// with x and y swapped.
  @Test(arguments: CarouselEffectKind.allCases)
  func mirrorsAndTransposesWithTheLayout(kind: CarouselEffectKind) {
    let effect = CarouselEffect(kind)
    let mirror = CarouselTransform3D.scale(x: -1, y: 1)
    let swap = CarouselTransform3D(elements: SIMD16(0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1))
    for p in Self.progresses + [0.3, -1.7, 2.2] {
      let base = Self.layout(progress: p)
      let plain = effect.appearance(progress: p, layout: base)
      var rtl = base
      rtl.layoutDirection = .rightToLeft
      rtl.center.x = -base.center.x
      var vertical = CarouselEffectLayout(
        viewport: CarouselSize(width: 400, height: 800),
        itemSize: CarouselSize(width: 400, height: 300),
        center: CarouselPoint(x: base.center.y, y: base.center.x), pitch: 320, axis: .vertical)
      vertical.layoutDirection = .leftToRight
      for (layout, conjugate) in [(rtl, mirror), (vertical, swap)] {
        let look = effect.appearance(progress: p, layout: layout)
        let want = conjugate * plain.transform * conjugate
        for i in 0..<16 {
          #expect(
            Self.close(look.transform.elements[i], want.elements[i]),
            "\(kind) \(layout.axis) \(layout.layoutDirection) at \(p): element \(i)")
        }
        #expect(look.opacity == plain.opacity && Self.close(look.zIndex, plain.zIndex))
      }
    }
  }

  @Test func namesAndParametersFromText() throws {
    var effect = try CarouselEffect(named: "coverFlow")
    try effect.setParameter("angle", to: 60)
    #expect(effect.parameters.angle == 60)
    #expect(throws: CarouselEffectError.unknownEffect(name: "coverflow")) {
      try CarouselEffect(named: "coverflow")
    }
    #expect(throws: CarouselEffectError.unknownParameter(name: "tilt", effect: "coverFlow")) {
      try effect.setParameter("tilt", to: 1)
    }
    #expect(throws: CarouselEffectError.valueOutOfRange(parameter: "angle")) {
      try effect.setParameter("angle", to: 181)
    }
    #expect(throws: CarouselEffectError.valueOutOfRange(parameter: "perspective")) {
      try effect.setParameter("perspective", to: .nan)
    }
    #expect(
      "\(CarouselEffectError.valueOutOfRange(parameter: "angle"))"
        == "effect parameter 'angle' must be a number from -180 to 180")
    #expect(CarouselEffectKind.allCases.count == 18)
    #expect(CarouselEffect.parallax.next == .linear && CarouselEffect.linear.next == .scale)
  }

  @Test func backFacesAreCulled() {
    let layout = Self.layout(progress: 0.7)
    #expect(!CarouselEffect.flip.appearance(progress: 0.7, layout: layout).isDrawn)
    #expect(CarouselEffect.flip.appearance(progress: 0.3, layout: layout).isDrawn)
    #expect(!CarouselEffect.cube.appearance(progress: 1.2, layout: layout).isDrawn)
    #expect(CarouselEffect.cube.appearance(progress: 0.9, layout: layout).isDrawn)
  }
}

@inline(__always) private func _tan(_ x: Double) -> Double { _sin(x) / _cos(x) }
