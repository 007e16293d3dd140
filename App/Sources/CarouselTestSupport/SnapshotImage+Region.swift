extension SnapshotImage {
  /// Whether `region` lies wholly inside the image.
  public func contains(_ region: PixelRegion) -> Bool {
    region.x >= 0 && region.y >= 0 && region.x + region.width <= width
      && region.y + region.height <= height
  }

  /// The pixels of `region` as an image of their own.
  ///
  /// - Complexity: O(`region.pixelCount`).
  public func cropped(to region: PixelRegion) -> SnapshotImage {
    precondition(contains(region), "\(region) is outside the \(width)×\(height) image")
    var pixels = [UInt32]()
    pixels.reserveCapacity(region.pixelCount)
    for row in region.y..<(region.y + region.height) {
      let start = row * width + region.x
      pixels.append(contentsOf: self.pixels[start..<(start + region.width)])
    }
    return SnapshotImage(width: region.width, height: region.height, pixels: pixels)
  }

  /// A copy with `region` painted transparent black, so that a comparison of two masked
  /// images sees only what lies outside it.
  ///
  /// - Complexity: O(`region.pixelCount`).
  public func masked(_ region: PixelRegion) -> SnapshotImage {
    precondition(contains(region), "\(region) is outside the \(width)×\(height) image")
    var copy = self
    for row in region.y..<(region.y + region.height) {
      for column in region.x..<(region.x + region.width) { copy[column, row] = 0 }
    }
    return copy
  }
}
