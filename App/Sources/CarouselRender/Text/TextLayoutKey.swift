/// Identifies a cached Pango layout: the text and the style properties that affect layout.
struct TextLayoutKey: Hashable {
  /// Layout-relevant parts of a ``TextStyle``.
  struct StyleKey: Hashable {
    var family: String
    var size: Double
    var weight: TextWeight
    var alignment: TextAlignment
    var maxWidth: Double?
    var maxLines: Int
  }

  var text: String
  var style: StyleKey
}
