extension Arguments {
  /// A width and height in pixels, written `WIDTHxHEIGHT` on the command line (`1280x800`).
  public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels, at least 1.
    public var width: Int
    /// Height in pixels, at least 1.
    public var height: Int

    /// Creates a size; both sides must be positive.
    public init(width: Int, height: Int) {
      precondition(width > 0 && height > 0, "a pixel size is positive")
      self.width = width
      self.height = height
    }

    /// Parses `1280x800` (or `1280X800`); `nil` unless both sides are positive integers.
    public init?(parsing text: String) {
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      let sides =
        parts.count == 2 ? parts : text.split(separator: "X", omittingEmptySubsequences: false)
      guard sides.count == 2,
        sides.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
        let width = Int(sides[0]), let height = Int(sides[1]), width > 0, height > 0
      else { return nil }
      self.init(width: width, height: height)
    }

    /// `1280x800`.
    public var description: String { "\(width)x\(height)" }
  }
}
