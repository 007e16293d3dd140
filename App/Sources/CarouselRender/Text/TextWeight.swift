import CPango

/// Font weight, mapped onto Pango's numeric weights (CSS scale, 100…900).
///
/// DejaVu Sans ships Book and Bold (and ExtraLight); fontconfig picks the closest face, so
/// `.medium` renders as Book and `.semibold` and heavier as Bold.
public enum TextWeight: Int, Hashable, Sendable, CaseIterable {
  /// Weight 300.
  case light = 300
  /// Weight 400.
  case regular = 400
  /// Weight 500.
  case medium = 500
  /// Weight 600.
  case semibold = 600
  /// Weight 700.
  case bold = 700
  /// Weight 900.
  case heavy = 900

  /// Pango's weight value.
  var pangoWeight: PangoWeight { PangoWeight(rawValue: UInt32(rawValue)) }
}
