@_spi(CarouselHost) import CarouselCore
import CarouselCore
import CarouselRender

/// Draws a scene's frames: a pure function of a ``SceneFrameState`` (and of the screen's
/// content), so the same state draws the same pixels and drawing changes nothing an update
/// reads. What it rasterises is cached by content, size and scale (item surfaces, text);
/// per frame those are only composited.
struct ScenePainter {
  /// Draws the background, each item and the overlay.
  let screen: any SceneScreen
  /// Text, cached surfaces and budgets.
  let resources: SceneResources
  /// Whether the items are drawn (tests leave them out to see what lies around them).
  var drawsItems = true
  /// Where the items drawn under an effect and their text lay in the last frame drawn
  /// (tests read it; nil: not noted).
  var textRecord: SceneTextRecord?

  /// Draws the whole window as `state` describes it into `surface`, whose pixels SHOULD be
  /// the window's size × the state's scale.
  func draw(_ state: SceneFrameState, into surface: RenderSurface) {
    resources.scratchSurfaces.beginFrame()
    var frame = SceneFrame(
      geometry: state.geometry,
      compositor: Compositor(frame: surface, scratch: resources.scratchSurfaces))
    frame.effect = state.effect
    draw(frame, of: screen)
    state.filmstrip?.draw(in: frame)
    AutoplayStatusBadge.draw(
      in: frame, bottom: screen.autoplayBadgeBottom(geometry: frame.geometry),
      assistiveFocus: state.assistiveFocus, resources: resources)
    state.notice?.draw(in: frame, resources: resources)
    state.effectLabel?.draw(in: frame, at: state.geometry.engine.time, resources: resources)
  }

  /// Draws `frame` in its steps: the screen prepares it, then draws the background, the
  /// items and the overlay, each handed what the preparation returned.
  private func draw<Screen: SceneScreen>(_ frame: SceneFrame, of screen: Screen) {
    let plan = screen.prepareFrame(frame)
    screen.drawBackground(frame, prepared: plan)
    if drawsItems { drawItems(frame, of: screen, prepared: plan) }
    screen.drawOverlay(frame, prepared: plan)
  }

  /// Draws the visible items. During a reduced-motion cross-fade the outgoing arrangement
  /// (each slot showing the item `from − to` away) is drawn first, and the incoming one
  /// over it with the fade's opacity.
  private func drawItems<Screen: SceneScreen>(
    _ frame: SceneFrame, of screen: Screen, prepared plan: Screen.FramePlan
  ) {
    let engine = frame.engine
    let count = engine.count
    guard count > 0 else { return }
    if let list = frame.geometry.list {
      // The carousel is off: each item flat at its place in the list, no effect.
      var plain = frame
      plain.effect = nil
      list.forEachShownItem {
        screen.drawItem($0, showing: $0.index, alpha: 1, in: plain, prepared: plan)
      }
      return
    }
    if let effect = frame.effect {
      drawItems(frame, effect: effect, of: screen, prepared: plan)
      return
    }
    let fade = engine.activeCrossFade
    let progress = fade.map { $0.progress(at: engine.time) } ?? 1
    if let fade {
      // The outgoing text fades out over the first half, the incoming text comes in over
      // the second: never two texts legible at one place.
      var outgoing = frame
      outgoing.textFactor = min(1, max(0, 1 - 2 * progress))
      outgoing.textBlends = resources.itemSurfaces
      let delta = fade.from - fade.to
      engine.forEachLayoutAttribute { attributes in
        guard attributes.isVisible else { return }
        let shifted = attributes.index + delta
        let index =
          engine.configuration.loop ? CarouselLoopIndex.item(at: shifted, count: count) : shifted
        guard (0..<count).contains(index) else { return }
        screen.drawItem(attributes, showing: index, alpha: 1, in: outgoing, prepared: plan)
      }
    }
    // Removed items fading out after a data change lie beneath the others.
    engine.forEachRemovedItemAttribute { screen.drawRemovedItem($0, in: frame, prepared: plan) }
    var incoming = frame
    if fade != nil {
      incoming.textFactor = min(1, max(0, 2 * progress - 1))
      incoming.textBlends = resources.itemSurfaces
    }
    engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible else { return }
      screen.drawItem(
        attributes, showing: attributes.index, alpha: progress * attributes.opacity,
        in: incoming, prepared: plan)
    }
  }

  /// Draws every laid-out item the effect shows, back to front by its z (display order
  /// between equals), each through its appearance, skipping what opaque items in front of
  /// it cover (see ``EffectDrawPlan``).
  ///
  /// - Complexity: O(k log k) for the k items laid out.
  private func drawItems<Screen: SceneScreen>(
    _ frame: SceneFrame, effect: CarouselEffect, of screen: Screen,
    prepared framePlan: Screen.FramePlan
  ) {
    var items: [(attributes: CarouselItemAttributes, appearance: CarouselItemAppearance)] = []
    let engine = frame.engine
    engine.forEachLayoutAttribute { attributes in
      let appearance = effect.appearance(of: attributes, in: engine)
      if appearance.isDrawn { items.append((attributes, appearance)) }
    }
    let ordered = items.enumerated().sorted {
      ($0.element.appearance.zIndex, $0.offset) < ($1.element.appearance.zIndex, $1.offset)
    }
    let plan = EffectDrawPlan(count: ordered.count)
    plan.textBlends = resources.itemSurfaces
    var itemFrame = frame
    itemFrame.plan = plan
    itemFrame.effectClip = screen.effectClip(geometry: frame.geometry)
    for isCollecting in [true, false] {
      plan.isCollecting = isCollecting
      for (position, (_, item)) in ordered.enumerated() {
        plan.item = position
        itemFrame.appearance = item.appearance
        screen.drawItem(
          item.attributes, showing: item.attributes.index, alpha: 1, in: itemFrame,
          prepared: framePlan)
      }
      if isCollecting { plan.resolveText() }
    }
    textRecord?.items = plan.texts.compactMap { $0 }
  }
}

/// Where the items drawn under an effect and their text lay in a frame (see
/// ``EffectDrawPlan``).
final class SceneTextRecord {
  /// Back to front.
  var items: [SceneItemText] = []
}
