/// What the engine tells assistive technology.
public struct CarouselAccessibilityConfiguration: Hashable, Sendable {
  /// How autoplay changes are announced: politely, or not at all.
  public var autoplayAnnouncements: AutoplayAnnouncements = .off

  /// The standard: autoplay arrivals are not announced.
  public init() {}

  /// No autoplay announcements; the configuration an engine starts with.
  public static let standard = CarouselAccessibilityConfiguration()

  /// Whether the items autoplay brings in are announced.
  public enum AutoplayAnnouncements: String, Hashable, Sendable, CaseIterable {
    /// Announced politely: after what assistive technology is reading.
    case polite
    /// Not announced (the default: a moving carousel should not talk over the page).
    case off
  }
}
