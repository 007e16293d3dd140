import CarouselCoreTesting
import CarouselRender
import Testing

@Suite struct PixelRectTests {
  /// Seeded small rectangles (some empty, some negative): the intersection holds exactly the
  /// pixels both hold, counted one by one.
  @Test func intersectionHoldsThePixelsBothHold() {
    var generator = SeededGenerator(seed: 0x5EED)
    func random() -> PixelRect {
      PixelRect(
        x: Int.random(in: -4...4, using: &generator), y: Int.random(in: -4...4, using: &generator),
        width: Int.random(in: -2...6, using: &generator),
        height: Int.random(in: -2...6, using: &generator))
    }
    func pixels(_ rect: PixelRect) -> Set<[Int]> {
      guard !rect.isEmpty else { return [] }
      return Set((rect.minY..<rect.maxY).flatMap { y in (rect.minX..<rect.maxX).map { [$0, y] } })
    }
    for _ in 0..<2_000 {
      let (a, b) = (random(), random())
      let both = pixels(a).intersection(pixels(b))
      let intersection = a.intersection(b)
      #expect(pixels(intersection ?? PixelRect(x: 0, y: 0, width: 0, height: 0)) == both)
      #expect((intersection == nil) == both.isEmpty)
    }
  }
}
