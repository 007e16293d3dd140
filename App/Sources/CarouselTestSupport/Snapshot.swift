import Foundation
import Testing

/// Golden-image assertions for Swift Testing.
///
/// References live next to the test file, in `__Snapshots__/<name>.png`
/// (`Tests/<Target>/__Snapshots__/`). A missing or failing reference fails the test and
/// writes `<name>.actual.png` and `<name>.diff.png` (see ``ImageDiff/differenceImage()``)
/// into `artifacts/snapshots/` at the package root, for people and CI to inspect.
///
/// Recording is explicit: only with the environment variable
/// `CAROUSEL_RECORD_SNAPSHOTS=1` are references written (never by default, so a CI run
/// cannot silently accept a change). A recorded reference is reported as a warning.
///
/// The default tolerance is ``SnapshotTolerance/standard``: any channel may differ by up
/// to 8 levels, and up to 0.5 % of the pixels may differ by more, because glyph
/// rasterisation changes slightly between FreeType, Pango and font versions.
public enum Snapshot {
  /// The environment variable that switches on recording when set to "1".
  public static let recordEnvironmentVariable = "CAROUSEL_RECORD_SNAPSHOTS"

  /// Whether recording is on in this process.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordEnvironmentVariable] == "1"
  }

  /// Compares `image` with the reference `name` and records a test issue when it is
  /// missing or differs beyond `tolerance`.
  ///
  /// - Parameters:
  ///   - name: the reference's file name without `.png`; letters, digits, `-` and `_`.
  ///   - sourceFile: the calling test file (default `#filePath`); its folder holds
  ///     `__Snapshots__`.
  public static func assertMatches(
    _ image: SnapshotImage, named name: String,
    tolerance: SnapshotTolerance = .standard,
    sourceFile: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outcome: SnapshotOutcome
    do {
      outcome = try verify(
        image, named: name, tolerance: tolerance, sourceFile: sourceFile, recording: isRecording)
    } catch {
      Issue.record("snapshot \(name): \(error)", sourceLocation: sourceLocation)
      return
    }
    switch outcome {
    case .matched:
      break
    case .recorded:
      Issue.record(
        "snapshot \(name): \(outcome)", severity: .warning, sourceLocation: sourceLocation)
    case .missingReference, .mismatch:
      Issue.record("snapshot \(name): \(outcome)", sourceLocation: sourceLocation)
    }
  }

  /// Compares the pixels of a Cairo image surface (`cairo_surface_t *`) with a reference;
  /// see ``assertMatches(_:named:tolerance:sourceFile:sourceLocation:)``.
  public static func assertMatches(
    cairoSurface: OpaquePointer, named name: String,
    tolerance: SnapshotTolerance = .standard,
    sourceFile: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertMatches(
      SnapshotImage(cairoSurface: cairoSurface), named: name, tolerance: tolerance,
      sourceFile: sourceFile, sourceLocation: sourceLocation)
  }

  /// The comparison behind ``assertMatches(_:named:tolerance:sourceFile:sourceLocation:)``,
  /// without recording issues: writes references (when `recording`) or artifacts and
  /// returns what happened.
  public static func verify(
    _ image: SnapshotImage, named name: String, tolerance: SnapshotTolerance,
    sourceFile: String, recording: Bool
  ) throws(SnapshotError) -> SnapshotOutcome {
    precondition(
      !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" },
      "snapshot name \"\(name)\" must be letters, digits, - and _")
    let referencePath = Self.referencePath(named: name, sourceFile: sourceFile)
    let referenceFolder = directory(of: referencePath)
    let reference =
      FileManager.default.fileExists(atPath: referencePath)
      ? try SnapshotImage(contentsOfPNG: referencePath) : nil

    if recording {
      if let reference,
        ImageDiff(
          expected: reference, actual: image, channelThreshold: tolerance.maxChannelDifference
        )
        .isWithin(tolerance)
      {
        // Unchanged within tolerance: keep the file so recording does not churn git.
        return .matched(
          ImageDiff(
            expected: reference, actual: image, channelThreshold: tolerance.maxChannelDifference))
      }
      try createDirectory(referenceFolder)
      try image.writePNG(to: referencePath)
      return .recorded(referencePath: referencePath)
    }

    let artifacts = artifactsDirectory(for: sourceFile)
    let actualPath = (artifacts as NSString).appendingPathComponent("\(name).actual.png")
    guard let reference else {
      try createDirectory(artifacts)
      try image.writePNG(to: actualPath)
      return .missingReference(referencePath: referencePath, actualPath: actualPath)
    }
    let diff = ImageDiff(
      expected: reference, actual: image, channelThreshold: tolerance.maxChannelDifference)
    if diff.isWithin(tolerance) { return .matched(diff) }
    let differencePath = (artifacts as NSString).appendingPathComponent("\(name).diff.png")
    try createDirectory(artifacts)
    try image.writePNG(to: actualPath)
    try diff.differenceImage().writePNG(to: differencePath)
    return .mismatch(
      diff, referencePath: referencePath, actualPath: actualPath, differencePath: differencePath)
  }

  /// Where the reference `name` of the tests in `sourceFile` is:
  /// `__Snapshots__/<name>.png` next to it.
  public static func referencePath(named name: String, sourceFile: String) -> String {
    let folder = (directory(of: sourceFile) as NSString).appendingPathComponent("__Snapshots__")
    return (folder as NSString).appendingPathComponent("\(name).png")
  }

  /// `artifacts/snapshots` under the package root: the nearest folder above `sourceFile`
  /// that contains `Package.swift` (or the source file's folder if none does).
  public static func artifactsDirectory(for sourceFile: String) -> String {
    var folder = directory(of: sourceFile)
    while folder != "/" && !folder.isEmpty {
      let manifest = (folder as NSString).appendingPathComponent("Package.swift")
      if FileManager.default.fileExists(atPath: manifest) {
        return (folder as NSString).appendingPathComponent("artifacts/snapshots")
      }
      folder = directory(of: folder)
    }
    return (directory(of: sourceFile) as NSString).appendingPathComponent("artifacts/snapshots")
  }

  private static func directory(of path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  private static func createDirectory(_ path: String) throws(SnapshotError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .unwritableDirectory(path: path, reason: "\(error)")
    }
  }
}
