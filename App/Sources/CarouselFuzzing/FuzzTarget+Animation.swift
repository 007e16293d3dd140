@_spi(CarouselHost) import CarouselCore
import CarouselImages

extension FuzzTarget {
  /// The animation decoder of the fuzz targets: ``imageDecoder``'s ceilings and a 4 MiB
  /// frame budget, so that one input costs milliseconds.
  static let animationDecoder: ImageDecoder = {
    var configuration = imageDecoder.configuration
    configuration.maxAnimationByteCount = 4 << 20
    return ImageDecoder(configuration: configuration)
  }()

  /// Decodes every frame of the bytes as an animated GIF, WebP or AVIF. A refusal is one
  /// bounded line; an animation has 2…``CarouselLimits/maxAnimationFrames`` frames of one
  /// size within the display bounds and the frame budget, every byte of them readable, and
  /// a timing whose every delay is at least 20 ms and whose frame at any time is a frame.
  static func runAnimation(_ bytes: [UInt8]) throws(FuzzFailure) {
    let animation: DecodedAnimation
    do {
      animation = try animationDecoder.decodeAnimation(
        contents: bytes, path: "fuzz.anim", maxSize: displayBounds)
    } catch {
      if error != .still { try FuzzFailure.checkErrorLine(error.description) }
      return
    }
    let frames = animation.frames
    let size = animation.frameSize
    guard (2...CarouselLimits.maxAnimationFrames).contains(animation.frameCount),
      size.width >= 1, size.height >= 1, size.width <= displayBounds.width,
      size.height <= displayBounds.height,
      frames.height == size.height * animation.frameCount,
      animation.byteCount <= animationDecoder.configuration.maxAnimationByteCount,
      frames.stride >= frames.width * DecodedImage.bytesPerPixel,
      frames.buffer.bytes.count >= frames.byteCount
    else {
      throw FuzzFailure(
        "\(animation.frameCount) frames of \(size) in \(frames), \(animation.byteCount) bytes")
    }
    var sum: UInt8 = 0
    for byte in frames.buffer.bytes[..<frames.byteCount] { sum &+= byte }
    keepAnimation(sum)
    let timing = animation.timing
    guard timing.delays.allSatisfy({ $0 >= CarouselLimits.minAnimationDelayMilliseconds }) else {
      throw FuzzFailure("a delay under the minimum: \(timing.delays.prefix(8))")
    }
    for milliseconds in [0, 1, 99, 100, 1_000, timing.cycleMilliseconds, 1 << 40] {
      let frame = timing.frame(atMilliseconds: milliseconds)
      guard (0..<animation.frameCount).contains(frame) else {
        throw FuzzFailure("frame \(frame) at \(milliseconds) ms of \(animation.frameCount)")
      }
    }
    if let damage = frames.damage { try FuzzFailure.checkErrorLine(damage) }
  }

  /// Keeps the pixel reads of ``runAnimation(_:)`` from being optimised away.
  @inline(never) @_optimize(none)
  private static func keepAnimation(_ value: UInt8) {}
}
