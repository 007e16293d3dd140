import CarouselCore
import CarouselLocale
import Foundation
import Testing

@testable import CarouselScenes

/// The accessibility tree each scene gives assistive technology (what the window puts on the
/// AT-SPI bus), the actions it carries out and what it announces, headless.
@Suite struct SceneAccessibilityTests {
  static let tripsSize = CarouselSize(width: 390, height: 700)

  @Test func tripsTree() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.tripsSize)
    let frame = controller.accessibilityTree
    #expect(frame.role == .frame)
    #expect(frame.name == "Trips — Paris, France — 1/8")
    #expect(frame.frame == CarouselRect(x: 0, y: 0, width: 390, height: 700))
    let carousel = try #require(frame.node(withID: "carousel"))
    #expect(carousel.role == .panel)
    #expect(carousel.attributes["roledescription"] == "carousel")
    #expect(carousel.frame == controller.carouselFrame)
    #expect(carousel.actions.starts(with: [.previous, .next]))
    #expect(!carousel.actions.contains(.stopRotation), "trips have no autoplay")
    let paris = try #require(carousel.node(withID: "item-0"))
    #expect(paris.name == "Paris, France, 5 days, $2,000")
    #expect(paris.description == "1 of 8")
    #expect(paris.attributes["roledescription"] == "slide")
    #expect(paris.states.isSuperset(of: [.showing, .visible, .selected]))
    // The next trip is laid out beyond the window's right edge: not showing.
    let rome = try #require(carousel.node(withID: "item-1"))
    #expect(rome.frame.minX == controller.carouselFrame.maxX)
    #expect(!rome.states.contains(.showing) && !rome.states.contains(.visible))
    #expect(!rome.states.contains(.selected))
    let heart = try #require(paris.node(withID: "heart-0"))
    #expect(heart.role == .toggleButton)
    #expect(heart.name == "Like Paris, France")
    #expect(heart.states.contains(.checkable) && !heart.states.contains(.checked))
    #expect(heart.actions == [.toggleLike(item: 0)])
    // The heart's rectangle is where a tap likes the trip.
    let center = CarouselPoint(x: heart.frame.midX, y: heart.frame.midY)
    #expect(center == TripsGeometry.heartCenter(of: controller))
  }

  @Test func nextIsAnnouncedOnceWhenItSettlesAndMovesTheSelection() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.tripsSize)
    var events = controller.perform(SceneAccessibilityAction.next, at: 1)
    // Nothing is announced while the card slides…
    #expect(controller.announcements(for: events).isEmpty)
    events = controller.advance(to: 1.2)
    #expect(controller.announcements(for: events).isEmpty)
    // …and the settle is announced once, assertively (the person asked for it).
    events = controller.advance(to: 5)
    #expect(
      controller.announcements(for: events) == [
        SceneAnnouncement("Rome, Italy, 2 of 8", isAssertive: true)
      ])
    #expect(controller.announcements(for: controller.advance(to: 6)).isEmpty)
    let carousel = try #require(controller.accessibilityTree.node(withID: "carousel"))
    #expect(carousel.children.filter { $0.states.contains(.selected) }.map(\.id) == ["item-1"])
    #expect(carousel.node(withID: "item-1")?.states.contains(.showing) == true)
    #expect(carousel.node(withID: "item-0")?.states.contains(.showing) == false)
    events = controller.perform(SceneAccessibilityAction.previous, at: 7)
    events += controller.advance(to: 10)
    #expect(controller.announcements(for: events).map(\.text) == ["Paris, France, 1 of 8"])
  }

  @Test func theHeartFollowsALike() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.trips, size: Self.tripsSize)
    controller.perform(SceneAccessibilityAction.toggleLike(item: 0), at: 0.5)
    let tree = controller.accessibilityTree
    #expect(tree.node(withID: "heart-0")?.states.contains(.checked) == true)
    #expect(tree.node(withID: "item-0")?.name == "Paris, France, 5 days, $2,000, liked")
    #expect(controller.isLiked(tripAt: 0))
    controller.perform(SceneAccessibilityAction.toggleLike(item: 0), at: 1)
    #expect(
      controller.accessibilityTree.node(withID: "heart-0")?.states.contains(.checked) == false)
    #expect(controller.waitForLikesToSave(timeout: 10))
  }

  @Test func sliderPageDotsAndRotation() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320))
    let frame = controller.accessibilityTree
    let carousel = try #require(frame.node(withID: "carousel"))
    // The slider does not zoom, so it offers no zoom actions.
    #expect(carousel.actions == [.previous, .next, .stopRotation])
    #expect(carousel.description == "Playing")
    let pages = try #require(frame.node(withID: "pages"))
    #expect(pages.role == .pageTabList)
    #expect(pages.children.map(\.name) == ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"])
    #expect(pages.children.map(\.role) == [.pageTab, .pageTab, .pageTab])
    #expect(pages.children.map { $0.states.contains(.selected) } == [true, false, false])
    // Selecting page 3 through its tab.
    var events = controller.perform(try #require(pages.children.last?.actions.first), at: 0.5)
    events += controller.advance(to: 2)
    #expect(controller.engine.currentIndex == 2)
    // The person stops the slide show: told, and the action becomes "start rotation".
    events = controller.perform(SceneAccessibilityAction.stopRotation, at: 2.5)
    #expect(
      controller.announcements(for: events) == [SceneAnnouncement("Paused", isAssertive: false)])
    let stopped = try #require(controller.accessibilityTree.node(withID: "carousel"))
    #expect(stopped.actions.contains(.startRotation) && !stopped.actions.contains(.stopRotation))
    #expect(stopped.description == "Paused")
    // Started again, it plays once the hold after the page tap (3 s from 0.5) is over.
    events = controller.perform(SceneAccessibilityAction.startRotation, at: 3)
    events += controller.advance(to: 4)
    #expect(controller.engine.autoplayState == .playing)
    #expect(
      controller.announcements(for: events) == [SceneAnnouncement("Playing", isAssertive: false)])
  }

  @Test func assistiveFocusHoldsAutoplayAndSaysSo() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320))
    var events = controller.perform(SceneAccessibilityAction.focusCarousel(true), at: 0.5)
    #expect(controller.engine.autoplayState == .paused)
    #expect(controller.announcements(for: events).map(\.text) == ["Paused"])
    let carousel = try #require(controller.accessibilityTree.node(withID: "carousel"))
    #expect(carousel.states.contains(.focused))
    #expect(carousel.description == "Paused")
    // Long past the 3-second interval, the slide has not moved.
    events = controller.advance(to: 10)
    #expect(controller.engine.currentIndex == 0)
    // The pointer passing over and out does not release the screen reader's hold.
    controller.handle(CarouselInputEvent(time: 10.5, .hover(true)))
    controller.handle(CarouselInputEvent(time: 11, .hover(false)))
    controller.advance(to: 20)
    #expect(controller.engine.currentIndex == 0)
    events = controller.perform(SceneAccessibilityAction.focusCarousel(false), at: 21)
    #expect(controller.announcements(for: events).map(\.text) == ["Playing"])
    controller.advance(to: 30)
    #expect(controller.engine.currentIndex != 0)
  }

  @Test func aListeningScreenReaderHoldsAutoplayWhileTheWindowHasTheKeyboardFocus() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.slider, size: CarouselSize(width: 480, height: 320))
    // Focus alone, or a screen reader alone, does not hold the slide show.
    var events = controller.setKeyboardFocus(true, at: 0.5)
    #expect(controller.engine.autoplayState == .playing)
    #expect(controller.announcements(for: events).isEmpty)
    let focused = try #require(controller.accessibilityTree.node(withID: "carousel"))
    #expect(focused.states.contains(.focused), "the keyboard focus is on the carousel")
    events = controller.setKeyboardFocus(false, at: 1)
    events += controller.perform(SceneAccessibilityAction.screenReaderListens(true), at: 1.5)
    #expect(controller.engine.autoplayState == .playing)
    #expect(controller.announcements(for: events).isEmpty)
    // Both: held, said, and the sign names the screen reader.
    events = controller.setKeyboardFocus(true, at: 2)
    #expect(controller.engine.autoplayState == .paused)
    #expect(controller.announcements(for: events).map(\.text) == ["Paused"])
    #expect(controller.accessibilityTree.node(withID: "carousel")?.description == "Paused")
    #expect(controller.frameState(scale: 1).assistiveFocus)
    controller.advance(to: 12)
    #expect(controller.engine.currentIndex == 0, "held long past the 3-second interval")
    // The screen reader quits: the slide show plays again, and says so.
    events = controller.perform(SceneAccessibilityAction.screenReaderListens(false), at: 12.5)
    #expect(controller.announcements(for: events).map(\.text) == ["Playing"])
    controller.advance(to: 20)
    #expect(controller.engine.currentIndex != 0)
  }

  @Test func galleryNamesPhotosByFileAndPosition() throws {
    let fixture = try SceneFixture()
    let controller = try fixture.controller(.gallery, size: CarouselSize(width: 390, height: 440))
    let carousel = try #require(controller.accessibilityTree.node(withID: "carousel"))
    let current = try #require(carousel.children.first { $0.states.contains(.selected) })
    #expect(current.name == controller.engine.itemLabels[0])
    #expect(current.description == "1 of 6")
    #expect(current.states.contains(.showing))
    #expect(carousel.actions.contains(.zoomIn))
    // The endless gallery lays out its neighbours; those out of the window are not showing.
    #expect(carousel.children.contains { !$0.states.contains(.showing) })
  }

  @Test func koreanTree() throws {
    let fixture = try SceneFixture()
    let controller = try SceneController(
      kind: .trips, options: fixture.options(), viewport: Self.tripsSize, scale: 1,
      environment: ["LANG": "ko_KR.UTF-8"])
    let tree = controller.accessibilityTree
    #expect(tree.node(withID: "carousel")?.attributes["roledescription"] == "캐러셀")
    #expect(tree.node(withID: "item-0")?.description == "8개 중 1번째")
    #expect(tree.node(withID: "item-0")?.name == "Paris, France, 5일, $2,000")
    #expect(tree.node(withID: "heart-0")?.name == "Paris, France 좋아요")
    var events = controller.perform(SceneAccessibilityAction.next, at: 0)
    events += controller.advance(to: 5)
    #expect(controller.announcements(for: events).map(\.text) == ["Rome, Italy, 8개 중 2번째"])
  }
}

