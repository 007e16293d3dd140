@_spi(CarouselHost) import CarouselCore
import CarouselFormats

/// Reads the CONFIG file of `carousel simulate` (and the scene flags' JSON) into a
/// ``CarouselConfiguration``; every key is optional and every error names file, line, field.
///
/// The JSON layer checks only what JSON itself decides (types, whole numbers that fit, known
/// keys and choices); the rules of a valid carousel are CarouselCore's
/// (``CarouselConfiguration/validate(viewport:count:)``), checked after each key in the
/// order below, so the first error reported is the first key that breaks one. A
/// ``CarouselConfigurationError`` is reported at its field's line, in the file's own names.
public enum SimulationConfiguration {
  /// Largest CONFIG file: 1 MiB (a configuration is a few hundred bytes; per-item lengths
  /// or labels for tens of thousands of items still fit).
  public static let byteLimit = 1 << 20

  static let keys = [
    "viewport", "count", "axis", "layoutDirection", "itemSize", "spacing", "contentInset",
    "alignment", "scrolling", "loop", "decelerationRate", "maxItemsPerGesture", "startIndex",
    "itemLengths", "autoplay", "zoom", "indicator", "overscan", "reducedMotion", "labels",
    "announceAutoplay", "effect", "keylines", "autoHeight", "contentSizes", "breakpoints",
    "nested", "link",
  ]

  /// The viewport of a CONFIG without one.
  public static let defaultViewport = CarouselSize(width: 390, height: 540)
  /// The item count of a CONFIG without one.
  public static let defaultCount = 8

  /// What a CONFIG object describes: the carousel, the item labels (for announcements) and
  /// the effect.
  public struct Decoded: Sendable {
    /// Size of the visible area in points.
    public var viewport = SimulationConfiguration.defaultViewport
    /// Number of items.
    public var count = SimulationConfiguration.defaultCount
    /// Everything else, valid for ``viewport`` and ``count``.
    public var configuration = CarouselConfiguration()
    /// Item labels by index.
    public var labels: [String] = []
    /// The effect whose per-item appearance each frame lists, if any.
    public var effect: CarouselEffect?
    /// Breakpoints and auto height (`breakpoints`, `autoHeight`, `contentSizes`).
    public var layouts = SimulationLayouts()
    /// The scroller the carousel sits in (`nested`), if any.
    public var nesting: SimulationNesting?
    /// A second carousel linked to this one (`link`), if any.
    public var link: Link?

    /// The defaults: 8 full-page items in a 390 × 540 pt viewport.
    public init() {}
  }

  /// `link`: a second carousel, the follower, linked to the one the CONFIG describes.
  public final class Link: Sendable {
    /// How the two follow each other.
    public let mode: CarouselLink.Mode
    /// The follower, read with the same keys as the whole CONFIG (but `link`).
    public let follower: Decoded

    /// A follower linked in `mode`.
    public init(mode: CarouselLink.Mode, follower: Decoded) {
      self.mode = mode
      self.follower = follower
    }
  }

  /// The carousel, the item labels (for announcements) and the effect a CONFIG object
  /// describes; `allowsLink` false for a follower (a link has two carousels, not more).
  public static func decode(_ object: JSONObjectReader) throws(InputError) -> Decoded {
    try decode(object, allowsLink: true)
  }

