import CGIF
import CHEIF
import CJXL
import Foundation

/// HEIC, JPEG XL and GIF files made by the libraries' own encoders, for the decoder tests.
extension TestImages {
  /// A HEIC (HEVC by x265 through libheif) of one colour, written to `path`. x265 wants
  /// even sizes.
  static func writeHEIC(to path: String, width: Int, height: Int, _ paint: (Int, Int) -> RGB)
    throws
  {
    func check(_ error: heif_error, _ step: String) throws {
      guard error.code == heif_error_Ok else {
        throw Failure(description: "\(step): \(String(cString: error.message))")
      }
    }
    guard let context = heif_context_alloc() else { throw Failure(description: "heif context") }
    defer { heif_context_free(context) }
    var encoder: OpaquePointer?
    try check(
      heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder), "encoder")
    defer { heif_encoder_release(encoder) }
    try check(heif_encoder_set_lossy_quality(encoder, 95), "quality")
    var image: OpaquePointer?
    try check(
      heif_image_create(
        Int32(width), Int32(height), heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image),
      "image")
    defer { heif_image_release(image) }
    try check(
      heif_image_add_plane(image, heif_channel_interleaved, Int32(width), Int32(height), 8),
      "plane")
    var stride: Int32 = 0
    guard let plane = heif_image_get_plane(image, heif_channel_interleaved, &stride) else {
      throw Failure(description: "no plane")
    }
    for y in 0..<height {
      for x in 0..<width {
        let colour = paint(x, y)
        let pixel = plane + y * Int(stride) + 3 * x
        pixel[0] = colour.red
        pixel[1] = colour.green
        pixel[2] = colour.blue
      }
    }
    try check(heif_context_encode_image(context, image, encoder, nil, nil), "encode")
    try check(heif_context_write_to_file(context, path), "write")
  }

  /// A lossless JPEG XL painted by `paint`, in sRGB or (with `displayP3`) tagged Display P3.
  static func jxl(
    width: Int, height: Int, displayP3: Bool = false, _ paint: (Int, Int) -> RGB
  ) throws -> [UInt8] {
    guard let encoder = JxlEncoderCreate(nil) else { throw Failure(description: "jxl encoder") }
    defer { JxlEncoderDestroy(encoder) }
    var info = JxlBasicInfo()
    JxlEncoderInitBasicInfo(&info)
    info.xsize = UInt32(width)
    info.ysize = UInt32(height)
    info.bits_per_sample = 8
    info.num_color_channels = 3
    info.uses_original_profile = 1
    guard JxlEncoderSetBasicInfo(encoder, &info) == JXL_ENC_SUCCESS else {
      throw Failure(description: "JxlEncoderSetBasicInfo")
    }
    var colour = JxlColorEncoding()
    JxlColorEncodingSetToSRGB(&colour, 0)
    if displayP3 { colour.primaries = JXL_PRIMARIES_P3 }
    guard JxlEncoderSetColorEncoding(encoder, &colour) == JXL_ENC_SUCCESS else {
      throw Failure(description: "JxlEncoderSetColorEncoding")
    }
    let settings = JxlEncoderFrameSettingsCreate(encoder, nil)
    guard JxlEncoderSetFrameLossless(settings, 1) == JXL_ENC_SUCCESS else {
      throw Failure(description: "JxlEncoderSetFrameLossless")
    }
    var format = JxlPixelFormat(
      num_channels: 3, data_type: JXL_TYPE_UINT8, endianness: JXL_NATIVE_ENDIAN, align: 0)
    let pixels = rgbPixels(width: width, height: height, paint)
    guard JxlEncoderAddImageFrame(settings, &format, pixels, pixels.count) == JXL_ENC_SUCCESS
    else { throw Failure(description: "JxlEncoderAddImageFrame") }
    JxlEncoderCloseInput(encoder)
    var output = [UInt8](repeating: 0, count: 4096)
    var written = 0
    while true {
      var available = output.count - written
      let status = output.withUnsafeMutableBufferPointer { buffer in
        var next: UnsafeMutablePointer<UInt8>? = buffer.baseAddress! + written
        let result = JxlEncoderProcessOutput(encoder, &next, &available)
        written = next! - buffer.baseAddress!
        return result
      }
      if status == JXL_ENC_SUCCESS { return Array(output[..<written]) }
      guard status == JXL_ENC_NEED_MORE_OUTPUT else {
        throw Failure(description: "JxlEncoderProcessOutput")
      }
      output += [UInt8](repeating: 0, count: output.count)
    }
  }

  /// One GIF frame: its place on the screen, colour indices, delay and transparent index.
  struct GIFFrame {
    var left = 0
    var top = 0
    var width: Int
    var height: Int
    var indices: [UInt8]
    /// Hundredths of a second.
    var delay = 10
    var transparentIndex: UInt8?
    var interlaced = false
    /// What happens to it before the next frame: 0–1 left, 2 cleared, 3 restored.
    var disposal: UInt8 = 0
  }

  /// A GIF89a of `frames` on a `width × height` screen with the 4-colour `palette`,
  /// written by giflib.
  /// `loops`: the NETSCAPE2.0 loop count (0 for ever), none when `nil`.
  static func gif(
    width: Int, height: Int, palette: [RGB], frames: [GIFFrame], loops: Int? = nil
  ) throws -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    var error: Int32 = 0
    let write: OutputFunc = { gif, data, length in
      guard let gif, let data, length > 0 else { return 0 }
      let sink = Unmanaged<Sink>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
      sink.bytes += UnsafeBufferPointer(start: data, count: Int(length))
      return length
    }
    guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error) else {
      throw Failure(description: "EGifOpen \(error)")
    }
    EGifSetGifVersion(gif, true)
    var colours = palette.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
    let mapSize = max(2, 1 << Int(ceil(log2(Double(max(palette.count, 2))))))
    colours += Array(
      repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: mapSize - colours.count)
    let map = GifMakeMapObject(Int32(mapSize), colours)
    defer { GifFreeMapObject(map) }
    guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) != GIF_ERROR else {
      throw Failure(description: "EGifPutScreenDesc")
    }
    if let loops {
      var name = Array("NETSCAPE2.0".utf8)
      var count: [UInt8] = [1, UInt8(loops & 0xFF), UInt8(loops >> 8)]
      guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) != GIF_ERROR,
        EGifPutExtensionBlock(gif, 11, &name) != GIF_ERROR,
        EGifPutExtensionBlock(gif, 3, &count) != GIF_ERROR,
        EGifPutExtensionTrailer(gif) != GIF_ERROR
      else { throw Failure(description: "the loop extension") }
    }
    for frame in frames {
      var control: [UInt8] = [
        frame.disposal << 2 | (frame.transparentIndex == nil ? 0 : 1), UInt8(frame.delay & 0xFF),
        UInt8(frame.delay >> 8),
        frame.transparentIndex ?? 0,
      ]
      guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &control) != GIF_ERROR,
        EGifPutImageDesc(
          gif, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height),
          frame.interlaced, nil) != GIF_ERROR
      else { throw Failure(description: "EGifPutImageDesc") }
      // Interlaced images are written in pass order.
      let rows =
        frame.interlaced
        ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap {
          Array(stride(from: $0.0, to: frame.height, by: $0.1))
        }
        : Array(0..<frame.height)
      for row in rows {
        var line = Array(frame.indices[(row * frame.width)..<((row + 1) * frame.width)])
        guard EGifPutLine(gif, &line, Int32(frame.width)) != GIF_ERROR else {
          throw Failure(description: "EGifPutLine")
        }
      }
    }
    guard EGifCloseFile(gif, &error) != GIF_ERROR else {
      throw Failure(description: "EGifCloseFile \(error)")
    }
    return sink.bytes
  }
}
