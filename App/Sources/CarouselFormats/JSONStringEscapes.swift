/// Resolves the escapes of a JSON string's content that the parser has already checked.
enum JSONStringEscapes {
  /// The characters of `content` (the bytes between the quotes), escapes resolved.
  ///
  /// - Complexity: O(n) in the length of the content.
  static func unescape(_ content: UnsafeBufferPointer<UInt8>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(content.count)
    var index = 0
    while index < content.count {
      let byte = content[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < content.count else {
        bytes.append(byte)
        index += 1
        continue
      }
      let letter = content[index + 1]
      index += 2
      switch letter {
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "u"):
        var unit = hexQuad(content, at: index)
        index += 4
        if (0xD800...0xDBFF).contains(unit), index + 6 <= content.count {
          let low = hexQuad(content, at: index + 2)
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        let scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      default: bytes.append(letter)  // `"`, `\` and `/` stand for themselves
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexQuad(_ content: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<4 where index + offset < content.count {
      let byte = content[index + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      default: digit = byte &- UInt8(ascii: "A") &+ 10
      }
      value = value << 4 | UInt32(digit & 0x0F)
    }
    return value
  }
}
