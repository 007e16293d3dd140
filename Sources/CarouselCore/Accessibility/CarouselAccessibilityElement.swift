/// One item as assistive technology sees it.
public struct CarouselAccessibilityElement: Hashable, Sendable {
  /// The item's real index.
  public var index: Int
  /// What is read for the item ("Paris", or "Item 3 of 8" by default).
  public var label: String
  /// Position text, e.g. "3 of 8".
  public var value: String
  /// Off-screen items are hidden from assistive technology.
  public var isHidden: Bool
  /// The item's frame in viewport points.
  public var frame: CarouselRect
  /// Adjustable: increment shows the next item, decrement the previous one.
  public var actions: [CarouselAccessibilityAction]
}

/// What assistive technology may do with an item.
public enum CarouselAccessibilityAction: String, Hashable, Sendable {
  /// Show the next item (swipe up in VoiceOver).
  case increment
  /// Show the previous item.
  case decrement
  /// Activate the item (a tap).
  case activate
}

/// Announcement bookkeeping: announce once per settled change, never for passing items.
struct AnnouncementRuntime: Sendable {
  var lastAnnouncedIndex: Int?
}

extension CarouselEngine {
  /// The label of an item: the host's, or the formatter's ("Item 3 of 8").
  func accessibilityLabel(ofItem index: Int) -> String {
    itemLabels[index] ?? accessibilityFormatter.itemLabel(index + 1, count)
  }

  /// The elements for the items in the layout, in display order.
  public var accessibilityElements: [CarouselAccessibilityElement] {
    var result: [CarouselAccessibilityElement] = []
    forEachLayoutAttribute { a in
      var actions: [CarouselAccessibilityAction] = [.activate]
      if configuration.loop || a.index < count - 1 { actions.append(.increment) }
      if configuration.loop || a.index > 0 { actions.append(.decrement) }
      result.append(
        CarouselAccessibilityElement(
          index: a.index, label: accessibilityLabel(ofItem: a.index),
          value: accessibilityFormatter.itemValue(a.index + 1, count), isHidden: !a.isVisible,
          frame: a.frame,
          actions: actions))
    }
    return result
  }

  /// Assistive increment: the next item.
  public mutating func accessibilityIncrement() {
    beginInteraction()
    endInteraction()
    step(by: snapStep)
    reportCurrentItem()
  }

  /// Assistive decrement: the previous item.
  public mutating func accessibilityDecrement() {
    beginInteraction()
    endInteraction()
    step(by: -snapStep)
    reportCurrentItem()
  }

  /// The text announced when `index` becomes current, by ``accessibilityFormatter``:
  /// "Paris, 1 of 8" with a host label, else "Item 1 of 8" in English.
  func announcementText(forItem index: Int) -> String {
    accessibilityFormatter.announcement(itemLabels[index], index + 1, count)
  }

  /// Announces the current item when a move has come to rest on a new one. Items passed
  /// on the way are never announced; autoplay's arrivals follow
  /// ``CarouselAccessibilityConfiguration/autoplayAnnouncements``.
  mutating func settleAnnouncementIfNeeded(source: MoveSource) {
    guard count > 0, phase == .idle else { return }
    let index = currentIndex
    guard index != announcement.lastAnnouncedIndex else { return }
    announcement.lastAnnouncedIndex = index
    switch source {
    case .autoplay:
      if configuration.accessibility.autoplayAnnouncements == .polite {
        events.append(.announcement(announcementText(forItem: index), politeness: .polite))
      }
    case .gesture, .navigation:
      events.append(.announcement(announcementText(forItem: index), politeness: .assertive))
    }
  }
}
