/// Orders file names the way people count: `img2` before `img10`, `a` next to `A`.
///
/// Names are compared as runs of ASCII digits and runs of other characters. Digit runs
/// compare by numeric value (leading zeros ignored, so no overflow on long runs); other
/// runs compare case-insensitively. Names equal under those rules fall back to plain
/// string order, so the order is total and the same on every machine.
enum NaturalOrder {
  /// Whether `lhs` sorts before `rhs`.
  static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    SortKey(lhs) < SortKey(rhs)
  }

  /// `elements` sorted by the natural order of the name `name` gives each.
  ///
  /// Each name is split into runs once (not once per comparison): sorting 10,000 names
  /// costs 10,000 splits and O(*n* log *n*) allocation-free comparisons.
  static func sorted<Element>(_ elements: [Element], by name: (Element) -> String) -> [Element] {
    let keys = elements.map { SortKey(name($0)) }
    return keys.indices.sorted { keys[$0] < keys[$1] }.map { elements[$0] }
  }

  /// A name split into comparable runs.
  struct SortKey: Comparable {
    /// Digit runs without leading zeros (marked numeric), other runs lowercased.
    private var runs: [(isNumber: Bool, text: Substring)] = []
    private let name: String

    init(_ name: String) {
      self.name = name
      let lowered = name.lowercased()
      var start = lowered.startIndex
      while start < lowered.endIndex {
        let isDigit = lowered[start].isASCIIDigit
        var end = lowered.index(after: start)
        while end < lowered.endIndex && lowered[end].isASCIIDigit == isDigit {
          end = lowered.index(after: end)
        }
        let run = lowered[start..<end]
        runs.append((isDigit, isDigit ? run.drop { $0 == "0" } : run))
        start = end
      }
    }

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
      for (a, b) in zip(lhs.runs, rhs.runs) {
        switch (a.isNumber, b.isNumber) {
        case (true, false): return true
        case (false, true): return false
        case (true, true):
          if a.text.count != b.text.count { return a.text.count < b.text.count }
          if a.text != b.text { return a.text < b.text }
        case (false, false):
          if a.text != b.text { return a.text < b.text }
        }
      }
      if lhs.runs.count != rhs.runs.count { return lhs.runs.count < rhs.runs.count }
      return lhs.name < rhs.name
    }

    static func == (lhs: SortKey, rhs: SortKey) -> Bool { lhs.name == rhs.name }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
