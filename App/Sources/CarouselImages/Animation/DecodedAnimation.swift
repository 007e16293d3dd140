@_spi(CarouselHost) import CarouselCore

/// An animated image decoded for display: every frame composited on the image's canvas
/// (disposal and blending done) and scaled to one display size, the frames stacked top to
/// bottom in one ``DecodedImage`` (so they cross from a decode worker in one sealed memfd
/// and are drawn without a copy, each a view of its rows), with their timing.
public struct DecodedAnimation: Sendable, Equatable {
  /// The frames, frame `k` in rows `k · frameHeight ..< (k + 1) · frameHeight`.
  public let frames: DecodedImage
  /// Each frame's height in pixels (the width is ``frames``' width).
  public let frameHeight: Int
  /// When each frame shows.
  public let timing: AnimationTiming

  /// Frames stacked in `frames`, `timing.frameCount` of `frameHeight` rows.
  public init(frames: DecodedImage, frameHeight: Int, timing: AnimationTiming) {
    precondition(
      frameHeight > 0 && frames.height == frameHeight * timing.frameCount,
      "\(frames.height) rows do not hold \(timing.frameCount) frames of \(frameHeight)")
    self.frames = frames
    self.frameHeight = frameHeight
    self.timing = timing
  }

  /// The number of frames.
  public var frameCount: Int { timing.frameCount }

  /// One frame's size in pixels.
  public var frameSize: PixelSize { PixelSize(width: frames.width, height: frameHeight) }

  /// The memory the frames hold.
  public var byteCount: Int { frames.byteCount }

  /// Bytes from the start of ``frames``' buffer to frame `index`'s first row.
  public func byteOffset(ofFrame index: Int) -> Int {
    precondition((0..<frameCount).contains(index), "frame \(index) of \(frameCount)")
    return index * frameHeight * frames.stride
  }

  /// The pixel at column `x`, row `y` of frame `index`, as `0xAARRGGBB` (premultiplied).
  public func argb(frame index: Int, x: Int, y: Int) -> UInt32 {
    precondition((0..<frameHeight).contains(y), "row \(y) of \(frameHeight)")
    return frames.argb(x: x, y: index * frameHeight + y)
  }
}

/// Why an image does not play: it has one frame, or its animation is past the limits
/// (``description`` is the line for standard error, naming the file).
public enum AnimationRefusal: Error, Sendable, Equatable, CustomStringConvertible {
  /// One frame (or a format that does not animate): nothing to play.
  case still
  /// Past ``CarouselLimits/maxAnimationFrames`` or ``CarouselLimits/maxAnimationFramePixels``:
  /// shown still.
  case overLimit(path: String, frames: Int, width: Int, height: Int, limit: String)
  /// The decoder's error (the still image shows whatever the display decode gave).
  case failed(ImageError)

  public var description: String {
    switch self {
    case .still: return "a still image"
    case .overLimit(let path, let frames, let width, let height, let limit):
      // The records are counted only up to one past the frame limit.
      let count =
        frames > CarouselLimits.maxAnimationFrames
        ? "more than \(CarouselLimits.maxAnimationFrames)" : "\(frames)"
      return
        "\(path): an animation of \(count) frames of \(width)×\(height) pixels, over the limit "
        + "of \(limit); shown still"
    case .failed(let error): return "\(error.description); shown still"
    }
  }

  /// The same refusal about `path` (a worker's names no file).
  public func replacingPath(with path: String) -> AnimationRefusal {
    switch self {
    case .still: return .still
    case .overLimit(_, let frames, let width, let height, let limit):
      return .overLimit(path: path, frames: frames, width: width, height: height, limit: limit)
    case .failed(let error): return .failed(error.replacingPath(with: path))
    }
  }
}
