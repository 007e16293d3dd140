import CarouselCore
import CarouselRender

/// One frame being drawn: the window's geometry, the engine's state at the frame's time, and
/// where to draw.
struct SceneFrame {
  /// Window size, carousel frame and engine state.
  let geometry: SceneGeometry
  /// Draws into the window surface.
  let compositor: Compositor
  /// The effect in force, if any (nil: every item flat at its layout frame).
  var effect: CarouselEffect? = nil
  /// Where the effect puts the item being drawn (nil: flat, at its layout frame).
  var appearance: CarouselItemAppearance? = nil
  /// Under an effect, which item of the back-to-front order is being drawn and what the
  /// items in front of it hide (see ``EffectDrawPlan``).
  var plan: EffectDrawPlan? = nil
  /// Where items under an effect may draw (see ``SceneScreen/effectClip(geometry:)``; nil:
  /// the whole window).
  var effectClip: CarouselRect? = nil
  /// How much of the items' text is drawn in a flat cross-fade (nil: all of it, or as an
  /// effect's plan says): the outgoing text fades out over the first half, the incoming
  /// fades in over the second.
  var textFactor: Double? = nil
  /// Where an item's renderings with faded text are kept.
  var textBlends: ItemSurfaceCache? = nil
  /// Whether items are asked for their text apart from the rest (under an effect, or in a
  /// flat cross-fade).
  var wantsItemText: Bool { appearance != nil || textFactor != nil }

  /// A drawing context on the window, in window points.
  var context: RenderContext { compositor.context }
  /// Pixels per point.
  var scale: Double { geometry.scale }
  /// The engine at the frame's time.
  var engine: CarouselEngine { geometry.engine }
  /// The frame's time.
  var time: Double { geometry.engine.time }
}

extension SceneFrame {
  /// Draws an item's rendered `surface` at `destination` (window points) for the item
  /// `attributes` describes: flat, scaled to `destination` and clipped to `clip`, or, while
  /// an effect is in force, in perspective where ``appearance`` puts it (clipped to
  /// ``effectClip``, so tilted neighbours may show beyond the carousel but never over the
  /// screen's controls). A `destination` off the
  /// item's centre (a card inset in its page) keeps its offset in the item's plane.
  ///
  /// Under an effect, `text` (the item's labels apart from the rest) lets the item's text
  /// fade where another item's text would show with it (see
  /// ``EffectDrawPlan/resolveText()``).
  func drawItem(
    _ surface: RenderSurface, in destination: CarouselRect, of attributes: CarouselItemAttributes,
    alpha: Double = 1, clip: CarouselRect? = nil, text: SceneItemTextLayer? = nil
  ) {
    guard let appearance else {
      var shown = surface
      if let text, let factor = textFactor, factor < 1 {
        shown = Self.fadingText(of: surface, text: text, factor: factor, cache: textBlends)
      }
      compositor.draw(shown, in: destination, alpha: alpha, clip: clip)
      return
    }
    let item = geometry.windowFrame(of: attributes)
    var placed = appearance
    placed.transform =
      appearance.transform
      * .translation(x: destination.midX - item.midX, y: destination.midY - item.midY)
    let carousel = geometry.carouselFrame
    let center = CarouselPoint(x: carousel.midX, y: carousel.midY)
    if let plan, plan.isCollecting {
      let occluder = compositor.occluder(
        of: surface, itemSize: destination.size, appearance: placed, viewportCenter: center,
        alpha: alpha)
      plan.occluders[plan.item] = occluder
      if let bounds = compositor.projectedBounds(
        of: CarouselRect(size: destination.size), itemSize: destination.size,
        appearance: placed, viewportCenter: center)
      {
        plan.texts[plan.item] = SceneItemText(
          index: attributes.index, position: plan.item, bounds: bounds,
          textBoxes: (text?.boxes ?? []).compactMap {
            compositor.projectedBounds(
              of: $0, itemSize: destination.size, appearance: placed, viewportCenter: center)
          },
          opacity: appearance.opacity * alpha, isOpaque: occluder != nil)
      }
      return
    }
    var shown = surface
    if let plan, let text, let factor = plan.texts[plan.item]?.textFactor, factor < 1 {
      shown = Self.fadingText(of: surface, text: text, factor: factor, cache: plan.textBlends)
    }
    compositor.draw(
      shown, itemSize: destination.size, appearance: placed, viewportCenter: center,
      clip: effectClip, alpha: alpha, behind: plan?.occluders(inFrontOf: plan?.item ?? 0) ?? [])
  }

  /// Steps a text fade is rounded to, so a moving frame reuses the blends of the last ones.
  static let textFadeSteps = 16.0

  /// `surface` with its text faded to `factor` (rounded to ``textFadeSteps``), from `cache`
  /// when it holds that blend; `surface` itself when no blend can be made.
  static func fadingText(
    of surface: RenderSurface, text: SceneItemTextLayer, factor: Double,
    cache: ItemSurfaceCache?
  ) -> RenderSurface {
    let step = Int((factor * textFadeSteps).rounded())
    guard step < Int(textFadeSteps) else { return surface }
    let key = ItemSurfaceKey(
      identity: "\(text.identity)|text \(step)", pixelWidth: surface.pixelWidth,
      pixelHeight: surface.pixelHeight, scale: surface.scale)
    if let cached = cache?.cachedSurface(for: key) { return cached }
    guard let bare = text.bare(),
      let blend = SurfaceBlend.mix(bare, surface, fraction: Double(step) / textFadeSteps)
    else { return surface }
    cache?.insert(blend, for: key)
    return blend
  }
}
