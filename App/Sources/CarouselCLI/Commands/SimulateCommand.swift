import CarouselCore
import CarouselFormats
import CarouselLocale
import Foundation

/// `carousel simulate --config CONFIG.json --events EVENTS.jsonl [--fps 60] [--duration S]`
public enum SimulateCommand {
  /// Most frames one run prints (about 30 MB of output, a few seconds of work).
  public static let maxFrames = 200_000

  /// A run refused as a whole: more frames than the limit.
  public struct FrameLimitError: Error, CustomStringConvertible {
    /// The line printed: the duration, the rate, the frames and the limit.
    public var description: String
  }

  static func run(_ arguments: Arguments) -> Int32 {
    var simulation: Simulation
    do {
      var config = try arguments.string("--config").map { path throws(InputError) in
        try JSONInputFile.object(atPath: path, byteLimit: SimulationConfiguration.byteLimit)
      }
      let eventsPath = arguments.string("--events") ?? "-"
      let events = try JSONInputFile.lines(
        atPath: eventsPath, byteLimit: SimulationEvents.byteLimit)
      let decoded =
        try config.map(SimulationConfiguration.decode) ?? SimulationConfiguration.Decoded()
      // The parsed document is freed before the engine is built: a CONFIG of a million
      // item lengths is never held twice over.
      config = nil
      simulation = try prepare(
        decoded: decoded, events: events,
        fps: arguments.double("--fps"), duration: arguments.double("--duration"))
    } catch {
      Output.error("\(error)")
      return 2
    }
    // Announcements in the language the locale names (LC_ALL, LC_MESSAGES, LANG).
    let formatter = Phrases(environment: ProcessInfo.processInfo.environment).accessibilityFormatter
    simulation.start.accessibilityFormatter = formatter
    simulation.link?.follower.accessibilityFormatter = formatter
    var buffer = ""
    buffer.reserveCapacity(1 << 16)
    func emit(_ line: String) {
      buffer += line
      buffer += "\n"
      if buffer.utf8.count > 1 << 16 {
        Output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    if let nesting = simulation.nesting {
      simulation.run(nested: nesting) { time, engine, events, currentID, scroll, outer in
        emit(
          Simulation.frameLine(
            time: time, engine: engine, events: events, currentID: currentID,
            effect: simulation.effect, layouts: simulation.layouts, nested: (scroll, outer)))
      }
    } else {
      simulation.runLines { emit($0) }
    }
    Output.write(buffer)
    return 0
  }

  /// The simulation that `config` (nil: the defaults) and `events` describe, checked as
  /// `carousel simulate` checks it: every field, the identities, and at most `maxFrames`
  /// frames. `fps` (default 60) MUST be positive; the command line checks it.
  ///
  /// - Throws: ``InputError`` naming the file, line and field, or ``FrameLimitError``.
  public static func prepare(
    config: JSONObjectReader?, events: JSONLinesReader, fps: Double? = nil,
    duration: Double? = nil, maxFrames: Int = maxFrames
  ) throws -> Simulation {
    try prepare(
      decoded: config.map(SimulationConfiguration.decode) ?? SimulationConfiguration.Decoded(),
      events: events, fps: fps, duration: duration, maxFrames: maxFrames)
  }

  /// The simulation of a decoded CONFIG and `events`, checked as
  /// ``prepare(config:events:fps:duration:maxFrames:)`` checks it.
  static func prepare(
    decoded: SimulationConfiguration.Decoded, events: JSONLinesReader, fps: Double?,
    duration: Double?, maxFrames: Int = maxFrames
  ) throws -> Simulation {
    let script = try SimulationEvents.decodeSimulation(events)
    // Before the engine runs any event (the default duration runs them all).
    try Simulation.validateIdentities(
      start: decoded.count, events: script, file: events.file,
      follower: decoded.link?.follower.count)
    // Decoding checked the library's rules field by field: a refusal here is a bug, and
    // its message names the rule.
    let start = try decoded.layouts.prepared(
      CarouselEngine(
        viewport: decoded.viewport, count: decoded.count, configuration: decoded.configuration))
    let link = try decoded.link.map { link in
      let follower = link.follower
      return SimulationLink(
        mode: link.mode,
        follower: try CarouselEngine(
          viewport: follower.viewport, count: follower.count,
          configuration: follower.configuration),
        labels: follower.labels, effect: follower.effect)
    }
    var simulation = Simulation(
      start: start, labels: decoded.labels, script: script, fps: fps ?? 60, duration: duration,
      effect: decoded.effect, layouts: decoded.layouts, link: link)
    if let nesting = decoded.nesting {
      simulation.nesting = nesting
      simulation.duration =
        duration
        ?? Simulation.defaultDuration(
          start: start, nesting: nesting, events: script, fps: simulation.fps)
    }
    let frames = simulation.frameCount
    let number = SimulationConfiguration.messageNumber
    guard frames <= Double(maxFrames) else {
      throw FrameLimitError(
        description:
          "\(number(simulation.duration)) s at \(number(simulation.fps)) fps "
          + "is \(number(frames)) frames; the limit is \(maxFrames) (lower --duration or --fps)"
      )
    }
    return simulation
  }
}
