extension JSONValue {
  /// The six kinds of JSON value. Nested values carry their own positions.
  public enum Kind: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number, with how it was written.
    case number(JSONNumber)
    /// A string, escapes resolved.
    case string(String)
    /// An array of values in order.
    case array([JSONValue])
    /// An object with ordered, unique keys.
    case object(JSONObject)
  }
}
