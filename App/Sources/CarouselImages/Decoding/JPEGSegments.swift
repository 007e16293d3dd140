/// Walks the marker segments at the start of a JPEG file, up to the first scan.
///
/// Only what the decoder needs beyond TurboJPEG: the EXIF orientation, whether an Adobe
/// APP14 segment is present, and the frame header (size, mode, sampling) with the first
/// scan's component count, from which the decode's memory is estimated. Every read is bounds-checked; a malformed header ends the walk
/// and leaves the defaults (TurboJPEG reports the real damage when it decodes).
struct JPEGSegments {
  private static let markerPrefix: UInt8 = 0xFF
  private static let startOfImage: UInt8 = 0xD8
  private static let endOfImage: UInt8 = 0xD9
  private static let startOfScan: UInt8 = 0xDA
  private static let restartMarkers: ClosedRange<UInt8> = 0xD0...0xD7
  private static let temporaryMarker: UInt8 = 0x01
  private static let app1: UInt8 = 0xE1
  private static let app2: UInt8 = 0xE2
  private static let app14: UInt8 = 0xEE
  /// An APP2 segment holding a piece of an ICC profile: this header, the piece's 1-based
  /// sequence number, the number of pieces, then the bytes.
  private static let iccHeader: [UInt8] = Array("ICC_PROFILE".utf8) + [0]
  private static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]
  private static let adobeHeader: [UInt8] = Array("Adobe".utf8)
  private static let tiffMagic = 42
  private static let orientationTag = 0x0112
  private static let shortType = 3
  private static let ifdEntrySize = 12
  private static let thumbnailOffsetTag = 0x0201
  private static let thumbnailLengthTag = 0x0202
  /// Where an APP1 payload starts after the marker and length: its first byte's offset.
  private static let markerAndLength = 4

  /// How much of a file holds its EXIF segment: APP1 comes first and is at most 64 KB.
  static let exifSearchLength = 2 + 65_536 + 4

  /// The EXIF orientation, `.up` when there is none or it is not 1–8.
  private(set) var orientation: ImageOrientation = .up
  /// Whether an Adobe APP14 segment is present (it marks inverted CMYK data).
  private(set) var hasAdobeSegment = false
  /// Whether the walk reached the first scan's header: every segment the decoder reads
  /// before the image data (orientation, colour profile, frame) is in the bytes walked.
  private(set) var reachesScan = false
  /// The start-of-frame header, if one came before the first scan and could be read.
  private(set) var frame: JPEGFrame?
  /// Where the EXIF thumbnail (a small JPEG, IFD1) lies in the file's bytes, if any.
  private(set) var thumbnail: Range<Int>?
  /// The pieces of an embedded ICC profile (APP2 `ICC_PROFILE` segments) in file order:
  /// each piece's sequence number, the count it claims, and where its bytes lie in the file.
  private(set) var iccPieces: [(sequence: Int, count: Int, bytes: Range<Int>)] = []

  /// Reads the segments of `bytes`.
  init(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      var foundOrientation = false
      walk(buffer) { marker, payload in
        if marker == Self.app1 && !foundOrientation, let exif = Self.exif(payload) {
          if let value = exif.orientation, let parsed = ImageOrientation(rawValue: value) {
            orientation = parsed
          }
          thumbnail = exif.thumbnail
          foundOrientation = true
        } else if marker == Self.app2 && payload.starts(with: Self.iccHeader),
          payload.count >= Self.iccHeader.count + 2
        {
          let numbers = payload.startIndex + Self.iccHeader.count
          iccPieces.append(
            (Int(payload[numbers]), Int(payload[numbers + 1]), (numbers + 2)..<payload.endIndex))
        } else if marker == Self.app14 && payload.starts(with: Self.adobeHeader) {
          hasAdobeSegment = true
        } else if JPEGFrame.startOfFrameMarkers.contains(marker) && frame == nil {
          frame = JPEGFrame(marker: marker, payload: payload)
        } else if marker == Self.startOfScan {
          reachesScan = true
          if let count = payload.first { frame?.firstScanComponentCount = Int(count) }
        }
      }
    }
  }

  private func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, _ visit: (UInt8, Slice<UnsafeBufferPointer<UInt8>>) -> Void
  ) {
    guard bytes.count >= 2, bytes[0] == Self.markerPrefix, bytes[1] == Self.startOfImage else {
      return
    }
    var position = 2
    while position < bytes.count {
      guard bytes[position] == Self.markerPrefix else { return }
      while position < bytes.count && bytes[position] == Self.markerPrefix { position += 1 }
      guard position < bytes.count else { return }
      let marker = bytes[position]
      position += 1
      if marker == Self.startOfImage || marker == Self.temporaryMarker
        || Self.restartMarkers.contains(marker)
      {
        continue
      }
      if marker == Self.endOfImage { return }
      guard position + 2 <= bytes.count else { return }
      let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
      guard length >= 2, position + length <= bytes.count else { return }
      visit(marker, bytes[(position + 2)..<(position + length)])
      if marker == Self.startOfScan { return }  // entropy-coded data follows
      position += length
    }
  }

  /// The orientation value and the thumbnail's byte range (in the whole file) in an APP1
  /// payload that holds EXIF data, or `nil` when it holds none.
  private static func exif(_ payload: Slice<UnsafeBufferPointer<UInt8>>) -> (
    orientation: Int?, thumbnail: Range<Int>?
  )? {
    guard payload.starts(with: exifHeader) else { return nil }
    let tiffStart = payload.startIndex + exifHeader.count
    let tiff = Array(payload.dropFirst(exifHeader.count))
    guard tiff.count >= 8 else { return nil }
    let littleEndian: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): littleEndian = true  // "II"
    case (0x4D, 0x4D): littleEndian = false  // "MM"
    default: return nil
    }
    func read(_ offset: Int, _ size: Int) -> Int? {
      guard offset >= 0, offset + size <= tiff.count else { return nil }
      var value = 0
      for index in 0..<size {
        let byte = Int(tiff[offset + (littleEndian ? size - 1 - index : index)])
        value = value << 8 | byte
      }
      return value
    }
    /// The value of each wanted tag in the IFD at `ifd`, and the offset of the next IFD.
    func entries(_ ifd: Int, _ wanted: Set<Int>) -> (values: [Int: Int], next: Int?) {
      guard let count = read(ifd, 2) else { return ([:], nil) }
      var values: [Int: Int] = [:]
      for entry in 0..<count {
        let offset = ifd + 2 + entry * ifdEntrySize
        guard let tag = read(offset, 2), let type = read(offset + 2, 2) else { break }
        guard wanted.contains(tag) else { continue }
        values[tag] = type == shortType ? read(offset + 8, 2) : read(offset + 8, 4)
      }
      return (values, read(ifd + 2 + count * ifdEntrySize, 4))
    }
    guard read(2, 2) == tiffMagic, let ifd0 = read(4, 4) else { return nil }
    let first = entries(ifd0, [orientationTag])
    var orientation: Int?
    if let value = first.values[orientationTag] { orientation = value }
    var thumbnail: Range<Int>?
    if let ifd1 = first.next, ifd1 > 0 {
      let second = entries(ifd1, [thumbnailOffsetTag, thumbnailLengthTag])
      if let start = second.values[thumbnailOffsetTag],
        let length = second.values[thumbnailLengthTag], length > 0, start + length <= tiff.count
      {
        thumbnail = (tiffStart + start)..<(tiffStart + start + length)
      }
    }
    return (orientation, thumbnail)
  }
}
