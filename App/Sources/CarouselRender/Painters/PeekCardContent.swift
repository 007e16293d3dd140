/// What one App-Store-style peek card shows.
public struct PeekCardContent: Hashable, Sendable {
  /// Headline, e.g. "Morning Pages".
  public var title: String
  /// One or two lines under the title.
  public var subtitle: String
  /// Rank shown as a large numeral (1-based).
  public var rank: Int
  /// Card colour; `nil` picks from the appearance's palette by rank.
  public var tint: RenderColor?
  /// Whether the app was got: its button reads "OPEN" instead of "GET".
  public var isGot = false
  /// Whether the button is held down (drawn darker).
  public var isButtonPressed = false

  /// Creates card content.
  public init(title: String, subtitle: String, rank: Int, tint: RenderColor? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.rank = rank
    self.tint = tint
  }
}
