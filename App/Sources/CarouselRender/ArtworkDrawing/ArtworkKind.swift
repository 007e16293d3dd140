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

  /// Names of the images of this kind, in display order.
  public var names: [String] { scenes.map { $0.name } }

  var scenes: [any ArtworkScene.Type] {
    switch self {
    case .trips:
      return [
        ParisPoster.self, RomePoster.self, IstanbulPoster.self, LondonPoster.self,
        SydneyPoster.self, SantoriniPoster.self, NewYorkPoster.self, KyotoPoster.self,
      ]
    case .slider:
      return [DawnDunesScene.self, AlpineLakeScene.self, AuroraScene.self]
    case .gallery:
      return [
        MountainRangeScene.self, WavePatternScene.self, FoggyForestScene.self,
        MosaicScene.self, MeadowScene.self, CanyonNightScene.self,
      ]
    }
  }
}
