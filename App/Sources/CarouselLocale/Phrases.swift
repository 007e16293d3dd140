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

  /// A phrase, with the values it uses (`Liked`, `Paused`; `No Photos in “Holiday”` with
  /// the label `Holiday`; `damaged JPEG: …` with the label `JPEG` and the decoder's message
  /// as the detail). Numbers are written the language's way and choose the plural form.
  public func text(
    _ key: PhraseKey, label: String = "", detail: String = "", number: Int = 0, count: Int = 0
  ) -> String {
    render(key, label: label, detail: detail, number: number, count: count)
  }

  /// `text` in this language when it is one of English's fixed phrases (a layout's default
  /// heading, `Most Popular Destinations`); any other text as given.
  public func localized(_ text: String) -> String {
    guard language != .english, let key = Self.fixedEnglishKeys[text] else { return text }
    return self.text(key)
  }

  /// A whole number written the language's way: `10,000` (English and Korean group
  /// thousands with commas).
  public func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var text = value < 0 ? "-" : ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(Self.groupSeparator) }
      text.append(digit)
    }
    return text
  }

  /// A size in bytes the way people read it: `312 bytes`, `1.5 MiB` (tenths, rounded half
  /// up; the units are the same in every language, the number the language's).
  public func byteSize(_ bytes: UInt64) -> String {
    let units: [(UInt64, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    for (unit, name) in units where bytes >= unit {
      let tenths = bytes / unit * 10 + (bytes % unit * 10 + unit / 2) / unit
      let whole = number(Int(clamping: tenths / 10))
      let fraction = tenths % 10
      return fraction == 0 ? "\(whole) \(name)" : "\(whole).\(fraction) \(name)"
    }
    return language == .korean
      ? "\(number(Int(clamping: bytes)))바이트" : "\(number(Int(clamping: bytes))) bytes"
  }

  /// Whether this language's table has `key` itself (else it reads in English).
  public func hasOwnPhrase(_ key: PhraseKey) -> Bool {
    switch language {
    case .english: Self.englishTable[key] != nil
    case .korean: Self.korean[key] != nil
    }
  }

  /// Whether this language reads `key` in English on purpose.
  public func readsInEnglishOnPurpose(_ key: PhraseKey) -> Bool {
    language == .korean && Self.koreanReadsInEnglish.contains(key)
  }

  private static let groupSeparator: Character = ","

  /// English's fixed phrases by their text, for ``localized(_:)``.
  private static let fixedEnglishKeys: [String: PhraseKey] = {
    var keys: [String: PhraseKey] = [:]
    for key in PhraseKey.allCases {
      if case .fixed(let text) = englishTable[key], keys[text] == nil { keys[text] = key }
    }
    return keys
  }()

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

  private func render(
    _ key: PhraseKey, label: String = "", detail: String = "", number: Int = 0, count: Int = 0
  ) -> String {
    let values = PhraseKey.Values(
      label: label, number: number, count: count, detail: detail,
      formattedNumber: self.number(number), formattedCount: self.number(count))
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
