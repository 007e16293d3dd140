/// The bytes of one message between the app and a decode worker: 64-bit integers and
/// length-prefixed UTF-8 strings, in the machine's byte order (both ends are the same
/// build on the same machine).
struct WireWriter {
  private(set) var bytes: [UInt8] = []

  mutating func append(_ value: Int) {
    withUnsafeBytes(of: Int64(value)) { bytes.append(contentsOf: $0) }
  }

  /// Appends `text`, cut to ``WireReader/maxStringByteCount`` bytes.
  mutating func append(_ text: String) {
    let utf8 = Array(text.utf8.prefix(WireReader.maxStringByteCount))
    append(utf8.count)
    bytes.append(contentsOf: utf8)
  }
}

/// Reads what a ``WireWriter`` wrote; every read checks the bounds, so a message from a
/// misbehaving worker gives `nil`, never a trap.
struct WireReader {
  /// The longest string a message carries (a reason or a path): 4 KiB.
  static let maxStringByteCount = 4_096

  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func int() -> Int? {
    guard bytes.count - offset >= 8 else { return nil }
    let value = bytes.withUnsafeBytes {
      $0.loadUnaligned(fromByteOffset: offset, as: Int64.self)
    }
    offset += 8
    return Int(value)
  }

  mutating func string() -> String? {
    guard let count = int(), count >= 0, count <= Self.maxStringByteCount,
      bytes.count - offset >= count
    else { return nil }
    defer { offset += count }
    return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
  }
}
