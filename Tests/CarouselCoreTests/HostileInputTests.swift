import CarouselCoreTesting
import Testing

@_spi(CarouselHost) @testable import CarouselCore

/// Magnitudes no one would choose: validation names the field it cannot honour, and what
/// it accepts keeps the engine finite and its work per frame bounded whatever the events
/// (issue 7's classes, each with a fresh variant).
@Suite struct HostileInputTests {
  static let phone = CarouselSize(width: 390, height: 540)

  func engine(
    viewport: CarouselSize = phone, count: Int = 8,
    _ change: (inout CarouselConfiguration) -> Void = { _ in }
  ) throws -> CarouselEngine {
    var c = CarouselConfiguration()
    change(&c)
    return try CarouselEngine(viewport: viewport, count: count, configuration: c)
  }

  func rejectedField(
    viewport: CarouselSize = phone, count: Int = 8,
    _ change: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> String? {
    var c = CarouselConfiguration()
    change(&c)
    do {
      try c.validate(viewport: viewport, count: count)
      return nil
    } catch {
      return error.field
    }
  }

  func expectHealthy(_ engine: CarouselEngine, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(CarouselInvariants.violations(in: engine) == [], sourceLocation: sourceLocation)
    #expect(
      engine.layoutAttributes.count <= CarouselLimits.maxLaidOutItems,
      sourceLocation: sourceLocation)
  }

  // MARK: Validation names the field

