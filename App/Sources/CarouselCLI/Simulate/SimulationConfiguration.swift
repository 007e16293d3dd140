import CarouselCore
import CarouselFormats

/// Reads the CONFIG file of `carousel simulate` (and the scene flags' JSON) into a
/// ``CarouselConfiguration``; every key is optional and every error names file, line, field.
public enum SimulationConfiguration {
  static let keys = [
    "viewport", "count", "axis", "layoutDirection", "itemSize", "spacing", "contentInset",
    "alignment", "scrolling", "loop", "decelerationRate", "maxItemsPerGesture", "startIndex",
    "itemLengths", "autoplay", "zoom", "indicator", "overscan", "reducedMotion", "labels",
    "announceAutoplay", "effect",
  ]

  /// The configuration, the item labels (for announcements) and the effect a CONFIG object
  /// describes.
  public static func decode(_ object: JSONObjectReader) throws(InputError) -> (
    configuration: CarouselConfiguration, labels: [String], effect: CarouselEffect?
  ) {
    try object.rejectUnknownKeys(allowed: keys)
    var c = CarouselConfiguration()
    if let viewport = try object.optionalObject("viewport") {
      try viewport.rejectUnknownKeys(allowed: ["width", "height"])
      c.viewport = CarouselSize(
        width: try viewport.requireDouble("width", where: .positive),
        height: try viewport.requireDouble("height", where: .positive))
    }
    if let count = try object.optionalInt("count", range: 0...Int(Int32.max)) { c.count = count }
    if let axis = try object.optionalChoice("axis", as: CarouselAxis.self) { c.axis = axis }
    if let direction = try object.optionalChoice(
      "layoutDirection", as: CarouselLayoutDirection.self)
    {
      c.layoutDirection = direction
    }
    var peekValue: JSONValueReader?
    if let size = try object.optionalObject("itemSize") {
      peekValue = size.optionalValue("peek")
      try size.rejectUnknownKeys(allowed: ["fraction", "points", "peek"])
      guard size.keys.count == 1 else {
        throw size.error("expected exactly one of 'fraction', 'points' or 'peek'")
      }
      if let fraction = try size.optionalDouble("fraction", where: .positive) {
        c.itemSize = .fraction(fraction)
      } else if let points = try size.optionalDouble("points", where: .positive) {
        c.itemSize = .points(points)
      } else if let peek = try size.optionalDouble("peek", where: .nonNegative) {
        c.itemSize = .peek(peek)
      }
    }
    if let spacing = try object.optionalDouble("spacing", where: .nonNegative) {
      c.spacing = spacing
    }
    if let inset = try object.optionalDouble("contentInset", where: .nonNegative) {
      c.contentInset = inset
    }
    if let alignment = try object.optionalChoice("alignment", as: ItemAlignment.self) {
      c.alignment = alignment
    }
    if let scrolling = try object.optionalChoice("scrolling", as: ScrollingBehavior.self) {
      c.scrolling = scrolling
    }
    if let loop = try object.optionalBool("loop") { c.loop = loop }
    if let rate = try object.optionalValue("decelerationRate") {
      let value = try rate.double()
      guard value > 0 && value < 1 else {
        throw rate.error(
          "expected a number between 0 and 1 (exclusive), got \(JSONOutput.number(value))")
      }
      c.decelerationRate = DecelerationRate(rawValue: value)
    }
    if let most = try object.optionalInt("maxItemsPerGesture", range: 1...Int(Int32.max)) {
      c.maxItemsPerGesture = most
    }
    if let start = try object.optionalValue("startIndex") {
      let index = try start.int(range: 0...Int(Int32.max))
      guard c.count == 0 || index < c.count else {
        throw start.error("startIndex \(index) is past the last item (count \(c.count))")
      }
      c.startIndex = index
    }
    if let lengths = try object.optionalArray("itemLengths") {
      var values: [Double] = []
      for length in lengths { values.append(try length.double(where: .positive)) }
      c.itemLengths = values
    }
    if let overscan = try object.optionalDouble("overscan", where: .nonNegative) {
      c.overscan = overscan
    }
    if let reduced = try object.optionalBool("reducedMotion") { c.motion.reducedMotion = reduced }
    if let announce = try object.optionalChoice(
      "announceAutoplay", as: AccessibilityConfiguration.AutoplayAnnouncements.self)
    {
      c.accessibility.autoplayAnnouncements = announce
    }
    if let autoplay = try object.optionalObject("autoplay") {
      c.autoplay = try decodeAutoplay(autoplay)
    }
    if let zoom = try object.optionalObject("zoom") { c.zoom = try decodeZoom(zoom) }
    if let indicator = try object.optionalObject("indicator") {
      try indicator.rejectUnknownKeys(allowed: ["maxDots", "hidesForSinglePage"])
      if let dots = try indicator.optionalInt("maxDots", range: 1...1000) {
        c.indicator.maxDots = dots
      }
      if let hides = try indicator.optionalBool("hidesForSinglePage") {
        c.indicator.hidesForSinglePage = hides
      }
    }
    if let peekValue, case .peek(let peek) = c.itemSize {
      // item length = viewport − 2·(peek + spacing) must leave room for the item.
      let length = c.viewportLength - 2 * (peek + c.spacing)
      guard length > 0 else {
        throw peekValue.error(
          "peek \(JSONOutput.number(peek)) with spacing \(JSONOutput.number(c.spacing)) leaves "
            + "no room for an item in a \(JSONOutput.number(c.viewportLength)) pt viewport")
      }
    }
    var labels: [String] = []
    if let values = try object.optionalArray("labels") {
      for value in values { labels.append(try value.string()) }
    }
    let effect = try object.optionalObject("effect").map { (effect) throws(InputError) in
      try decodeEffect(effect)
    }
    return (c, labels, effect)
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

  static func decodeAutoplay(_ object: JSONObjectReader) throws(InputError) -> AutoplayConfiguration
  {
    try object.rejectUnknownKeys(allowed: [
      "interval", "intervals", "direction", "resumeDelay", "pauseOnHover", "pauseWhenHidden",
      "atEnd",
    ])
    var a = AutoplayConfiguration()
    if let interval = try object.optionalDouble("interval", where: .positive) {
      a.interval = interval
    }
    if let intervals = try object.optionalArray("intervals") {
      for (index, value) in intervals.enumerated() where !value.isNull {
        a.itemIntervals[index] = try value.double(where: .positive)
      }
    }
    if let direction = try object.optionalChoice(
      "direction", as: AutoplayConfiguration.Direction.self)
    {
      a.direction = direction
    }
    if let delay = try object.optionalDouble("resumeDelay", where: .nonNegative) {
      a.resumeDelay = delay
    }
    if let hover = try object.optionalBool("pauseOnHover") { a.pausesOnHover = hover }
    if let hidden = try object.optionalBool("pauseWhenHidden") { a.pausesWhenHidden = hidden }
    if let end = try object.optionalChoice("atEnd", as: AutoplayConfiguration.EndBehavior.self) {
      a.atEnd = end
    }
    return a
  }

  static func decodeZoom(_ object: JSONObjectReader) throws(InputError) -> ZoomConfiguration {
    try object.rejectUnknownKeys(allowed: ["min", "max", "doubleTap", "enabled"])
    var z = ZoomConfiguration()
    if let low = try object.optionalDouble("min", where: .positive) { z.minimumScale = low }
    if let high = try object.optionalValue("max") {
      let value = try high.double(where: .positive)
      guard value >= z.minimumScale else {
        throw high.error(
          "max \(JSONOutput.number(value)) is below min \(JSONOutput.number(z.minimumScale))")
      }
      z.maximumScale = value
    }
    if let tap = try object.optionalValue("doubleTap") {
      let value = try tap.double(where: .positive)
      guard value >= z.minimumScale && value <= z.maximumScale else {
        throw tap.error("doubleTap \(JSONOutput.number(value)) is outside min…max")
      }
      z.doubleTapScale = value
    } else {
      z.doubleTapScale = min(max(z.doubleTapScale, z.minimumScale), z.maximumScale)
    }
    if let enabled = try object.optionalBool("enabled") { z.isEnabled = enabled }
    return z
  }
}
