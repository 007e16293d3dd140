/// An opaque colour for drawing test images.
struct RGB: Equatable, CustomStringConvertible {
  var red: UInt8
  var green: UInt8
  var blue: UInt8

  static let red = RGB(red: 255, green: 0, blue: 0)
  static let green = RGB(red: 0, green: 255, blue: 0)
  static let blue = RGB(red: 0, green: 0, blue: 255)
  static let white = RGB(red: 255, green: 255, blue: 255)
  static let black = RGB(red: 0, green: 0, blue: 0)

  var description: String { "rgb(\(red), \(green), \(blue))" }

  /// Whether every channel of `other` is within `tolerance` of this colour.
  func isClose(to other: RGB, tolerance: Int) -> Bool {
    abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
      && abs(Int(blue) - Int(other.blue)) <= tolerance
  }
}
