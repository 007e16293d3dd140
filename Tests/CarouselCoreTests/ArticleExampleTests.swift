import CarouselCore
import CarouselCoreTesting
import Testing

// The code of the Effects, Data Changes, Synced Carousels, Keyline Layouts and Nested
// Scrolling articles,
// exactly as printed there (DocumentationCatalogTests checks that each of their code blocks
// is in this file).

/// Side items turn to face the middle, their outer edges receding, and dim; the current
/// item rests flat, exactly where the plain layout puts it. For horizontal carousels.
struct Lean: CarouselItemTransforming {
  /// How far an item one step away is turned, in degrees.
  var degrees = 35.0

  func appearance(progress: Double, layout: CarouselEffectLayout) -> CarouselItemAppearance {
    let step = min(max(progress, -1), 1)  // items further away turn no further
    let viewer = CarouselTransform3D.perspective(distance: 2 * layout.viewportLength)
    let place = CarouselTransform3D.translation(x: layout.center.x, y: layout.center.y)
    let turn = CarouselTransform3D.rotation(aboutY: -step * degrees * .pi / 180)
    return CarouselItemAppearance(
      transform: viewer * place * turn, zIndex: -abs(progress), brightness: 1 - 0.4 * abs(step))
  }
}

struct Trip: Identifiable, Equatable {
  var id: String
  var price: Int
}

