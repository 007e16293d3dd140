/// What a thumbnail's PNG says about itself, read from its chunks without decoding a pixel:
/// its size from `IHDR` and its `tEXt` keywords (and uncompressed `iTXt` ones, which some
/// writers use for UTF-8 values), and the writer that adds such keywords to a PNG made by
/// Cairo.
///
/// Reading is bounded: it walks at most ``maxChunkCount`` chunks of the bytes given (the
/// cache reads at most ``ThumbnailCache/maxThumbnailByteCount`` of a file), checks that each
/// chunk lies inside them, and stops at `IEND`.
public struct PNGTextChunks: Sendable, Equatable {
  /// The image's width and height in pixels, from `IHDR`.
  public let width: Int
  public let height: Int
  /// The text keywords and their values, in file order (the first of repeated keywords wins
  /// in ``value(for:)``).
  public let entries: [(keyword: String, value: String)]

  /// The PNG signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  /// Chunks read at most: a thumbnail has a handful; a file of thousands of empty chunks
  /// is not one.
  static let maxChunkCount = 4096

  /// Why bytes are not a thumbnail PNG.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// A chunk runs past the end, the first chunk is not a 13-byte `IHDR`, or there are too
    /// many chunks; `reason` says which.
    case malformed(reason: String)

    public var description: String {
      switch self {
      case .notPNG: "not a PNG file"
      case .malformed(let reason): "a damaged PNG file (\(reason))"
      }
    }
  }

  public static func == (lhs: PNGTextChunks, rhs: PNGTextChunks) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
      && lhs.entries.map(\.keyword) == rhs.entries.map(\.keyword)
      && lhs.entries.map(\.value) == rhs.entries.map(\.value)
  }

  /// Reads `bytes`' size and text chunks.
  ///
  /// - Throws: ``Failure``.
  /// - Complexity: O(*n*) in the bytes' length.
  public init(reading bytes: [UInt8]) throws(Failure) {
    guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw .notPNG }
    var offset = 8
    var width = 0
    var height = 0
    var entries: [(String, String)] = []
    var chunkCount = 0
    while true {
      guard offset + 8 <= bytes.count else { throw .malformed(reason: "no IEND chunk") }
      let length = Int(Self.bigEndian(bytes, at: offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let dataStart = offset + 8
      guard length <= bytes.count - dataStart - 4 else {
        throw .malformed(reason: "chunk \(type) runs past the end")
      }
      let data = bytes[dataStart..<(dataStart + length)]
      if chunkCount == 0 {
        guard type == "IHDR", length == 13 else {
          throw .malformed(reason: "the first chunk is not IHDR")
        }
        width = Int(Self.bigEndian(bytes, at: dataStart))
        height = Int(Self.bigEndian(bytes, at: dataStart + 4))
      }
      switch type {
      case "tEXt":
        if let entry = Self.latin1Entry(data) { entries.append(entry) }
      case "iTXt":
        if let entry = Self.internationalEntry(data) { entries.append(entry) }
      case "IEND":
        self.width = width
        self.height = height
        self.entries = entries
        return
      default: break
      }
      chunkCount += 1
      guard chunkCount < Self.maxChunkCount else { throw .malformed(reason: "too many chunks") }
      offset = dataStart + length + 4
    }
  }

  /// The value of `keyword`'s first text chunk, if any.
  public func value(for keyword: String) -> String? {
    entries.first { $0.keyword == keyword }?.value
  }

  /// `png` with a `tEXt` chunk for each of `entries` right after its `IHDR` chunk.
  /// Keywords are 1–79 Latin-1 characters and values Latin-1 (PNG 11.3.4.3); the thumbnail
  /// keywords' values are ASCII (escaped URIs, numbers).
  ///
  /// - Precondition: `png` starts with the signature and an `IHDR` chunk (Cairo's output).
  static func inserting(_ entries: [(keyword: String, value: String)], into png: [UInt8])
    -> [UInt8]
  {
    let headerEnd = 8 + 8 + 13 + 4
    precondition(
      png.count >= headerEnd && Array(png[0..<8]) == signature
        && String(decoding: png[12..<16], as: UTF8.self) == "IHDR",
      "not a PNG that starts with IHDR")
    var output = Array(png[0..<headerEnd])
    for (keyword, value) in entries {
      precondition((1...79).contains(keyword.utf8.count), "a PNG keyword has 1 to 79 characters")
      let typeAndData = Array("tEXt".utf8) + Array(keyword.utf8) + [0] + Self.latin1(value)
      output += Self.bigEndianBytes(UInt32(typeAndData.count - 4))
      output += typeAndData
      output += Self.bigEndianBytes(CRC32.checksum(of: typeAndData))
    }
    output += png[headerEnd...]
    return output
  }

  /// A `tEXt` chunk's data: keyword, NUL, Latin-1 text.
  private static func latin1Entry(_ data: ArraySlice<UInt8>) -> (String, String)? {
    guard let separator = data.firstIndex(of: 0) else { return nil }
    return (latin1String(data[data.startIndex..<separator]), latin1String(data[(separator + 1)...]))
  }

  /// An uncompressed `iTXt` chunk's data: keyword, NUL, compression flag 0, method,
  /// language tag, NUL, translated keyword, NUL, UTF-8 text. Compressed ones are skipped.
  private static func internationalEntry(_ data: ArraySlice<UInt8>) -> (String, String)? {
    guard let keywordEnd = data.firstIndex(of: 0), keywordEnd + 2 < data.endIndex,
      data[keywordEnd + 1] == 0
    else { return nil }
    let afterFlags = keywordEnd + 3
    guard let languageEnd = data[afterFlags...].firstIndex(of: 0),
      let translatedEnd = data[(languageEnd + 1)...].firstIndex(of: 0)
    else { return nil }
    return (
      latin1String(data[data.startIndex..<keywordEnd]),
      String(decoding: data[(translatedEnd + 1)...], as: UTF8.self)
    )
  }

  private static func latin1String(_ bytes: ArraySlice<UInt8>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
    return text
  }

  /// `text` in Latin-1; characters beyond it become `?` (the values written are ASCII).
  private static func latin1(_ text: String) -> [UInt8] {
    text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
      | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  private static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff),
      UInt8(value & 0xff),
    ]
  }
}
