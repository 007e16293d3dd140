/// The languages the app's phrases are written in.
public enum PhraseLanguage: String, Sendable, CaseIterable {
  /// English, the fallback for every phrase.
  case english = "en"
  /// Korean.
  case korean = "ko"

  /// The language the environment asks for, by POSIX precedence: `LC_ALL`, then
  /// `LC_MESSAGES`, then `LANG` (the first one set and not empty decides, as in
  /// `setlocale`). `ko_KR.UTF-8`, `ko`, `ko_KR` are Korean; anything else (`C`, `POSIX`,
  /// `en_GB.UTF-8`, a language without a table) is English.
  public init(environment: [String: String]) {
    let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    self = name.flatMap(Self.init(localeName:)) ?? .english
  }

  /// The language of a POSIX locale name (`ko_KR.UTF-8@euro`): its part before `_`, `.`
  /// or `@`; nil for a language without a table.
  public init?(localeName: String) {
    let language = localeName.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
    guard let known = Self(rawValue: language.lowercased()) else { return nil }
    self = known
  }
}
