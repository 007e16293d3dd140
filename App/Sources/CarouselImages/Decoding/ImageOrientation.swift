/// How a photo's stored pixels must be turned to appear upright: the eight values of the
/// EXIF `Orientation` tag (0x0112).
///
/// The comments say where the stored image's first row and first column end up on screen.
public enum ImageOrientation: Int, Sendable, CaseIterable {
  /// 1: first row at the top, first column on the left (stored upright).
  case up = 1
  /// 2: first row at the top, first column on the right (mirrored left to right).
  case upMirrored = 2
  /// 3: first row at the bottom, first column on the right (turned 180°).
  case down = 3
  /// 4: first row at the bottom, first column on the left (mirrored top to bottom).
  case downMirrored = 4
  /// 5: first row on the left, first column at the top (transposed).
  case leftMirrored = 5
  /// 6: first row on the right, first column at the top (needs a 90° clockwise turn).
  case right = 6
  /// 7: first row on the right, first column at the bottom (transversed).
  case rightMirrored = 7
  /// 8: first row on the left, first column at the bottom (needs a 90° counter-clockwise
  /// turn).
  case left = 8

  /// Whether the upright image's width is the stored image's height (values 5–8).
  public var swapsWidthAndHeight: Bool { rawValue >= ImageOrientation.leftMirrored.rawValue }
}
