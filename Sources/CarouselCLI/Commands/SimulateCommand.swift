import CarouselCore
import CarouselFormats

/// `carousel simulate --config CONFIG.json --events EVENTS.jsonl [--fps 60] [--duration S]`
enum SimulateCommand {
  static func run(_ arguments: Arguments) -> Int32 {
    let simulation: Simulation
    do {
      var configuration = CarouselConfiguration()
      var labels: [String] = []
      if let path = arguments.string("--config") {
        (configuration, labels) = try SimulationConfiguration.decode(
          JSONInputFile.object(atPath: path))
      }
      let events = try SimulationEvents.decode(
        JSONInputFile.lines(atPath: arguments.string("--events") ?? "-"))
      simulation = Simulation(
        configuration: configuration, labels: labels, events: events,
        fps: arguments.double("--fps") ?? 60, duration: arguments.double("--duration"))
    } catch {
      Output.error(error.description)
      return 2
    }
    var buffer = ""
    buffer.reserveCapacity(1 << 16)
    simulation.run { time, engine, events in
      buffer += Simulation.frameLine(time: time, engine: engine, events: events)
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
