import CarouselCoreTesting
import Testing

@testable import CarouselCore

/// Value types print as a person would write them, not as nested type names.
@Suite struct DescriptionTests {
  @Test func geometry() {
    #expect(CarouselPoint(x: 12.5, y: -3).description == "(12.5, -3)")
    #expect(CarouselSize(width: 390, height: 540).description == "390 × 540")
    #expect(
      "\(CarouselRect(x: -290, y: 0, width: 390, height: 540))" == "(-290, 0, 390 × 540)")
  }

  @Test func engineState() {
    let engine = makeEngine(count: 10) { $0.startIndex = 3 }
    let current = engine.layoutAttributes.first { $0.index == 3 }
    #expect(current?.description == "item 3 at (0, 0, 390 × 540), progress 0")
    #expect(engine.pageIndicator.description == "page 4 of 10, dots 0…6")
    #expect(makeEngine(count: 1).pageIndicator.description == "page 1 of 1, hidden")
  }

  @Test func inputAndOutputEvents() {
    #expect(
      CarouselInputEvent(time: 0.5, .pointerDown(CarouselPoint(x: 195, y: 270))).description
        == "0.5 s: pointerDown (195, 270)")
    #expect(CarouselInputEvent.Kind.pointerUp(nil).description == "pointerUp")
    #expect(CarouselInputEvent.Kind.wheel(dx: 0, dy: 1, discrete: true).description == "wheel notch (0, 1)")
    #expect(
      CarouselInputEvent.Kind.resize(CarouselSize(width: 800, height: 600)).description
        == "resize 800 × 600")
    #expect(
      CarouselEvent.currentItemChanged(from: 2, to: 3).description == "currentItemChanged 2 → 3")
    #expect(
      CarouselEvent.announcement("Item 3 of 8", politeness: .polite).description
        == "announcement (polite) \"Item 3 of 8\"")
  }

  @Test func physics() {
    #expect(CarouselDecelerationRate.normal.description == "0.998 per ms")
    #expect(
      CarouselSpring(angularFrequency: 20, dampingRatio: 1).description == "spring ω 20/s, ζ 1")
  }
}

/// Announcements and labels go through the host's formatter.
@Suite struct AccessibilityFormatterTests {
  static let french = CarouselAccessibilityFormatter(
    itemLabel: { number, count in "Élément \(number) sur \(count)" },
    itemValue: { number, count in "\(number) sur \(count)" },
    announcement: { label, number, count in
      (label.map { "\($0), " } ?? "Élément ") + "\(number) sur \(count)"
    })

  static let korean = CarouselAccessibilityFormatter(
    itemLabel: { number, count in "\(count)개 중 \(number)번째 항목" },
    itemValue: { number, count in "\(count)개 중 \(number)번째" },
    announcement: { label, number, count in
      (label.map { "\($0), " } ?? "") + "\(count)개 중 \(number)번째"
    })

  @Test func englishIsTheDefault() {
    var engine = makeEngine(count: 8)
    #expect(engine.accessibilityLabel(ofItem: 2) == "Item 3 of 8")
    engine.press(.right)
    #expect(engine.settle().contains(.announcement("Item 2 of 8", politeness: .assertive)))
  }

  @Test func frenchAnnouncesInFrench() {
    var engine = makeEngine(count: 8)
    engine.accessibilityFormatter = Self.french
    engine.setLabel("Paris", ofItemAt: 2, at: engine.time)
    #expect(engine.accessibilityLabel(ofItem: 1) == "Élément 2 sur 8")
    #expect(engine.accessibilityElements.first?.value == "1 sur 8")
    engine.press(.right)
    #expect(engine.settle().contains(.announcement("Élément 2 sur 8", politeness: .assertive)))
    engine.press(.right)
    #expect(engine.settle().contains(.announcement("Paris, 3 sur 8", politeness: .assertive)))
  }

  @Test func koreanToo() {
    var engine = makeEngine(count: 5)
    engine.accessibilityFormatter = Self.korean
    engine.press(.end)
    #expect(engine.settle().contains(.announcement("5개 중 5번째", politeness: .assertive)))
    #expect(engine.accessibilityLabel(ofItem: 0) == "5개 중 1번째 항목")
  }
}
