import CarouselImages

extension Arguments {
  /// A width and height written `WIDTHxHEIGHT` on the command line (`1280x800`): the images'
  /// ``CarouselImages/PixelSize``, the one pixel size of the app.
  public typealias PixelSize = CarouselImages.PixelSize
}

extension PixelSize {
  /// Longest side accepted on the command line, the engine's longest viewport side.
  public static let maximumCommandLineSide = 100_000

  /// Parses `1280x800` (or `1280X800`); `nil` unless both sides are integers from 1 to
  /// ``maximumCommandLineSide``.
  public init?(parsing text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    let sides =
      parts.count == 2 ? parts : text.split(separator: "X", omittingEmptySubsequences: false)
    guard sides.count == 2,
      sides.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let width = Int(sides[0]), let height = Int(sides[1]),
      (1...Self.maximumCommandLineSide).contains(width),
      (1...Self.maximumCommandLineSide).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}
