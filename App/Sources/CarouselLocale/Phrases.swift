import CarouselCore

/// The phrases the app composes for people (positions, announcements, the names of
/// controls, the pause sign, the window's notices), in one language.
///
/// Korean has a table; a phrase a table lacks falls back to English, never to a key. The
/// wording is the web page's (`web/strings.mjs`), so a person hears the same words on
/// every host. Counts pick their plural form by the language's rules: English `1 day`,
/// `2 days`; Korean has one form.
public struct Phrases: Sendable {
  /// The language the phrases are in.
  public let language: PhraseLanguage

  /// The phrases in `language`.
  public init(_ language: PhraseLanguage) {
    self.language = language
  }

  /// The phrases the environment asks for (see ``PhraseLanguage/init(environment:)``).
  public init(environment: [String: String]) {
    self.init(PhraseLanguage(environment: environment))
  }

  /// English, the fallback.
  public static let english = Phrases(.english)

  /// The entry for `key` in this language's table, else English's.
  func phrase(_ key: PhraseKey) -> PhraseKey.Form {
    let table = language == .korean ? Self.korean : Self.englishTable
    return table[key] ?? Self.englishTable[key]!
  }

  /// An item's position: `3 of 8`, `8개 중 3번째`.
  public func position(_ number: Int, of count: Int) -> String {
    render(.position, number: number, count: count)
  }

  /// The label of an item with no name of its own: `Item 3 of 8`.
  public func itemLabel(_ number: Int, of count: Int) -> String {
    render(.itemLabel, number: number, count: count)
  }

  /// What is announced when an item becomes current: `Paris, France, 3 of 8`, or
  /// `Item 3 of 8` without a label.
  public func announcement(label: String?, _ number: Int, of count: Int) -> String {
    guard let label else { return itemLabel(number, of: count) }
    return render(.announcement, label: label, number: number, count: count)
  }

  /// A page dot: `Page 3 of 8`.
  public func page(_ number: Int, of count: Int) -> String {
    render(.page, number: number, count: count)
  }

  /// A trip's length: `1 day`, `5 days`, `5일`.
  public func days(_ count: Int) -> String { render(.days, number: count, count: count) }

  /// The heart's name: `Like Paris, France`.
  public func like(_ label: String) -> String { render(.like, label: label) }

  /// A notice in the window with its reason (`Like not saved: the database is locked`);
  /// the reason is read as given.
  public func notice(_ key: PhraseKey, reason: String) -> String {
    render(key, label: reason)
  }

  /// A phrase without values (`Liked`, `Paused`, `Next slide`).
  public func text(_ key: PhraseKey) -> String { render(key) }

  /// The engine's formatter in this language: item labels, positions and announcements
  /// (see ``CarouselEngine/accessibilityFormatter``).
  public var accessibilityFormatter: CarouselAccessibilityFormatter {
    let phrases = self
    return CarouselAccessibilityFormatter(
      itemLabel: { number, count in phrases.itemLabel(number, of: count) },
      itemValue: { number, count in phrases.position(number, of: count) },
      announcement: { label, number, count in
        phrases.announcement(label: label, number, of: count)
      })
  }

  private func render(_ key: PhraseKey, label: String = "", number: Int = 0, count: Int = 0)
    -> String
  {
    let values = PhraseKey.Values(label: label, number: number, count: count)
    switch phrase(key) {
    case .fixed(let text): return text
    case .formatted(let format): return format(values)
    case .plural(let one, let other):
      // English's rule: exactly 1 is singular; a table without a singular has one form.
      if number == 1, let one { return one(values) }
      return other(values)
    }
  }
}
