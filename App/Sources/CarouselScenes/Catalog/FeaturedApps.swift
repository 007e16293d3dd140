import CarouselRender

/// The apps of the `cards` scene's "Featured Apps" section (made-up apps: the screen shows
/// the App Store's peek carousel, not real products).
enum FeaturedApps {
  /// The cards in display order, ranked from 1.
  static let all: [PeekCardContent] = [
    ("Morning Pages", "Three pages of longhand, every morning"),
    ("Tidewatch", "Tides and swell for 4,000 beaches"),
    ("Pocket Herbarium", "Name a plant from a single leaf"),
    ("Night Sky Atlas", "Point your phone at the stars"),
    ("Loop Synth", "Make beats on the bus"),
    ("Trailhead", "Offline maps for every hike"),
    ("Ledger Lite", "Budgets that add themselves up"),
    ("Polyglot", "Spaced repetition in 40 languages"),
  ].enumerated().map { offset, app in
    PeekCardContent(title: app.0, subtitle: app.1, rank: offset + 1)
  }
}
