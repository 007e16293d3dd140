/// A size in whole pixels, such as an image's dimensions or the display area for it.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size; both sides MUST be at least 1.
  public init(width: Int, height: Int) {
    precondition(width > 0 && height > 0, "pixel size must be positive, got \(width)×\(height)")
    self.width = width
    self.height = height
  }

  /// `width × height`.
  public var pixelCount: Int { width * height }

  /// The same size with width and height exchanged (for images turned by 90°).
  public var transposed: PixelSize { PixelSize(width: height, height: width) }

  /// The largest size with this aspect ratio that fits inside `bounds`, never larger than
  /// `self`.
  ///
  /// scale = min(1, bounds.width / width, bounds.height / height); each side is
  /// `round(side · scale)`, at least 1 and at most the bound.
  public func fitting(within bounds: PixelSize) -> PixelSize {
    let scale = min(
      1, Double(bounds.width) / Double(width), Double(bounds.height) / Double(height))
    guard scale < 1 else { return self }
    return PixelSize(
      width: min(bounds.width, max(1, Int((Double(width) * scale).rounded()))),
      height: min(bounds.height, max(1, Int((Double(height) * scale).rounded()))))
  }

  /// The smallest size with this aspect ratio that covers `bounds` (both sides at least
  /// the bound's), never larger than `self`: what an aspect-filled image needs to be sharp.
  ///
  /// scale = min(1, max(bounds.width / width, bounds.height / height)), in exact integer
  /// arithmetic: the side that sets the scale is the bound's, the other is rounded up.
  public func covering(_ bounds: PixelSize) -> PixelSize {
    // bounds.width / width ≥ bounds.height / height, cross-multiplied.
    let widthSets = bounds.width * height >= bounds.height * width
    guard widthSets ? bounds.width < width : bounds.height < height else { return self }
    return widthSets
      ? PixelSize(width: bounds.width, height: (height * bounds.width + width - 1) / width)
      : PixelSize(width: (width * bounds.height + height - 1) / height, height: bounds.height)
  }

  /// ``fitting(within:)`` or ``covering(_:)`` `bounds`, as `fit` says (``DecodeFit/filling``
  /// scales as covering does; the crop comes after).
  public func fitted(to bounds: PixelSize, _ fit: DecodeFit) -> PixelSize {
    switch fit {
    case .within: fitting(within: bounds)
    case .covering, .filling: covering(bounds)
    }
  }

  /// What a decode for `bounds` with `fit` ends as: ``fitted(to:_:)``, and for
  /// ``DecodeFit/filling`` that cover cut down to `bounds` (never below its own sides).
  public func decoded(for bounds: PixelSize, _ fit: DecodeFit) -> PixelSize {
    let scaled = fitted(to: bounds, fit)
    guard fit == .filling else { return scaled }
    return PixelSize(
      width: min(scaled.width, bounds.width), height: min(scaled.height, bounds.height))
  }

  /// `"640×480"`.
  public var description: String { "\(width)×\(height)" }
}

/// How a decoded image relates to the size it is decoded for.
public enum DecodeFit: Sendable, Hashable {
  /// Fits within the size, neither side larger (an aspect-fitted photo).
  case within
  /// Covers the size, both sides at least as large (an aspect-filled slide): the smallest
  /// such decode, known from the image's header.
  case covering
  /// Covers the size, then keeps only its centre at the size's own shape (an aspect-filled
  /// slide that never shows the rest): the cover cropped, so a 4:3 photo in a 16:9 slide
  /// holds the slide's pixels, not a quarter more (at 1920×1080: 8 MB, not 11 MB).
  case filling
}
