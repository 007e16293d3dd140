/// What ``ImageDirectory/scan(_:options:)`` found: the photos, and the files that look like
/// images but will not be shown.
public struct ImageDirectoryScan: Sendable, Equatable {
  /// The photos, in the requested order.
  public var sources: [ImageSource]
  /// Files named like images of a format this app does not decode (`.heic`, `.gif`, …), or
  /// that are not regular files, with the reason, in name order.
  public var skipped: [SkippedFile]

  /// Creates a scan result.
  public init(sources: [ImageSource], skipped: [SkippedFile]) {
    self.sources = sources
    self.skipped = skipped
  }

  /// One line for standard error and the empty state, or `nil` when nothing was skipped:
  /// `2 files skipped: a.heic (HEIC images are not supported), b.gif (…)`; past five
  /// names, `and N more`.
  public var skippedSummary: String? {
    guard !skipped.isEmpty else { return nil }
    let shown = skipped.prefix(Self.namesInSummary).map { "\($0.name) (\($0.reason))" }
    let more =
      skipped.count > Self.namesInSummary
      ? ", and \(skipped.count - Self.namesInSummary) more" : ""
    let noun = skipped.count == 1 ? "file" : "files"
    return "\(skipped.count) \(noun) skipped: \(shown.joined(separator: ", "))\(more)"
  }

  /// Names listed in ``skippedSummary`` before "and N more": enough to recognise the kind
  /// of file, short enough for one line.
  static let namesInSummary = 5
}

/// A file a folder scan will not show.
public struct SkippedFile: Sendable, Equatable {
  /// Its path below the scanned folder.
  public var name: String
  /// Why, as a sentence fragment ("HEIC images are not supported").
  public var reason: String

  /// Creates an entry.
  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }
}
