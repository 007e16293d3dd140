// Continuous autoplay is not in the main Embedded Swift (WebAssembly) module,
// carousel-core.wasm: it would cost it about 2.6 KB gzipped, past its 40,960-byte budget
// (measured in docs/web.md). The layouts module, carousel-layouts.wasm, is compiled with
// CAROUSEL_WASM_LAYOUTS and holds it.
#if !hasFeature(Embedded) || CAROUSEL_WASM_LAYOUTS
  /// Continuous autoplay: the carousel glides at a steady speed, like a marquee, instead of
  /// stepping an item every interval.
  ///
  /// Set it as ``CarouselAutoplayConfiguration/scroll`` of an autoplay configuration: the
  /// autoplay's direction, resume delay, hover and visibility pauses and end behaviour apply
  /// unchanged, and ``CarouselEngine/autoplayState`` and ``CarouselEngine/autoplayPauseReason``
  /// say whether it runs and why not. The two kinds of autoplay are therefore one at a time
  /// by construction: with `scroll` set the interval is not used.
  ///
  /// The velocity eases between rest and `speed` over ``rampDuration`` with a smoothstep,
  /// `v(s) = v₀ + (v₁ − v₀)·(3s² − 2s³)` for `s = τ / rampDuration`, so it never jumps when the
  /// marquee pauses (hover, hiding, the person's own pause) or resumes. The distance covered
  /// by a ramp is `(v₀ + v₁)·rampDuration / 2`; once steady, `distance = speed·(τ − rampDuration/2)`
  /// from rest. A pointer that comes down holds the carousel where it is at once, as a finger
  /// catches a flick.
  public struct CarouselAutoScrollConfiguration: Hashable, Sendable {
    /// Steady speed in points per second (positive; at most
    /// `CarouselLimits.maxAutoScrollSpeed`, 100,000).
    public var speed: Double
    /// Seconds to ease from rest to ``speed`` and from ``speed`` to rest (0: start and stop at
    /// once, with a velocity jump).
    public var rampDuration: Double

    /// A marquee at `speed` points per second, easing in and out over `rampDuration` seconds.
    public init(speed: Double = 60, rampDuration: Double = 0.6) {
      self.speed = speed
      self.rampDuration = rampDuration
    }
  }

  extension CarouselLimits {
    /// Fastest auto-scroll, in points per second: a viewport of
    /// ``maxViewportLength`` each second, so a frame never skips more than a screen.
    public static let maxAutoScrollSpeed = 100_000.0
  }
#endif
