/// The built-in effects: the union of iCarousel's types, FSPagerView's transformers and
/// Swiper's effects, each a pure function of an item's progress.
///
/// Notation in the formulas: p is the item's progress, a = |p|, m = min(a, 1),
/// k = clamp(p, −1, 1); L is the item's length along the axis, P the pitch (length +
/// spacing), V the viewport's length along the axis. Every preset returns
/// M = Π · A, where Π is the viewer `perspective · V` points in front of the screen
/// (``CarouselTransform3D/perspective(distance:)``) and A places the item:
/// T(along, rise, depth) moves it from the current item's resting centre by `along` in the
/// reading direction, `rise` up (left when vertical) and `depth` towards the viewer;
/// turn(θ) turns it about the axis across the carousel, through its centre, bringing its
/// forward edge towards the viewer for θ > 0; Rz(θ) turns it in the screen plane
/// (clockwise in reading direction); S(s) scales it about its centre. Angles are the
/// ``CarouselEffectParameters/angle`` or ``CarouselEffectParameters/tilt`` in degrees.
///
/// At p = 0 every preset gives A = T(0, 0, 0) at opacity 1 — exactly `linear`'s current
/// item — and every formula is continuous in p. `z` is the drawing order (larger: later).
public enum CarouselEffectKind: String, Sendable, CaseIterable {
  /// The plain layout. A = T(p·P); opacity 1; z = −a.
  case linear
  /// Neighbours smaller and dimmer (App Store). A = T(p·P)·S(1 − m·(1 − scale));
  /// opacity = 1 − m·(1 − opacity); z = −a. Defaults: scale 0.85, opacity 0.6.
  case scale
  /// Cross-fade in place. A = T(0); opacity = 1 − m; z = −a.
  case fade
  /// Neighbours recede. A = T(p·P, 0, −m·depth·L); opacity = 1 − m·(1 − opacity);
  /// z = −a. Defaults: depth 0.6, opacity 0.7.
  case depth
  /// Neighbours overlap, smaller. A = T(p·spread·P)·S(1 − m·(1 − scale)); z = −a.
  /// Defaults: scale 0.8, spread 0.55.
  case overlap
  /// Cover Flow. A = T(k·offset·L + (p − k)·spacing·L, 0, −|k|·depth·L)·turn(−k·angle);
  /// z = −a; a reflection of opacity `reflection`. Defaults: angle 50, offset 0.7,
  /// spacing 0.25, depth 0.4, reflection 0.3.
  case coverFlow
  /// Faces of a drum seen from outside. θ = p·angle, r = (P / 2) / tan(angle / 2);
  /// A = T(r·sin θ, 0, r·cos θ − r)·turn(−θ); z = r·cos θ − r. Default: angle 45.
  case cylinder
  /// The drum seen from inside. θ = p·angle, r = (P / 2) / tan(angle / 2);
  /// A = T(r·sin θ, 0, r − r·cos θ)·turn(θ); z = r − r·cos θ. Default: angle 45.
  case invertedCylinder
  /// A carousel ride: items on a circle, facing the viewer. θ = p·angle,
  /// r = P / (2·sin(angle / 2)); A = T(r·sin θ, 0, r·cos θ − r); z = r·cos θ − r.
  /// Default: angle 45.
  case rotary
  /// The ride seen from inside. θ = p·angle, r = P / (2·sin(angle / 2));
  /// A = T(r·sin θ, 0, r − r·cos θ); z = r − r·cos θ. Default: angle 45.
  case invertedRotary
  /// Spokes of a wheel whose hub lies r below the current item (right of it when
  /// vertical). θ = p·angle, r = P / (2·sin(angle / 2)); A = T(hub)·Rz(θ)·T(−hub), the
  /// sense of Rz chosen so that items move forward; z = −a. Default: angle 20.
  case wheel
  /// The wheel with its hub above (left when vertical): A = T(−hub)·Rz(θ)·T(hub), same r;
  /// z = −a. Default: angle 20.
  case invertedWheel
  /// Later items stand further back and higher. A = T(0, p·rise·L, −p·depth·L);
  /// opacity = p < 0 ? max(0, 1 + 3p) : 1 (the leaving item is gone a third of the way,
  /// before it looms over the next); z = −p. Defaults: rise 0.25, depth 0.8.
  case timeMachine
  /// The time machine with p replaced by −p: earlier items stand back.
  /// Defaults: rise 0.25, depth 0.8.
  case invertedTimeMachine
  /// Faces of a cube of side L. θ = p·90°, r = L / 2; A = T(r·sin θ, 0, r·cos θ − r)·turn(−θ);
  /// brightness = 1 − shade·|sin θ|; z = r·cos θ − r. Default: shade 0.5.
  case cube
  /// Cards flipping in place. θ = p·180°; A = T(0)·turn(−θ) (the back, a > ½, is culled);
  /// brightness = 1 − shade·|sin θ|; z = −a. Default: shade 0.3.
  case flip
  /// A stack: later cards wait behind the current one, each offset and tilted; earlier ones
  /// slide away. p ≥ 0: A = T(p·offset·L)·Rz(p·tilt)·S(max(0, 1 − p·scale)),
  /// opacity = clamp(stack − p, 0, 1); p < 0: A = T(p·P)·Rz(p·tilt), opacity 1; z = −p;
  /// a shadow of opacity `shadow`. Defaults: offset 0.06, tilt 4, scale 0.05, stack 3,
  /// shadow 0.35.
  case cards
  /// The content moves slower than its frame. A = T(p·P); content enlarged by
  /// 1 + amount·m and shifted back by k·amount·L / 2; z = −a. Default: amount 0.5.
  case parallax

  /// The parameters the preset reads (every preset reads `perspective`).
  public var parameters: [CarouselEffectParameter] {
    switch self {
    case .linear, .fade: [.perspective]
    case .scale: [.perspective, .scale, .opacity]
    case .depth: [.perspective, .depth, .opacity]
    case .overlap: [.perspective, .scale, .spread]
    case .coverFlow: [.perspective, .angle, .offset, .spacing, .depth, .reflection]
    case .cylinder, .invertedCylinder, .rotary, .invertedRotary, .wheel, .invertedWheel:
      [.perspective, .angle]
    case .timeMachine, .invertedTimeMachine: [.perspective, .rise, .depth]
    case .cube, .flip: [.perspective, .shade]
    case .cards: [.perspective, .offset, .tilt, .scale, .stack, .shadow]
    case .parallax: [.perspective, .amount]
    }
  }
}
