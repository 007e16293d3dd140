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
  func drawItem(
    _ surface: RenderSurface, in destination: CarouselRect, of attributes: CarouselItemAttributes,
    alpha: Double = 1, clip: CarouselRect? = nil
  ) {
    guard let appearance else {
      compositor.draw(surface, in: destination, alpha: alpha, clip: clip)
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
      plan.occluders[plan.item] = compositor.occluder(
        of: surface, itemSize: destination.size, appearance: placed, viewportCenter: center,
        alpha: alpha)
      return
    }
    compositor.draw(
      surface, itemSize: destination.size, appearance: placed, viewportCenter: center,
      clip: effectClip, alpha: alpha, behind: plan?.occluders(inFrontOf: plan?.item ?? 0) ?? [])
  }
}
