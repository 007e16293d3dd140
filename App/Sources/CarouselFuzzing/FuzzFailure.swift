/// What a fuzz target found broken for one input.
public struct FuzzFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The broken invariant and what was seen, e.g. `error line has 2 lines: "…"`.
  public var description: String

  /// Makes a failure described by `description`.
  public init(_ description: String) {
    self.description = description
  }

  /// Longest error line accepted: the file name, line, field (80 scalars) and reason
  /// (240 scalars) of `InputError`, with room for the image errors' fixed wording.
  static let maximumErrorLength = 512

  /// Throws unless `message` is one line of at most ``maximumErrorLength`` Unicode
  /// scalars: what the command line prints for refused input.
  static func checkErrorLine(_ message: String) throws(FuzzFailure) {
    let length = message.unicodeScalars.count
    guard length <= maximumErrorLength else {
      throw FuzzFailure(
        "error line of \(length) scalars: \(String(message.unicodeScalars.prefix(120)))…")
    }
    guard !message.contains(where: \.isNewline) else {
      throw FuzzFailure("error line spans lines: \(message.debugDescription)")
    }
    guard !message.isEmpty else { throw FuzzFailure("empty error line") }
  }
}
