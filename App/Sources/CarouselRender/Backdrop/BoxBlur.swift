/// Separable box blur over premultiplied ARGB32 pixels, edges clamped.
///
/// Each pass is a horizontal then a vertical running-sum blur, so the cost per pass is
/// O(width × height) whatever the radius. Premultiplied pixels blur correctly as is:
/// averaging premultiplied colour weights each pixel by its alpha.
enum BoxBlur {
  /// Blurs `surface` in place `passes` times with a window of `2 × radius + 1` pixels.
  static func apply(to surface: RenderSurface, radius: Int, passes: Int) {
    guard radius > 0, passes > 0 else { return }
    let width = surface.pixelWidth
    let height = surface.pixelHeight
    let strideWords = surface.stride / RenderSurface.bytesPerPixel
    surface.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self)
      var line = [UInt32](repeating: 0, count: max(width, height))
      for _ in 0..<passes {
        for row in 0..<height {
          blurLine(
            pixels, start: row * strideWords, step: 1, count: width, radius: radius, scratch: &line)
        }
        for column in 0..<width {
          blurLine(
            pixels, start: column, step: strideWords, count: height, radius: radius, scratch: &line)
        }
      }
    }
  }

  /// Blurs `count` pixels starting at `start`, `step` words apart.
  private static func blurLine(
    _ pixels: UnsafeMutableBufferPointer<UInt32>, start: Int, step: Int, count: Int,
    radius: Int, scratch: inout [UInt32]
  ) {
    for index in 0..<count { scratch[index] = pixels[start + index * step] }
    let window = UInt32(2 * radius + 1)
    var sums = (a: UInt32(0), r: UInt32(0), g: UInt32(0), b: UInt32(0))
    func add(_ word: UInt32) {
      sums.a += word >> 24
      sums.r += (word >> 16) & 0xFF
      sums.g += (word >> 8) & 0xFF
      sums.b += word & 0xFF
    }
    func subtract(_ word: UInt32) {
      sums.a -= word >> 24
      sums.r -= (word >> 16) & 0xFF
      sums.g -= (word >> 8) & 0xFF
      sums.b -= word & 0xFF
    }
    let last = count - 1
    for offset in -radius...radius { add(scratch[min(max(offset, 0), last)]) }
    let half = window / 2
    for index in 0..<count {
      // Rounded average of each channel.
      let a = (sums.a + half) / window
      let r = (sums.r + half) / window
      let g = (sums.g + half) / window
      let b = (sums.b + half) / window
      pixels[start + index * step] = a << 24 | r << 16 | g << 8 | b
      subtract(scratch[min(max(index - radius, 0), last)])
      add(scratch[min(index + radius + 1, last)])
    }
  }
}
