/// What comparing an image with its golden reference found.
public enum SnapshotOutcome: Sendable, CustomStringConvertible {
  /// The image matched the reference within the tolerance.
  case matched(ImageDiff)
  /// Recording mode: the reference was written (or rewritten) at `referencePath`.
  case recorded(referencePath: String)
  /// No reference exists; the actual image was saved to `actualPath`.
  case missingReference(referencePath: String, actualPath: String)
  /// The image differs; actual and difference images were saved.
  case mismatch(ImageDiff, referencePath: String, actualPath: String, differencePath: String)

  /// Whether the test should pass.
  public var passed: Bool {
    switch self {
    case .matched, .recorded: return true
    case .missingReference, .mismatch: return false
    }
  }

  public var description: String {
    switch self {
    case .matched(let diff):
      return "matches reference (\(diff))"
    case .recorded(let referencePath):
      return "recorded reference \(referencePath)"
    case .missingReference(let referencePath, let actualPath):
      return "no reference at \(referencePath); actual image written to \(actualPath). "
        + "Look at it, then run with \(Snapshot.recordEnvironmentVariable)=1 to record it."
    case .mismatch(let diff, let referencePath, let actualPath, let differencePath):
      return "image differs from \(referencePath): \(diff). Actual: \(actualPath), "
        + "difference: \(differencePath)"
    }
  }
}
