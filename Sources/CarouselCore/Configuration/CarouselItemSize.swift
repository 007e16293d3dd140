/// How long each item is along the scroll axis.
public enum CarouselItemSize: Hashable, Sendable {
  /// A fraction of the viewport length (1 = full page).
  case fraction(Double)
  /// A fixed length in points.
  case points(Double)
  /// The neighbours' edges stay visible by `peek` points:
  /// item length = viewport − 2·(peek + spacing).
  case peek(Double)

  /// The item length for a viewport length and spacing; never below one point (and one
  /// point for a length that is not a finite number).
  func length(viewportLength: Double, spacing: Double) -> Double {
    let length: Double
    switch self {
    case .fraction(let f): length = f * viewportLength
    case .points(let p): length = p
    case .peek(let peek): length = viewportLength - 2 * (peek + spacing)
    }
    return length.isFinite ? max(length, 1) : 1
  }
}

/// Where an item rests in the viewport.
public enum CarouselItemAlignment: String, Hashable, Sendable, CaseIterable {
  /// The item's centre at the viewport's centre.
  case center
  /// The item's leading edge at the leading content inset.
  case leading
}
