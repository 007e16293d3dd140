import CLCMS2

/// The colour profile decoded images are converted to: the screen's.
public enum DisplayColourProfile: Sendable, Hashable {
  /// sRGB (IEC 61966-2-1), what an unmanaged screen is assumed to show.
  case sRGB
  /// The ICC profile with these bytes (an RGB display, colour space or input profile).
  case icc([UInt8])
  /// The profile the window found on its screen (``adoptScreenProfile(_:)``), sRGB until
  /// one is adopted and for headless rendering.
  case screen

  private static let screenProfile = Locked<[UInt8]?>(nil)

  /// Makes `bytes` (an X display's `_ICC_PROFILE` root-window property; `nil` or empty
  /// when it has none) the profile ``screen`` stands for, after checking that lcms2 reads
  /// it as an RGB profile of a display, colour space or input device.
  ///
  /// The window calls this once, after it opens and before images are decoded for it;
  /// decodes already running keep the profile they started with.
  ///
  /// - Returns: Why the profile was refused (``screen`` then stays sRGB), or `nil`.
  @discardableResult
  public static func adoptScreenProfile(_ bytes: [UInt8]?) -> String? {
    guard let bytes, !bytes.isEmpty else {
      screenProfile.withLock { $0 = nil }
      return nil
    }
    let limit = ImageDecoder.Configuration.default.maxColourProfileByteCount
    if bytes.count > limit {
      return
        "the screen's colour profile is \(bytes.count) bytes, over the limit of \(limit); using sRGB"
    }
    guard
      let profile = bytes.withUnsafeBytes({
        cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count))
      })
    else { return "the screen's colour profile is malformed; using sRGB" }
    defer { cmsCloseProfile(profile) }
    if let problem = ColourTransform.problem(with: profile, forPixels: .argb32) {
      return "the screen's colour profile is refused (\(problem)); using sRGB"
    }
    screenProfile.withLock { $0 = bytes }
    return nil
  }

  /// The profile's bytes, `nil` for sRGB (``screen``: the adopted screen profile's now).
  public var resolvedBytes: [UInt8]? {
    switch self {
    case .sRGB: nil
    case .icc(let bytes): bytes
    case .screen: Self.screenProfile.withLock { $0 }
    }
  }
}
