import Foundation
import Testing

/// Builds a JSON Lines event script for `carousel simulate` the way real input devices produce
/// one: pointer samples every few milliseconds, wheel notches, key presses, pinch steps.
struct EventScript {
  /// The event lines in the order they were added (times must be added non-decreasing).
  private(set) var lines: [String] = []

  /// The script as the text of an EVENTS file.
  var text: String { lines.map { $0 + "\n" }.joined() }

  /// Formats a number as a JSON number literal.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// Appends one event; `fields` is a JSON fragment such as `"x":1,"y":2`.
  mutating func add(_ t: Double, _ type: String, _ fields: String = "") {
    let tail = fields.isEmpty ? "" : "," + fields
    lines.append(#"{"t":\#(Self.number(t)),"type":"\#(type)"\#(tail)}"#)
  }

  /// Appends an event whose point fields are numbers.
  mutating func pointer(_ t: Double, _ type: String, x: Double, y: Double) {
    add(t, type, #""x":\#(Self.number(x)),"y":\#(Self.number(y))"#)
  }

  /// Appends a key press.
  mutating func key(_ t: Double, _ name: String) { add(t, "key", #""key":"\#(name)""#) }

  /// Appends a wheel event (`discrete` notches are items, otherwise points).
  mutating func wheel(_ t: Double, dx: Double = 0, dy: Double = 0, discrete: Bool) {
    add(
      t, "wheel",
      #""dx":\#(Self.number(dx)),"dy":\#(Self.number(dy)),"discrete":\#(discrete)"#)
  }

  /// Appends a programmatic scroll.
  mutating func scrollTo(_ t: Double, _ index: Int, animated: Bool) {
    add(t, "scrollTo", #""index":\#(index),"animated":\#(animated)"#)
  }

  /// A finger that goes down at (`x`, `y`) at time `t`, moves by (`dx`, `dy`) at `speed` pt/s
  /// with a sample every `interval` seconds, optionally rests `hold` seconds without samples,
  /// then lifts (or is cancelled, `end: "pointerCancel"`). Without a hold the lift continues
  /// the same straight line, so the release velocity is `speed`. Returns the time of the lift.
  @discardableResult
  mutating func drag(
    at t: Double, x: Double = 195, y: Double = 270, dx: Double = 0, dy: Double = 0,
    speed: Double, interval: Double = 0.008, hold: Double = 0, end: String = "pointerUp"
  ) -> Double {
    let distance = (dx * dx + dy * dy).squareRoot()
    let steps = max(2, Int((distance / (speed * interval)).rounded()))
    let stepTime = distance / speed / Double(steps)
    pointer(t, "pointerDown", x: x, y: y)
    let moves = hold > 0 ? steps : steps - 1
    for step in 1...moves {
      let fraction = Double(step) / Double(steps)
      pointer(
        t + Double(step) * stepTime, "pointerMove", x: x + dx * fraction, y: y + dy * fraction)
    }
    let lift = t + Double(moves) * stepTime + (hold > 0 ? hold : stepTime)
    // A cancel carries no position: the gesture is abandoned, not released somewhere.
    if end == "pointerCancel" { add(lift, end) } else { pointer(lift, end, x: x + dx, y: y + dy) }
    return lift
  }

  /// A pinch at (`x`, `y`) from scale 1 to `scale` (relative to the pinch's start), one
  /// sample every `interval` seconds over `duration`. Returns the time of the end.
  @discardableResult
  mutating func pinch(
    at t: Double, to scale: Double, x: Double = 195, y: Double = 270, duration: Double = 0.2,
    interval: Double = 0.016
  ) -> Double {
    let place = #""x":\#(Self.number(x)),"y":\#(Self.number(y))"#
    add(t, "pinch", #""phase":"begin","scale":1,"# + place)
    let steps = max(1, Int((duration / interval).rounded()))
    for step in 1...steps {
      let value = 1 + (scale - 1) * Double(step) / Double(steps)
      add(t + Double(step) * interval, "pinch", #""phase":"change","scale":\#(value),"# + place)
    }
    let end = t + Double(steps) * interval + interval
    add(end, "pinch", #""phase":"end","scale":\#(scale),"# + place)
    return end
  }
}

/// One run of `carousel simulate` with its input files, as an outside tool sees it.
struct SpecRun {
  /// Exit status, standard output and standard error.
  var result: CarouselProcess.Result
  /// Every output line parsed as a frame (empty when the run failed).
  var frames: [Frame]
  /// Path of the CONFIG file, if one was written.
  var configPath: String?
  /// Path of the EVENTS file (or `-`).
  var eventsPath: String

  /// Runs `carousel simulate` with `config` (when given) and `events` written to files.
  ///
  /// A run that does not exit with status 0 is recorded as an issue unless `expectSuccess` is
  /// false, so that checks over its (then empty) frames can never pass vacuously.
  static func simulate(
    config: String? = nil, events: String, fps: Double? = nil, duration: Double? = nil,
    viaStandardInput: Bool = false, expectSuccess: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SpecRun {
    let folder = try CarouselProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var arguments = ["simulate"]
    var configPath: String?
    if let config {
      configPath = try CarouselProcess.write(config, named: "config.json", in: folder)
      arguments += ["--config", configPath!]
    }
    let eventsPath =
      viaStandardInput ? "-" : try CarouselProcess.write(events, named: "events.jsonl", in: folder)
    arguments += ["--events", eventsPath]
    if let fps { arguments += ["--fps", EventScript.number(fps)] }
    if let duration { arguments += ["--duration", EventScript.number(duration)] }
    let result = try CarouselProcess.run(arguments, stdin: viaStandardInput ? events : nil)
    let frames = result.status == 0 ? try result.lines.map(Frame.init) : []
    if expectSuccess && (result.status != 0 || frames.isEmpty) {
      Issue.record(
        "carousel simulate exited \(result.status): \(result.stderr)",
        sourceLocation: sourceLocation)
    }
    return SpecRun(result: result, frames: frames, configPath: configPath, eventsPath: eventsPath)
  }

  /// Runs with an event script.
  static func simulate(
    config: String? = nil, script: EventScript, fps: Double? = nil, duration: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SpecRun {
    try simulate(
      config: config, events: script.text, fps: fps, duration: duration,
      sourceLocation: sourceLocation)
  }

  /// Runs input that the contract says must be rejected (no success expected).
  static func reject(
    config: String? = nil, events: String, viaStandardInput: Bool = false
  ) throws -> SpecRun {
    try simulate(
      config: config, events: events, viaStandardInput: viaStandardInput, expectSuccess: false)
  }

  /// The frame printed for time `t` (frame times are printed rounded to a few decimals).
  func frame(at t: Double) -> Frame? { frames.first { abs($0.t - t) < 1e-5 } }

  /// The frames whose time lies in `range` (an empty selection is recorded as an issue, so a
  /// check over it cannot pass vacuously).
  func frames(
    in range: ClosedRange<Double>, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [Frame] {
    let selected = frames.filter { range.contains($0.t) }
    if selected.isEmpty { Issue.record("no frame in \(range)", sourceLocation: sourceLocation) }
    return selected
  }

  /// The final frame.
  var last: Frame? { frames.last }

  /// Every position printed, in order.
  var positions: [Double] { frames.map(\.position) }
}

/// The physics constants of MotionModels.md (the DocC catalog) that outside checks need.
enum SpecPhysics {
  /// Decay constant of free deceleration, λ = −1000·ln d (per second).
  static func decay(rate: Double) -> Double { -1000 * log(rate) }

  /// Rubber band displacement b(x) = (1 − 1/(x·c/L + 1))·L with c = 0.55.
  static func rubberBand(_ x: Double, length: Double) -> Double {
    (1 - 1 / (x * 0.55 / length + 1)) * length
  }

  /// How much of a drag the touch slop may swallow before the content follows (points).
  static let slopAllowance = 20.0
}

/// The error contract of `carousel simulate`: exit 2, nothing on standard output, exactly one
/// line on standard error naming the file, the line and the field.
enum SpecRejection {
  /// Whether `message` names `field` as a field (quoted, back-quoted or after "field").
  static func names(field: String, in message: String) -> Bool {
    let leaf = field.split(separator: ".").last.map(String.init) ?? field
    let forms = [field, leaf].flatMap { name in
      ["'\(name)'", "\"\(name)\"", "`\(name)`", "field \(name) ", ".\(name)'"]
    }
    return forms.contains { message.contains($0) }
  }

  /// Whether `message` names line `line` of the file at `path`.
  static func names(line: Int, of path: String, in message: String) -> Bool {
    let names =
      path == "-"
      ? ["<stdin>", "stdin", "-"] : [path, URL(fileURLWithPath: path).lastPathComponent]
    return names.contains { name in
      message.contains("\(name):\(line)") || message.contains("\(name), line \(line)")
        || message.contains("\(name) line \(line)")
    }
  }

  /// Expects `run` to be rejected with a message naming `line` of the file and `field`.
  static func expect(
    _ run: SpecRun, inConfig: Bool = false, line: Int, field: String?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let message = run.result.stderr
    #expect(
      run.result.status == 2, "exit status, stderr: \(message)", sourceLocation: sourceLocation)
    #expect(
      run.result.stdout.isEmpty, "stdout: \(run.result.stdout)", sourceLocation: sourceLocation)
    let messageLines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let lineCount = messageLines.last == "" ? messageLines.count - 1 : messageLines.count
    #expect(lineCount == 1, "stderr must be one line: \(message)", sourceLocation: sourceLocation)
    let path = (inConfig ? run.configPath : run.eventsPath) ?? "?"
    #expect(
      names(line: line, of: path, in: message), "\(message) should name \(path) line \(line)",
      sourceLocation: sourceLocation)
    if let field {
      #expect(
        names(field: field, in: message), "\(message) should name field \(field)",
        sourceLocation: sourceLocation)
    }
  }
}
