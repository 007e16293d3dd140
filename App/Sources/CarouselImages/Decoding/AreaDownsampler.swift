/// Shrinks ARGB32 images with an area (box) filter: each output pixel is the average of the
/// source pixels under it, weighted by how much of each one it covers.
///
/// Averaging premultiplied channels is exact for premultiplied data, so no edge halos.
/// The filter is separable: each source row is shrunk horizontally once, then output rows
/// are weighted sums of the shrunk rows. Only two row buffers are alive at a time, so
/// memory stays O(width) beside the output.
enum AreaDownsampler {
  private static let channels = DecodedImage.bytesPerPixel
  private static let maxChannelValue: Float = 255
  private static let rounding: Float = 0.5

  /// `image` shrunk to exactly `target`, which MUST be no larger than the image on either
  /// side.
  ///
  /// - Complexity: O(*source pixels*): every source pixel is read once (rows on the
  ///   boundary between two output rows twice).
  static func resampled(_ image: DecodedImage, to target: PixelSize) -> DecodedImage? {
    precondition(
      target.width <= image.width && target.height <= image.height,
      "area filter only shrinks: \(image.size) to \(target)")
    if target == image.size && image.stride == image.width * channels { return image }

    let columns = FilterWeights(sourceLength: image.width, targetLength: target.width)
    let rows = FilterWeights(sourceLength: image.height, targetLength: target.height)
    let rowFloats = target.width * channels
    var shrunkRow = [Float](repeating: 0, count: rowFloats)
    var accumulator = [Float](repeating: 0, count: rowFloats)
    guard var result = DecodedImage.blank(target) else { return nil }
    result.damage = image.damage
    let output = result.buffer.mutableBytes.bindMemory(to: UInt8.self)
    let source = image.buffer.bytes.bindMemory(to: UInt8.self)
    shrunkRow.withUnsafeMutableBufferPointer { shrunk in
      accumulator.withUnsafeMutableBufferPointer { sum in
        var shrunkIndex = -1
        for targetRow in 0..<target.height {
          sum.update(repeating: 0)
          let first = rows.firstSource[targetRow]
          for weightIndex in rows.weightStart[targetRow]..<rows.weightStart[targetRow + 1] {
            let sourceRow = first + weightIndex - rows.weightStart[targetRow]
            if sourceRow != shrunkIndex {
              shrinkRow(
                source, offset: sourceRow * image.stride, columns: columns, into: shrunk)
              shrunkIndex = sourceRow
            }
            let weight = rows.weights[weightIndex]
            for index in 0..<rowFloats { sum[index] += weight * shrunk[index] }
          }
          let base = targetRow * rowFloats
          for index in 0..<rowFloats {
            output[base + index] = UInt8(min(maxChannelValue, max(0, sum[index] + rounding)))
          }
        }
      }
    }
    return result
  }

  private static func shrinkRow(
    _ source: UnsafeBufferPointer<UInt8>, offset: Int, columns: FilterWeights,
    into row: UnsafeMutableBufferPointer<Float>
  ) {
    columns.weights.withUnsafeBufferPointer { weights in
      for targetColumn in 0..<columns.targetLength {
        var blue: Float = 0
        var green: Float = 0
        var red: Float = 0
        var alpha: Float = 0
        let start = columns.weightStart[targetColumn]
        var pixel = offset + columns.firstSource[targetColumn] * channels
        for weightIndex in start..<columns.weightStart[targetColumn + 1] {
          let weight = weights[weightIndex]
          blue += weight * Float(source[pixel])
          green += weight * Float(source[pixel + 1])
          red += weight * Float(source[pixel + 2])
          alpha += weight * Float(source[pixel + 3])
          pixel += channels
        }
        let base = targetColumn * channels
        row[base] = blue
        row[base + 1] = green
        row[base + 2] = red
        row[base + 3] = alpha
      }
    }
  }
}
