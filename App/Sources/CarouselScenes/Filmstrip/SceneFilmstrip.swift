/// A scene's filmstrip slot: whether the scene has one (the gallery and the slider), the
/// strip while it is shown, and what a strip made later needs (the environment, for the
/// thumbnail cache's place, and the host's wake handler).
///
/// A hidden strip is dropped with its thumbnails: showing it again makes a new one, which
/// finds its thumbnails in the disk cache.
final class SceneFilmstrip {
  /// Whether the scene can show a filmstrip.
  let isAvailable: Bool
  /// The host's environment (`$XDG_CACHE_HOME`, `$HOME`).
  let environment: [String: String]
  /// The strip, while it is shown.
  var strip: Filmstrip?
  /// What decoded thumbnails wake.
  var wakeHandler: @Sendable () -> Void = {}
  /// Whether the last update saw the strip move (one more frame shows where it stopped).
  var wasMoving = false

  init(isAvailable: Bool, environment: [String: String]) {
    self.isAvailable = isAvailable
    self.environment = environment
  }

  /// The band's height a window gives up while the strip shows (0 when hidden).
  var reservedHeight: Double { strip == nil ? 0 : FilmstripAppearance.standard.bandHeight }

  /// Sets what decoded thumbnails call, now and for strips made later.
  func setWakeHandler(_ handler: @escaping @Sendable () -> Void) {
    wakeHandler = handler
    strip?.setWakeHandler(handler)
  }
}
