import CSDL2
import CarouselFormats
import CarouselImages

/// The display's colour profile, for the decoders to convert images to.
enum ScreenColourProfile {
  /// Reads the X display's `_ICC_PROFILE` and makes it the profile
  /// ``DisplayColourProfile/screen`` stands for; reports one line on standard error when
  /// the display advertises one that cannot be used (the window then shows sRGB).
  ///
  /// MUST run before the scene starts decoding: images already decoded keep their colours.
  static func adopt() {
    let limit = ImageDecoder.Configuration.default.maxColourProfileByteCount
    var bytes = [UInt8](repeating: 0, count: limit)
    let length = bytes.withUnsafeMutableBufferPointer {
      CSDL_ScreenICCProfile($0.baseAddress, UInt($0.count))
    }
    guard length > 0 else { return }
    if length > limit {
      TerminalText.report(
        "the screen's colour profile is \(length) bytes, over the limit of \(limit); using sRGB")
      return
    }
    if let problem = DisplayColourProfile.adoptScreenProfile(Array(bytes[..<length])) {
      TerminalText.report(problem)
    }
  }
}
