import CarouselFormats
import CarouselScenes

extension FuzzTarget {
  /// `TripCatalog.parse` on the bytes: a refused catalog gives one bounded error line; an
  /// accepted one holds only trips within the documented limits.
  static func runCatalog(_ bytes: [UInt8]) throws(FuzzFailure) {
    let catalog: TripCatalog
    do {
      catalog = try TripCatalog.parse(bytes, file: "catalog/trips.json")
    } catch {
      try FuzzFailure.checkErrorLine(error.description)
      return
    }
    var ids = Set<String>()
    for trip in catalog.trips {
      guard ids.insert(trip.id).inserted else {
        throw FuzzFailure("duplicate id accepted: \(trip.id.prefix(80))")
      }
      for text in [trip.id, trip.city, trip.country]
      where text.unicodeScalars.count > TripCatalog.maximumTextLength {
        throw FuzzFailure("text of \(text.unicodeScalars.count) scalars accepted")
      }
      guard (1...36_500).contains(trip.days), trip.price >= 0 else {
        throw FuzzFailure("trip \(trip.id.prefix(80)): \(trip.days) days, price \(trip.price)")
      }
    }
  }
}
