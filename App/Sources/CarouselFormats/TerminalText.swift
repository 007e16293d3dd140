#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text for a terminal, made inert: what the program prints on standard error quotes file
/// names, catalog fields, server headers and URLs, any of which may hold control characters
/// (`ESC ] 0 ; title BEL` retitles a terminal, `ESC [ 2 J` clears it).
public enum TerminalText {
  /// `text` with every control character written as a visible escape (`\u{1B}`), so a
  /// terminal shows it instead of obeying it: C0 controls (newline and tab included: a
  /// message is one line), DEL, C1 controls, and the bidirectional overrides and isolates
  /// that reorder what follows them.
  ///
  /// - Complexity: O(n); text without such characters is returned as is.
  public static func inert(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Writes `prefix: message` and a newline on standard error in one `write`, the message
  /// made ``inert(_:)``.
  public static func report(_ message: String, prefix: String = "carousel") {
    let line = Array("\(prefix): \(inert(message))\n".utf8)
    line.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }

  /// Whether a terminal would act on `scalar` rather than show it.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    // Bidirectional embeddings, overrides and isolates (LRE…RLO, LRI…PDI).
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
