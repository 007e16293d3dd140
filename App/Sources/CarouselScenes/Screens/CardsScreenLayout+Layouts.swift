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
  /// cards per view from 600 points wide, three from 900 with wider gaps, and from
  /// ``listMinWidth`` the carousel off, the cards laid out as a plain list (see
  /// ``list(viewport:count:)``).
  func breakpoints(base: CarouselConfiguration) -> CarouselBreakpoints {
    CarouselBreakpoints(
      base: base,
      breakpoints: [
        CarouselBreakpoint(minWidth: 600, itemsPerView: 2, spacing: spacing),
        CarouselBreakpoint(minWidth: 900, itemsPerView: 3, spacing: 2 * spacing),
        CarouselBreakpoint(minWidth: Self.listMinWidth, isEnabled: false),
      ])
  }

  /// The window width from which `cards --breakpoints` switches the carousel off.
  static let listMinWidth = 1200.0

  /// The plain list of `--breakpoints` in a viewport of `viewport` points: cards at least
  /// 260 points wide in rows filling the width, 4:5 tall, 20 points apart and from the
  /// edges (1200 points wide: four cards a row, 275 × 220).
  func list(viewport: CarouselSize, count: Int) -> SceneListLayout {
    SceneListLayout(
      viewport: viewport, count: count, minItemWidth: 260, heightToWidth: 0.8,
      spacing: 2 * spacing, margin: horizontalInset)
  }
}
