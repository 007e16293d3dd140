/// A place in a JSON text: 1-based line and column.
///
/// The column counts Unicode scalars from the start of the line, so a tab or an `é` counts as
/// one column, the way an editor shows it.
public struct JSONPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The line number, starting at 1.
  public var line: Int
  /// The column number, starting at 1.
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders positions as they appear in the text: by line, then by column.
  public static func < (lhs: JSONPosition, rhs: JSONPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line 3, column 7`.
  public var description: String { "line \(line), column \(column)" }
}
