import CarouselCore
import CarouselRender

/// One frame being drawn: the window's geometry, the engine's state at the frame's time, and
/// where to draw.
struct SceneFrame {
  /// Window size, carousel frame and engine state.
  let geometry: SceneGeometry
  /// Draws into the window surface.
  let compositor: Compositor

  /// A drawing context on the window, in window points.
  var context: RenderContext { compositor.context }
  /// Pixels per point.
  var scale: Double { geometry.scale }
  /// The engine at the frame's time.
  var engine: CarouselEngine { geometry.engine }
  /// The frame's time.
  var time: Double { geometry.engine.time }
}
