import CarouselCore

// The renderer draws in the engine's geometry (points, origin at the top left): these are the
// operations drawing needs beyond the engine's own.

extension CarouselRect {
  /// A rectangle of `size` at the origin.
  public init(size: CarouselSize) {
    self.init(origin: .zero, size: size)
  }

  /// A rectangle of `size` centred on `center`.
  public init(center: CarouselPoint, size: CarouselSize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The centre point.
  public var center: CarouselPoint { CarouselPoint(x: midX, y: midY) }
  /// Whether the rectangle has no area.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> CarouselRect {
    CarouselRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle shrunk by `inset` on every side, to no less than an empty one.
  public func insetBy(_ inset: Double) -> CarouselRect {
    CarouselRect(
      x: minX + inset, y: minY + inset, width: max(0, width - 2 * inset),
      height: max(0, height - 2 * inset))
  }

  /// The rectangle moved by (`dx`, `dy`).
  public func offsetBy(dx: Double, dy: Double) -> CarouselRect {
    CarouselRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The overlap of two rectangles, or `nil` when they do not overlap.
  public func intersection(_ other: CarouselRect) -> CarouselRect? {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return CarouselRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle of `contentSize`'s aspect ratio that covers this one, centred
  /// ("aspect fill"): scale = max(width / content.width, height / content.height).
  public func aspectFill(_ contentSize: CarouselSize) -> CarouselRect {
    guard contentSize.width > 0, contentSize.height > 0 else { return self }
    let factor = max(width / contentSize.width, height / contentSize.height)
    return CarouselRect(center: center, size: contentSize.scaled(by: factor))
  }

  /// The rectangle of `contentSize`'s aspect ratio that fits inside this one, centred
  /// ("aspect fit"): scale = min(width / content.width, height / content.height).
  public func aspectFit(_ contentSize: CarouselSize) -> CarouselRect {
    guard contentSize.width > 0, contentSize.height > 0 else { return self }
    let factor = min(width / contentSize.width, height / contentSize.height)
    return CarouselRect(center: center, size: contentSize.scaled(by: factor))
  }
}

extension CarouselSize {
  /// Width divided by height, or 0 for an empty height.
  public var aspectRatio: Double { height > 0 ? width / height : 0 }

  /// This size multiplied by `factor` in both dimensions.
  public func scaled(by factor: Double) -> CarouselSize {
    CarouselSize(width: width * factor, height: height * factor)
  }
}
