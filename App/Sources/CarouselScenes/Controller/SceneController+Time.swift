import CarouselCore
import CarouselImages

extension SceneController {
  /// Moves the scene's clock to `time`: motion, autoplay and zoom animations advance, a
  /// watched folder's changes reach the engine (at `time`), likes saved or not saved and
  /// images that finished decoding are taken in. Earlier times are ignored.
  ///
  /// - Returns: Every event the engine emitted, in order (see ``CarouselEvent``).
  @discardableResult
  public func advance(to time: Double) -> [CarouselEvent] {
    guard time.isFinite else { return [] }
    let wasAnimating = engine.isAnimating
    if advanceNesting(to: time) { frames.isDirty = true }
    engine.advance(to: time)
    if wasAnimating || engine.isAnimating { frames.isDirty = true }
    if let label = model.effectLabel, engine.time >= label.startTime + EffectLabel.holdDuration {
      // Fading: every frame differs; gone: one last frame without it.
      frames.isDirty = true
      if !label.isShowing(at: engine.time) { model.effectLabel = nil }
    }
    if likes.takeChanges(at: engine.time, drawnChange: frames.likesChange) {
      frames.isDirty = true
    }
    applyItemChanges(at: engine.time)
    forgetFinishedChanges()
    refreshImages()
    return takeEngineEvents()
  }

  /// Whether something changed since the last ``draw(into:)``: motion, a like (tapped,
  /// saved or not saved), a resize, an image that arrived, a notice that came or went, or a
  /// loading spinner's step.
  public var needsRedraw: Bool {
    frames.isDirty || (screen.images?.signal.hasArrivals ?? false) || filmstripNeedsRedraw
      || likes.needRedraw(drawnChange: frames.likesChange)
      || likes.notice.map { !$0.isShowing(at: engine.time) } == true
  }

  /// When the scene next changes by itself: the engine's next animation frame, autoplay
  /// step or gesture end, the next spoke of a loading spinner, or a notice's end; nil when
  /// only input (or an image arriving or a like saved, see ``setWakeHandler(_:)``) can
  /// change it.
  public var nextWakeTime: Double? {
    var wake = engine.nextWakeTime
    if let strip = filmstripWakeTime { wake = min(wake ?? strip, strip) }
    if let list = nestingWakeTime { wake = min(wake ?? list, list) }
    if model.isShowingLoadingTile {
      let step = resources.spinnerStep(at: engine.time) + 1
      let next =
        Double(step) * resources.budget.spinnerPeriod / Double(resources.budget.spinnerSteps)
      wake = min(wake ?? next, next)
    }
    if let notice = likes.notice { wake = min(wake ?? notice.endTime, notice.endTime) }
    if let next = photoAnimation?.nextWakeTime(after: engine.time) {
      wake = min(wake ?? next, next)
    }
    // The neighbours held back for start-up are let go at the update after the first sharp
    // frame.
    if model.holdsNeighbours && frames.counters.hasShownSharpImage {
      wake = min(wake ?? engine.time, engine.time)
    }
    if let label = model.effectLabel {
      // Still until the fade begins, then a frame at a time.
      let fadeStart = label.startTime + EffectLabel.holdDuration
      let next = engine.time < fadeStart ? fadeStart : engine.time + EffectLabel.fadeFrameInterval
      wake = min(wake ?? next, next)
    }
    return wake
  }

  /// Sets what is called, from a decoding thread when an image finished decoding or from
  /// the likes writer when a save finished or failed, so the host can wake its event loop
  /// (for example by pushing an SDL user event). It MUST return quickly.
  public func setWakeHandler(_ handler: @escaping @Sendable () -> Void) {
    screen.images?.signal.setHandler(handler)
    likes.keeper?.setChangeHandler(handler)
    filmstrip.setWakeHandler(handler)
  }

  /// The events the engine emitted since the last call, for the host; any event means the
  /// picture may have changed.
  func takeEngineEvents() -> [CarouselEvent] {
    // Every update ends here: the filmstrip follows what it did.
    syncFilmstrip()
    let events = engine.drainEvents()
    if !events.isEmpty { frames.isDirty = true }
    return events
  }
}
