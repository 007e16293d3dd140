extension Arguments {
  /// A converted option value.
  enum Value: Hashable, Sendable {
    case flag
    case string(String)
    case integer(Int)
    case number(Double)
    case size(PixelSize)
  }
}
