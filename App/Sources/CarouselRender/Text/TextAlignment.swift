import CPango

/// Horizontal alignment of lines within a text's maximum width.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Left edge in left-to-right text.
  case leading
  /// Centred.
  case center
  /// Right edge in left-to-right text.
  case trailing

  /// Pango's alignment value.
  var pangoAlignment: PangoAlignment {
    switch self {
    case .leading: return PANGO_ALIGN_LEFT
    case .center: return PANGO_ALIGN_CENTER
    case .trailing: return PANGO_ALIGN_RIGHT
    }
  }
}
