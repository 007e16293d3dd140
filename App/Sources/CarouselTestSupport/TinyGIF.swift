/// Animated GIFs of 1 × 1 pixel frames written byte by byte (no encoder needed): one
/// colour per frame from a 4-colour palette, each frame's delay, and a loop count. Drawn
/// aspect-fit, such a frame fills a square of the page with its colour.
public enum TinyGIF {
  /// One frame: the palette index (0…3) and its delay in hundredths of a second.
  public struct Frame: Sendable {
    public var index: UInt8
    public var delay: Int

    public init(index: UInt8, delay: Int) {
      self.index = index
      self.delay = delay
    }
  }

  /// A GIF89a of `frames` on a 1 × 1 screen with `palette` (4 colours, red-green-blue
  /// bytes), with a NETSCAPE2.0 loop count `loops` when not `nil` (0: for ever).
  public static func animation(
    _ frames: [Frame], palette: [(UInt8, UInt8, UInt8)], loops: Int? = 0
  ) -> [UInt8] {
    precondition(palette.count == 4, "four colours")
    // Logical screen 1 × 1, a global colour table of 4 entries (size bits 1).
    var bytes = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x81, 0, 0]
    for colour in palette { bytes += [colour.0, colour.1, colour.2] }
    if let loops {
      bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8)
      bytes += [3, 1, UInt8(loops & 0xFF), UInt8(loops >> 8 & 0xFF), 0]
    }
    for frame in frames {
      // Graphic control: no disposal, no transparency, the delay.
      bytes += [0x21, 0xF9, 4, 0, UInt8(frame.delay & 0xFF), UInt8(frame.delay >> 8 & 0xFF), 0, 0]
      // Image descriptor at (0, 0), 1 × 1, no local table.
      bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0]
      // LZW, minimum code size 2, 3-bit codes: clear (4), the index, end (5).
      bytes += [2, 2, 0x44 | (frame.index & 3) << 3, 0x01, 0]
    }
    return bytes + [0x3B]
  }
}
