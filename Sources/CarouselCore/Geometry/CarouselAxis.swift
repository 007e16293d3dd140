/// The direction items are laid out and scrolled in.
public enum CarouselAxis: String, Sendable, CaseIterable {
  /// Items side by side, scrolled left and right.
  case horizontal
  /// Items one above the other, scrolled up and down.
  case vertical
}

/// The reading direction; right-to-left mirrors the order of items, drags and arrow keys
/// on a horizontal carousel.
public enum CarouselLayoutDirection: String, Sendable, CaseIterable {
  /// First item on the left.
  case leftToRight = "ltr"
  /// First item on the right (Arabic, Hebrew).
  case rightToLeft = "rtl"
}
