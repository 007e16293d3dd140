/// Orders file names the way people count: `img2` before `img10`, `a` next to `A`.
///
/// Names are compared as runs of ASCII digits and runs of other characters. Digit runs
/// compare by numeric value (leading zeros ignored, so no overflow on long runs); other
/// runs compare case-insensitively. Names equal under those rules fall back to plain
/// string order, so the order is total and the same on every machine.
enum NaturalOrder {
  /// Whether `lhs` sorts before `rhs`.
  static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    let left = runs(lhs)
    let right = runs(rhs)
    for (a, b) in zip(left, right) where a != b {
      switch (a, b) {
      case (.number(let x), .number(let y)):
        if let order = compareNumbers(x, y) { return order }
      case (.number, .text): return true
      case (.text, .number): return false
      case (.text(let x), .text(let y)):
        let foldedX = x.lowercased()
        let foldedY = y.lowercased()
        if foldedX != foldedY { return foldedX < foldedY }
      }
    }
    if left.count != right.count { return left.count < right.count }
    return lhs < rhs
  }

  private enum Run: Equatable {
    case number(Substring)
    case text(Substring)
  }

  private static func runs(_ name: String) -> [Run] {
    var result: [Run] = []
    var start = name.startIndex
    while start < name.endIndex {
      let isDigit = name[start].isASCIIDigit
      var end = name.index(after: start)
      while end < name.endIndex && name[end].isASCIIDigit == isDigit {
        end = name.index(after: end)
      }
      result.append(isDigit ? .number(name[start..<end]) : .text(name[start..<end]))
      start = end
    }
    return result
  }

  /// `true`/`false` when the numbers differ in value, `nil` when equal (`007` vs `7`).
  private static func compareNumbers(_ x: Substring, _ y: Substring) -> Bool? {
    let trimmedX = x.drop { $0 == "0" }
    let trimmedY = y.drop { $0 == "0" }
    if trimmedX.count != trimmedY.count { return trimmedX.count < trimmedY.count }
    if trimmedX != trimmedY { return trimmedX < trimmedY }
    return nil
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
