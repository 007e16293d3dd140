@_spi(CarouselHost) import CarouselCore

extension CarouselSize {
  /// `390x844`: the size in whole points, as `--size` takes it (each side clamped to
  /// what the flag accepts).
  var wholePoints: String {
    let side = 0...Int(Int32.max)
    return "\(Int(clamping: width, to: side))x\(Int(clamping: height, to: side))"
  }
}
