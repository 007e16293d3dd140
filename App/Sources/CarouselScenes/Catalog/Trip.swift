/// One destination of the TripCard screen.
public struct Trip: Hashable, Sendable, Identifiable {
  /// Stable identity, the key of the trip's like ("paris").
  public var id: String
  /// City name, "Paris".
  public var city: String
  /// Country name, "France".
  public var country: String
  /// Length of the trip in days (at least 1).
  public var days: Int
  /// Price in whole dollars (not negative).
  public var price: Int
  /// The featured image's file, absolute or relative to the current folder, or its
  /// `http(s)` URL.
  public var imagePath: String

  /// Creates a trip.
  public init(id: String, city: String, country: String, days: Int, price: Int, imagePath: String) {
    self.id = id
    self.city = city
    self.country = country
    self.days = days
    self.price = price
    self.imagePath = imagePath
  }
}
