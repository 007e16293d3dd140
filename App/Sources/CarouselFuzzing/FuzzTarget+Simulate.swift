import CarouselCLI
import CarouselCore
import CarouselCoreTesting
import CarouselFormats

extension FuzzTarget {
  /// Most frames one simulate input runs: far below the command's 200,000, so that one
  /// input costs milliseconds; the frame limit's code is the same.
  static let simulateFrameLimit = 4_000

  /// `carousel simulate` on the bytes before the first NUL as the configuration (none: the
  /// defaults) and those after it as the events. A refused input must give one bounded
  /// error line; an accepted one runs every frame, each a line of valid JSON, with the
  /// engine's invariants holding.
  static func runSimulate(_ bytes: [UInt8]) throws(FuzzFailure) {
    let split = bytes.firstIndex(of: 0)
    let configBytes = split.map { Array(bytes[..<$0]) } ?? []
    let eventBytes = split.map { Array(bytes[($0 + 1)...]) } ?? bytes
    let simulation: Simulation
    do {
      let config =
        configBytes.isEmpty
        ? nil : try JSONObjectReader(parsing: configBytes, file: "config.json")
      simulation = try SimulateCommand.prepare(
        config: config, events: JSONLinesReader(bytes: eventBytes, file: "events.jsonl"),
        maxFrames: simulateFrameLimit)
    } catch {
      try FuzzFailure.checkErrorLine("\(error)")
      return
    }
    var failure: FuzzFailure?
    simulation.run { time, engine, events, currentID in
      guard failure == nil else { return }
      if let broken = CarouselInvariants.violations(in: engine).first {
        failure = FuzzFailure("t=\(time): \(broken)")
        return
      }
      let line = Simulation.frameLine(
        time: time, engine: engine, events: events, currentID: currentID,
        effect: simulation.effect, layouts: simulation.layouts)
      do {
        _ = try JSONParser().parse(line)
      } catch {
        failure = FuzzFailure("t=\(time): frame line is not JSON (\(error)): \(line.prefix(200))")
      }
    }
    if let failure { throw failure }
  }
}
