import CarouselCore
import CarouselRender
import Testing

@testable @_spi(Testing) import CarouselScenes

/// `cards --breakpoints` from 1200 points wide: the carousel is off and the cards are laid
/// out as a plain list (``SceneListLayout``), scrolled by drags, the wheel and keys; the
/// current card is kept across the breakpoint both ways.
@Suite struct CardsListTests {
  /// The fixture (which keeps the scene's files) lives as long as the suite.
  let fixture: SceneFixture

  init() throws { fixture = try SceneFixture() }

  static let narrow = CarouselSize(width: 390, height: 480)
  static let wide = CarouselSize(width: 1200, height: 480)

  func makeController(size: CarouselSize, start: Int = 0) throws -> SceneController {
    try fixture.controller(.cards, size: size) {
      $0.breakpoints = true
      $0.startIndex = start
    }
  }

  /// The cards' list 1200 points wide, `height` tall.
  static func layout(height: Double, count: Int = 8) -> SceneListLayout {
    CardsScreenLayout.standard.list(
      viewport: CarouselSize(width: 1200, height: height), count: count)
  }

  // MARK: The layout

  @Test func rowsOfCardsFillTheWidth() {
    let layout = Self.layout(height: 200)
    // (1200 − 40 + 20) / (260 + 20) = 4.2: four cards a row, (1200 − 40 − 60) / 4 wide.
    #expect(layout.columns == 4)
    #expect(layout.itemSize == CarouselSize(width: 275, height: 220))
    #expect(layout.rows == 2)
    #expect(layout.contentHeight == 20 + 220 + 20 + 220 + 20)
    #expect(layout.maxOffset == 300)
    #expect(
      layout.frame(ofItem: 0, offset: 0) == CarouselRect(x: 20, y: 20, width: 275, height: 220))
    #expect(
      layout.frame(ofItem: 3, offset: 0) == CarouselRect(x: 905, y: 20, width: 275, height: 220))
    #expect(
      layout.frame(ofItem: 5, offset: 100) == CarouselRect(x: 315, y: 160, width: 275, height: 220))
    // Narrower, fewer and wider cards: (700 − 40 + 20) / 280 = 2.4.
    let two = CardsScreenLayout.standard.list(
      viewport: CarouselSize(width: 700, height: 200), count: 5)
    #expect(two.columns == 2)
    #expect(two.itemSize == CarouselSize(width: 320, height: 256))
    #expect(two.rows == 3)
    #expect(two.frame(ofItem: 4, offset: 0) == CarouselRect(x: 20, y: 572, width: 320, height: 256))
    // However narrow, one card a row.
    let one = CardsScreenLayout.standard.list(
      viewport: CarouselSize(width: 100, height: 200), count: 2)
    #expect(one.columns == 1)
    #expect(one.itemSize.width == 60)
  }

  @Test func theRowsShownFollowTheOffset() {
    let layout = Self.layout(height: 200)
    #expect(layout.shownItems(offset: 0) == 0..<4)
    // Row 1's top reaches the viewport's bottom at offset 60 (260 − 200): not yet shown.
    #expect(layout.shownItems(offset: 60) == 0..<4)
    #expect(layout.shownItems(offset: 61) == 0..<8)
    // Row 0's bottom leaves the top at offset 240.
    #expect(layout.shownItems(offset: 239) == 0..<8)
    #expect(layout.shownItems(offset: 240) == 4..<8)
    for offset in stride(from: 0.0, through: 300, by: 7.5) {
      let shown = layout.shownItems(offset: offset)
      for item in 0..<8 {
        #expect(
          shown.contains(item) == layout.shows(item: item, offset: offset), "\(offset) \(item)")
      }
    }
    #expect(Self.layout(height: 200, count: 0).shownItems(offset: 0).isEmpty)
    #expect(Self.layout(height: 200, count: 0).maxOffset == 0)
  }

  @Test func revealingScrollsAsLittleAsShowsTheRow() {
    let layout = Self.layout(height: 200)
    // Row 1 below: its bottom (480) and margin come to the viewport's bottom.
    #expect(layout.offset(revealing: 5, from: 0) == 300)
    // Row 0 above: its top margin comes to the viewport's top.
    #expect(layout.offset(revealing: 1, from: 300) == 0)
    // Already whole: no scroll.
    let tall = Self.layout(height: 600)
    #expect(tall.offset(revealing: 7, from: 0) == 0)
    #expect(layout.clamped(-5) == 0 && layout.clamped(400) == 300)
  }

  // MARK: The scene

  @Test func aWideWindowShowsTheListAtTheCurrentCard() throws {
    let narrow = try makeController(size: Self.narrow, start: 5)
    #expect(!narrow.showsList)
    #expect(narrow.listOffset == nil)
    let controller = try makeController(size: Self.wide, start: 5)
    #expect(controller.showsList)
    #expect(controller.engine.currentIndex == 5)
    // Row 1's top (260 − 20) at the top, as far as the list scrolls.
    let viewport = controller.carouselFrame.height
    #expect(controller.carouselFrame.maxY == Self.wide.height)
    #expect(controller.listOffset == min(240, 500 - viewport))
    #expect(controller.engine.configuration.autoplay == nil)
  }

  @Test func theCurrentCardIsKeptOffAndOnAgain() throws {
    let controller = try makeController(size: Self.narrow, start: 3)
    controller.resize(viewport: Self.wide, scale: 1, at: 0.1)
    #expect(controller.showsList)
    #expect(controller.engine.currentIndex == 3)
    controller.resize(viewport: CarouselSize(width: 960, height: 480), scale: 1, at: 0.2)
    #expect(!controller.showsList)
    #expect(controller.engine.currentIndex == 3)
    #expect(controller.engine.position == 3)
    #expect(controller.engine.configuration.itemSize == .fraction(1.0 / 3))
    controller.resize(viewport: Self.wide, scale: 1, at: 0.3)
    controller.resize(viewport: Self.narrow, scale: 1, at: 0.4)
    #expect(controller.engine.currentIndex == 3)
    #expect(controller.engine.position == 3)
  }

  /// A drag of the carousel when the window widens past 1200: the drag ends, the card that
  /// was current stays current, and the rest of the drag neither moves the list nor the card.
  @Test func onToOffMidDrag() throws {
    let controller = try makeController(size: CarouselSize(width: 960, height: 480), start: 2)
    let y = controller.carouselFrame.midY
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 600, y: y))))
    controller.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 400, y: y))))
    #expect(controller.engine.phase == .dragging)
    // Past half a card: the dragged-to card is current already.
    let current = controller.engine.currentIndex
    #expect(current == 3)
    controller.resize(viewport: Self.wide, scale: 1, at: 0.1)
    #expect(controller.showsList)
    #expect(controller.engine.currentIndex == current)
    let offset = controller.listOffset
    controller.handle(
      CarouselInputEvent(time: 0.15, .pointerMove(CarouselPoint(x: 200, y: y - 90))))
    controller.handle(CarouselInputEvent(time: 0.2, .pointerUp(nil)))
    controller.advance(to: 2)
    #expect(controller.listOffset == offset)
    #expect(controller.engine.currentIndex == current)
    #expect(controller.engine.phase == .idle)
  }

  /// A drag of the list when the window narrows below 1200: the carousel comes back at the
  /// current card, and the rest of the drag does not move it.
  @Test func offToOnMidDrag() throws {
    let controller = try makeController(size: CarouselSize(width: 1200, height: 320), start: 1)
    #expect(controller.listOffset == 0)
    let x = 600.0
    let y = controller.carouselFrame.midY
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: x, y: y))))
    controller.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: x, y: y - 50))))
    #expect(controller.listOffset == 50)
    #expect(controller.engine.currentIndex == 1)
    controller.resize(viewport: CarouselSize(width: 960, height: 480), scale: 1, at: 0.1)
    #expect(!controller.showsList)
    #expect(controller.engine.currentIndex == 1)
    controller.handle(CarouselInputEvent(time: 0.15, .pointerMove(CarouselPoint(x: 100, y: y))))
    controller.handle(CarouselInputEvent(time: 0.2, .pointerUp(nil)))
    controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 1)
    #expect(controller.engine.position == 1)
  }

  /// Scrolled until the current card's row has left the top, the first card shown is
  /// current, and it is the card the carousel shows when it is on again.
  @Test func scrollingPastTheCurrentCardMakesTheFirstShownCurrent() throws {
    let controller = try makeController(size: CarouselSize(width: 1200, height: 320))
    let viewport = controller.carouselFrame.height
    let maxOffset = 500 - viewport
    #expect(maxOffset > 240)
    controller.handle(CarouselInputEvent(time: 0, .wheel(dx: 0, dy: 200, discrete: false)))
    #expect(controller.listOffset == 200)
    #expect(controller.engine.currentIndex == 0)  // row 0 still shows
    controller.handle(CarouselInputEvent(time: 0.1, .wheel(dx: 0, dy: 1, discrete: true)))
    #expect(controller.listOffset == maxOffset)  // a notch is a row, as far as it goes
    #expect(controller.engine.currentIndex == 4)
    controller.handle(CarouselInputEvent(time: 0.2, .wheel(dx: 0, dy: -100, discrete: false)))
    #expect(controller.listOffset == maxOffset - 100)
    #expect(controller.engine.currentIndex == 4)  // row 1 still shows
    // Up a row: row 1's top lands on the viewport's bottom edge, so row 0 alone shows.
    controller.handle(CarouselInputEvent(time: 0.25, .key(.up)))
    #expect(controller.listOffset == 0)
    #expect(controller.engine.currentIndex == 0)
    controller.handle(CarouselInputEvent(time: 0.26, .key(.right)))
    controller.handle(CarouselInputEvent(time: 0.27, .key(.right)))
    controller.handle(CarouselInputEvent(time: 0.28, .key(.right)))
    controller.handle(CarouselInputEvent(time: 0.29, .key(.right)))
    #expect(controller.engine.currentIndex == 4)
    controller.resize(viewport: Self.narrow, scale: 1, at: 0.3)
    #expect(controller.engine.currentIndex == 4)
    #expect(controller.engine.position == 4)
  }

  @Test func keysMoveTheCurrentCardAndScrollToIt() throws {
    let controller = try makeController(size: CarouselSize(width: 1200, height: 320), start: 2)
    #expect(controller.listOffset == 0)
    controller.handle(CarouselInputEvent(time: 0, .key(.right)))
    controller.handle(CarouselInputEvent(time: 0, .key(.right)))
    #expect(controller.engine.currentIndex == 4)
    #expect(controller.listOffset == 500 - controller.carouselFrame.height)
    controller.handle(CarouselInputEvent(time: 0.1, .key(.home)))
    #expect(controller.engine.currentIndex == 0)
    #expect(controller.listOffset == 0)
    controller.handle(CarouselInputEvent(time: 0.2, .key(.left)))
    #expect(controller.engine.currentIndex == 0)
    controller.handle(CarouselInputEvent(time: 0.3, .key(.end)))
    #expect(controller.engine.currentIndex == 7)
    controller.advance(to: 3)
    #expect(controller.engine.phase == .idle)
  }

  /// A tap on a card's GET button in the list gets the app; a tap elsewhere on a card makes
  /// it current without scrolling the carousel's way.
  @Test func tapsInTheList() throws {
    let controller = try makeController(size: Self.wide)
    let screen = try #require(controller.screen as? CardsScreen)
    let card = try #require(controller.model.list?.attributes(ofItem: 2).frame)
      .offsetBy(dx: controller.carouselFrame.minX, dy: controller.carouselFrame.minY)
    let button = screen.cardPainter.buttonRect(for: FeaturedApps.all[2], in: card)
    func tap(_ point: CarouselPoint, at time: Double) {
      controller.handle(CarouselInputEvent(time: time, .pointerDown(point)))
      controller.handle(CarouselInputEvent(time: time + 0.05, .pointerUp(point)))
    }
    tap(CarouselPoint(x: button.midX, y: button.midY), at: 0)
    #expect(screen.gotItems == [2])
    tap(CarouselPoint(x: card.minX + 10, y: card.minY + 10), at: 0.5)
    #expect(controller.engine.currentIndex == 2)
    #expect(screen.gotItems == [2])
    #expect(controller.listOffset == 0)
  }

  @Test func assistiveTechnologySeesEveryCardWhereTheListShowsIt() throws {
    let controller = try makeController(size: CarouselSize(width: 1200, height: 320), start: 1)
    let carousel = try #require(controller.accessibilityTree.node(withID: "carousel"))
    #expect(carousel.children.count == 8)
    let top = controller.carouselFrame.minY
    let second = try #require(carousel.node(withID: "item-1"))
    #expect(second.frame == CarouselRect(x: 315, y: top + 20, width: 275, height: 220))
    #expect(second.states.isSuperset(of: [.showing, .visible, .selected]))
    #expect(second.name == FeaturedApps.all[1].title)
    // Row 1 lies below the 320-point window: hidden until scrolled to.
    let sixth = try #require(carousel.node(withID: "item-5"))
    #expect(!sixth.states.contains(.showing))
    // Next, as often as it takes to reach row 1: the list scrolls to show the new card.
    var time = 0.1
    while controller.engine.currentIndex < 4 {
      controller.perform(.next, at: time)
      time += 0.1
    }
    let current = controller.engine.currentIndex
    let after = try #require(controller.accessibilityTree.node(withID: "item-\(current)"))
    #expect(after.states.isSuperset(of: [.showing, .selected]))
    #expect(controller.listOffset! > 0)
  }
}
