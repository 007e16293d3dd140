/// The screens of the app.
public enum SceneKind: String, Sendable, CaseIterable {
  /// TripCard: paging trip cards with a like button.
  case trips
  /// Full-bleed image slider with page dots and autoplay.
  case slider
  /// App Store style peek carousel.
  case cards
  /// Endless image gallery with zoom.
  case gallery
  /// Overview grid of a folder's thumbnails (`g` from the gallery and the slider).
  case grid
}
