import CarouselFormats

extension ImageDecoder {
  /// Converts `image`'s ARGB32 pixels in place from the colour space its file declares
  /// (sRGB when it declares none) to ``Configuration/displayProfile``. sRGB pixels for an
  /// sRGB display are left as they are, and so is everything when colour management is off.
  ///
  /// A profile that cannot be used sets ``DecodedImage/colourNote``, reports one line on
  /// standard error (once per path), and the pixels are treated as sRGB.
  func manageColour(
    of image: inout DecodedImage, from source: EmbeddedColourSpace?, path: String
  ) {
    guard configuration.managesColour else { return }
    let display = configuration.displayProfile.resolvedBytes
    if let source, !source.isSRGB {
      do throws(ColourProfileProblem) {
        try colourTransform(from: source, display: display, layout: .argb32).convert(image)
        return
      } catch {
        noteIgnoredProfile(error, on: &image, path: path)
      }
    }
    // sRGB, declared or assumed: only a screen with a profile of its own needs a change.
    guard display != nil else { return }
    do throws(ColourProfileProblem) {
      try colourTransform(from: .sRGB, display: display, layout: .argb32).convert(image)
    } catch {
      // The display profile was checked when it was adopted; a refusal here leaves sRGB.
    }
  }

  /// The transform for `source` to `display` and `layout`, from the shared cache.
  func colourTransform(
    from source: EmbeddedColourSpace, display: [UInt8]?, layout: ColourPixelLayout
  ) throws(ColourProfileProblem) -> ColourTransform {
    try ColourTransformCache.shared.transform(
      for: .init(source: source, display: display, layout: layout))
  }

  /// Records on `image` why its profile was ignored and says so on standard error.
  func noteIgnoredProfile(
    _ problem: ColourProfileProblem, on image: inout DecodedImage, path: String
  ) {
    let note = "\(problem); shown as sRGB"
    image.colourNote = note
    if configuration.reportsColourProblems {
      ColourProblemReporter.shared.report("\(path): \(note)", forPath: path)
    }
  }
}

/// Says once per file, on standard error, that its colour profile was ignored: the display
/// decode and the preview of one photo would otherwise say it twice, and a slideshow on a
/// loop every time round.
final class ColourProblemReporter: Sendable {
  /// Paths remembered before the memory is cleared (so a folder of 100,000 bad files costs
  /// a bounded set, at the price of repeating a line after that many).
  static let rememberedPathLimit = 4096

  static let shared = ColourProblemReporter()

  private let reported = Locked(Set<String>())

  /// Writes `line` through ``TerminalText`` unless it was written for `path` already.
  func report(_ line: String, forPath path: String) {
    let isNew = reported.withLock { paths in
      if paths.count >= Self.rememberedPathLimit { paths.removeAll() }
      return paths.insert(path).inserted
    }
    if isNew { TerminalText.report(line) }
  }
}
