/// What the engine tells assistive technology.
public struct AccessibilityConfiguration: Hashable, Sendable {
  /// How autoplay changes are announced: politely, or not at all.
  public var autoplayAnnouncements: AutoplayAnnouncements = .off

  public init() {}

  public static let standard = AccessibilityConfiguration()

  public enum AutoplayAnnouncements: String, Hashable, Sendable, CaseIterable {
    case polite
    case off
  }
}
