import CarouselCore
import CarouselLocale
import CarouselRender

/// The name of the effect just chosen with `e` ("Cover Flow", "No effect"), shown briefly
/// in the middle of the window: the title bar, which also names it, is out of sight full
/// screen. It shows fully for ``holdDuration`` seconds, then fades out over
/// ``fadeDuration``.
struct EffectLabel: Equatable {
  /// What it says.
  let text: String
  /// Scene time at which it appeared.
  let startTime: Double

  /// Seconds it shows fully, and seconds it then takes to fade out.
  static let holdDuration = 1.5
  static let fadeDuration = 0.5
  /// Seconds between the frames of the fade.
  static let fadeFrameInterval = 1.0 / 60

  /// Large white text on a dark translucent capsule, legible over any photo or card.
  static let style = TextStyle(size: 22, weight: .semibold, color: .white)
  static let background = RenderColor(white: 0, alpha: 0.7)
  /// Space around the text inside the capsule, in points.
  static let horizontalPadding = 18.0
  static let verticalPadding = 9.0
  /// Least distance from the window's sides, in points.
  static let inset = 16.0

  /// The label for `effect` (nil: no effect, in the language of `phrases`) chosen at `time`.
  init(effect: CarouselEffect?, at time: Double, phrases: Phrases = .english) {
    text = effect.map { Self.displayName(of: $0.kind) } ?? phrases.text(.noEffect)
    startTime = time
  }

  /// A preset's name as a person reads it: `coverFlow` → "Cover Flow".
  static func displayName(of kind: CarouselEffectKind) -> String {
    var words: [String] = []
    for character in kind.rawValue {
      if character.isUppercase || words.isEmpty {
        words.append(String(character).uppercased())
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words.joined(separator: " ")
  }

  /// Scene time at which it is gone.
  var endTime: Double { startTime + Self.holdDuration + Self.fadeDuration }

  /// Its opacity at scene time `time`: 1, then falling to 0 over the fade.
  func opacity(at time: Double) -> Double {
    let fading = time - startTime - Self.holdDuration
    guard fading > 0 else { return 1 }
    return max(0, 1 - fading / Self.fadeDuration)
  }

  /// Whether it shows at scene time `time`.
  func isShowing(at time: Double) -> Bool { time < endTime }

  /// Its rectangle in a window of `window` points, for a text `size` points large.
  static func frame(textSize size: CarouselSize, in window: CarouselSize) -> CarouselRect {
    let width = size.width + 2 * horizontalPadding
    let height = size.height + 2 * verticalPadding
    return CarouselRect(
      x: ((window.width - width) / 2).rounded(), y: ((window.height - height) / 2).rounded(),
      width: width, height: height)
  }

  /// Draws it centred in `frame`'s window at its opacity at scene time `time`.
  func draw(in frame: SceneFrame, at time: Double, resources: SceneResources) {
    let alpha = opacity(at: time)
    guard alpha > 0 else { return }
    let window = frame.geometry.windowSize
    let maximumWidth = max(1, window.width - 2 * Self.inset - 2 * Self.horizontalPadding)
    let style = Self.style.withMaxWidth(maximumWidth)
    let layout = resources.textRenderer.layout(text, style: style)
    let rect = Self.frame(textSize: layout.size, in: window)
    guard
      let surface = try? resources.surface(
        identity: "effect-label|\(text)", size: rect.size, scale: frame.scale,
        draw: { context, bounds in
          context.fillRoundedRect(bounds, radius: bounds.height / 2, color: Self.background)
          layout.draw(
            in: context,
            at: CarouselPoint(x: Self.horizontalPadding, y: Self.verticalPadding),
            color: style.color, shadow: nil)
        })
    else { return }
    frame.compositor.draw(surface, in: rect, alpha: alpha)
  }
}
