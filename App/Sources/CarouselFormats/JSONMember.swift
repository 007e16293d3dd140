/// One `"key": value` pair of a JSON object, with the position of its key.
public struct JSONMember: Equatable, Sendable {
  /// The key, with escapes resolved.
  public let key: String
  /// Where the key's opening quote is.
  public let keyPosition: JSONPosition
  /// The value, which carries its own position.
  public let value: JSONValue

  /// Creates a member.
  public init(key: String, keyPosition: JSONPosition, value: JSONValue) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