  @Test func magnitudesBeyondTheLimitsAreRejectedNamingTheField() {
    #expect(rejectedField(viewport: CarouselSize(width: 1e19, height: 100)) == "viewport.width")
    #expect(rejectedField(viewport: CarouselSize(width: 390, height: 1e9)) == "viewport.height")
    #expect(rejectedField(count: Int.max) == "count")
    #expect(rejectedField { $0.itemLengths = [1, 1e308] } == "itemLengths[1]")
    #expect(rejectedField { $0.overscan = 1e11 } == "overscan")
    #expect(rejectedField { $0.spacing = 1e6 } == "spacing")
    #expect(rejectedField { $0.itemSize = .points(1e300) } == "itemSize.points")
    #expect(rejectedField { $0.itemSize = .fraction(1e4) } == "itemSize.fraction")
    #expect(
      rejectedField {
        $0.autoplay = CarouselAutoplayConfiguration()
        $0.autoplay?.interval = 1e300
      } == "autoplay.interval")
    #expect(rejectedField { $0.zoom.maximumScale = 1e9 } == "zoom.maximumScale")
    #expect(
      rejectedField { $0.decelerationRate = CarouselDecelerationRate(rawValue: 0.9999999) }
        == "decelerationRate")
    #expect(rejectedField { $0.indicator.maxDots = 1 << 40 } == "indicator.maxDots")
  }

  @Test func itemsTooShortForTheViewportAreRejectedNamingTheirField() {
    // 2000 pt of viewport in 1-pt items would lay out 2002 items a frame.
    let wide = CarouselSize(width: 2000, height: 100)
    #expect(rejectedField(viewport: wide) { $0.itemSize = .points(1) } == "itemSize")
    #expect(
      rejectedField(viewport: wide) {
        $0.itemSize = .points(100)
        $0.itemLengths = [100, 1.5]
      } == "itemLengths[1]")
    #expect(rejectedField(viewport: wide) { $0.itemSize = .points(2.01) } == nil)
    var c = CarouselConfiguration()
    c.itemSize = .points(1)
    do {
      try c.validate(viewport: wide, count: 8)
    } catch {
      #expect(
        error.reason
          == "items of 1 pt would lay out more than 1000 items in the viewport and its "
          + "overscan; make them at least 2.01 pt long")
    }
  }

  @Test func theDefaultsAreWithinTheLimits() {
    #expect(rejectedField() == nil)
    #expect(rejectedField { $0.autoplay = CarouselAutoplayConfiguration() } == nil)
  }

  // MARK: Accepted configurations stay total under any events

  @Test func aLoopFlungByAHugeWheelDeltaStaysFiniteAndSettles() throws {
    var engine = try engine { $0.loop = true }
    engine.handle(CarouselInputEvent(time: 0, .wheel(dx: 1e22, dy: 0, discrete: false)))
    engine.advance(to: 0.05)
    expectHealthy(engine)
    engine.advance(to: 60)
    expectHealthy(engine)
    #expect(engine.phase == .idle)
    // The gesture travelled at most maxGestureTravel points: 10⁷ / 390 pages.
    #expect(abs(engine.anchor) <= Int(CarouselLimits.maxGestureTravel / 390) + 2)
  }

  @Test func aPointerDraggedToTheEdgeOfTheDoublesStaysFinite() throws {
    var engine = try engine { $0.loop = true }
    engine.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 1e308, y: 0))))
    engine.handle(CarouselInputEvent(time: 0.01, .pointerMove(CarouselPoint(x: -1e308, y: 0))))
    engine.handle(CarouselInputEvent(time: 0.02, .pointerUp(CarouselPoint(x: -1e308, y: 0))))
    engine.advance(to: 0.1)
    expectHealthy(engine)
    engine.advance(to: 30)
    expectHealthy(engine)
  }

  @Test func aResizeBeyondTheLimitIsIgnoredAndOneWithinItStaysBounded() throws {
    var engine = try engine { $0.itemLengths = [1, 1] }
    let ignored = engine.handle(CarouselInputEvent(time: 0, .resize(CarouselSize(width: 1e20, height: 5))))
    #expect(!ignored)
    #expect(engine.viewport == Self.phone)
    // 10⁵ pt of 1-pt items would be 10⁵ items: the layout keeps the 1000 nearest.
    let accepted = engine.handle(
      CarouselInputEvent(time: 0, .resize(CarouselSize(width: 1e5, height: 5))))
    #expect(accepted)
    engine.handle(CarouselInputEvent(time: 0.1, .key(.right)))
    engine.advance(to: 1)
    expectHealthy(engine)
  }

  @Test func aLoopOfOnePointItemsInTheWidestViewportIsBoundedAfterAKey() throws {
    var engine = try engine(viewport: CarouselSize(width: 500, height: 10), count: 3) {
      $0.itemSize = .points(1)
      $0.loop = true
    }
    engine.handle(CarouselInputEvent(time: 0, .resize(CarouselSize(width: 1e5, height: 10))))
    engine.handle(CarouselInputEvent(time: 0, .key(.right)))
    engine.advance(to: 0.1)
    expectHealthy(engine)
    #expect(engine.layoutAttributes.count == CarouselLimits.maxLaidOutItems)
  }

  @Test func aJumpOfCenturiesWithAutoplayEndsAfterBoundedWork() throws {
    var engine = try engine {
      $0.loop = true
      $0.autoplay = CarouselAutoplayConfiguration()
      $0.autoplay?.interval = 0.05
    }
    engine.advance(to: 1e12)
    expectHealthy(engine)
    #expect(engine.time == 1e12)
    // Every step still due after the first 1000 was skipped: the next comes an interval
    // after the jump.
    #expect(engine.nextAutoplayStepTime! > 1e12)
  }

  @Test func aContinuousFlickReportsWhenItsGlideEnds() throws {
    var engine = try engine(count: 1000) { $0.scrolling = .continuous }
    engine.handle(CarouselInputEvent(time: 0, .wheel(dx: 300, dy: 0, discrete: false)))
    engine.handle(CarouselInputEvent(time: 0.01, .wheel(dx: 60, dy: 0, discrete: false)))
    engine.advance(to: 0.2)
    let end = try #require(engine.motionEndTime)
    #expect(end > 0.2)
    engine.advance(to: end)
    #expect(engine.motionEndTime == nil)
    #expect(engine.phase == .idle)
  }

  // MARK: Seeded scripts of hostile bytes

  @Test func seededHostileScriptsKeepEveryInvariant() {
    var random = SeededGenerator(seed: 7)
    var ran = 0
    for _ in 0..<120 {
      let length = Int.random(in: 0..<160, using: &random)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let script = ByteScript(bytes)
      if script.makeEngine() != nil { ran += 1 }
      let problem = script.violation()
      #expect(problem == nil, "bytes \(bytes): \(problem ?? "")")
      if problem != nil { return }
    }
    // The hostile magnitudes reject many configurations; enough run to mean something.
    #expect(ran >= 20)
  }
}
