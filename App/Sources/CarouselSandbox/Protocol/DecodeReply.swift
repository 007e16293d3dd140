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
  }

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
    default: return nil
    }
  }
}
