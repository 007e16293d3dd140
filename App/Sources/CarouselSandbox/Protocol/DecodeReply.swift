import CarouselImages

/// A decode worker's answer to one ``DecodeRequest``. With
/// ``Outcome/image(width:height:stride:damage:)`` comes the sealed memfd that holds the pixels.
struct DecodeReply: Equatable {
  enum Outcome: Equatable {
    /// ARGB32 pixels, `stride · height` bytes at the start of the attached memfd.
    case image(width: Int, height: Int, stride: Int, damage: String?)
    /// The decoder's error, about an unnamed file (the app puts the path back).
    case failure(ImageError)
    /// What a ``TestHook`` found (a system call's result, limits).
    case test([Int])
    /// The worker now converts to the display profile it was sent, or (with the reason it
    /// refused that profile) to sRGB.
    case displayProfile(problem: String?)
    /// An animation's frames, stacked (``DecodedAnimation``), in the attached sealed memfd:
    /// `width × frameHeight · delays.count` ARGB32 pixels, rows `stride` bytes apart.
    case animation(
      width: Int, frameHeight: Int, stride: Int, delays: [Int], plays: Int?, damage: String?)
    /// Why the file does not play (``AnimationRefusal``).
    case animationRefused(AnimationRefusal)
  }

  /// The most frames a reply describes (``CarouselLimits/maxAnimationFrames``).
  static let maxFrameCount = 4_096
  /// The largest reply: an animation's delays, 8 bytes a frame, and room for the rest.
  static let maxByteCount = maxFrameCount * 8 + 16_384

  var outcome: Outcome
  /// CPU time the worker has used in its life, in milliseconds: the pool retires a worker
  /// before its lifetime CPU cap would stop it in the middle of a decode.
  var cpuMilliseconds: Int

  var encoded: [UInt8] {
    var writer = WireWriter()
    writer.append(cpuMilliseconds)
    switch outcome {
    case .image(let width, let height, let stride, let damage):
      writer.append(0)
      writer.append(width)
      writer.append(height)
      writer.append(stride)
      writer.append(damage == nil ? 0 : 1)
      writer.append(damage ?? "")
    case .failure(let error):
      writer.append(1)
      error.encode(into: &writer)
    case .test(let values):
      writer.append(2)
      writer.append(values.count)
      for value in values { writer.append(value) }
    case .displayProfile(let problem):
      writer.append(3)
      writer.append(problem == nil ? 0 : 1)
      writer.append(problem ?? "")
    case .animation(let width, let frameHeight, let stride, let delays, let plays, let damage):
      writer.append(4)
      writer.append(width)
      writer.append(frameHeight)
      writer.append(stride)
      writer.append(plays ?? 0)
      writer.append(damage == nil ? 0 : 1)
      writer.append(damage ?? "")
      writer.append(delays.count)
      for delay in delays { writer.append(delay) }
    case .animationRefused(let refusal):
      writer.append(5)
      switch refusal {
      case .still: writer.append(0)
      case .overLimit(_, let frames, let width, let height, let limit):
        writer.append(1)
        writer.append(frames)
        writer.append(width)
        writer.append(height)
        writer.append(limit)
      case .failed(let error):
        writer.append(2)
        error.encode(into: &writer)
      }
    }
    return writer.bytes
  }

  init(outcome: Outcome, cpuMilliseconds: Int) {
    self.outcome = outcome
    self.cpuMilliseconds = cpuMilliseconds
  }

  /// The reply in `bytes`, or `nil` when they are not one.
  init?(decoding bytes: [UInt8]) {
    var reader = WireReader(bytes)
    guard let cpu = reader.int(), let kind = reader.int() else { return nil }
    cpuMilliseconds = cpu
    switch kind {
    case 0:
      guard let width = reader.int(), let height = reader.int(), let stride = reader.int(),
        let hasDamage = reader.int(), let damage = reader.string()
      else { return nil }
      outcome = .image(
        width: width, height: height, stride: stride, damage: hasDamage == 0 ? nil : damage)
    case 1:
      guard let error = ImageError(decoding: &reader) else { return nil }
      outcome = .failure(error)
    case 2:
      guard let count = reader.int(), (0...16).contains(count) else { return nil }
      var values: [Int] = []
      for _ in 0..<count {
        guard let value = reader.int() else { return nil }
        values.append(value)
      }
      outcome = .test(values)
    case 3:
      guard let hasProblem = reader.int(), let problem = reader.string() else { return nil }
      outcome = .displayProfile(problem: hasProblem == 0 ? nil : problem)
    case 4:
      guard let width = reader.int(), let frameHeight = reader.int(), let stride = reader.int(),
        let plays = reader.int(), plays >= 0, let hasDamage = reader.int(),
        let damage = reader.string(), let count = reader.int(),
        (2...Self.maxFrameCount).contains(count)
      else { return nil }
      var delays: [Int] = []
      for _ in 0..<count {
        guard let delay = reader.int(), delay >= 0 else { return nil }
        delays.append(delay)
      }
      outcome = .animation(
        width: width, frameHeight: frameHeight, stride: stride, delays: delays,
        plays: plays == 0 ? nil : plays, damage: hasDamage == 0 ? nil : damage)
    case 5:
      switch reader.int() {
      case 0: outcome = .animationRefused(.still)
      case 1:
        guard let frames = reader.int(), let width = reader.int(), let height = reader.int(),
          let limit = reader.string()
        else { return nil }
        outcome = .animationRefused(
          .overLimit(path: "", frames: frames, width: width, height: height, limit: limit))
      case 2:
        guard let error = ImageError(decoding: &reader) else { return nil }
        outcome = .animationRefused(.failed(error))
      default: return nil
      }
    default: return nil
    }
  }
}