  static func decode(_ object: JSONObjectReader, allowsLink: Bool) throws(InputError) -> Decoded {
    try object.rejectUnknownKeys(allowed: allowsLink ? keys : keys.filter { $0 != "link" })
    var d = Decoded()
    /// Applies the library's rules to what is read so far.
    func check() throws(InputError) { try validate(d, in: object) }
    if let viewport = try object.optionalObject("viewport") {
      try viewport.rejectUnknownKeys(allowed: ["width", "height"])
      d.viewport = CarouselSize(
        width: try viewport.requireDouble("width"), height: try viewport.requireDouble("height"))
      try check()
    }
    if let count = try object.optionalInt("count", range: 0...Int(Int32.max)) { d.count = count }
    if let axis = try object.optionalChoice("axis", as: CarouselAxis.self) {
      d.configuration.axis = axis
    }
    if let direction = try object.optionalChoice(
      "layoutDirection", as: CarouselLayoutDirection.self)
    {
      d.configuration.layoutDirection = direction
    }
    // Whether a peek leaves room depends on keys read later: as before the rules moved to the
    // library, that is checked last, so the first error is still the first broken key.
    var peek: Double?
    if let size = try object.optionalObject("itemSize") {
      try size.rejectUnknownKeys(allowed: ["fraction", "points", "peek"])
      guard size.keys.count == 1 else {
        throw size.error("expected exactly one of 'fraction', 'points' or 'peek'")
      }
      if let fraction = try size.optionalDouble("fraction") {
        d.configuration.itemSize = .fraction(fraction)
      } else if let points = try size.optionalDouble("points") {
        d.configuration.itemSize = .points(points)
      } else if let value = try size.optionalDouble("peek") {
        d.configuration.itemSize = .peek(min(value, 0))  // only its sign for now
        try check()
        d.configuration.itemSize = .fraction(1)
        peek = value
      }
      try check()
    }
    if let spacing = try object.optionalDouble("spacing") {
      d.configuration.spacing = spacing
      try check()
    }
    if let inset = try object.optionalDouble("contentInset") {
      d.configuration.contentInset = inset
      try check()
    }
    if let alignment = try object.optionalChoice("alignment", as: CarouselItemAlignment.self) {
      d.configuration.alignment = alignment
    }
    if let scrolling = try object.optionalChoice("scrolling", as: CarouselScrollingBehavior.self) {
      d.configuration.scrolling = scrolling
    }
    if let loop = try object.optionalBool("loop") { d.configuration.loop = loop }
    if let rate = try object.optionalDouble("decelerationRate") {
      d.configuration.decelerationRate.rawValue = rate
      try check()
    }
    if let most = try object.optionalInt("maxItemsPerGesture", range: 1...Int(Int32.max)) {
      d.configuration.maxItemsPerGesture = most
    }
    if let start = try object.optionalInt("startIndex", range: 0...Int(Int32.max)) {
      d.configuration.startIndex = start
      try check()
    }
    if let lengths = try object.optionalArray("itemLengths") {
      var values: [Double] = []
      values.reserveCapacity(lengths.count)
      for length in lengths { values.append(try length.double()) }
      // One check for the whole list (per element it was O(n²)): the library reports the
      // first element that breaks a rule, at that element's line.
      d.configuration.itemLengths = values
      try check()
    }
    if let overscan = try object.optionalDouble("overscan") {
      d.configuration.overscan = overscan
      try check()
    }
    if let reduced = try object.optionalBool("reducedMotion") {
      d.configuration.motion.reducedMotion = reduced
    }
    if let announce = try object.optionalChoice(
      "announceAutoplay", as: CarouselAccessibilityConfiguration.AutoplayAnnouncements.self)
    {
      d.configuration.accessibility.autoplayAnnouncements = announce
    }
    if let autoplay = try object.optionalObject("autoplay") {
      try decodeAutoplay(autoplay, into: &d, root: object)
    }
    if let zoom = try object.optionalObject("zoom") {
      try decodeZoom(zoom, into: &d, root: object)
    }
    if let indicator = try object.optionalObject("indicator") {
      try indicator.rejectUnknownKeys(allowed: ["maxDots", "hidesForSinglePage"])
      if let dots = try indicator.optionalInt("maxDots", range: 1...CarouselLimits.maxDots) {
        d.configuration.indicator.maxDots = dots
      }
      if let hides = try indicator.optionalBool("hidesForSinglePage") {
        d.configuration.indicator.hidesForSinglePage = hides
      }
    }
    if let peek {
      d.configuration.itemSize = .peek(peek)
      try check()
    }
    if let keylines = try object.optionalObject("keylines") {
      try decodeKeylines(keylines, into: &d, root: object)
    }
    if let values = try object.optionalArray("labels") {
      for value in values { d.labels.append(try value.string()) }
    }
    d.effect = try object.optionalObject("effect").map { (effect) throws(InputError) in
      try decodeEffect(effect)
    }
    try decodeLayouts(object, into: &d)
    d.nesting = try object.optionalObject("nested").map(SimulationNesting.decode)
    if d.nesting != nil, d.layouts.breakpoints != nil || d.layouts.autoHeight,
      let nested = object.optionalValue("nested")
    {
      // The nested run drives two engines directly; breakpoints and auto height are not
      // applied there, so the combination is refused rather than silently ignored.
      throw nested.error("nested scrolling does not combine with breakpoints or autoHeight")
    }
    if let link = try object.optionalObject("link") {
      try link.rejectUnknownKeys(allowed: ["mode", "follower"])
      let mode = try link.requireChoice("mode", as: CarouselLink.Mode.self)
      let follower = try link.optionalObject("follower").map { (object) throws(InputError) in
        try decode(object, allowsLink: false)
      }
      d.link = Link(mode: mode, follower: follower ?? Decoded())
    }
    if d.link != nil, d.nesting != nil || d.layouts.breakpoints != nil || d.layouts.autoHeight,
      let link = object.optionalValue("link")
    {
      // A linked pair is run through CarouselLink alone; the nested scroller, breakpoints and
      // auto height are not applied there, so the combination is refused.
      throw link.error("a link does not combine with nested, breakpoints or autoHeight")
    }
    return d
  }

