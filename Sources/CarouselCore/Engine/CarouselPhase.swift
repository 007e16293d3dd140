/// What the carousel is doing.
public enum CarouselPhase: String, Hashable, Sendable {
  /// At rest, or carried by continuous autoplay (``CarouselAutoplayConfiguration/scroll``):
  /// nothing is flung or snapped.
  case idle
  /// Following a finger, mouse or trackpad.
  case dragging
  /// Free momentum after a flick.
  case decelerating
  /// A spring is carrying it to a snap point.
  case settling
}
