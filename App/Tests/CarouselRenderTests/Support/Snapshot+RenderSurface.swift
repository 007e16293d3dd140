import CarouselRender
import CarouselTestSupport
import Testing

extension Snapshot {
  /// Compares a render surface with the reference `name` (see
  /// `Snapshot.assertMatches(_:named:tolerance:sourceFile:sourceLocation:)`).
  static func assertMatches(
    _ surface: RenderSurface, named name: String,
    tolerance: SnapshotTolerance = .standard,
    sourceFile: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertMatches(
      cairoSurface: surface.cairoSurface, named: name, tolerance: tolerance,
      sourceFile: sourceFile, sourceLocation: sourceLocation)
  }
}

extension SnapshotImage {
  /// A copy of a render surface's pixels.
  init(_ surface: RenderSurface) {
    self.init(cairoSurface: surface.cairoSurface)
  }
}
