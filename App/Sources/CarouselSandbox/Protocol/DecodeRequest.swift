import CarouselImages

/// What the app asks a decode worker to do; the image file's descriptor travels with it.
struct DecodeRequest: Equatable {
  /// The task.
  enum Task: Equatable {
    /// Decode the attached file to fit within or cover `maxSize` (as `fit` says), as
    /// ``ImageDecoder`` decodes it.
    case decode(pass: ImageDecodePass, maxSize: PixelSize, fit: DecodeFit = .within)
    /// A test hook (only honoured by a worker started with test hooks): see ``TestHook``.
    case test(TestHook)
    /// Convert to this display profile from now on: `byteCount` bytes of ICC profile in
    /// the sealed memfd attached (0 and no memfd: sRGB). Sent when a worker's profile is
    /// not the one a decode asks for, so each profile crosses once per worker.
    case displayProfile(byteCount: Int)
    /// Decode every frame of the attached animated image to fit `maxSize`, as
    /// ``ImageDecoder/decodeAnimation(contents:path:maxSize:)`` does.
    case animation(maxSize: PixelSize)
  }

  var task: Task
  /// The limits the worker's ``ImageDecoder`` applies.
  var configuration: ImageDecoder.Configuration

  /// The first integer of every request: a worker from another build answers nothing.
  static let magic = 0x4341_524F_5553_4431  // "CAROUSD1"
  /// A display decode's fit, on the wire as its index here.
  static let fitCodes: [DecodeFit] = [.within, .covering, .filling]

  var encoded: [UInt8] {
    var writer = WireWriter()
    writer.append(Self.magic)
    writer.append(configuration.maxDecodedPixelCount)
    writer.append(configuration.maxDecodeByteCount)
    writer.append(configuration.maxFileByteCount)
    writer.append(configuration.rejectsDamagedJPEG ? 1 : 0)
    switch task {
    case .decode(let pass, let maxSize, let fit):
      writer.append(pass == .display ? 0 : 1)
      writer.append(maxSize.width)
      writer.append(maxSize.height)
      writer.append(Self.fitCodes.firstIndex(of: fit) ?? 0)
    case .test(let hook):
      writer.append(2)
      hook.encode(into: &writer)
    case .displayProfile(let byteCount):
      writer.append(3)
      writer.append(byteCount)
    case .animation(let maxSize):
      writer.append(4)
      writer.append(maxSize.width)
      writer.append(maxSize.height)
    }
    return writer.bytes
  }

  init(task: Task, configuration: ImageDecoder.Configuration) {
    self.task = task
    self.configuration = configuration
  }

  /// The request in `bytes`, or `nil` when they are not one.
  init?(decoding bytes: [UInt8]) {
    var reader = WireReader(bytes)
    guard reader.int() == Self.magic, let pixels = reader.int(), pixels > 0,
      let decodeBytes = reader.int(), decodeBytes > 0, let fileBytes = reader.int(),
      fileBytes > 0, let rejects = reader.int(), let kind = reader.int()
    else { return nil }
    var configuration = ImageDecoder.Configuration(
      maxDecodedPixelCount: pixels, maxFileByteCount: fileBytes, rejectsDamagedJPEG: rejects != 0)
    configuration.maxDecodeByteCount = decodeBytes
    switch kind {
    case 0, 1:
      guard let width = reader.int(), let height = reader.int(), width > 0, height > 0,
        let fit = reader.int(), Self.fitCodes.indices.contains(fit)
      else {
        return nil
      }
      task = .decode(
        pass: kind == 0 ? .display : .preview, maxSize: PixelSize(width: width, height: height),
        fit: Self.fitCodes[fit])
    case 2:
      guard let hook = TestHook(decoding: &reader) else { return nil }
      task = .test(hook)
    case 3:
      guard let byteCount = reader.int(), byteCount >= 0 else { return nil }
      task = .displayProfile(byteCount: byteCount)
    case 4:
      guard let width = reader.int(), let height = reader.int(), width > 0, height > 0 else {
        return nil
      }
      task = .animation(maxSize: PixelSize(width: width, height: height))
    default: return nil
    }
    self.configuration = configuration
  }
}
