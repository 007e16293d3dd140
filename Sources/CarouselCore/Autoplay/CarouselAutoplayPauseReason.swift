/// Why autoplay is paused, for a host to show (see ``CarouselEngine/autoplayPauseReason``).
public enum CarouselAutoplayPauseReason: String, Hashable, Sendable {
  /// The person paused it (Space, or an assistive action); it waits for them.
  case user
  /// The pointer is over the carousel and ``CarouselAutoplayConfiguration/pausesOnHover`` is set.
  case hover
  /// The carousel is not visible and ``CarouselAutoplayConfiguration/pausesWhenHidden`` is set.
  case hidden
  /// The current item is zoomed in.
  case zoomed
  /// A finger or pointer is down, or the carousel is being dragged.
  case interaction
  /// An interaction just ended; autoplay resumes after ``CarouselAutoplayConfiguration/resumeDelay``.
  case resuming
}

extension CarouselEngine {
  /// Why autoplay is paused at ``time``, or nil unless ``autoplayState`` is `.paused`.
  ///
  /// When several reasons hold, the one the person must act on comes first: their own
  /// pause, then the pointer resting over the carousel, hiding, zoom, an interaction, and
  /// last the delay after one.
  public var autoplayPauseReason: CarouselAutoplayPauseReason? {
    guard autoplayState == .paused, let configuration = autoplay.configuration else {
      return nil
    }
    if autoplay.pausedByUser { return .user }
    if autoplay.isHovering && configuration.pausesOnHover { return .hover }
    if autoplay.isHidden && configuration.pausesWhenHidden { return .hidden }
    if isZoomed { return .zoomed }
    if autoplay.isInteracting || phase == .dragging { return .interaction }
    return .resuming
  }
}
