import CarouselRender

extension TripCatalog {
  /// The built-in catalog: the TripCard tutorial's eight destinations with the bundled
  /// posters (``Artwork``). When the artwork bundle is not installed the image paths point
  /// where it should be, and the cards show error tiles naming the missing file.
  public static var bundled: TripCatalog {
    let folder: String
    do {
      folder = try BundledArtwork.directory(.trips) + "/"
    } catch {
      if case .artworkBundleMissing(let path) = error {
        folder = path + "/"
      } else {
        folder = "Artwork/trips/"
      }
    }
    return TripCatalog(
      trips: bundledEntries.map { entry in
        Trip(
          id: entry.id, city: entry.city, country: entry.country, days: entry.days,
          price: entry.price, imagePath: folder + entry.id + ".png")
      })
  }

  /// The destinations of the original TripCard app (id = poster name).
  private static let bundledEntries:
    [(id: String, city: String, country: String, days: Int, price: Int)] = [
      ("paris", "Paris", "France", 5, 2000),
      ("rome", "Rome", "Italy", 3, 800),
      ("istanbul", "Istanbul", "Turkey", 10, 2200),
      ("london", "London", "United Kingdom", 4, 3000),
      ("sydney", "Sydney", "Australia", 8, 2500),
      ("santorini", "Santorini", "Greece", 7, 1800),
      ("newyork", "New York", "United States", 3, 900),
      ("kyoto", "Kyoto", "Japan", 5, 1000),
    ]
}
