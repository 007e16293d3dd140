import CarouselCore
import CarouselLocale
import CarouselRender

/// The sign that autoplay is paused and why: "❚❚ Paused — Space resumes" on a capsule
/// centred across the window where the screen puts it (above the slider's dots), shown while autoplay waits for the person (Space,
/// the pointer resting over the window, a zoomed photo). Momentary holds (a finger down,
/// the short delay after a swipe) show nothing: the person is looking at what they did.
struct AutoplayStatusBadge {
  /// Text on a translucent dark capsule, legible over photos and light pages alike.
  static let style = TextStyle(size: 13, weight: .semibold, color: .white)
  static let background = RenderColor(white: 0, alpha: 0.6)
  /// Space around the text inside the capsule, in points.
  static let horizontalPadding = 10.0
  static let verticalPadding = 5.0
  /// Distance from the window's sides, and from the controls below it, in points.
  static let inset = 12.0

  /// The badge's text for the engine's state now, or nil when none shows.
  /// A hold for assistive technology's focus reaches the engine as a hover, so with
  /// `assistiveFocus` the hover's sign names the screen reader instead.
  static func text(
    for engine: CarouselEngine, assistiveFocus: Bool = false, phrases: Phrases = .english
  ) -> String? {
    guard let reason = engine.autoplayPauseReason else { return nil }
    switch reason {
    case .user: return phrases.text(.pausedByUser)
    case .hover:
      return phrases.text(assistiveFocus ? .pausedForAssistiveTechnology : .pausedByHover)
    case .zoomed: return phrases.text(.pausedWhileZoomed)
    case .hidden, .interaction, .resuming: return nil
    }
  }

  /// Draws the badge for `frame`'s engine, if one shows, its bottom at `bottom`.
  static func draw(
    in frame: SceneFrame, bottom: Double, assistiveFocus: Bool, resources: SceneResources
  ) {
    guard
      let text = text(
        for: frame.engine, assistiveFocus: assistiveFocus, phrases: resources.phrases)
    else { return }
    let window = frame.geometry.windowSize
    let maximumWidth = max(1, window.width - 2 * inset - 2 * horizontalPadding)
    let style = style.withMaxWidth(maximumWidth)
    let layout = resources.textRenderer.layout(text, style: style)
    let size = CarouselSize(
      width: layout.size.width + 2 * horizontalPadding,
      height: layout.size.height + 2 * verticalPadding)
    guard
      let surface = try? resources.surface(
        identity: "autoplay-badge|\(text)", size: size, scale: frame.scale,
        draw: { context, rect in
          context.fillRoundedRect(rect, radius: rect.height / 2, color: background)
          layout.draw(
            in: context, at: CarouselPoint(x: horizontalPadding, y: verticalPadding),
            color: style.color, shadow: nil)
        })
    else { return }
    frame.compositor.draw(
      surface,
      in: CarouselRect(
        x: ((window.width - size.width) / 2).rounded(), y: (bottom - size.height).rounded(),
        width: size.width, height: size.height))
  }
}
