import CarouselRender

/// How the infinite gallery is arranged: the photos (aspect-fitted) at the top, the page
/// control below them, and the "n/N" label below that (the tutorial's 15-point gaps).
struct GalleryScreenLayout {
  /// The page's colour around the controls.
  var backgroundColor: RenderColor
  /// The stage behind each photo (shown where an aspect-fitted photo leaves bands).
  var stageColor: RenderColor
  /// Gap between the carousel and the dots.
  var dotsSpacing: Double
  /// Gap between the dots and the label.
  var labelSpacing: Double
  /// Space below the label.
  var bottomInset: Double
  /// The dots' look.
  var dots: PageDotsAppearance
  /// The label's look.
  var label: PageLabelAppearance
  /// The tallest the photo area gets, as a fraction of its width (4:3), so wide photos sit
  /// right above the dots instead of floating in a tall empty stage.
  var maxStageHeightRatio: Double
  /// The empty state's look.
  var emptyState: EmptyStateStyle

  /// Light page (iOS grouped background) that also shows around the photos, as the
  /// tutorial's white screen does; dark dots and a grey "n/N" capsule.
  static let standard = GalleryScreenLayout(
    backgroundColor: RenderColor(hex: 0xF2F2F7), stageColor: RenderColor(hex: 0xF2F2F7),
    dotsSpacing: 15,
    labelSpacing: 15, bottomInset: 20, dots: .onLight, label: .onLight,
    maxStageHeightRatio: 0.75, emptyState: .onLight)
}
