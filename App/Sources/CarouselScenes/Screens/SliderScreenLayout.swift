import CarouselRender

/// How the image slider's chrome looks: the greeting header over the top of the photos,
/// soft scrims behind the header and the dots, and where the dots sit.
struct SliderScreenLayout {
  /// The greeting before the name ("Hello").
  var greeting: String
  /// The name greeted when the options name none.
  var defaultName: String
  /// The line under the greeting by local hour, first match wins.
  var timeOfDayGreetings: [(hours: ClosedRange<Int>, text: String)]
  /// The header's look (white text with a shadow, person symbol on the right).
  var header: GreetingHeaderAppearance
  /// Darkness at the top edge of the scrim behind the header (fading to nothing).
  var topScrimOpacity: Double
  /// Darkness at the bottom edge of the scrim behind the dots.
  var bottomScrimOpacity: Double
  /// Height of each scrim as a fraction of the window height.
  var scrimHeightFraction: Double
  /// Distance from the window's bottom to the dots' bottom edge.
  var dotsBottomInset: Double
  /// The dots' look.
  var dots: PageDotsAppearance
  /// Fill behind the slides.
  var backgroundColor: RenderColor
  /// The empty state's look.
  var emptyState: EmptyStateStyle

  /// iOS-like: "Hello, NAME" in 34-point bold over a 45 % scrim, dots on a translucent
  /// capsule 24 points above the bottom over a 35 % scrim (the scrims of
  /// ``SlideAppearance/slider``, fixed to the window instead of each slide).
  static let standard = SliderScreenLayout(
    greeting: "Hello", defaultName: "Traveler",
    timeOfDayGreetings: [
      (5...11, "Good morning"), (12...16, "Good afternoon"), (17...21, "Good evening"),
      (0...23, "Good night"),
    ],
    header: .onImage,
    topScrimOpacity: SlideAppearance.slider.topScrimOpacity,
    bottomScrimOpacity: SlideAppearance.slider.bottomScrimOpacity,
    scrimHeightFraction: SlideAppearance.slider.scrimHeightFraction,
    dotsBottomInset: 24, dots: .onImage, backgroundColor: .black,
    emptyState: .onDark)
}
