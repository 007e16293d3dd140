import CarouselCoreTesting
import Testing

@_spi(CarouselHost) @testable import CarouselCore

/// Synced carousels: a main carousel and its thumbnails, and two mirrored carousels, each
/// driving the other without a feedback loop.
@Suite struct CarouselLinkTests {
  /// A main carousel of 12 photos and a strip of thumbnails 80 pt long (4.9 per view).
  func makePair(loop: Bool = false) -> (main: CarouselEngine, thumbs: CarouselEngine) {
    let main = makeEngine(count: 12) { $0.loop = loop }
    let thumbs = makeEngine(viewport: CarouselSize(width: 390, height: 80), count: 12) {
      $0.loop = loop
      $0.itemSize = .points(72)
      $0.spacing = 8
      $0.alignment = .leading
    }
    return (main, thumbs)
  }

  /// Runs the pair at 60 frames a second for `seconds`.
  func run(
    _ link: inout CarouselLink, _ first: inout CarouselEngine, _ second: inout CarouselEngine,
    for seconds: Double, each frame: (CarouselEngine, CarouselEngine) -> Void = { _, _ in }
  ) {
    let end = first.time + seconds
    while first.time < end {
      link.advance(to: first.time + 1 / 60, first: &first, second: &second)
      frame(first, second)
    }
  }

  @Test func theThumbnailsFollowTheMainCarouselAndKeepItsItemInView() {
    var (main, thumbs) = makePair()
    var link = CarouselLink(.thumbnails)
    link.advance(to: 0, first: &main, second: &thumbs)
    #expect(link.selectedIndex == 0)
    for _ in 0..<7 {
      link.handle(
        CarouselInputEvent(time: main.time, .key(.right)), on: .first, first: &main,
        second: &thumbs)
      run(&link, &main, &thumbs, for: 1)
    }
    #expect(main.currentIndex == 7)
    #expect(link.selectedIndex == 7)
    // Thumbnail 7 (at 7 × 80 = 560 pt) was scrolled into view.
    #expect(thumbs.showsWhole(item: 7))
    #expect(!thumbs.isMoving && !main.isMoving)
  }

  @Test func scrollingTheThumbnailsAloneLeavesTheMainCarousel() {
    var (main, thumbs) = makePair()
    var link = CarouselLink(.thumbnails)
    var script = EventScript()
    script.drag(from: CarouselPoint(x: 300, y: 40), by: -250, at: 0, duration: 0.3)
    for event in script.events {
      link.handle(event, on: .second, first: &main, second: &thumbs)
    }
    run(&link, &main, &thumbs, for: 2)
    #expect(thumbs.position > 2)
    #expect(main.currentIndex == 0 && main.position == 0)
    #expect(link.selectedIndex == 0)
  }

  @Test func selectingAThumbnailMovesTheMainCarouselToIt() {
    var (main, thumbs) = makePair()
    var link = CarouselLink(.thumbnails)
    link.select(3, at: 0, first: &main, second: &thumbs)
    #expect(main.isAnimating)
    run(&link, &main, &thumbs, for: 2)
    #expect(main.currentIndex == 3 && main.position == 3)
    #expect(link.selectedIndex == 3)
    // Thumbnail 3 was in view all along: the strip did not move.
    #expect(thumbs.position == 0)
  }

  /// Two views of the same 12 items, of different sizes.
  func makeMirrors(loop: Bool) -> (CarouselEngine, CarouselEngine) {
    let first = makeEngine(count: 12) { $0.loop = loop }
    let second = makeEngine(viewport: CarouselSize(width: 200, height: 120), count: 12) {
      $0.loop = loop
      $0.spacing = 10
    }
    return (first, second)
  }

  @Test(arguments: [false, true])
  func mirroredCarouselsShowTheSamePositionEveryFrame(loop: Bool) {
    var (first, second) = makeMirrors(loop: loop)
    var link = CarouselLink(.mirror)
    var script = EventScript()
    script.drag(from: CarouselPoint(x: 300, y: 270), by: -500, at: 0, duration: 0.2)
    for event in script.events {
      link.handle(event, on: .first, first: &first, second: &second)
      #expect(abs(second.position - first.position) < 1e-9)
    }
    run(&link, &first, &second, for: 3) { first, second in
      #expect(abs(second.position - first.position) < 1e-9)
    }
    #expect(first.position == Double(first.currentIndex))
    #expect(second.position == first.position)
    #expect(!first.isMoving && !second.isMoving)

    // Now the user flicks the second: it leads, the first follows, and neither moves the
    // other once both rest (no feedback loop).
    var back = EventScript()
    back.drag(from: CarouselPoint(x: 100, y: 60), by: 160, at: second.time, duration: 0.1)
    for event in back.events {
      link.handle(event, on: .second, first: &first, second: &second)
    }
    #expect(link.leader == .second)
    // Past an end the leader is rubber-banded; the follower stays at its end.
    run(&link, &first, &second, for: 3) { first, second in
      let shown = loop ? second.position : min(max(second.position, 0), 11)
      #expect(abs(shown - first.position) < 1e-9)
    }
    let rest = (first.position, second.position)
    run(&link, &first, &second, for: 1)
    #expect(first.position == rest.0 && second.position == rest.1)
    #expect(CarouselInvariants.violations(in: first) == [])
    #expect(CarouselInvariants.violations(in: second) == [])
  }

  @Test func aMirroredFollowerCrossesTheSeamWithoutAJump() {
    var (first, second) = makeMirrors(loop: true)
    var link = CarouselLink(.mirror)
    var last = second.virtualPosition
    for _ in 0..<30 {
      link.handle(
        CarouselInputEvent(time: first.time, .key(.left)), on: .first, first: &first,
        second: &second)
      run(&link, &first, &second, for: 0.5) { _, second in
        #expect(abs(second.virtualPosition - last) < 0.5)
        last = second.virtualPosition
      }
    }
    #expect(first.currentIndex == 6)  // 30 back from 0 in 12
    #expect(second.currentIndex == 6)
  }

  @Test func anAutoplayingFollowerTakesTheLead() {
    var first = makeEngine(count: 5)
    var second = makeEngine(count: 5) {
      var autoplay = CarouselAutoplayConfiguration()
      autoplay.interval = 1
      $0.autoplay = autoplay
    }
    var link = CarouselLink(.mirror)
    link.advance(to: 0, first: &first, second: &second)
    run(&link, &first, &second, for: 3.5)
    #expect(link.leader == .second)
    #expect(second.currentIndex >= 2)
    #expect(first.currentIndex == second.currentIndex)
  }

  @Test func theFollowerReportsWhereItSettles() {
    var (first, second) = makeMirrors(loop: false)
    var link = CarouselLink(.mirror)
    link.handle(
      CarouselInputEvent(time: 0, .key(.right)), on: .first, first: &first, second: &second)
    run(&link, &first, &second, for: 2)
    let events = second.drainEvents()
    #expect(events.contains(.currentItemChanged(from: 0, to: 1)))
    #expect(events.filter { if case .settled = $0 { true } else { false } } == [.settled(index: 1)])
  }
}
