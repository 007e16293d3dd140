@_spi(CarouselHost) import CarouselCore
import CarouselFormats

/// The numbers and names `carousel simulate` reads its input by, as one JSON document:
/// `web/limits.json`, which `node web/replay.mjs` reads instead of keeping its own copy.
///
/// A test compares the committed file with ``json`` and fails when they differ (run it with
/// `CAROUSEL_WRITE_WEB_TABLE=1` to rewrite the file), so the WebAssembly replay cannot
/// drift from the library's ``CarouselLimits`` or from the native reader.
public enum SimulationInputTable {
  /// The document: `limits` (``CarouselLimits``, the magnitudes the WebAssembly module
  /// leaves to its host to check) and `simulate` (file size limits, the longest time, the
  /// most identities and frames, the CONFIG keys and EVENTS types).
  public static var json: String {
    let limits: [(String, String)] = [
      ("side", number(CarouselLimits.maxViewportLength)),
      ("itemFraction", number(CarouselLimits.maxItemFraction)),
      ("itemLength", number(CarouselLimits.maxItemLength)),
      ("laidOutItems", String(CarouselLimits.maxLaidOutItems)),
      ("decelerationRates", range(CarouselLimits.decelerationRates)),
      ("autoplaySeconds", number(CarouselLimits.maxAutoplaySeconds)),
      ("zoomScales", range(CarouselLimits.zoomScales)),
      ("maxDots", String(CarouselLimits.maxDots)),
    ]
    let simulate: [(String, String)] = [
      ("configByteLimit", String(SimulationConfiguration.byteLimit)),
      ("eventsByteLimit", String(SimulationEvents.byteLimit)),
      ("maxTime", number(SimulationEvents.maxTime)),
      ("maxItems", String(SimulationEvents.maxItems)),
      ("maxFrames", String(SimulateCommand.maxFrames)),
      ("configKeys", strings(SimulationConfiguration.keys)),
      ("eventTypes", strings(SimulationEvents.types + ["items"])),
    ]
    return "{\n" + section("limits", limits) + ",\n" + section("simulate", simulate) + "\n}\n"
  }

  private static func section(_ name: String, _ members: [(String, String)]) -> String {
    "  \(JSONOutput.quoted(name)): {\n"
      + members.map { "    \(JSONOutput.quoted($0.0)): \($0.1)" }.joined(separator: ",\n")
      + "\n  }"
  }

  private static func number(_ x: Double) -> String { JSONOutput.number(x) }

  private static func range(_ range: ClosedRange<Double>) -> String {
    "[\(number(range.lowerBound)), \(number(range.upperBound))]"
  }

  private static func strings(_ values: [String]) -> String {
    "[" + values.map(JSONOutput.quoted).joined(separator: ", ") + "]"
  }
}
