import Testing

@testable import CarouselCore

/// The rules of ``CarouselConfiguration/validate(viewport:count:)``: each names its field and
/// says why, in one line.
@Suite struct ConfigurationValidationTests {
  /// Validates `configure`'s configuration for 8 items in 390 × 540 and returns the error.
  func error(
    viewport: CarouselSize = testViewport, count: Int = 8,
    _ configure: (inout CarouselConfiguration) -> Void
  ) -> CarouselConfigurationError? {
    var configuration = CarouselConfiguration()
    configure(&configuration)
    do {
      try configuration.validate(viewport: viewport, count: count)
      return nil
    } catch {
      return error
    }
  }

  @Test func theDefaultConfigurationIsValidForAnyViewportAndCount() throws {
    for count in [0, 1, 8, 1 << 40] {
      try CarouselConfiguration().validate(
        viewport: CarouselSize(width: 1, height: 1), count: count)
    }
  }

  @Test func viewportAndCountComeFirst() {
    #expect(
      error(viewport: CarouselSize(width: 0, height: 540)) { _ in }?.description
        == "field 'viewport.width': expected a positive number, got 0")
    #expect(
      error(viewport: CarouselSize(width: 390, height: .infinity)) { _ in }?.description
        == "field 'viewport.height': expected a positive number, got inf")
    #expect(
      error(count: -1) { _ in }?.description
        == "field 'count': expected an integer of at least 0, got -1")
  }

  @Test func everyRuleNamesItsField() {
    let cases: [(String, (inout CarouselConfiguration) -> Void)] = [
      ("itemSize.fraction", { $0.itemSize = .fraction(0) }),
      ("itemSize.points", { $0.itemSize = .points(-3) }),
      ("itemSize.peek", { $0.itemSize = .peek(-1) }),
      ("spacing", { $0.spacing = -0.5 }),
      ("contentInset", { $0.contentInset = .nan }),
      ("decelerationRate", { $0.decelerationRate.rawValue = 1 }),
      ("maxItemsPerGesture", { $0.maxItemsPerGesture = 0 }),
      ("startIndex", { $0.startIndex = 8 }),
      ("startIndex", { $0.startIndex = -1 }),
      ("itemLengths[2]", { $0.itemLengths = [10, 20, 0] }),
      ("overscan", { $0.overscan = -1 }),
      (
        "autoplay.interval",
        {
          $0.autoplay = CarouselAutoplayConfiguration(); $0.autoplay?.interval = 0
        }
      ),
      (
        "autoplay.itemIntervals[3]",
        {
          $0.autoplay = CarouselAutoplayConfiguration(); $0.autoplay?.itemIntervals = [3: -1, 5: 2]
        }
      ),
      (
        "autoplay.resumeDelay",
        {
          $0.autoplay = CarouselAutoplayConfiguration(); $0.autoplay?.resumeDelay = -.infinity
        }
      ),
      ("zoom.minimumScale", { $0.zoom.minimumScale = 0 }),
      ("zoom.maximumScale", { $0.zoom.maximumScale = 0.5 }),
      ("zoom.doubleTapScale", { $0.zoom.doubleTapScale = 4 }),
      ("indicator.maxDots", { $0.indicator.maxDots = 0 }),
      (
        "itemSize.peek",
        {
          $0.itemSize = .peek(150); $0.spacing = 45
        }
      ),
    ]
    for (field, configure) in cases {
      #expect(error(configure)?.field == field, "\(field)")
    }
  }

  @Test func reasonsSayWhyInOneLine() {
    #expect(
      error {
        $0.itemSize = .peek(150); $0.spacing = 45
      }?.description
        == "field 'itemSize.peek': peek 150 with spacing 45 leaves no room for an item "
        + "in a 390 pt viewport")
    #expect(
      error { $0.startIndex = 8 }?.reason == "startIndex 8 is past the last item (count 8)")
    #expect(
      error { $0.startIndex = -2 }?.reason == "startIndex -2 is before the first item (count 8)")
    #expect(
      error {
        $0.zoom.minimumScale = 1.5; $0.zoom.maximumScale = 1.25
      }?.reason
        == "maximumScale 1.25 is below minimumScale 1.5")
    #expect(
      error { $0.zoom.doubleTapScale = 0.75 }?.reason
        == "doubleTapScale 0.75 is outside minimumScale…maximumScale")
    #expect(
      error { $0.decelerationRate.rawValue = -0.5 }?.reason
        == "expected a number between 0 and 1 (exclusive), got -0.5")
  }

  @Test func aPeekIsMeasuredAlongTheAxis() {
    // Vertical: 100 − 2·(30 + 20) = 0 leaves no room, though 390 − 100 would.
    let vertical = error(viewport: CarouselSize(width: 390, height: 100)) {
      $0.axis = .vertical
      $0.itemSize = .peek(30)
      $0.spacing = 20
    }
    #expect(vertical?.rule == .peekLeavesNoRoom(peek: 30, spacing: 20, viewportLength: 100))
  }

  @Test func aHostPhrasesNumbersAndNamesItsOwnWay() {
    let broken = error {
      $0.zoom.minimumScale = 3; $0.zoom.maximumScale = 1
    }
    let names = ["zoom.minimumScale": "min", "zoom.maximumScale": "max"]
    #expect(
      broken?.reason(
        formattingNumbersWith: { "<\(Int($0))>" }, naming: { names[$0] ?? $0 })
        == "max <1> is below min <3>")
  }

  @Test func emptyCarouselsAcceptAnyStartIndex() {
    #expect(error(count: 0) { $0.startIndex = 5 } == nil)
  }

  @Test func theEngineAndReconfigureThrowTheSameErrors() throws {
    var configuration = CarouselConfiguration()
    configuration.spacing = -5
    #expect(
      throws: CarouselConfigurationError(
        field: "spacing", rule: .expected("a non-negative number", got: -5))
    ) {
      try CarouselEngine(viewport: testViewport, count: 3, configuration: configuration)
    }
    var engine = try CarouselEngine(viewport: testViewport, count: 3)
    #expect(throws: CarouselConfigurationError.self) { try engine.reconfigure(configuration) }
    #expect(engine.configuration == CarouselConfiguration())
  }

  @Test func shortNumbersHaveNoTrailingZeros() {
    let cases: [(Double, String)] = [
      (0, "0"), (-3, "-3"), (0.25, "0.25"), (390.3, "390.3"), (1e-7, "0"), (-0.0000004, "0"),
      (2.5e9, "2500000000"), (1e20, "1e20"), (-.infinity, "-inf"), (.nan, "nan"),
      (123.456789, "123.456789"), (0.1 + 0.2, "0.3"),
    ]
    for (value, text) in cases {
      #expect(CarouselConfigurationError.shortNumber(value) == text, "\(value)")
    }
  }
}
