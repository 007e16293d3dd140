/// A JSON text that does not follow RFC 8259, with the position of the first offending character.
///
/// `reason` says what is there (`unexpected character '}'`, `number '1e999' is out of range`);
/// `expectation`, when known, says what would have been valid (`a value`, `',' or ']'`).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var position: JSONPosition
  /// What is wrong, without the position.
  public var reason: String
  /// What would have been valid at the position, with its article (`a value`), if known.
  public var expectation: String?

  /// Creates an error at a position.
  public init(position: JSONPosition, reason: String, expectation: String? = nil) {
    self.position = position
    self.reason = reason
    self.expectation = expectation
  }

  /// `unexpected character '}' at line 2, column 7 (expected a value)`.
  public var description: String {
    "\(reason) at \(position)" + (expectation.map { " (expected \($0))" } ?? "")
  }
}
