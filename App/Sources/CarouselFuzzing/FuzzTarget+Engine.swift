import CarouselCoreTesting

extension FuzzTarget {
  /// The bytes as a ``ByteScript``: a configuration and a timed event sequence, run frame by
  /// frame with ``CarouselInvariants`` (finite state, index in range, bounded laid-out
  /// items) checked on every frame and a carousel without autoplay at rest at the end.
  static func runEngine(_ bytes: [UInt8]) throws(FuzzFailure) {
    if let violation = ByteScript(bytes).violation() { throw FuzzFailure(violation) }
  }
}
