import CarouselCore

// The renderer's own geometry types are gone: it draws in the engine's. These names stay for
// code written against them on other branches while those land; new code uses the Carousel
// names.

/// A point in drawing space, in points.
@available(*, deprecated, renamed: "CarouselPoint")
public typealias RenderPoint = CarouselPoint
/// A width and height in points.
@available(*, deprecated, renamed: "CarouselSize")
public typealias RenderSize = CarouselSize
/// An axis-aligned rectangle in points, origin at the top-left corner.
@available(*, deprecated, renamed: "CarouselRect")
public typealias RenderRect = CarouselRect
