import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
import CarouselTestSupport
import Testing

/// Each preset is recognisable at a glance on every scene: mid-swipe, every two presets
/// differ visibly (their frames' mean difference), and none draws over the scene's heading
/// or page controls.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct EffectContactSheetTests {
  /// Each scene's window for the sheet (its default, the gallery and slider smaller).
  static func size(_ kind: SceneKind) -> CarouselSize {
    switch kind {
    case .trips: CarouselSize(width: 390, height: 700)
    case .cards: CarouselSize(width: 400, height: 300)
    case .slider, .gallery, .grid: CarouselSize(width: 480, height: 320)
    }
  }

  /// A frame of `kind` under `effect`, held 0.38 of a page into a swipe to the next item.
  static func midSwipe(_ kind: SceneKind, effect: CarouselEffect?) throws -> RenderSurface {
    try SceneFixture.render(midSwipeController(kind, effect: effect), at: 0.2)
  }

  /// The scene `midSwipe` draws, held in its swipe.
  static func midSwipeController(_ kind: SceneKind, effect: CarouselEffect?) throws
    -> SceneController
  {
    try heldSwipe(kind, effect: effect, fraction: 0.38)
  }

  /// `kind` under `effect`, dragged from `start` of the window's width by `fraction` of a
  /// page towards the next item, and held.
  static func heldSwipe(
    _ kind: SceneKind, effect: CarouselEffect?, fraction: Double, start: Double = 0.75
  ) throws -> SceneController {
    let fixture = try SceneFixture()
    let size = size(kind)
    let controller = try fixture.controller(kind, size: size) {
      $0.effect = effect
      $0.startIndex = 1
      $0.autoplayInterval = 0
    }
    let y = controller.carouselFrame.midY
    let x = size.width * start
    let page =
      controller.engine.configuration.itemSize == .fraction(1) ? size.width : size.width - 60
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: x, y: y))))
    controller.handle(
      CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: x - 20, y: y))))
    controller.handle(
      CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: x - fraction * page, y: y))))
    return controller
  }

  /// The mean absolute difference of two frames' colour channels, 0…255.
  static func meanDifference(_ a: RenderSurface, _ b: RenderSurface) -> Double {
    var total = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        total +=
          abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green))
          + abs(Int(p.blue) - Int(q.blue))
      }
    }
    return Double(total) / Double(3 * a.pixelWidth * a.pixelHeight)
  }

  /// Below this mean difference (of 255) two frames look alike at a glance: the drum and
  /// ride presets at their old 30° were 4.5 from `linear` on the cards and the slider.
  static let distinctness = 6.0

  /// The grid takes no effect: it is a list of rows, not a carousel of items.
  @Test(arguments: SceneKind.allCases.filter { $0 != .grid })
  func everyTwoPresetsLookDifferent(kind: SceneKind) throws {
    let presets = CarouselEffectKind.allCases
    let frames = try presets.map { try Self.midSwipe(kind, effect: CarouselEffect($0)) }
    var alike: [String] = []
    for i in presets.indices {
      for j in presets.indices where j > i {
        let difference = Self.meanDifference(frames[i], frames[j])
        if difference < Self.distinctness {
          alike.append("\(presets[i]) / \(presets[j]) \(difference)")
        }
      }
    }
    #expect(alike.isEmpty, "\(kind): alike \(alike)")
  }

  /// The cards' and trips' headings are drawn as without an effect, mid-swipe, under every
  /// preset.
  @Test(arguments: [SceneKind.cards, .trips], CarouselEffectKind.allCases)
  func nothingDrawsOverTheHeading(kind: SceneKind, preset: CarouselEffectKind) throws {
    let plain = try Self.midSwipe(kind, effect: nil)
    let turned = try Self.midSwipe(kind, effect: CarouselEffect(preset))
    let fixture = try SceneFixture()
    let controller = try fixture.controller(kind, size: Self.size(kind))
    let headingBottom = Int(controller.carouselFrame.minY * controller.scale)
    var changed = 0
    for y in 0..<headingBottom {
      for x in 0..<plain.pixelWidth where plain.pixel(x: x, y: y) != turned.pixel(x: x, y: y) {
        changed += 1
      }
    }
    #expect(changed == 0, "\(kind) \(preset): \(changed) heading pixels changed")
  }

  /// Under `parallax` the cards keep their rounded corners: the picture moves inside each
  /// card, and a card's corner pixel shows the page behind.
  @Test func parallaxKeepsTheCardsRoundedCorners() throws {
    let controller = try Self.midSwipeController(.cards, effect: .parallax)
    let frame = try SceneFixture.render(controller, at: 0.2)
    let carousel = controller.carouselFrame
    var checked = 0
    controller.engine.forEachLayoutAttribute { attributes in
      guard attributes.isVisible else { return }
      // Parallax places the cards where the plain layout does.
      let card = attributes.frame.offsetBy(dx: carousel.minX, dy: carousel.minY)
      for corner in [
        CarouselPoint(x: card.minX + 1.5, y: card.minY + 1.5),
        CarouselPoint(x: card.maxX - 1.5, y: card.maxY - 1.5),
      ] where corner.x > 0 && corner.x < Self.size(.cards).width {
        let pixel = frame.pixel(x: Int(corner.x), y: Int(corner.y))
        #expect(
          pixel.red == 255 && pixel.green == 255 && pixel.blue == 255,
          "item \(attributes.index) corner \(corner): \(pixel)")
        checked += 1
      }
    }
    #expect(checked >= 2)
  }
}
