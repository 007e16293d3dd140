import CarouselCore
@_spi(Testing) import CarouselScenes
import Testing

/// The card scenes adapt to the window's width, from the smallest window to 4K: the cards
/// cover the width, keep a card's proportions, and wide windows show the neighbours.
@Suite struct WideLayoutTests {
  /// The sizes checked: each scene's minimum, then common desktop windows up to 4K.
  static func sizes(_ kind: SceneKind) -> [CarouselSize] {
    [
      SceneController.minimumViewport(for: kind),
      CarouselSize(width: 1280, height: 720), CarouselSize(width: 1600, height: 700),
      CarouselSize(width: 1920, height: 1080), CarouselSize(width: 3840, height: 2160),
    ]
  }

  /// The cards on screen (window points) of `controller` as laid out now: the cards scene's
  /// items, the trips' pages less their 20-point inset.
  static func cards(_ controller: SceneController) -> [(index: Int, frame: CarouselRect)] {
    let carousel = controller.carouselFrame
    let inset = controller.kind == .trips ? 20.0 : 0
    var cards: [(index: Int, frame: CarouselRect)] = []
    controller.engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible else { return }
      let frame = attributes.frame.offsetBy(dx: carousel.minX, dy: carousel.minY)
        .insetBy(inset)
      cards.append((attributes.index, frame))
    }
    return cards
  }

  /// The fraction of `width` the cards' horizontal extents cover.
  static func coverage(_ cards: [(index: Int, frame: CarouselRect)], width: Double) -> Double {
    let spans = cards.map { (max(0, $0.frame.minX), min(width, $0.frame.maxX)) }
      .filter { $0.0 < $0.1 }.sorted { $0.0 < $1.0 }
    var covered = 0.0
    var end = -Double.infinity
    for (start, stop) in spans {
      if stop <= end { continue }
      covered += stop - max(start, end)
      end = stop
    }
    return covered / width
  }

  @Test(arguments: [SceneKind.cards, .trips])
  func cardsFillTheWidthAtEverySize(kind: SceneKind) throws {
    for size in Self.sizes(kind) {
      let fixture = try SceneFixture()
      let controller = try fixture.controller(kind, size: size) { $0.startIndex = 3 }
      let cards = Self.cards(controller)
      let current = try #require(cards.first { $0.index == 3 })
      let aspect = current.frame.width / current.frame.height
      #expect(
        Self.coverage(cards, width: size.width) >= 0.8,
        "\(kind) \(size.wholeDescription): \(Self.coverage(cards, width: size.width))")
      #expect(aspect >= 0.5 && aspect <= 2, "\(kind) \(size.wholeDescription): aspect \(aspect)")
      // The current card wholly on screen.
      #expect(current.frame.minX >= 0 && current.frame.maxX <= size.width)
      if size.width >= 1280 {
        // Wide: two neighbours or more each at least a third on screen.
        let neighbours = cards.filter { card in
          let shown = min(size.width, card.frame.maxX) - max(0, card.frame.minX)
          return card.index != current.index && shown >= card.frame.width / 3
        }
        #expect(
          neighbours.count >= 2,
          "\(kind) \(size.wholeDescription): \(neighbours.count) neighbours on screen")
      }
    }
  }

  /// Resizing between a phone-sized window and full HD keeps the current item, and each
  /// size lays out as it does when opened at that size.
  @Test(arguments: [SceneKind.cards, .trips])
  func resizingKeepsTheCurrentItem(kind: SceneKind) throws {
    let fixture = try SceneFixture()
    let phone = SceneController.defaultViewport(for: kind)
    let controller = try fixture.controller(kind, size: phone) { $0.startIndex = 5 }
    let wide = CarouselSize(width: 1920, height: 1080)
    controller.resize(viewport: wide, scale: 1, at: 0.5)
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 5)
    let opened = try fixture.controller(kind, size: wide) { $0.startIndex = 5 }
    #expect(Self.cards(controller).map(\.frame) == Self.cards(opened).map(\.frame))
    controller.resize(viewport: phone, scale: 1, at: 2.5)
    controller.advance(to: 4)
    #expect(controller.engine.currentIndex == 5)
    let back = try fixture.controller(kind, size: phone) { $0.startIndex = 5 }
    #expect(Self.cards(controller).map(\.frame) == Self.cards(back).map(\.frame))
  }
}

extension CarouselSize {
  /// "1920×1080".
  fileprivate var wholeDescription: String { "\(Int(width))×\(Int(height))" }
}
