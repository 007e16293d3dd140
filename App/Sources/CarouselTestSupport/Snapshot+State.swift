import Foundation
import Testing

/// Goldens of a state: a reference that shows a screen or a painting in some state (liked,
/// pressed, got, paused, …) next to the reference of its rest look.
///
/// Matching the whole image within ``SnapshotTolerance/standard`` cannot tell a small state
/// change from none: the GET button turning into OPEN changes 0.44 % of the cards screen's
/// pixels, under the 0.5 % the tolerance allows, so a button that never changed would match
/// `cards_got`. A state golden therefore also names the region where the state shows and its
/// rest golden, and the image must
///  - inside the region, match its own reference and differ from the rest reference, both
///    measured over the region's pixels alone (``SnapshotTolerance/changedRegion``);
///  - outside the region, match the rest reference (within the whole-image tolerance): the
///    state changes nothing else.
extension Snapshot {
  /// Compares `image` with the reference `name` as
  /// ``assertMatches(_:named:tolerance:sourceFile:sourceLocation:)`` does, then checks that it
  /// shows the state: different from the reference `rest` inside `region`, the same outside.
  ///
  /// - Parameters:
  ///   - region: where the state shows, in the image's pixels (with a margin for
  ///     antialiasing); it must lie inside the image.
  ///   - rest: the reference of the same picture at rest, in the same `__Snapshots__` folder.
  public static func assertState(
    _ image: SnapshotImage, named name: String, changing region: PixelRegion, from rest: String,
    tolerance: SnapshotTolerance = .standard,
    regionTolerance: SnapshotTolerance = .changedRegion,
    sourceFile: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertMatches(
      image, named: name, tolerance: tolerance, sourceFile: sourceFile,
      sourceLocation: sourceLocation)
    let problems: [String]
    do {
      problems = try stateProblems(
        image, named: name, changing: region, from: rest, tolerance: tolerance,
        regionTolerance: regionTolerance, sourceFile: sourceFile)
    } catch {
      Issue.record("snapshot \(name): \(error)", sourceLocation: sourceLocation)
      return
    }
    guard !problems.isEmpty else { return }
    var saved = ""
    let artifacts = artifactsDirectory(for: sourceFile)
    let actualPath = (artifacts as NSString).appendingPathComponent("\(name).actual.png")
    if (try? FileManager.default.createDirectory(
      atPath: artifacts, withIntermediateDirectories: true)) != nil,
      (try? image.writePNG(to: actualPath)) != nil
    {
      saved = " Actual: \(actualPath)"
    }
    for problem in problems {
      Issue.record("snapshot \(name): \(problem).\(saved)", sourceLocation: sourceLocation)
    }
  }

  /// The checks behind ``assertState(_:named:changing:from:tolerance:regionTolerance:sourceFile:sourceLocation:)``
  /// without recording issues: what the image fails to show, empty when it shows the state.
  /// A missing reference is an error; so is a region outside the image.
  public static func stateProblems(
    _ image: SnapshotImage, named name: String, changing region: PixelRegion, from rest: String,
    tolerance: SnapshotTolerance, regionTolerance: SnapshotTolerance, sourceFile: String
  ) throws(SnapshotError) -> [String] {
    let stateReference = try SnapshotImage(
      contentsOfPNG: referencePath(named: name, sourceFile: sourceFile))
    let restReference = try SnapshotImage(
      contentsOfPNG: referencePath(named: rest, sourceFile: sourceFile))
    guard image.width == restReference.width, image.height == restReference.height,
      image.width == stateReference.width, image.height == stateReference.height
    else {
      return [
        "the image (\(image.width)×\(image.height)), \(name) and \(rest) "
          + "(\(stateReference.width)×\(stateReference.height), "
          + "\(restReference.width)×\(restReference.height)) must have one size"
      ]
    }
    guard image.contains(region) else {
      return ["\(region) is outside the \(image.width)×\(image.height) image"]
    }
    var problems: [String] = []
    let inside = image.cropped(to: region)
    let threshold = regionTolerance.maxChannelDifference
    let againstState = ImageDiff(
      expected: stateReference.cropped(to: region), actual: inside, channelThreshold: threshold)
    if !againstState.isWithin(regionTolerance) {
      problems.append("inside \(region) it differs from \(name): \(againstState)")
    }
    let againstRest = ImageDiff(
      expected: restReference.cropped(to: region), actual: inside, channelThreshold: threshold)
    if againstRest.isWithin(regionTolerance) {
      problems.append(
        "inside \(region) it looks like \(rest) (\(againstRest)): the state does not show")
    }
    let outside = ImageDiff(
      expected: restReference.masked(region), actual: image.masked(region),
      channelThreshold: tolerance.maxChannelDifference)
    if !outside.isWithin(tolerance) {
      problems.append("outside \(region) it differs from \(rest): \(outside)")
    }
    return problems
  }
}
