@_spi(CarouselHost) import CarouselCore
import CarouselFormats

extension SimulationConfiguration {
  /// The `autoplay` keys of continuous autoplay: `speed` (points per second) makes it glide
  /// instead of stepping, `ramp` (seconds) eases it in and out. A glide has no interval, so
  /// `interval` or `intervals` beside `speed` is refused.
  static let autoScrollKeys = ["speed", "ramp"]

  /// Reads `speed` and `ramp` of an `autoplay` object into ``CarouselAutoplayConfiguration/scroll``.
  static func decodeAutoScroll(
    _ object: JSONObjectReader, into d: inout Decoded, root: JSONObjectReader
  ) throws(InputError) {
    guard let speed = try object.optionalDouble("speed") else {
      if let ramp = object.optionalValue("ramp") {
        throw ramp.error("'ramp' eases a glide: give 'speed' too")
      }
      return
    }
    for stepping in ["interval", "intervals"] {
      if let value = object.optionalValue(stepping) {
        throw value.error("'\(stepping)' steps and 'speed' glides: give one of them")
      }
    }
    d.configuration.autoplay?.scroll = CarouselAutoScrollConfiguration(speed: speed)
    try validate(d, in: root)
    if let ramp = try object.optionalDouble("ramp") {
      d.configuration.autoplay?.scroll?.rampDuration = ramp
      try validate(d, in: root)
    }
  }

  /// The `autoScroll` object of a frame of a gliding carousel: its velocity in points per
  /// second (positive towards later items) and why it is paused (null while it plays).
  static func autoScrollFrame(of engine: CarouselEngine) -> JSONObjectWriter? {
    guard engine.configuration.autoplay?.scroll != nil else { return nil }
    var json = JSONObjectWriter()
    json.add("velocity", rawJSON: JSONOutput.number(engine.velocity))
    if let reason = engine.autoplayPauseReason {
      json.add("reason", reason.rawValue)
    } else {
      json.addNull("reason")
    }
    return json
  }
}
