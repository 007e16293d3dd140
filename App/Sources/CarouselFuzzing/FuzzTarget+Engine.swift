import CarouselCoreTesting

extension FuzzTarget {
  /// Frames drawn between two events at most (0.5 s at 60 fps; the script's default is 600).
  /// A frame may lay out up to 1,000 items, and an input holds hundreds of events: this
  /// keeps the slowest inputs found within a few seconds in a debug build with the address
  /// sanitizer. A longer motion is still checked at the next event and at the end.
  static let framesPerPause = 30

  /// The bytes as a ``ByteScript``: a configuration and a timed event sequence, run frame by
  /// frame with ``CarouselInvariants`` (finite state, index in range, bounded laid-out
  /// items) checked on every frame and a carousel without autoplay at rest at the end.
  static func runEngine(_ bytes: [UInt8]) throws(FuzzFailure) {
    if let violation = ByteScript(bytes).violation(framesPerPause: framesPerPause) {
      throw FuzzFailure(violation)
    }
  }
}
