/// The comparison of two ARGB32 images: the largest channel difference, how many pixels
/// differ by more than a threshold, and a difference image for people to look at.
public struct ImageDiff: Sendable, CustomStringConvertible {
  /// The reference image.
  public let expected: SnapshotImage
  /// The image under test.
  public let actual: SnapshotImage
  /// A pixel counts as different when a channel differs by more than this.
  public let channelThreshold: Int
  /// Largest difference of any channel of any pixel (0…255); 255 when sizes differ.
  public let maxChannelDifference: Int
  /// Pixels with a channel difference above ``channelThreshold``; all pixels when the
  /// sizes differ.
  public let pixelsOverThreshold: Int

  /// Compares `actual` against `expected`.
  ///
  /// - Complexity: O(width × height).
  public init(expected: SnapshotImage, actual: SnapshotImage, channelThreshold: Int) {
    precondition((0...255).contains(channelThreshold), "threshold must be 0…255")
    self.expected = expected
    self.actual = actual
    self.channelThreshold = channelThreshold
    guard expected.width == actual.width, expected.height == actual.height else {
      maxChannelDifference = 255
      pixelsOverThreshold = max(expected.pixels.count, actual.pixels.count)
      return
    }
    var maximum = 0
    var over = 0
    for index in 0..<expected.pixels.count {
      let difference = Self.channelDifference(expected.pixels[index], actual.pixels[index])
      maximum = max(maximum, difference)
      if difference > channelThreshold { over += 1 }
    }
    maxChannelDifference = maximum
    pixelsOverThreshold = over
  }

  /// Whether both images have the same width and height.
  public var sizesMatch: Bool {
    expected.width == actual.width && expected.height == actual.height
  }

  /// Number of pixels compared (of the larger image when sizes differ).
  public var pixelCount: Int { max(expected.pixels.count, actual.pixels.count) }

  /// ``pixelsOverThreshold`` ÷ ``pixelCount`` (0 for empty images).
  public var differingFraction: Double {
    pixelCount == 0 ? 0 : Double(pixelsOverThreshold) / Double(pixelCount)
  }

  /// Whether the images match under `tolerance` (its channel threshold must be the one
  /// this diff was computed with).
  public func isWithin(_ tolerance: SnapshotTolerance) -> Bool {
    precondition(
      tolerance.maxChannelDifference == channelThreshold,
      "diff computed with threshold \(channelThreshold), tolerance uses \(tolerance.maxChannelDifference)"
    )
    return sizesMatch && differingFraction <= tolerance.maxDifferingFraction
  }

  /// A picture of the differences, the size of the larger image: the reference faded to a
  /// light grey where pixels agree, magenta (brighter = larger difference) where a channel
  /// differs above the threshold, dark yellow where it differs only within it, and red
  /// where only one image has pixels.
  ///
  /// - Complexity: O(width × height).
  public func differenceImage() -> SnapshotImage {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var output = SnapshotImage(width: width, height: height, filledWith: 0xFFFF_0000)
    for y in 0..<height {
      for x in 0..<width {
        guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
          continue
        }
        let reference = expected[x, y]
        let difference = Self.channelDifference(reference, actual[x, y])
        if difference > channelThreshold {
          // Magenta, from half to full intensity with the size of the difference.
          let level = UInt32(128 + difference / 2)
          output[x, y] = 0xFF00_0000 | level << 16 | level
        } else if difference > 0 {
          output[x, y] = 0xFF80_8000
        } else {
          // Luma of the reference, compressed into 200…255 so it reads as context.
          let luma =
            (Self.channel(reference, 16) * 3 + Self.channel(reference, 8) * 6
              + Self.channel(reference, 0)) / 10
          let grey = UInt32(200 + luma * 55 / 255)
          output[x, y] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
        }
      }
    }
    return output
  }

  public var description: String {
    guard sizesMatch else {
      return "size differs: expected \(expected.width)×\(expected.height), "
        + "got \(actual.width)×\(actual.height)"
    }
    let percent = (differingFraction * 10_000).rounded() / 100
    return "\(pixelsOverThreshold) of \(pixelCount) pixels (\(percent) %) differ by more than "
      + "\(channelThreshold); largest channel difference \(maxChannelDifference)"
  }

  /// Largest absolute difference among the four 8-bit channels of two pixels.
  static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var largest = 0
    for shift in stride(from: 0, through: 24, by: 8) {
      largest = max(largest, abs(channel(a, shift) - channel(b, shift)))
    }
    return largest
  }

  private static func channel(_ pixel: UInt32, _ shift: Int) -> Int {
    Int((pixel >> UInt32(shift)) & 0xFF)
  }
}
