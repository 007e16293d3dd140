/// A JPEG's start-of-frame header: size, coding mode and sampling factors, read from the
/// bytes before TurboJPEG allocates anything, to estimate the memory a decode needs.
///
/// libjpeg-turbo decodes a single-scan sequential JPEG a strip at a time, but a progressive
/// one — or a sequential one whose first scan does not hold every component — keeps every
/// DCT coefficient of the full-size image (64 per 8×8 block, 2 bytes each), whatever the
/// output scale: 294 bytes claiming 65,000 × 65,000 would take gigabytes.
struct JPEGFrame: Equatable {
  /// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
  static let startOfFrameMarkers: Set<UInt8> = Set(0xC0...0xCF).subtracting([0xC4, 0xC8, 0xCC])
  /// Progressive modes: SOF2, SOF6, SOF10, SOF14.
  private static let progressiveMarkers: Set<UInt8> = [0xC2, 0xC6, 0xCA, 0xCE]
  private static let blockSide = 8
  private static let coefficientBytes = 2
  /// Rows of pixels a strip decoder holds per component (an MCU row at 2× vertical
  /// sampling), with room for the colour-converted row buffers.
  private static let stripRows = 16
  private static let stripBytesPerSample = 4

  /// Width and height from the header.
  var size: PixelSize
  /// Whether the frame is progressive.
  var isProgressive: Bool
  /// Horizontal and vertical sampling factor of each component (1–4 each).
  var sampling: [(horizontal: Int, vertical: Int)]
  /// Components in the first scan (nil when no scan header was read).
  var firstScanComponentCount: Int?

  /// Reads an SOF payload (after the length field); nil when it is malformed.
  init?(marker: UInt8, payload: Slice<UnsafeBufferPointer<UInt8>>) {
    let bytes = Array(payload)
    guard bytes.count >= 6 else { return nil }
    let height = Int(bytes[1]) << 8 | Int(bytes[2])
    let width = Int(bytes[3]) << 8 | Int(bytes[4])
    let components = Int(bytes[5])
    guard width > 0, height > 0, components > 0, bytes.count >= 6 + 3 * components else {
      return nil
    }
    size = PixelSize(width: width, height: height)
    isProgressive = Self.progressiveMarkers.contains(marker)
    sampling = (0..<components).map { index in
      let factors = bytes[6 + 3 * index + 1]
      return (max(Int(factors >> 4), 1), max(Int(factors & 0x0F), 1))
    }
  }

  static func == (lhs: JPEGFrame, rhs: JPEGFrame) -> Bool {
    lhs.size == rhs.size && lhs.isProgressive == rhs.isProgressive
      && lhs.sampling.elementsEqual(rhs.sampling) { $0 == $1 }
      && lhs.firstScanComponentCount == rhs.firstScanComponentCount
  }

  /// Whether libjpeg-turbo buffers the whole image's coefficients.
  var buffersWholeImage: Bool {
    isProgressive || (firstScanComponentCount.map { $0 < sampling.count } ?? true)
  }

  /// Bytes libjpeg-turbo holds besides the output pixels: every coefficient when it
  /// buffers the whole image, else a strip of rows per component.
  var codecByteCount: Int {
    guard buffersWholeImage else {
      return size.width * Self.stripRows * sampling.count * Self.stripBytesPerSample
    }
    let most = (
      sampling.map(\.horizontal).max() ?? 1, sampling.map(\.vertical).max() ?? 1
    )
    var total = 0
    for factors in sampling {
      let columns = (size.width * factors.horizontal + most.0 - 1) / most.0
      let rows = (size.height * factors.vertical + most.1 - 1) / most.1
      let blocks =
        ((columns + Self.blockSide - 1) / Self.blockSide)
        * ((rows + Self.blockSide - 1) / Self.blockSide)
      total += blocks * Self.blockSide * Self.blockSide * Self.coefficientBytes
    }
    return total
  }

  /// The coefficient memory of a full-size three-component image: the estimate when the
  /// frame header could not be read.
  static func wholeImageCoefficientBytes(_ size: PixelSize) -> Int {
    let components = 3
    return size.pixelCount * components * coefficientBytes
  }
}
