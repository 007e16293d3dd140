/// The words assistive technology hears, in the host's language.
///
/// The engine decides *when* something is announced and *which* item it is about; the host
/// decides how that reads. Numbers are 1-based (the first item is 1).
///
/// Public because it is the hook through which a host localises what assistive technology
/// hears (``CarouselEngine/accessibilityFormatter``): the labels and values of
/// ``CarouselEngine/accessibilityElements`` and the text of
/// ``CarouselEvent/announcement(_:politeness:)`` all come from it.
///
/// ```swift
/// engine.accessibilityFormatter = CarouselAccessibilityFormatter(
///   itemLabel: { number, count in "Élément \(number) sur \(count)" },
///   itemValue: { number, count in "\(number) sur \(count)" },
///   announcement: { label, number, count in
///     (label.map { "\($0), " } ?? "Élément ") + "\(number) sur \(count)"
///   })
/// ```
public struct CarouselAccessibilityFormatter: Sendable {
  /// The label of an item the host gave none (``CarouselEngine/itemLabels``):
  /// `Item 3 of 8`.
  public var itemLabel: @Sendable (_ number: Int, _ count: Int) -> String
  /// An item's position, read as its value: `3 of 8`.
  public var itemValue: @Sendable (_ number: Int, _ count: Int) -> String
  /// What is announced when an item becomes current, with the host's label if it has one:
  /// `Paris, 3 of 8` or `Item 3 of 8`.
  public var announcement: @Sendable (_ label: String?, _ number: Int, _ count: Int) -> String

  /// A formatter from the three phrasings.
  public init(
    itemLabel: @escaping @Sendable (_ number: Int, _ count: Int) -> String,
    itemValue: @escaping @Sendable (_ number: Int, _ count: Int) -> String,
    announcement: @escaping @Sendable (_ label: String?, _ number: Int, _ count: Int) -> String
  ) {
    self.itemLabel = itemLabel
    self.itemValue = itemValue
    self.announcement = announcement
  }

  /// English, the default: `Item 3 of 8`, `3 of 8`, `Paris, 3 of 8`.
  public static let english = CarouselAccessibilityFormatter(
    itemLabel: { number, count in text("Item \(number) of \(count)") },
    itemValue: { number, count in text("\(number) of \(count)") },
    announcement: { label, number, count in
      if let label { return text("\(label), \(number) of \(count)") }
      return text("Item \(number) of \(count)")
    })
}
