extension DecodedImage {
  /// The image turned and mirrored so that it appears upright, given how it was stored, or
  /// `nil` when there is no memory for the result.
  ///
  /// For orientations 5–8 the result's width is this image's height. The result has a
  /// tight stride (`4 · width`) and keeps ``damage``.
  ///
  /// - Complexity: O(*w*·*h*); `.up` with a tight stride returns `self` without copying.
  public func oriented(_ orientation: ImageOrientation) -> DecodedImage? {
    if orientation == .up && stride == width * Self.bytesPerPixel { return self }
    let outputSize = orientation.swapsWidthAndHeight ? size.transposed : size
    let outWidth = outputSize.width
    let lastX = width - 1
    let lastY = height - 1
    let rowPixels = stride / Self.bytesPerPixel
    guard var result = DecodedImage.blank(outputSize) else { return nil }
    result.damage = damage
    let source = buffer.bytes.bindMemory(to: UInt32.self)
    let target = result.buffer.mutableBytes.bindMemory(to: UInt32.self)
    for outY in 0..<outputSize.height {
      for outX in 0..<outWidth {
        // (x, y) is the stored pixel that appears at (outX, outY) when upright.
        let x: Int
        let y: Int
        switch orientation {
        case .up: (x, y) = (outX, outY)
        case .upMirrored: (x, y) = (lastX - outX, outY)
        case .down: (x, y) = (lastX - outX, lastY - outY)
        case .downMirrored: (x, y) = (outX, lastY - outY)
        case .leftMirrored: (x, y) = (outY, outX)
        case .right: (x, y) = (outY, lastY - outX)
        case .rightMirrored: (x, y) = (lastX - outY, lastY - outX)
        case .left: (x, y) = (lastX - outY, outX)
        }
        target[outY * outWidth + outX] = source[y * rowPixels + x]
      }
    }
    return result
  }
}