  /// `{"name":"coverFlow","params":{"angle":60}}`: a preset and its parameters, each checked
  /// against the preset's list and the parameter's range.
  static func decodeEffect(_ object: JSONObjectReader) throws(InputError) -> CarouselEffect {
    try object.rejectUnknownKeys(allowed: ["name", "params"])
    var effect = CarouselEffect(try object.requireChoice("name", as: CarouselEffectKind.self))
    guard let params = try object.optionalObject("params") else { return effect }
    let names = effect.kind.parameters.map(\.rawValue)
    try params.rejectUnknownKeys(allowed: names)
    for name in names where params.contains(name) {
      let range = CarouselEffectParameter(rawValue: name)!.validRange
      let value = try params.requireDouble(name, where: .range(range))
      try? effect.setParameter(name, to: value)
    }
    return effect
  }

  /// Checks `d` with the library's rules, reporting a broken one at its field in `object`.
  static func validate(_ d: Decoded, in object: JSONObjectReader) throws(InputError) {
    do {
      try d.configuration.validate(viewport: d.viewport, count: d.count)
    } catch {
      throw inputError(for: error, in: object)
    }
  }

  /// The CONFIG key of a library field path: `zoom.maximumScale` → `zoom.max`.
  static func jsonField(_ field: String) -> String {
    let renamed: [(library: String, json: String)] = [
      ("zoom.minimumScale", "zoom.min"), ("zoom.maximumScale", "zoom.max"),
      ("zoom.doubleTapScale", "zoom.doubleTap"), ("autoplay.itemIntervals", "autoplay.intervals"),
      ("autoplay.scroll.speed", "autoplay.speed"),
      ("autoplay.scroll.rampDuration", "autoplay.ramp"),
    ]
    for (library, json) in renamed where field.hasPrefix(library) {
      return json + field.dropFirst(library.count)
    }
    return field
  }

  /// A library error as the CLI reports it: the file, the line of the field's value, the
  /// field by its JSON path, and numbers as the user wrote them where the rule quotes one.
  static func inputError(for error: CarouselConfigurationError, in object: JSONObjectReader)
    -> InputError
  {
    let field = jsonField(error.field)
    guard let value = value(at: field, in: object) else {
      return object.error(
        error.reason(formattingNumbersWith: messageNumber, naming: jsonName),
        field: field)
    }
    if let expectation = error.expectation(formattingNumbersWith: messageNumber) {
      return value.mismatch(expected: expectation)
    }
    return value.error(
      error.reason(formattingNumbersWith: messageNumber, naming: jsonName))
  }

  /// A number as a message shows it: as simulate prints numbers (`0.25`, `390`), and from
  /// 10^15 on with a decimal exponent (`1e300`), so a line never holds 300 digits.
  static func messageNumber(_ x: Double) -> String {
    abs(x) < 1e15 ? JSONOutput.number(x) : CarouselConfigurationError.shortNumber(x)
  }

  /// The name a reason gives a library field: its CONFIG key (`zoom.maximumScale` → `max`).
  static func jsonName(_ field: String) -> String {
    CarouselConfigurationError.lastComponent(jsonField(field))
  }

