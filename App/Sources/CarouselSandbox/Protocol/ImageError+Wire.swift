import CarouselImages

extension ImageError {
  /// Writes the error without its path (the worker never knows it; the app puts it back
  /// with ``ImageError/replacingPath(with:)``).
  func encode(into writer: inout WireWriter) {
    switch self {
    case .emptyFile:
      writer.append(0)
    case .unsupportedFormat(_, let reason):
      writer.append(1)
      writer.append(reason)
    case .corrupt(_, let format, let reason):
      writer.append(2)
      writer.append(format.rawValue)
      writer.append(reason)
    case .tooLarge(_, let width, let height, let pixelLimit):
      writer.append(3)
      writer.append(width)
      writer.append(height)
      writer.append(pixelLimit)
    case .fileTooLarge(_, let byteCount, let byteLimit):
      writer.append(4)
      writer.append(byteCount)
      writer.append(byteLimit)
    case .decoderFailure(_, let reason):
      writer.append(5)
      writer.append(reason)
    case .exceedsMemoryCeiling(_, let width, let height, let byteCount, let byteLimit):
      writer.append(6)
      writer.append(width)
      writer.append(height)
      writer.append(byteCount)
      writer.append(byteLimit)
    case .unreadable(_, let reason):
      writer.append(7)
      writer.append(reason)
    default:
      // Errors a decoder of bytes does not throw (folders, downloads): kept as their text.
      writer.append(8)
      writer.append(self.reason)
    }
  }

  /// The error a worker wrote, about an unnamed file, or `nil` when the bytes are not one.
  init?(decoding reader: inout WireReader) {
    let path = ""
    switch reader.int() {
    case 0: self = .emptyFile(path: path)
    case 1:
      guard let reason = reader.string() else { return nil }
      self = .unsupportedFormat(path: path, reason: reason)
    case 2:
      guard let name = reader.string(), let format = ImageFormat(rawValue: name),
        let reason = reader.string()
      else { return nil }
      self = .corrupt(path: path, format: format, reason: reason)
    case 3:
      guard let width = reader.int(), let height = reader.int(), let limit = reader.int() else {
        return nil
      }
      self = .tooLarge(path: path, width: width, height: height, pixelLimit: limit)
    case 4:
      guard let count = reader.int(), let limit = reader.int() else { return nil }
      self = .fileTooLarge(path: path, byteCount: count, byteLimit: limit)
    case 5:
      guard let reason = reader.string() else { return nil }
      self = .decoderFailure(path: path, reason: reason)
    case 6:
      guard let width = reader.int(), let height = reader.int(), let count = reader.int(),
        let limit = reader.int()
      else { return nil }
      self = .exceedsMemoryCeiling(
        path: path, width: width, height: height, byteCount: count, byteLimit: limit)
    case 7:
      guard let reason = reader.string() else { return nil }
      self = .unreadable(path: path, reason: reason)
    case 8:
      guard let reason = reader.string() else { return nil }
      self = .sandboxFailure(path: path, reason: reason)
    default: return nil
    }
  }
}
