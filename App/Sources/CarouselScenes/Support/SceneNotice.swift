import CarouselCore
import CarouselRender

/// A short message at the bottom of the window for a few seconds ("Like not saved: the
/// likes database is locked by another program"): a fault the person should hear about
/// that does not stop the scene.
struct SceneNotice: Equatable {
  /// The message, one sentence.
  let text: String
  /// Scene time at which it goes.
  let endTime: Double

  /// How long a notice shows, in seconds: long enough to read a sentence.
  static let duration = 4.0
  /// How long the notice of likes that cannot be saved shows when the scene opens.
  static let startDuration = 6.0

  /// White text on a dark red, nearly opaque capsule, legible over any card or photo; a
  /// long message wraps (up to three lines) rather than losing its end.
  static let style = TextStyle(size: 13, weight: .semibold, color: .white, maxLines: 3)
  static let background = RenderColor(red: 0.55, green: 0.08, blue: 0.08, alpha: 0.92)
  /// Space around the text inside the capsule, in points.
  static let horizontalPadding = 14.0
  static let verticalPadding = 8.0
  /// Distance from the window's sides and bottom, in points.
  static let inset = 16.0

  /// Whether it shows at scene time `time`.
  func isShowing(at time: Double) -> Bool { time < endTime }

  /// Draws it centred at the bottom of `frame`'s window.
  func draw(in frame: SceneFrame, resources: SceneResources) {
    let window = frame.geometry.windowSize
    let maximumWidth = max(1, window.width - 2 * Self.inset - 2 * Self.horizontalPadding)
    let style = Self.style.withMaxWidth(maximumWidth)
    let layout = resources.textRenderer.layout(text, style: style)
    let size = CarouselSize(
      width: layout.size.width + 2 * Self.horizontalPadding,
      height: layout.size.height + 2 * Self.verticalPadding)
    guard
      let surface = try? resources.surface(
        identity: "notice|\(text)", size: size, scale: frame.scale,
        draw: { context, rect in
          context.fillRoundedRect(
            rect, radius: min(rect.height / 2, 18), color: Self.background)
          layout.draw(
            in: context,
            at: CarouselPoint(x: Self.horizontalPadding, y: Self.verticalPadding),
            color: style.color, shadow: nil)
        })
    else { return }
    frame.compositor.draw(
      surface,
      in: CarouselRect(
        x: ((window.width - size.width) / 2).rounded(),
        y: (window.height - Self.inset - size.height).rounded(), width: size.width,
        height: size.height))
  }
}
