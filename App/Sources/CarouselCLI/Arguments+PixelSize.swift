import CarouselImages

extension Arguments {
  /// A width and height written `WIDTHxHEIGHT` on the command line (`1280x800`): the images'
  /// ``CarouselImages/PixelSize``, the one pixel size of the app.
  public typealias PixelSize = CarouselImages.PixelSize
}

extension PixelSize {
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
}
