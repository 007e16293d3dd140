import CarouselCore

/// The three sets of bundled artwork.
public enum ArtworkKind: String, Hashable, Sendable, CaseIterable {
  /// Trip posters, one per TripCard destination (`trips/paris.png`, …).
  case trips
  /// The image slider's three welcome scenes (`slider/1.png` … `3.png`).
  case slider
  /// The infinite gallery's six images (`gallery/1.png` … `6.png`).
  case gallery

  /// Folder name inside the artwork directory.
  public var folderName: String { rawValue }

  /// Size the artwork is designed and exported at, in pixels: 1200 × 900 for posters
  /// (4:3, a little taller than the card's image area so aspect-fill crops only the sides),
  /// 1600 × 1000 for slides and gallery images.
  public var designSize: CarouselSize {
    switch self {
    case .trips: return CarouselSize(width: 1200, height: 900)
    case .slider, .gallery: return CarouselSize(width: 1600, height: 1000)
    }
  }

  /// Names of the images of this kind, in display order (the drawing code in CarouselArtwork
  /// has one scene per name; a test keeps the two lists equal).
  public var names: [String] {
    switch self {
    case .trips:
      return ["paris", "rome", "istanbul", "london", "sydney", "santorini", "newyork", "kyoto"]
    case .slider: return ["1", "2", "3"]
    case .gallery: return ["1", "2", "3", "4", "5", "6"]
    }
  }

  /// `name` as listed in ``names`` (case-insensitive, spaces ignored: "New York" is
  /// "newyork").
  ///
  /// - Throws: ``RenderError/unknownArtwork(name:known:)`` for a name not listed.
  public func canonicalName(_ name: String) throws(RenderError) -> String {
    let wanted = name.lowercased().filter { !$0.isWhitespace }
    guard names.contains(wanted) else { throw .unknownArtwork(name: name, known: names) }
    return wanted
  }
}
