/// For each output position along one axis, which source positions it covers and by how
/// much.
///
/// Output position `t` covers the source interval `[t·s, (t+1)·s)` with
/// `s = sourceLength / targetLength ≥ 1`; a source cell `i` contributes
/// `overlap([i, i+1), interval) / s`, so the weights of each output sum to 1.
///
/// Weights are fixed point, in units of 1/``one``, and each output's weights sum to
/// exactly ``one`` (the rounding error goes to its largest weight): a flat area stays
/// exactly flat. Stored flat (one weights array plus offsets) so the filter's inner loops
/// index plain arrays instead of iterating nested collections.
struct FilterWeights {
  /// The fixed-point unit: 2¹². Two passes of 8-bit channels then sum to at most
  /// 255 · 2²⁴ < 2³², so the filter works in `UInt32` without overflow.
  static let fractionBits = 12
  static let one = UInt32(1) << fractionBits

  /// Number of output positions made (all of them, or the ones kept).
  let targetLength: Int
  /// The first source position covered by each output position.
  private(set) var firstSource: [Int] = []
  /// Where each output position's weights start in ``weights``; one extra entry at the end.
  private(set) var weightStart: [Int] = []
  /// All weights, output position after output position.
  private(set) var weights: [UInt32] = []

  /// The weights of `targetLength` positions over `sourceLength`, or of the positions in
  /// `kept` only (the first of them is output position 0).
  init(sourceLength: Int, targetLength: Int, keeping kept: Range<Int>? = nil) {
    precondition(targetLength > 0 && targetLength <= sourceLength, "area filter only shrinks")
    let positions = kept ?? 0..<targetLength
    precondition(
      !positions.isEmpty && positions.lowerBound >= 0 && positions.upperBound <= targetLength,
      "kept positions outside the target")
    self.targetLength = positions.count
    let scale = Double(sourceLength) / Double(targetLength)
    firstSource.reserveCapacity(positions.count)
    weightStart.reserveCapacity(positions.count + 1)
    for target in positions {
      let start = Double(target) * scale
      let end = Double(target + 1) * scale
      // Finite and within 0…sourceLength by construction (target < targetLength ≤
      // sourceLength, both positive): the conversions cannot trap.
      let first = Int(start.rounded(.down))
      let last = min(sourceLength, Int(end.rounded(.up)))
      firstSource.append(first)
      let begin = weights.count
      weightStart.append(begin)
      var total: UInt32 = 0
      var largest = begin
      for source in first..<last {
        let overlap = min(end, Double(source + 1)) - max(start, Double(source))
        let weight = UInt32((max(0, overlap) / scale * Double(Self.one)).rounded())
        if weights.count > begin && weight > weights[largest] { largest = weights.count }
        weights.append(weight)
        total += weight
      }
      // Within a unit or two of `one`: the largest weight absorbs the difference.
      weights[largest] = weights[largest] &+ Self.one &- total
    }
    weightStart.append(weights.count)
  }
}
