/// What one trip card shows.
public struct TripCardContent {
  /// City name, e.g. "Paris".
  public var city: String
  /// Country name, e.g. "France".
  public var country: String
  /// Length of the trip in days.
  public var days: Int
  /// Price in whole dollars.
  public var price: Int
  /// The featured image; `nil` while it loads (a neutral placeholder is drawn).
  public var image: RenderSurface?
  /// Whether the user likes the trip (filled heart).
  public var isLiked: Bool
  /// Set when the image failed to load: the card shows an error in place of the image.
  public var errorMessage: String?

  /// Creates card content.
  public init(
    city: String, country: String, days: Int, price: Int, image: RenderSurface? = nil,
    isLiked: Bool = false, errorMessage: String? = nil
  ) {
    self.city = city
    self.country = country
    self.days = days
    self.price = price
    self.image = image
    self.isLiked = isLiked
    self.errorMessage = errorMessage
  }

  /// "1 day", "5 days".
  public var daysText: String { days == 1 ? "1 day" : "\(days) days" }

  /// How the price is written (grouping by locale).
  public var priceFormat: PriceFormat = .standard

  /// "$2,000" (see ``priceFormat``).
  public var priceText: String { priceFormat.string(for: price) }
}
