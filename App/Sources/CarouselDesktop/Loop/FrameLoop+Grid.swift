import CarouselCore
import CarouselFormats
import CarouselScenes

/// The overview grid in the window: `g` in the gallery or the slider shows the folder's
/// grid with the photo on screen selected; Enter, a click or `g` in the grid shows the
/// selected photo in the gallery (or the slider it came from); Esc or `g` there goes back
/// to the grid where it was.
///
/// Both scenes live in the one window: the one not shown is kept (its scroll position,
/// selection and caches) in ``FrameLoop/sceneBehind`` until it is shown again. A grid
/// started with `carousel grid` makes its gallery the first time a photo is opened.
extension FrameLoop {
  /// `g`: from a photo scene to the grid, from the grid to the selected photo.
  func toggleGrid(at time: Double) throws(DesktopError) {
    if scene.kind == .grid {
      scene.openGridSelection()
      try openPhotoFromGrid(at: time)
      return
    }
    guard scene.kind == .gallery || scene.kind == .slider else { return }
    let index = scene.engine.count > 0 ? scene.engine.currentIndex : 0
    let grid: SceneController
    if let behind = sceneBehind, behind.kind == .grid {
      grid = behind
    } else {
      var options = scene.options
      options.startIndex = index
      grid = try makeScene(.grid, options: options, at: time)
    }
    show(grid, at: time)
    events += grid.selectGridItem(index, at: time)
  }

  /// Shows the photo the grid opened (Enter, a click, `g`), if it opened one.
  func openPhotoFromGrid(at time: Double) throws(DesktopError) {
    guard scene.kind == .grid, let index = scene.takeOpenedItem() else { return }
    let photos: SceneController
    if let behind = sceneBehind, behind.kind != .grid {
      photos = behind
    } else {
      var options = scene.options
      options.startIndex = index
      photos = try makeScene(.gallery, options: options, at: time)
    }
    show(photos, at: time)
    if photos.engine.count > index, photos.engine.currentIndex != index {
      events += photos.handle(
        CarouselInputEvent(time: time, .scrollTo(index: index, animated: false)))
    }
  }

  /// A new scene for this window at `time`, over the same photos.
  private func makeScene(_ kind: SceneKind, options: SceneOptions, at time: Double)
    throws(DesktopError) -> SceneController
  {
    do {
      return try SceneController(
        kind: kind, options: options, viewport: window.pointSize, scale: window.scale,
        time: time, environment: environment)
    } catch {
      throw .scene(error)
    }
  }

  /// Puts `next` in the window (sized to it, woken by its decodes) and keeps the scene
  /// shown until now behind it.
  private func show(_ next: SceneController, at time: Double) {
    let previous = scene
    previous.setWakeHandler {}
    sceneBehind = previous
    scene = next
    next.setWakeHandler(wake)
    if next.viewport != window.pointSize || next.scale != window.scale {
      events += next.resize(viewport: window.pointSize, scale: window.scale, at: time)
    }
    events += next.advance(to: time)
    forcesFrame = true
    updateTitle()
  }
}
