/// How a run of text looks: font, size, weight, colour, alignment and line limits.
///
/// Sizes are in points and absolute: a 17-point style is 17 units tall in the drawing
/// space whatever the display's DPI, so text scales with the surface's scale factor.
public struct TextStyle: Hashable, Sendable {
  /// The default font family; Pango falls back to other installed fonts (NanumGothic for
  /// Korean) for characters this family lacks.
  public static let defaultFamily = "DejaVu Sans"

  /// Font family name as fontconfig knows it.
  public var family: String
  /// Font size in points.
  public var size: Double
  /// Font weight.
  public var weight: TextWeight
  /// Text colour.
  public var color: RenderColor
  /// Horizontal alignment inside ``maxWidth`` (ignored when `maxWidth` is `nil`).
  public var alignment: TextAlignment
  /// Width at which text wraps (when ``maxLines`` > 1) or is ellipsized; `nil` = unlimited.
  public var maxWidth: Double?
  /// Most lines shown; text beyond is cut with an ellipsis. 0 means no limit.
  public var maxLines: Int
  /// An optional shadow drawn beneath the text, for legibility over photos.
  public var shadow: TextShadow?

  /// Creates a style.
  public init(
    family: String = TextStyle.defaultFamily,
    size: Double,
    weight: TextWeight = .regular,
    color: RenderColor = .black,
    alignment: TextAlignment = .leading,
    maxWidth: Double? = nil,
    maxLines: Int = 1,
    shadow: TextShadow? = nil
  ) {
    precondition(size > 0, "font size must be positive, got \(size)")
    precondition(maxLines >= 0, "maxLines must be ≥ 0, got \(maxLines)")
    self.family = family
    self.size = size
    self.weight = weight
    self.color = color
    self.alignment = alignment
    self.maxWidth = maxWidth
    self.maxLines = maxLines
    self.shadow = shadow
  }

  /// A copy with a different ``maxWidth``.
  public func withMaxWidth(_ width: Double?) -> TextStyle {
    var copy = self
    copy.maxWidth = width
    return copy
  }

  /// A copy with a different ``color``.
  public func withColor(_ color: RenderColor) -> TextStyle {
    var copy = self
    copy.color = color
    return copy
  }

  /// The properties that change the layout; colour and shadow only change painting, so
  /// styles differing only in those share one cached layout.
  var layoutKey: TextLayoutKey.StyleKey {
    TextLayoutKey.StyleKey(
      family: family, size: size, weight: weight, alignment: alignment,
      maxWidth: maxWidth, maxLines: maxLines)
  }
}
