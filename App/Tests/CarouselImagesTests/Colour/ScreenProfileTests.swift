import CLCMS2
import CarouselImages
import Testing

/// The screen's profile (the X display's `_ICC_PROFILE`) is checked before it is adopted.
/// Only refusals are tested here: they leave the process-wide profile as it is, so other
/// suites decoding for ``DisplayColourProfile/screen`` at the same time are not disturbed.
@Suite struct ScreenProfileTests {
  @Test func unusableScreenProfilesAreRefusedWithOneLine() throws {
    let cases: [(bytes: [UInt8], says: String)] = [
      (Array(repeating: 0x41, count: 400), "malformed"),
      (try TestImages.labProfile(), "an abstract profile"),
      (try TestImages.greyProfile(), "for grey colours"),
      (try TestImages.srgbProfile(deviceClass: cmsSigLinkClass), "a device link profile"),
      (
        Array(
          repeating: 0, count: ImageDecoder.Configuration.default.maxColourProfileByteCount + 1),
        "over the limit"
      ),
    ]
    for (bytes, says) in cases {
      let problem = try #require(DisplayColourProfile.adoptScreenProfile(bytes))
      #expect(problem.contains(says), "\(problem)")
      #expect(problem.hasSuffix("using sRGB"), "\(problem)")
      #expect(!problem.contains("\n"))
    }
  }
}
