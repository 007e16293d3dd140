/// For each output position along one axis, which source positions it covers and by how
/// much.
///
/// Output position `t` covers the source interval `[t·s, (t+1)·s)` with
/// `s = sourceLength / targetLength ≥ 1`; a source cell `i` contributes
/// `overlap([i, i+1), interval) / s`, so the weights of each output sum to 1.
///
/// Stored flat (one weights array plus offsets) so the filter's inner loops index plain
/// arrays instead of iterating nested collections.
struct FilterWeights {
  /// Number of output positions.
  let targetLength: Int
  /// The first source position covered by each output position.
  private(set) var firstSource: [Int] = []
  /// Where each output position's weights start in ``weights``; one extra entry at the end.
  private(set) var weightStart: [Int] = []
  /// All weights, output position after output position.
  private(set) var weights: [Float] = []

  init(sourceLength: Int, targetLength: Int) {
    precondition(targetLength > 0 && targetLength <= sourceLength, "area filter only shrinks")
    self.targetLength = targetLength
    let scale = Double(sourceLength) / Double(targetLength)
    firstSource.reserveCapacity(targetLength)
    weightStart.reserveCapacity(targetLength + 1)
    for target in 0..<targetLength {
      let start = Double(target) * scale
      let end = Double(target + 1) * scale
      let first = Int(start.rounded(.down))
      let last = min(sourceLength, Int(end.rounded(.up)))
      firstSource.append(first)
      weightStart.append(weights.count)
      for source in first..<last {
        let overlap = min(end, Double(source + 1)) - max(start, Double(source))
        weights.append(Float(max(0, overlap) / scale))
      }
    }
    weightStart.append(weights.count)
  }
}
