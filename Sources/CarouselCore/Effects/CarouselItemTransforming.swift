/// Something that places carousel items in 3-D from their progress: the built-in
/// ``CarouselEffect`` presets, or your own.
///
/// An implementation MUST be a pure function of its arguments (the renderer and the
/// simulator call it any number of times per frame, in any order) and SHOULD be continuous
/// in `progress`, so nothing jumps as an item crosses the centre. To look like the plain
/// layout at rest, return `layout`'s ``CarouselEffectLayout/center`` translation for
/// progress 0 (see ``CarouselEffect/linear``).
///
/// Custom effects are used through generics (`some CarouselItemTransforming`), which also
/// compiles with Embedded Swift.
public protocol CarouselItemTransforming {
  /// How the item `layout` describes looks at `progress`: 0 is the current item at rest,
  /// ±1 one item later or earlier in reading order, continuous in between.
  func appearance(progress: Double, layout: CarouselEffectLayout) -> CarouselItemAppearance
}

extension CarouselItemTransforming {
  /// The appearance of the item `attributes` describes, laid out by `engine`, its opacity
  /// multiplied by the attributes' own (an inserted item fading in).
  public func appearance(
    of attributes: CarouselItemAttributes, in engine: CarouselEngine
  ) -> CarouselItemAppearance {
    var result = appearance(
      progress: attributes.progress,
      layout: CarouselEffectLayout(attributes: attributes, in: engine))
    result.opacity *= attributes.opacity
    return result
  }
}
