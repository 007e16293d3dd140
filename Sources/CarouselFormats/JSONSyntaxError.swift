/// A JSON text that does not follow RFC 8259, with the position of the first offending character.
///
/// `reason` is written to read well followed by the position, for example
/// `unexpected character '}', expected a value` or `number '1e999' is out of range`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var position: JSONPosition
  /// What is wrong, without the position.
  public var reason: String

  /// Creates an error at a position.
  public init(position: JSONPosition, reason: String) {
    self.position = position
    self.reason = reason
  }

  /// `unexpected character '}', expected a value at line 2, column 7`.
  public var description: String { "\(reason) at \(position)" }
}
