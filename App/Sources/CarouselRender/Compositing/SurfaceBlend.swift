/// Mixing two renderings of the same item pixel by pixel.
public enum SurfaceBlend {
  /// A new surface showing `from` where `fraction` is 0 and `to` where it is 1, each pixel's
  /// premultiplied channels mixed linearly in between (an item with its text faded by
  /// `fraction`, from its rendering without text and its full one). Nil when the sizes
  /// differ or no surface can be made.
  ///
  /// - Complexity: O(pixels).
  public static func mix(_ from: RenderSurface, _ to: RenderSurface, fraction: Double)
    -> RenderSurface?
  {
    guard from.pixelWidth == to.pixelWidth, from.pixelHeight == to.pixelHeight,
      let mixed = try? RenderSurface(
        pixelWidth: from.pixelWidth, pixelHeight: from.pixelHeight, scale: from.scale)
    else { return nil }
    let weight = UInt32(min(max(fraction, 0), 1) * 256)
    let rest = 256 - weight
    let rowBytes = from.pixelWidth * RenderSurface.bytesPerPixel
    let (fromStride, toStride, mixedStride) = (from.stride, to.stride, mixed.stride)
    from.withUnsafeBytes { a in
      to.withUnsafeBytes { b in
        mixed.withUnsafeMutableBytes { out in
          for y in 0..<from.pixelHeight {
            for byte in 0..<rowBytes {
              let p = UInt32(a[y * fromStride + byte])
              let q = UInt32(b[y * toStride + byte])
              out[y * mixedStride + byte] = UInt8((p * rest + q * weight + 128) >> 8)
            }
          }
        }
      }
    }
    return mixed
  }
}
