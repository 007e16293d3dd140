import Glibc

/// Turns a decoder library's message into the tail of one sentence.
///
/// Libraries prefix their messages with the function that failed and repeat the kind of
/// failure the caller already states ("tjDecompress2(): Corrupt JPEG data: premature end of
/// data segment" under "corrupt JPEG data"): both are dropped, the first letter is lowered
/// and the final full stop removed, so the error reads "damaged JPEG: premature end of data
/// segment".
enum DecoderMessage {
  private static let redundantPrefixes = [
    "Corrupt JPEG data: ", "Invalid JPEG file structure: ",
  ]

  /// The cleaned message, or `"unknown error"` when there is none.
  static func clean(_ raw: UnsafeMutablePointer<CChar>?) -> String {
    guard let raw else { return "unknown error" }
    return clean(String(cString: raw))
  }

  /// The cleaned message.
  static func clean(_ raw: String) -> String {
    var text = Substring(raw)
    // "tjDecompress2(): …", "tjDecompressHeader3(): …"
    if let marker = text.firstRange(of: "(): ") { text = text[marker.upperBound...] }
    for prefix in redundantPrefixes where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count)
    }
    // libpng prefixes chunk errors with the chunk's name, sometimes twice ("IDAT: IDAT: …").
    if let colon = text.firstRange(of: ": ") {
      let prefix = text[..<colon.upperBound]
      while text.dropFirst(prefix.count).hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
    }
    while text.last == "." || text.last == " " || text.last == "\n" { text = text.dropLast() }
    guard let first = text.first else { return "unknown error" }
    // Lower the first letter unless it starts an acronym ("JPEG", "IDAT").
    let second = text.dropFirst().first
    if first.isUppercase, second.map({ $0.isLowercase }) ?? true {
      return first.lowercased() + text.dropFirst()
    }
    return String(text)
  }
}

extension ImageError {
  /// A decoder library's message as the tail of one sentence (see ``ImageError``): no
  /// function-name prefix, no repeated "Corrupt JPEG data:", no final full stop.
  public static func cleanedLibraryMessage(_ raw: String) -> String {
    DecoderMessage.clean(raw)
  }
}
