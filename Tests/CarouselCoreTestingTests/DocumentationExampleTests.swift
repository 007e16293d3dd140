import CarouselCore
import CarouselCoreTesting
import Testing

/// The examples of the CarouselCoreTesting catalog's landing page, as printed there
/// (DocumentationCatalogTests checks that they are the same text).
@Suite struct DocumentationExampleTests {
  @Test func fiveQuickNotchesAreFiveItems() throws {
    var engine = try CarouselEngine(viewport: CarouselSize(width: 390, height: 540), count: 10)
    var script = EventScript()
    script.wheelNotches(5, at: 0, interval: 0.02)
    engine.apply(script)
    #expect(engine.runUntilSettled() != nil)
    #expect(engine.currentIndex == 5)
    #expect(CarouselInvariants.violations(in: engine) == [])
  }

  @Test(arguments: 0..<50 as Range<UInt64>) func everyStateKeepsTheInvariants(seed: UInt64)
    throws
  {
    var random = SeededGenerator(seed: seed)
    let scenario = CarouselScenario.random(using: &random)
    var engine = try scenario.makeEngine()
    for event in scenario.events(count: 100, using: &random) {
      engine.handle(event)
      #expect(CarouselInvariants.violations(in: engine) == [], "seed \(seed)")
    }
  }
}
