/// The direction items are laid out and scrolled in.
public enum CarouselAxis: String, Sendable, CaseIterable {
  case horizontal
  case vertical
}

/// The reading direction; right-to-left mirrors the order of items, drags and arrow keys
/// on a horizontal carousel.
public enum CarouselLayoutDirection: String, Sendable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
