import CarouselRender

/// Pixel counts and averages over a region of a surface, for tests that check that
/// something was drawn without depending on exact glyph shapes.
struct PixelStatistics {
  /// Pixels whose alpha is above the threshold.
  var opaqueCount = 0
  /// Pixels whose colour differs from the first pixel of the region by more than the
  /// threshold in any channel.
  var changedCount = 0
  /// Mean of (red + green + blue) / 3 over all pixels, premultiplied.
  var meanBrightness = 0.0
  /// Mean absolute brightness difference between horizontal neighbours (a sharpness
  /// measure: blurring lowers it).
  var meanNeighbourDifference = 0.0

  /// Measures the pixel rectangle `x..<x+width`, `y..<y+height` of `surface`.
  init(
    _ surface: RenderSurface, x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil,
    threshold: UInt8 = 16
  ) {
    let w = width ?? surface.pixelWidth - x
    let h = height ?? surface.pixelHeight - y
    let first = surface.pixel(x: x, y: y)
    var brightness = 0.0
    var neighbour = 0.0
    for row in y..<(y + h) {
      var previous: Double?
      for column in x..<(x + w) {
        let pixel = surface.pixel(x: column, y: row)
        if pixel.alpha > threshold { opaqueCount += 1 }
        let deltas = [
          abs(Int(pixel.red) - Int(first.red)), abs(Int(pixel.green) - Int(first.green)),
          abs(Int(pixel.blue) - Int(first.blue)), abs(Int(pixel.alpha) - Int(first.alpha)),
        ]
        if deltas.max()! > Int(threshold) { changedCount += 1 }
        let value = (Double(pixel.red) + Double(pixel.green) + Double(pixel.blue)) / 3
        brightness += value
        if let previous { neighbour += abs(value - previous) }
        previous = value
      }
    }
    meanBrightness = brightness / Double(w * h)
    meanNeighbourDifference = neighbour / Double(max(1, (w - 1) * h))
  }
}
