/// Invalid input in a file the user gave: which file, which line, which field, and why.
///
/// `description` is the one line the command line prints before exiting with status 2:
///
///     config.json:4: field 'viewport.width': expected a positive number, got -3
///     events.jsonl:3: invalid JSON: unexpected character '}' at column 7 (expected a value)
///     <stdin>:12: field 'type': expected one of "pointerDown", "pointerUp", got "tap"
///     missing.json: cannot read file: No such file or directory
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it; `-` means standard input.
  public var file: String
  /// The 1-based line of the offending value, or `nil` when the file could not be read at all.
  public var line: Int?
  /// The dotted path of the offending field (`viewport.width`, `items[2].title`), if any.
  public var field: String?
  /// What is wrong, for example `expected a positive number, got -3`.
  public var reason: String

  /// Creates an error.
  public init(file: String, line: Int?, field: String? = nil, reason: String) {
    self.file = file
    self.line = line
    self.field = field
    self.reason = reason
  }

  /// Creates the error for a JSON text that failed to parse: the line of the problem, no
  /// field, and the column (and what was expected, if known) in the reason.
  public init(file: String, syntaxError: JSONSyntaxError) {
    self.init(
      file: file, line: syntaxError.position.line,
      reason: "invalid JSON: \(syntaxError.reason) at column \(syntaxError.position.column)"
        + (syntaxError.expectation.map { " (expected \($0))" } ?? ""))
  }

  /// The file name as shown in messages: `-` becomes `<stdin>`.
  public var displayName: String { Self.displayName(forFile: file) }

  /// `<stdin>` for `-`, else the name unchanged.
  public static func displayName(forFile file: String) -> String {
    file == "-" ? "<stdin>" : file
  }

  /// Longest field path shown, in Unicode scalars: a 50 MB key is quoted by its start.
  public static let maximumFieldLength = 80
  /// Longest reason shown, in Unicode scalars (its quotes of the input are shortened
  /// before, to about ``maximumFieldLength``; this bounds the line whatever a reason holds).
  public static let maximumReasonLength = 240

  /// `FILE:LINE: field 'PATH': REASON`, always a single line: line breaks in any part are
  /// shown as `\n`; a field or reason longer than its limit ends in `…`.
  public var description: String {
    var text = displayName
    if let line { text += ":\(line)" }
    text += ": "
    if let field { text += "field '\(Self.shortened(field, to: Self.maximumFieldLength))': " }
    text += Self.shortened(reason, to: Self.maximumReasonLength)
    return Self.singleLine(text)
  }

  /// `text` cut to `limit` Unicode scalars with `…` when longer; O(limit), whatever the
  /// length of `text`.
  public static func shortened(_ text: String, to limit: Int) -> String {
    var scalars = text.unicodeScalars.prefix(limit + 1)
    guard scalars.count > limit else { return text }
    scalars = scalars.prefix(limit - 1)
    return String(scalars) + "…"
  }

  private static func singleLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    var result = ""
    for character in text {
      switch character {
      case "\n": result += "\\n"
      case "\r", "\r\n": result += "\\r"
      case _ where character.isNewline: result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
