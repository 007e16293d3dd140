/// Shrinks ARGB32 images with an area (box) filter: each output pixel is the average of the
/// source pixels under it, weighted by how much of each one it covers.
///
/// Averaging premultiplied channels is exact for premultiplied data, so no edge halos.
/// The filter is separable: each source row is shrunk horizontally once, then output rows
/// are weighted sums of the shrunk rows. Only two row buffers are alive at a time, so
/// memory stays O(width) beside the output.
///
/// Why fixed point: the weights are in 1/4096 (see ``FilterWeights``), so both passes are
/// integer multiply-adds on four 32-bit lanes, one lane per channel, and the output is a
/// shift and a pack; no conversion to or from floating point per channel. It runs on every
/// display decode of a photo (a 12 MP JPEG decoded at 3/8 to 1500×1125 and shrunk to
/// 1440×1080), where the float version took a fifth of the decode.
enum AreaDownsampler {
  private static let channels = DecodedImage.bytesPerPixel
  /// Two passes of weights: the sums are in units of 2⁻²⁴.
  private static let sumShift = UInt32(2 * FilterWeights.fractionBits)

  /// `image` shrunk to exactly `target`, which MUST be no larger than the image on either
  /// side; with `kept`, only the centre of that size (each side at most `target`'s) is
  /// made, as ``DecodedImage/croppedToCentre(_:)`` would cut it: a slide filled from a
  /// photo never holds the rows and columns the crop drops.
  ///
  /// - Complexity: O(*source pixels*) at most: every source pixel under the output is read
  ///   once (rows on the boundary between two output rows twice).
  static func resampled(
    _ image: DecodedImage, to target: PixelSize, keeping kept: PixelSize? = nil
  ) -> DecodedImage? {
    if target == image.size && outputSize(target, keeping: kept) == target
      && image.stride == image.width * channels
    {
      return image
    }
    let source = UnsafeRawPointer(image.buffer.baseAddress)
    var result = resampled(from: image.size, to: target, keeping: kept) { row in
      source + row * image.stride
    }
    result?.damage = image.damage
    return result
  }

  /// The image whose rows `row(index)` gives (`source` in size), shrunk as
  /// ``resampled(_:to:keeping:)`` shrinks a whole image: rows are asked for top to bottom,
  /// each at most once, and rows below the output's are never asked for, so a decoder can
  /// produce them as they are needed (see ``JPEGRows``). A row's pointer MUST stay valid
  /// until the next row is asked for.
  static func resampled<Failure: Error>(
    from source: PixelSize, to target: PixelSize, keeping kept: PixelSize? = nil,
    rows row: (Int) throws(Failure) -> UnsafeRawPointer
  ) throws(Failure) -> DecodedImage? {
    precondition(
      target.width <= source.width && target.height <= source.height,
      "area filter only shrinks: \(source) to \(target)")
    let output = outputSize(target, keeping: kept)
    // The output's place in the full `target`.
    let left = (target.width - output.width) / 2
    let top = (target.height - output.height) / 2

    let columns = FilterWeights(
      sourceLength: source.width, targetLength: target.width, keeping: left..<(left + output.width))
    let rows = FilterWeights(sourceLength: source.height, targetLength: target.height)
    var shrunkRow = [SIMD4<UInt32>](repeating: .zero, count: output.width)
    var accumulator = [SIMD4<UInt32>](repeating: .zero, count: output.width)
    guard let result = DecodedImage.blank(output, zeroed: false) else { return nil }
    let rounding = SIMD4<UInt32>(repeating: 1 << (sumShift - 1))
    let pixelsOut = result.buffer.baseAddress.assumingMemoryBound(to: UInt32.self)
    try shrunkRow.withUnsafeMutableBufferPointer { shrunk throws(Failure) in
      try accumulator.withUnsafeMutableBufferPointer { sum throws(Failure) in
        var shrunkIndex = -1
        for targetRow in top..<(top + output.height) {
          sum.update(repeating: rounding)
          let first = rows.firstSource[targetRow]
          for weightIndex in rows.weightStart[targetRow]..<rows.weightStart[targetRow + 1] {
            let sourceRow = first + weightIndex - rows.weightStart[targetRow]
            if sourceRow != shrunkIndex {
              shrinkRow(try row(sourceRow), columns: columns, into: shrunk)
              shrunkIndex = sourceRow
            }
            let weight = SIMD4<UInt32>(repeating: rows.weights[weightIndex])
            for index in 0..<output.width { sum[index] &+= weight &* shrunk[index] }
          }
          let row = pixelsOut + (targetRow - top) * output.width
          for index in 0..<output.width {
            let channel = sum[index] &>> sumShift
            row[index] = channel[0] | channel[1] << 8 | channel[2] << 16 | channel[3] << 24
          }
        }
      }
    }
    return result
  }

  /// What is made of `target` when `kept` (each side at most `target`'s) is kept.
  static func outputSize(_ target: PixelSize, keeping kept: PixelSize?) -> PixelSize {
    kept.map {
      PixelSize(width: min($0.width, target.width), height: min($0.height, target.height))
    } ?? target
  }

  /// One source row (starting at `row`) shrunk horizontally: per output column, the
  /// weighted channels (blue, green, red, alpha in memory order) in units of 1/4096.
  private static func shrinkRow(
    _ row: UnsafeRawPointer, columns: FilterWeights,
    into shrunk: UnsafeMutableBufferPointer<SIMD4<UInt32>>
  ) {
    let pixels = row.assumingMemoryBound(to: UInt32.self)
    let byte = SIMD4<UInt32>(repeating: 0xFF)
    let shifts = SIMD4<UInt32>(0, 8, 16, 24)
    columns.weights.withUnsafeBufferPointer { weights in
      columns.weightStart.withUnsafeBufferPointer { starts in
        columns.firstSource.withUnsafeBufferPointer { firsts in
          for targetColumn in 0..<columns.targetLength {
            var total = SIMD4<UInt32>.zero
            var pixel = firsts[targetColumn]
            for weightIndex in starts[targetColumn]..<starts[targetColumn + 1] {
              let channels = (SIMD4<UInt32>(repeating: pixels[pixel]) &>> shifts) & byte
              total &+= channels &* SIMD4(repeating: weights[weightIndex])
              pixel += 1
            }
            shrunk[targetColumn] = total
          }
        }
      }
    }
  }
}