/// The phrase tables: the language the locale names, plurals, and English for what a table
/// lacks.
@Suite struct PhrasesTests {
  @Test(arguments: [
    (["LANG": "ko_KR.UTF-8"], PhraseLanguage.korean),
    (["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR"], .korean),
    (["LANG": "ko_KR.UTF-8", "LC_ALL": "C"], .english),
    (["LC_ALL": "", "LANG": "ko"], .korean),
    (["LANG": "fr_FR.UTF-8"], .english),
    ([:], .english),
  ])
  func theLocaleChoosesTheLanguage(environment: [String: String], expected: PhraseLanguage) {
    #expect(PhraseLanguage(environment: environment) == expected)
  }

  @Test func pluralsAndPositions() {
    let english = Phrases(.english)
    #expect(english.days(1) == "1 day")
    #expect(english.days(5) == "5 days")
    #expect(english.position(3, of: 8) == "3 of 8")
    #expect(english.itemLabel(3, of: 8) == "Item 3 of 8")
    #expect(english.announcement(label: "Paris", 3, of: 8) == "Paris, 3 of 8")
    let korean = Phrases(.korean)
    #expect(korean.days(1) == "1일")
    #expect(korean.days(5) == "5일")
    #expect(korean.position(3, of: 8) == "8개 중 3번째")
    #expect(korean.announcement(label: nil, 3, of: 8) == "8개 중 3번째 항목")
    #expect(korean.page(2, of: 3) == "3쪽 중 2쪽")
  }

  @Test func everyKeyReadsInEveryLanguageAndEnglishMatchesTheEngine() {
    for language in PhraseLanguage.allCases {
      for key in PhraseKey.allCases {
        let text = Phrases(language).text(key, label: "L", detail: "D", number: 2, count: 3)
        #expect(!text.isEmpty && text != key.rawValue, "\(language) \(key)")
      }
    }
    // The app's English is the engine's own.
    let engine = CarouselAccessibilityFormatter.english
    let app = Phrases.english.accessibilityFormatter
    #expect(app.itemLabel(3, 8) == engine.itemLabel(3, 8))
    #expect(app.itemValue(3, 8) == engine.itemValue(3, 8))
    #expect(app.announcement("Paris", 3, 8) == engine.announcement("Paris", 3, 8))
    #expect(app.announcement(nil, 3, 8) == engine.announcement(nil, 3, 8))
  }
}