  /// The value at a JSON path such as `itemSize.peek` or `autoplay.intervals[2]`.
  static func value(at path: String, in object: JSONObjectReader) -> JSONValueReader? {
    var current: JSONValueReader?
    var container: JSONObjectReader? = object
    for part in path.split(separator: ".") {
      var key = Substring(part)
      var index: Int?
      if let open = part.firstIndex(of: "["), part.last == "]" {
        key = part[..<open]
        index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)])
      }
      guard let reader = container?.optionalValue(String(key)) else { return nil }
      current = reader
      if let index {
        guard let elements = try? reader.array(), elements.indices.contains(index) else {
          return nil
        }
        current = elements[index]
      }
      container = try? current?.object()
    }
    return current
  }

  static func decodeAutoplay(
    _ object: JSONObjectReader, into d: inout Decoded, root: JSONObjectReader
  ) throws(InputError) {
    func check() throws(InputError) { try validate(d, in: root) }
    try object.rejectUnknownKeys(
      allowed: [
        "interval", "intervals", "direction", "resumeDelay", "pauseOnHover", "pauseWhenHidden",
        "atEnd",
      ] + autoScrollKeys)
    d.configuration.autoplay = CarouselAutoplayConfiguration()
    try decodeAutoScroll(object, into: &d, root: root)
    if let interval = try object.optionalDouble("interval") {
      d.configuration.autoplay?.interval = interval
      try check()
    }
    if let intervals = try object.optionalArray("intervals") {
      for (index, value) in intervals.enumerated() where !value.isNull {
        d.configuration.autoplay?.itemIntervals[index] = try value.double()
      }
      try check()  // once: per element it was O(n² log n); the first bad one is reported
    }
    if let direction = try object.optionalChoice(
      "direction", as: CarouselAutoplayConfiguration.Direction.self)
    {
      d.configuration.autoplay?.direction = direction
    }
    if let delay = try object.optionalDouble("resumeDelay") {
      d.configuration.autoplay?.resumeDelay = delay
      try check()
    }
    if let hover = try object.optionalBool("pauseOnHover") {
      d.configuration.autoplay?.pausesOnHover = hover
    }
    if let hidden = try object.optionalBool("pauseWhenHidden") {
      d.configuration.autoplay?.pausesWhenHidden = hidden
    }
    if let end = try object.optionalChoice(
      "atEnd", as: CarouselAutoplayConfiguration.EndBehavior.self)
    {
      d.configuration.autoplay?.atEnd = end
    }
  }

  /// The keyline alignments as the CONFIG names them (Material's words).
  enum KeylineAlignment: String, CaseIterable {
    case start, center
  }

  /// `{"strategy":"multiBrowse","largeSize":186,"smallMin":40,"smallMax":56,
  /// "alignment":"start"}`: a keyline layout; `strategy` and `largeSize` are required, the
  /// small sizes default to 40 and 56 points and the alignment to `start`.
  static func decodeKeylines(
    _ object: JSONObjectReader, into d: inout Decoded, root: JSONObjectReader
  ) throws(InputError) {
    try object.rejectUnknownKeys(allowed: [
      "strategy", "largeSize", "smallMin", "smallMax", "alignment",
    ])
    var layout = CarouselKeylineLayout(
      try object.requireChoice("strategy", as: CarouselKeylineLayout.Strategy.self),
      largeSize: try object.requireDouble("largeSize"))
    if let low = try object.optionalDouble("smallMin") { layout.smallMin = low }
    if let high = try object.optionalDouble("smallMax") { layout.smallMax = high }
    if let alignment = try object.optionalChoice("alignment", as: KeylineAlignment.self) {
      layout.alignment = alignment == .center ? .center : .leading
    }
    d.configuration.keylines = layout
    try validate(d, in: root)
  }

  static func decodeZoom(
    _ object: JSONObjectReader, into d: inout Decoded, root: JSONObjectReader
  ) throws(InputError) {
    func check() throws(InputError) { try validate(d, in: root) }
    try object.rejectUnknownKeys(allowed: ["min", "max", "doubleTap", "enabled"])
    d.configuration.zoom = CarouselZoomConfiguration()
    if let low = try object.optionalDouble("min") {
      d.configuration.zoom.minimumScale = low
      // Until "max" and "doubleTap" are read, the defaults follow the minimum.
      d.configuration.zoom.maximumScale = max(d.configuration.zoom.maximumScale, low)
      d.configuration.zoom.doubleTapScale = max(d.configuration.zoom.doubleTapScale, low)
      try check()
    }
    if let high = try object.optionalDouble("max") {
      d.configuration.zoom.maximumScale = high
      d.configuration.zoom.doubleTapScale = min(d.configuration.zoom.doubleTapScale, high)
      try check()
    }
    let zoom = d.configuration.zoom
    if let tap = try object.optionalDouble("doubleTap") {
      d.configuration.zoom.doubleTapScale = tap
      try check()
    } else {
      d.configuration.zoom.doubleTapScale = min(
        max(CarouselZoomConfiguration().doubleTapScale, zoom.minimumScale), zoom.maximumScale)
    }
    if let enabled = try object.optionalBool("enabled") { d.configuration.zoom.isEnabled = enabled }
  }
}
