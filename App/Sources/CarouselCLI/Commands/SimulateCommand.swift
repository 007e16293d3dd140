import CarouselCore
import CarouselFormats

/// `carousel simulate --config CONFIG.json --events EVENTS.jsonl [--fps 60] [--duration S]`
enum SimulateCommand {
  /// Most frames one run prints (about 30 MB of output, a few seconds of work).
  static let maxFrames = 200_000

  static func run(_ arguments: Arguments) -> Int32 {
    let simulation: Simulation
    do {
      var config = SimulationConfiguration.Decoded()
      if let path = arguments.string("--config") {
        config = try SimulationConfiguration.decode(
          JSONInputFile.object(atPath: path, byteLimit: SimulationConfiguration.byteLimit))
      }
      let eventsPath = arguments.string("--events") ?? "-"
      let events = try SimulationEvents.decodeSimulation(
        JSONInputFile.lines(atPath: eventsPath, byteLimit: SimulationEvents.byteLimit))
      let start: CarouselEngine
      do {
        start = try CarouselEngine(
          viewport: config.viewport, count: config.count, configuration: config.configuration)
      } catch {
        // Unreachable: decoding checked the library's rules field by field.
        Output.error(error.description)
        return 2
      }
      simulation = Simulation(
        start: start, labels: config.labels, script: events,
        fps: arguments.double("--fps") ?? 60, duration: arguments.double("--duration"),
        effect: config.effect)
      try simulation.validateIdentities(file: eventsPath)
      let frames = (simulation.duration * simulation.fps).rounded(.down) + 1
      guard frames <= Double(maxFrames) else {
        Output.error(
          "\(JSONOutput.number(simulation.duration)) s at \(JSONOutput.number(simulation.fps)) fps "
            + "is \(JSONOutput.number(frames)) frames; the limit is \(maxFrames) (lower --duration or --fps)"
        )
        return 2
      }
    } catch {
      Output.error(error.description)
      return 2
    }
    var buffer = ""
    buffer.reserveCapacity(1 << 16)
    simulation.run { time, engine, events, currentID in
      buffer += Simulation.frameLine(
        time: time, engine: engine, events: events, currentID: currentID,
        effect: simulation.effect)
      buffer += "\n"
      if buffer.utf8.count > 1 << 16 {
        Output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    Output.write(buffer)
    return 0
  }
}
