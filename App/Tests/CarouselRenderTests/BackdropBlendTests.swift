import CarouselCore
import CarouselRender
import Testing

/// Which two backdrops show, and how far between them, from the carousel's position.
@Suite struct BackdropBlendTests {
  /// Positions among `count` items, looping or not, and the blend each shows.
  static let positions: [(position: Double, count: Int, loops: Bool, blend: BackdropBlend)] = [
    // At rest, midway and three quarters between two items.
    (0, 3, false, BackdropBlend(from: 0, to: 1, fraction: 0)),
    (0.5, 3, false, BackdropBlend(from: 0, to: 1, fraction: 0.5)),
    (1, 3, false, BackdropBlend(from: 1, to: 2, fraction: 0)),
    (1.75, 3, false, BackdropBlend(from: 1, to: 2, fraction: 0.75)),
    // A rubber band past either end shows the end alone.
    (-0.3, 3, false, BackdropBlend(from: 0, to: 1, fraction: 0)),
    (2, 3, false, BackdropBlend(from: 2, to: 2, fraction: 0)),
    (2.4, 3, false, BackdropBlend(from: 2, to: 2, fraction: 0)),
    // Looping, the last item blends into the first across the seam; on it, the first alone.
    (2.25, 3, true, BackdropBlend(from: 2, to: 0, fraction: 0.25)),
    (2.875, 3, true, BackdropBlend(from: 2, to: 0, fraction: 0.875)),
    (3, 3, true, BackdropBlend(from: 0, to: 1, fraction: 0)),
    // One item loops into itself.
    (0.5, 1, true, BackdropBlend(from: 0, to: 0, fraction: 0.5)),
  ]

  @Test func theBlendAtEachPosition() {
    for (position, count, loops, blend) in Self.positions {
      #expect(
        BackdropBlend(position: position, count: count, loops: loops) == blend,
        "position \(position) of \(count), loops: \(loops)")
    }
  }

  @Test func followsTheEnginesPositionAndItsReducedMotionCrossFade() throws {
    var configuration = CarouselConfiguration()
    configuration.loop = true
    configuration.motion.reducedMotion = true
    let viewport = CarouselSize(width: 300, height: 200)
    var engine = try CarouselEngine(viewport: viewport, count: 4, configuration: configuration)
    func blend(_ engine: CarouselEngine) -> BackdropBlend? {
      BackdropBlend(
        crossFade: engine.activeCrossFade, at: engine.time, position: engine.position,
        count: engine.count, loops: engine.configuration.loop)
    }
    #expect(blend(engine) == BackdropBlend(from: 0, to: 1, fraction: 0))
    // Backwards across the seam: a cross-fade from the first item to the last.
    engine.scroll(toItemAt: 3, animated: true)
    #expect(blend(engine) == BackdropBlend(from: 0, to: 3, fraction: 0))
    engine.advance(to: CarouselCrossFade.standardDuration / 2)
    #expect(blend(engine) == BackdropBlend(from: 0, to: 3, fraction: 0.5))
    // After the fade, the position: item 3 towards item 0.
    engine.advance(to: 1)
    #expect(blend(engine) == BackdropBlend(from: 3, to: 0, fraction: 0))
    let empty = try CarouselEngine(viewport: viewport, count: 0)
    #expect(blend(empty) == nil)
  }
}
