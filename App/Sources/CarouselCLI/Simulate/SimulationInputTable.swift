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
  /// leaves to its host to check), `simulate` (file size limits, the longest time, the
  /// most identities and frames, the CONFIG keys and EVENTS types), and the values a CONFIG
  /// without a key gets: `configuration` and, for an `autoplay` object, `autoplay`.
  public static var json: String {
    let limits: [(String, String)] = [
      ("side", number(CarouselLimits.maxViewportLength)),
      ("itemFraction", number(CarouselLimits.maxItemFraction)),
      ("itemLength", number(CarouselLimits.maxItemLength)),
      ("laidOutItems", String(CarouselLimits.maxLaidOutItems)),
      ("decelerationRates", range(CarouselLimits.decelerationRates)),
      ("autoplaySeconds", number(CarouselLimits.maxAutoplaySeconds)),
      ("autoScrollSpeed", number(CarouselLimits.maxAutoScrollSpeed)),
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
      ("eventTypes", strings(SimulationEvents.types + ["items", "select"])),
    ]
    return "{\n"
      + [
        section("limits", limits), section("simulate", simulate),
        section("configuration", configurationDefaults), section("autoplay", autoplayDefaults),
      ].joined(separator: ",\n") + "\n}\n"
  }

  /// A CONFIG's values when it names none, in the CONFIG's own keys and names.
  private static var configurationDefaults: [(String, String)] {
    let d = SimulationConfiguration.Decoded()
    let c = d.configuration
    let size: (kind: String, value: Double) =
      switch c.itemSize {
      case .fraction(let f): ("fraction", f)
      case .points(let p): ("points", p)
      case .peek(let p): ("peek", p)
      }
    return [
      (
        "viewport",
        object([("width", number(d.viewport.width)), ("height", number(d.viewport.height))])
      ),
      ("count", String(d.count)),
      ("axis", JSONOutput.quoted(c.axis.rawValue)),
      ("layoutDirection", JSONOutput.quoted(c.layoutDirection.rawValue)),
      (
        "itemSize",
        object([("kind", JSONOutput.quoted(size.kind)), ("value", number(size.value))])
      ),
      ("spacing", number(c.spacing)),
      ("contentInset", number(c.contentInset)),
      ("alignment", JSONOutput.quoted(c.alignment.rawValue)),
      ("scrolling", JSONOutput.quoted(c.scrolling.rawValue)),
      ("loop", String(c.loop)),
      ("decelerationRate", number(c.decelerationRate.rawValue)),
      ("maxItemsPerGesture", String(c.maxItemsPerGesture)),
      ("startIndex", String(c.startIndex)),
      (
        "itemLengths",
        c.itemLengths.map { "[" + $0.map(number).joined(separator: ", ") + "]" } ?? "null"
      ),
      ("overscan", number(c.overscan)),
      ("reducedMotion", String(c.motion.reducedMotion)),
      ("announceAutoplay", JSONOutput.quoted(c.accessibility.autoplayAnnouncements.rawValue)),
      ("autoplay", "null"),
      (
        "zoom",
        object([
          ("min", number(c.zoom.minimumScale)), ("max", number(c.zoom.maximumScale)),
          ("doubleTap", number(c.zoom.doubleTapScale)), ("enabled", String(c.zoom.isEnabled)),
        ])
      ),
      (
        "indicator",
        object([
          ("maxDots", String(c.indicator.maxDots)),
          ("hidesForSinglePage", String(c.indicator.hidesForSinglePage)),
        ])
      ),
      ("labels", strings(d.labels)),
    ]
  }

  /// An `autoplay` object's values when it names none.
  private static var autoplayDefaults: [(String, String)] {
    let a = CarouselAutoplayConfiguration()
    return [
      ("interval", number(a.interval)),
      ("intervals", "[]"),
      ("direction", JSONOutput.quoted(a.direction.rawValue)),
      ("resumeDelay", number(a.resumeDelay)),
      ("pauseOnHover", String(a.pausesOnHover)),
      ("pauseWhenHidden", String(a.pausesWhenHidden)),
      ("atEnd", JSONOutput.quoted(a.atEnd.rawValue)),
    ]
  }

  private static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(JSONOutput.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
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
