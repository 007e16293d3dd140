@_spi(CarouselHost) import CarouselCore

/// A carousel drawn with text: each item a box of its label, the page dots, "n/N" and the
/// latest announcement. One column is ``pointsPerColumn`` points of the engine's viewport.
///
/// The host logic only: ``TerminalKeyDecoder`` turns terminal bytes into keys, and the
/// executable decides where time and bytes come from (a real terminal, or a script).
public struct TerminalCarousel {
  /// Points of the viewport per text column.
  public static let pointsPerColumn = 10.0
  /// Widest picture drawn, in columns (a viewport wider than 10,000 points is cut).
  public static let maximumColumns = 1_000
  /// The engine.
  public private(set) var engine: CarouselEngine
  /// The latest announcement for assistive technology, shown under the dots.
  public private(set) var announcement = ""
  /// The item names.
  public let labels: [String]

  /// A peeking carousel of `labels` across `columns` text columns, looping or not.
  public init(labels: [String], columns: Int = 60, loop: Bool = false) throws(CarouselConfigurationError) {
    var configuration = CarouselConfiguration()
    configuration.itemSize = .peek(60)
    configuration.spacing = 20
    configuration.loop = loop
    engine = try CarouselEngine(
      viewport: CarouselSize(width: Double(columns) * Self.pointsPerColumn, height: 30),
      count: labels.count, configuration: configuration)
    engine.setItemLabels(
      Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($0.offset, $0.element) }),
      at: engine.time)
    self.labels = labels
  }

  /// Handles a key press at `time`.
  public mutating func press(_ key: CarouselKey, at time: Double) {
    engine.handle(CarouselInputEvent(time: time, .key(key)))
    collectEvents()
  }

  /// Advances to `time`; returns whether the picture may have changed.
  public mutating func advance(to time: Double) {
    engine.advance(to: time)
    collectEvents()
  }

  /// Runs frames at 30 per second until the carousel rests; returns the time it rested.
  public mutating func settle(from time: Double) -> Double {
    var now = time
    while let wake = engine.nextWakeTime, engine.isAnimating, now < time + 10 {
      now = max(wake, now + 1.0 / 30)
      advance(to: now)
    }
    return now
  }

  private mutating func collectEvents() {
    for event in engine.drainEvents() {
      if case .announcement(let text, _) = event { announcement = text }
    }
  }

  /// The picture: three lines of item boxes, the dots, then `n/N` and the announcement.
  public func render() -> String {
    let columns = Int(
      clamping: engine.viewport.width / Self.pointsPerColumn, to: 1...Self.maximumColumns)
    var rows = [[Character]](
      repeating: [Character](repeating: " ", count: columns), count: 3)
    engine.forEachLayoutAttribute { item in
      // Items of the overscan may lie beyond the picture: skipped when wholly off it. The
      // bounds keep a box's own width (its label is centred in it) for any item on screen.
      let reach = -(1 << 30)...(1 << 30)
      let start = Int(clamping: item.frame.minX / Self.pointsPerColumn, to: reach)
      let end = Int(clamping: item.frame.maxX / Self.pointsPerColumn, to: reach) - 1
      guard end > start, start < columns, end >= 0 else { return }
      let name = Array(labels.indices.contains(item.index) ? labels[item.index] : "?")
      for column in max(start, 0)...min(end, columns - 1) {
        let edge = column == start || column == end
        rows[0][column] = column == start ? "┌" : column == end ? "┐" : "─"
        rows[2][column] = column == start ? "└" : column == end ? "┘" : "─"
        let offset = column - start - max((end - start + 1 - name.count) / 2, 1)
        rows[1][column] =
          edge ? "│" : (name.indices.contains(offset) ? name[offset] : " ")
      }
    }
    let indicator = engine.pageIndicator
    var dots = ""
    if !indicator.isHidden {
      for page in indicator.firstDot..<(indicator.firstDot + indicator.dotCount) {
        dots += page == indicator.currentPage ? "● " : "○ "
      }
    }
    var lines = rows.map { String($0) }
    lines.append(dots.trimmingSuffix())
    lines.append(engine.itemLabel + (announcement.isEmpty ? "" : "  «\(announcement)»"))
    return lines.map { $0.trimmingSuffix() }.joined(separator: "\n")
  }
}

extension String {
  /// The string without trailing spaces.
  func trimmingSuffix() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