/// What the articles say of their code, checked on a real engine.
@Suite struct ArticleExampleTests {
  func peekingEngine() throws -> CarouselEngine {
    var configuration = CarouselConfiguration()
    configuration.itemSize = .peek(60)
    configuration.spacing = 10
    return try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 300), count: 5, configuration: configuration)
  }

  // MARK: Effects

  @Test func presetsAreDrawnBackToFrontWithTheCurrentItemOnTop() throws {
    var engine = try peekingEngine()
    engine.scroll(toItemAt: 2, animated: false)
    var effect = CarouselEffect.coverFlow
    effect.parameters.angle = 60
    let drawn = engine.layoutAttributes
      .map { (index: $0.index, look: effect.appearance(of: $0, in: engine)) }
      .filter { $0.look.isDrawn }
      .sorted { $0.look.zIndex < $1.look.zIndex }  // back to front
    // Draw drawn[0] first: each point (x, y) of item drawn[0].index, relative to its centre,
    // lands at drawn[0].look.transform.projected(x: x, y: y), relative to the viewport's centre.
    #expect(drawn.count == 3)
    #expect(drawn.last?.index == 2)
    #expect(drawn.last?.look.transform.projected(x: 0, y: 0) == CarouselPoint(x: 0, y: 0))
  }

  @Test func leanRestsTheCurrentItemWhereThePlainLayoutPutsIt() throws {
    let engine = try peekingEngine()
    let current = try #require(engine.layoutAttributes.first { $0.index == 0 })
    let look = Lean().appearance(of: current, in: engine)
    // The item is 390 − 2·(60 + 10) = 250 wide, centred: its corners project to ±125, ±150.
    #expect(current.frame.size == CarouselSize(width: 250, height: 300))
    #expect(look.transform.projected(x: -125, y: -150) == CarouselPoint(x: -125, y: -150))
    #expect(look.transform.projected(x: 125, y: 150) == CarouselPoint(x: 125, y: 150))
    #expect(look.brightness == 1 && look.opacity == 1 && look.isDrawn)
  }

  @Test func leanTurnsANeighboursOuterEdgeAwayAndDimsIt() throws {
    let engine = try peekingEngine()
    let next = try #require(engine.layoutAttributes.first { $0.index == 1 })
    #expect(next.progress == 1)
    let look = Lean().appearance(of: next, in: engine)
    // Its centre stays on the plain layout's: 250 + 10 points to the right of the middle.
    let centre = try #require(look.transform.projected(x: 0, y: 0))
    #expect(abs(centre.x - 260) < 1e-9 && centre.y == 0)
    // The outer (right) edge recedes, so it looks shorter than the inner one.
    let innerTop = try #require(look.transform.projected(x: -125, y: -150))
    let outerTop = try #require(look.transform.projected(x: 125, y: -150))
    #expect(abs(outerTop.y) < abs(innerTop.y))
    #expect(abs(look.brightness - (1 - 0.4)) < 1e-12 && look.zIndex == -1 && look.isDrawn)
  }

  // MARK: Data changes

  @Test func aChangeKeepsTheCurrentTripWhereItIs() throws {
    var redrawn: [Int] = []
    func redraw(_ index: Int) { redrawn.append(index) }
    var shown = try CarouselListSnapshot(items: [
      Trip(id: "paris", price: 2000), Trip(id: "rome", price: 800),
      Trip(id: "oslo", price: 1500), Trip(id: "lima", price: 1900),
    ])
    var engine = try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 300), count: shown.count)
    engine.scroll(toItemAt: 2, animated: false)  // Oslo

    // The catalog was saved again: Kyiv and Nice are new, Rome is gone, Oslo costs less.
    let next = try CarouselListSnapshot(items: [
      Trip(id: "kyiv", price: 900), Trip(id: "nice", price: 1100),
      Trip(id: "paris", price: 2000), Trip(id: "oslo", price: 1400),
      Trip(id: "lima", price: 1900),
    ])
    let difference = next.difference(from: shown)
    engine.apply(difference, at: engine.time)
    shown = next
    for update in difference.updates { redraw(update.to) }  // same identity, new content

    #expect(engine.currentIndex == 3)  // still Oslo, now fourth
    #expect(shown.items[engine.currentIndex].id == "oslo")
    #expect(difference.insertions.map(\.offset) == [0, 1])
    #expect(difference.removals.map(\.id) == ["rome"])
    #expect(difference.updates.map(\.item.id) == ["oslo"] && redrawn == [3])
    #expect(engine.drainEvents().contains(.currentItemChanged(from: 2, to: 3)))
    // Oslo stays where it was drawn, and nothing on screen jumps: the change animates.
    #expect(engine.position == 3 && engine.isChangingData)
    engine.settle()
    #expect(!engine.isChangingData && engine.removedItemAttributes.isEmpty)
    #expect(engine.currentIndex == 3)
  }

  @Test func whenTheCurrentItemIsRemovedItsNearestSurvivorTakesItsPlace() throws {
    let trips = { (ids: [String]) in ids.map { Trip(id: $0, price: 1) } }
    let old = try CarouselListSnapshot(items: trips(["a", "b", "c", "d", "e"]))
    let new = try CarouselListSnapshot(items: trips(["a", "b", "d", "e"]))
    var engine = try CarouselEngine(viewport: CarouselSize(width: 390, height: 300), count: 5)
    engine.scroll(toItemAt: 2, animated: false)  // c
    engine.apply(new.difference(from: old), at: engine.time)
    engine.settle()
    // b and d are equally near; the later one, d, closes ranks into c's place.
    #expect(new.items[engine.currentIndex].id == "d")
  }

  // MARK: Synced Carousels

  @Test func aTapOnAThumbnailMovesTheMainCarouselThere() throws {
    var main = try CarouselEngine(viewport: CarouselSize(width: 390, height: 300), count: 12)
    var strip = CarouselConfiguration()
    strip.itemSize = .points(72)
    strip.spacing = 8
    strip.alignment = .leading
    var thumbs = try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 80), count: 12, configuration: strip)
    var link = CarouselLink(.thumbnails)

    // A tap on the strip: the host finds the thumbnail under the finger and selects it.
    let tap = CarouselPoint(x: 250, y: 40)
    if let hit = thumbs.layoutAttributes.first(where: { $0.frame.contains(tap) }) {
      link.select(hit.index, at: 0.5, first: &main, second: &thumbs)
    }
    link.advance(to: 2, first: &main, second: &thumbs)

    #expect(main.currentIndex == 3 && main.position == 3)
    #expect(link.selectedIndex == 3)
  }

  // MARK: Keyline Layouts

  @Test func multiBrowseShowsALargeAMediumAndASmallItem() throws {
    var widths: [Double] = []
    func print(_ index: Int, _ width: Double) { widths.append(width) }
    var configuration = CarouselConfiguration()
    configuration.keylines = CarouselKeylineLayout(.multiBrowse, largeSize: 186)
    let engine = try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 240), count: 10, configuration: configuration)
    for item in engine.layoutAttributes where item.isVisible {
      // Draw item `item.index` in `item.frame`, clipped to `item.mask`.
      print(item.index, item.mask.width)
    }

    #expect(widths == [204, 130, 56])
  }

  // MARK: Auto Height and Breakpoints

  @Test func autoHeightAndBreakpointsFollowTheArticle() throws {
    var engine = try CarouselEngine(viewport: CarouselSize(width: 390, height: 540), count: 3)
    engine.setContentSize(CarouselSize(width: 400, height: 300), ofItemAt: 0, at: 0)
    engine.setContentSize(CarouselSize(width: 100, height: 100), ofItemAt: 1, at: 0)
    let height = engine.autoCrossSize  // 292.5: item 0, 4:3 at 390 points wide
    #expect(height == 292.5)

    let breakpoints = CarouselBreakpoints(
      base: CarouselConfiguration(),
      breakpoints: [
        CarouselBreakpoint(minWidth: 600, itemsPerView: 2, spacing: 10),
        CarouselBreakpoint(minWidth: 1000, isEnabled: false),
      ])
    let resolved = try engine.resize(
      to: CarouselSize(width: 800, height: 540), breakpoints: breakpoints, at: 1)
    // resolved?.breakpoint == 0: two items per view, the current item still current
    #expect(resolved?.breakpoint == 0)
    #expect(engine.configuration.itemSize == .fraction(0.5))
    #expect(engine.currentIndex == 0)
  }

  // MARK: Nested Scrolling

  @Test func aDragMostlyUpScrollsTheListAndLeavesTheRow() throws {
    var rowStyle = CarouselConfiguration()
    rowStyle.itemSize = .points(160)
    rowStyle.spacing = 12
    var row = try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 200), count: 10, configuration: rowStyle)
    var listStyle = CarouselConfiguration()
    listStyle.axis = .vertical
    listStyle.itemSize = .points(220)
    listStyle.alignment = .leading
    listStyle.scrolling = .continuous
    var list = try CarouselEngine(
      viewport: CarouselSize(width: 390, height: 700), count: 30, configuration: listStyle)
    var nested = CarouselNestedScroll()

    // A drag that goes mostly up: the list scrolls, the row stays.
    for (time, y) in [(0.0, 400.0), (0.05, 380.0), (0.1, 300.0)] {
      let kind: CarouselInputEvent.Kind =
        time == 0
        ? .pointerDown(CarouselPoint(x: 200, y: y))
        : .pointerMove(CarouselPoint(x: 205, y: y))
      nested.handle(CarouselInputEvent(time: time, kind), inner: &row, outer: &list)
    }
    nested.advance(to: 0.1, inner: &row, outer: &list)

    #expect(nested.owner == .outer && nested.lockedAxis == .vertical)
    #expect(list.virtualPosition == 100.0 / 220 && row.virtualPosition == 0)
  }
}
