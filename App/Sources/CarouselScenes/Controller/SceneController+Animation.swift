import CarouselImages

extension SceneController {
  /// The frame the current photo's animation shows now; `nil` when it does not play (a
  /// still photo, frames not arrived yet, another scene). For the window's state line.
  @_spi(Testing) public var animationFrame: Int? { photoAnimation?.frame(at: engine.time) }

  /// The player of the current photo's animation (slider and gallery), `nil` in other scenes.
  var photoAnimation: SceneAnimation? { (screen as? any PhotoScreen)?.photos.animation }

  /// Tells the player which photo is current (the engine's current item, at the items'
  /// decode `size`) and takes in frames that arrived; a new frame to show makes the scene
  /// draw. Part of ``refreshImages()``.
  func refreshAnimation(_ images: SceneImages, size: PixelSize) {
    guard let animation = photoAnimation else { return }
    let item = engine.currentIndex
    let source = images.sources.indices.contains(item) ? images.sources[item] : nil
    if animation.update(item: item, source: source, size: size, time: engine.time) {
      frames.isDirty = true
    }
  }
}
