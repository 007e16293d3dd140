import CarouselCore

extension CardsScreenLayout {
  /// The cards' heights under `cards --auto-height`, as fractions of the carousel's height,
  /// by card index (repeating): cards of different heights, so the viewport's height follows
  /// the current card.
  static let autoHeightFractions = [1.0, 0.62, 0.82, 0.7, 0.92, 0.56]

  /// The height of card `index` under `--auto-height` in a carousel `carouselHeight` tall.
  func autoHeight(ofCard index: Int, carouselHeight: Double) -> Double {
    let fractions = Self.autoHeightFractions
    return
      (carouselHeight * fractions[((index % fractions.count) + fractions.count) % fractions.count])
      .rounded()
  }

  /// The breakpoints of `cards --breakpoints` over `base` (the one-card peek layout): two
  /// cards per view from 600 points wide, three from 900 with wider gaps. (The app does not
  /// switch the carousel off at a breakpoint: that needs a plain list layout of its own.)
  func breakpoints(base: CarouselConfiguration) -> CarouselBreakpoints {
    CarouselBreakpoints(
      base: base,
      breakpoints: [
        CarouselBreakpoint(minWidth: 600, itemsPerView: 2, spacing: spacing),
        CarouselBreakpoint(minWidth: 900, itemsPerView: 3, spacing: 2 * spacing),
      ])
  }
}
