/// Text assembled from UTF-8 bytes by string interpolation: `text("Item \(number) of \(count)")`.
///
/// Why not `String` interpolation: appending to a `String` brings the standard library's
/// general `String.append` into the WebAssembly module, with its index re-encoding and
/// foreign-string paths (about 15 KB of code, a tenth of the module); the few phrases the
/// engine builds itself (announcements, field paths of configuration errors) only ever
/// join literals, whole numbers and whole strings, which this does with byte copies.
struct UTF8Text: ExpressibleByStringInterpolation {
  /// The text's bytes.
  var bytes: [UInt8]

  init(stringLiteral literal: StaticString) {
    var interpolation = StringInterpolation(
      literalCapacity: literal.utf8CodeUnitCount, interpolationCount: 0)
    interpolation.appendLiteral(literal)
    bytes = interpolation.bytes
  }

  init(stringInterpolation: StringInterpolation) {
    bytes = stringInterpolation.bytes
  }

  /// The text as a `String`.
  var string: String {
    #if hasFeature(Embedded)
      // Validating, not repairing: the bytes are literals, digits and whole strings, so
      // always valid UTF-8, and the repairing decoder brings in the standard library's
      // general string growth and index re-encoding, 8 KB of the module.
      String(validating: bytes, as: UTF8.self) ?? ""
    #else
      String(decoding: bytes, as: UTF8.self)
    #endif
  }

  /// The parts of an interpolated literal, appended in order.
  struct StringInterpolation: StringInterpolationProtocol {
    var bytes: [UInt8] = []

    init(literalCapacity: Int, interpolationCount: Int) {
      bytes.reserveCapacity(literalCapacity + 4 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: StaticString) {
      // Byte by byte: a bulk append is one more generic specialization in the module.
      literal.withUTF8Buffer { for byte in $0 { bytes.append(byte) } }
    }

    /// A whole number in decimal digits, with a minus sign when negative.
    mutating func appendInterpolation(_ number: Int) {
      if number < 0 { bytes.append(UInt8(ascii: "-")) }
      let magnitude = number.magnitude
      var place: UInt = 1
      while magnitude / place >= 10 { place *= 10 }
      while place > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / place % 10))
        place /= 10
      }
    }

    mutating func appendInterpolation(_ text: String) {
      #if hasFeature(Embedded)
        // From its contiguous storage: appending or iterating the view brings in the
        // standard library's paths for foreign (bridged) strings, 4 KB of the module, and
        // Embedded Swift has none: every string is contiguous there.
        _ = text.utf8.withContiguousStorageIfAvailable { for byte in $0 { bytes.append(byte) } }
      #else
        bytes.append(contentsOf: text.utf8)
      #endif
    }
  }
}

/// The `String` of an interpolated literal built by ``UTF8Text``.
func text(_ text: UTF8Text) -> String { text.string }
