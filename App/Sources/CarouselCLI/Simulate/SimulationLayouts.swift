@_spi(CarouselHost) import CarouselCore
import CarouselFormats

/// The CONFIG keys of `carousel simulate` whose layout changes during a run: `breakpoints`
/// (a configuration by viewport width) and `autoHeight` (the viewport's cross size following
/// the current item, from `contentSizes`).
public struct SimulationLayouts: Sendable {
  /// The configuration by viewport width, or nil for one configuration throughout.
  public var breakpoints: CarouselBreakpoints?
  /// Whether frames carry `crossSize`, the auto-height viewport cross size.
  public var autoHeight = false
  /// Item content sizes by index (`contentSizes`), given to the engine at the start.
  public var contentSizes: [Int: CarouselSize] = [:]

  /// No breakpoints, no auto height.
  public init() {}

  /// The engine at the start of a run: `start` in the configuration for its viewport's
  /// width, with the content sizes.
  func prepared(_ start: CarouselEngine) throws(CarouselConfigurationError) -> CarouselEngine {
    var engine = start
    if let breakpoints {
      var configuration = breakpoints.resolved(forWidth: engine.viewport.width).configuration
      configuration.startIndex = start.configuration.startIndex
      engine = try CarouselEngine(
        viewport: start.viewport, count: start.count, configuration: configuration,
        time: start.time)
      engine.accessibilityFormatter = start.accessibilityFormatter
    }
    for (index, size) in contentSizes {
      engine.setContentSize(size, ofItemAt: index, at: engine.time)
    }
    return engine
  }

  /// What is in force at the engine's width, or nil without breakpoints.
  func resolved(for engine: CarouselEngine) -> CarouselBreakpoints.Resolved? {
    breakpoints?.resolved(forWidth: engine.viewport.width)
  }

  /// Hands `input` to `engine` as the breakpoints have it: a resize switches to the
  /// configuration of the new width (keeping the current item), and while the carousel is
  /// off it takes no gestures (it only advances to their time).
  func perform(_ input: CarouselInputEvent, on engine: inout CarouselEngine) {
    guard let breakpoints else {
      engine.handle(input)
      return
    }
    switch input.kind {
    case .resize(let size):
      // A width whose configuration does not fit (checked per breakpoint when the CONFIG is
      // read, so only a viewport the base could not take either) resizes plainly.
      if (try? engine.resize(to: size, breakpoints: breakpoints, at: input.time)) == nil {
        engine.handle(input)
      }
    case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .wheel, .key, .pinch,
      .doubleTap, .zoomBy, .selectPage, .scrub:
      if breakpoints.resolved(forWidth: engine.viewport.width).isEnabled {
        engine.handle(input)
      } else {
        engine.advance(to: input.time)
      }
    default:
      engine.handle(input)
    }
  }

  /// The frame fields: `crossSize` with auto height; `breakpoint` (index, or null below all)
  /// and `enabled` with breakpoints.
  func addFields(to json: inout JSONObjectWriter, engine: CarouselEngine) {
    if autoHeight { json.add("crossSize", rawJSON: JSONOutput.number(engine.autoCrossSize)) }
    if let resolved = resolved(for: engine) {
      if let index = resolved.breakpoint {
        json.add("breakpoint", index)
      } else {
        json.addNull("breakpoint")
      }
      json.add("enabled", resolved.isEnabled)
    }
  }
}

extension SimulationConfiguration {
  /// `autoHeight` (a Boolean), `contentSizes` (`[{"width":400,"height":300}, null, …]` by
  /// item index) and `breakpoints` (`[{"minWidth":600,"itemsPerView":2,"spacing":10,
  /// "effect":{…},"enabled":false}, …]`), read after every other key: the breakpoints
  /// change the configuration and effect read so far.
  static func decodeLayouts(_ object: JSONObjectReader, into d: inout Decoded)
    throws(InputError)
  {
    if let auto = try object.optionalBool("autoHeight") { d.layouts.autoHeight = auto }
    if let sizes = try object.optionalArray("contentSizes") {
      for (index, value) in sizes.enumerated() where !value.isNull {
        let size = try value.object()
        try size.rejectUnknownKeys(allowed: ["width", "height"])
        d.layouts.contentSizes[index] = CarouselSize(
          width: try size.requireDouble("width", where: .positive),
          height: try size.requireDouble("height", where: .positive))
      }
    }
    guard let list = try object.optionalArray("breakpoints") else { return }
    var points: [CarouselBreakpoint] = []
    for value in list {
      let point = try value.object()
      try point.rejectUnknownKeys(allowed: [
        "minWidth", "itemsPerView", "spacing", "effect", "enabled",
      ])
      var breakpoint = CarouselBreakpoint(minWidth: try point.requireDouble("minWidth"))
      breakpoint.itemsPerView = try point.optionalDouble("itemsPerView")
      breakpoint.spacing = try point.optionalDouble("spacing")
      breakpoint.effect = try point.optionalObject("effect").map {
        (effect) throws(InputError) in try decodeEffect(effect)
      }
      breakpoint.isEnabled = try point.optionalBool("enabled")
      points.append(breakpoint)
    }
    let breakpoints = CarouselBreakpoints(
      base: d.configuration, effect: d.effect, breakpoints: points)
    do {
      // Every breakpoint's configuration at its own width (or the CONFIG's, if wider), so a
      // resize never meets one that does not fit a viewport its base fits.
      try breakpoints.validate(viewport: d.viewport, count: d.count)
      for point in points {
        var viewport = d.viewport
        viewport.width = min(max(point.minWidth, 1), CarouselLimits.maxViewportLength)
        try breakpoints.validate(viewport: viewport, count: d.count)
      }
    } catch {
      throw inputError(for: error, in: object)
    }
    d.layouts.breakpoints = breakpoints
  }
}
