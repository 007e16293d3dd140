import CarouselTestSupport
import Foundation
import Testing

@Suite struct ImageDiffTests {
  let base = SnapshotImage(width: 10, height: 10, filledWith: 0xFF33_6699)

  @Test func identicalImagesMatch() {
    let diff = ImageDiff(expected: base, actual: base, channelThreshold: 8)
    #expect(diff.maxChannelDifference == 0)
    #expect(diff.pixelsOverThreshold == 0)
    #expect(diff.isWithin(.standard))
  }

  @Test func onePixelOverTheThresholdIsCounted() {
    var changed = base
    changed[4, 7] = 0xFF33_6699 + 50  // blue 0x99 → 0xCB
    let diff = ImageDiff(expected: base, actual: changed, channelThreshold: 8)
    #expect(diff.pixelsOverThreshold == 1)
    #expect(diff.maxChannelDifference == 50)
    #expect(diff.differingFraction == 0.01)
    #expect(!diff.isWithin(.standard), "1 % of the pixels is above the 0.5 % allowed")
    let lenient = SnapshotTolerance(maxChannelDifference: 8, maxDifferingFraction: 0.02)
    #expect(diff.isWithin(lenient))
  }

  @Test func differencesWithinTheThresholdAreNotCounted() {
    var changed = base
    changed[0, 0] = 0xFF36_6699  // red +3
    let diff = ImageDiff(expected: base, actual: changed, channelThreshold: 8)
    #expect(diff.pixelsOverThreshold == 0)
    #expect(diff.maxChannelDifference == 3)
    #expect(!ImageDiff(expected: base, actual: changed, channelThreshold: 0).isWithin(.exact))
  }

  @Test func alphaCountsAsAChannel() {
    var changed = base
    changed[9, 9] = 0x0033_6699
    #expect(
      ImageDiff(expected: base, actual: changed, channelThreshold: 8).maxChannelDifference == 255)
  }

  @Test func differentSizesNeverMatch() {
    let other = SnapshotImage(width: 10, height: 11, filledWith: 0xFF33_6699)
    let diff = ImageDiff(expected: base, actual: other, channelThreshold: 8)
    #expect(!diff.sizesMatch)
    #expect(!diff.isWithin(.standard))
    #expect(diff.description.contains("10×10"))
  }

  @Test func differenceImageMarksChangedPixels() {
    var changed = base
    changed[4, 7] = 0xFFFF_FFFF
    let picture = ImageDiff(expected: base, actual: changed, channelThreshold: 8).differenceImage()
    #expect(picture.width == 10 && picture.height == 10)
    let marked = picture[4, 7]
    #expect(marked >> 24 == 0xFF)
    #expect((marked >> 8) & 0xFF == 0, "magenta has no green")
    #expect((marked >> 16) & 0xFF >= 128)
    let untouched = picture[0, 0]
    #expect((untouched >> 16) & 0xFF == (untouched >> 8) & 0xFF, "agreeing pixels are grey")
  }

  @Test func rawBytesWithStrideAreRead() throws {
    // Two pixels a row, 12-byte stride.
    var bytes = [UInt8](repeating: 0, count: 24)
    withUnsafeBytes(of: UInt32(0xFF01_0203)) { bytes.replaceSubrange(12..<16, with: $0) }
    let image = try SnapshotImage(argb32: bytes, width: 2, height: 2, stride: 12)
    #expect(image[0, 1] == 0xFF01_0203)
    #expect(throws: SnapshotError.invalidPixelData(width: 2, height: 2, byteCount: 10)) {
      try SnapshotImage(argb32: [UInt8](repeating: 0, count: 10), width: 2, height: 2, stride: 8)
    }
  }
}
