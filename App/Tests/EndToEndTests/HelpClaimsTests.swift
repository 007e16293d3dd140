import CarouselTestSupport
import Foundation
import Testing

/// What `--help` claims holds for the binary (issue "Feel and finish", item 8).
@Suite struct HelpClaimsTests {
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func renderHelpGivesEachSceneItsAutoplayDefault() throws {
    // It said "default: off", yet `render slider --at 3.5` shows slide 2: the slider
    // advances every 3 seconds unless told otherwise.
    let help = try CarouselProcess.run(["render", "--help"]).stdout
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      flat.contains(
        "--autoplay SECONDS Advance every SECONDS (default: 3 seconds for slider, off for the others;"
      ))
    let slider = try CarouselProcess.run(["slider", "--help"]).stdout
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(slider.contains("(default: 3 seconds; 0 turns autoplay off)"))
    let cards = try CarouselProcess.run(["cards", "--help"]).stdout
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(cards.contains("(default: off; 0 turns autoplay off)"))
  }
}
