import Foundation

/// Reference colour arithmetic for the colour-management tests, written from the
/// definitions (primaries and white point → RGB-to-XYZ matrix; transfer functions; CIELAB)
/// and independent of lcms2, so that the decoder's lcms2 output is checked against it.
enum ColourScience {
  typealias Vector = (Double, Double, Double)
  typealias Matrix = [[Double]]

  /// An RGB colour space: chromaticities and a decoding transfer function.
  struct RGBSpace: Sendable {
    var red: (x: Double, y: Double)
    var green: (x: Double, y: Double)
    var blue: (x: Double, y: Double)
    var white: (x: Double, y: Double) = ColourScience.d65
    /// A pure power-law transfer function's exponent; `nil` for the sRGB curve.
    var gamma: Double?

    /// Encoded value (0…1) → linear light.
    func decode(_ value: Double) -> Double {
      if let gamma { return pow(value, gamma) }
      return ColourScience.srgbDecode(value)
    }

    /// RGB (linear) → XYZ (Y = 1 for white): the primaries' XYZ scaled so that 1,1,1 maps
    /// to the white point.
    var toXYZ: Matrix {
      func xyz(_ point: (x: Double, y: Double)) -> [Double] {
        [point.x / point.y, 1, (1 - point.x - point.y) / point.y]
      }
      let columns = [xyz(red), xyz(green), xyz(blue)]
      let primaries: Matrix = (0..<3).map { row in columns.map { $0[row] } }
      let scale = multiply(invert(primaries), xyz(white))
      return primaries.map { row in (0..<3).map { row[$0] * scale[$0] } }
    }
  }

  static let d65 = (x: 0.3127, y: 0.3290)

  /// IEC 61966-2-1.
  static func srgbDecode(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  static func srgbEncode(_ value: Double) -> Double {
    value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }

  static let sRGB = RGBSpace(
    red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), gamma: nil)
  /// SMPTE EG 432-1 primaries, D65, the sRGB transfer function (Apple's Display P3).
  static let displayP3 = RGBSpace(
    red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), gamma: nil)
  /// Adobe RGB (1998): its primaries, D65, gamma 563/256.
  static let adobeRGBGamma = 563.0 / 256
  static let adobeRGB = RGBSpace(
    red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06), gamma: adobeRGBGamma)

  /// The 8-bit sRGB values (unrounded) of `colour`, 8-bit values in `space`: decode,
  /// to XYZ, to linear sRGB, clipped to the gamut, encode.
  static func srgbValues(of colour: RGB, in space: RGBSpace) -> Vector {
    let linear = [colour.red, colour.green, colour.blue].map { space.decode(Double($0) / 255) }
    let xyz = multiply(space.toXYZ, linear)
    let srgbLinear = multiply(invert(sRGB.toXYZ), xyz)
    let encoded = srgbLinear.map { srgbEncode(min(max($0, 0), 1)) * 255 }
    return (encoded[0], encoded[1], encoded[2])
  }

  /// CIELAB (D65 reference white) of 8-bit sRGB values.
  static func lab(srgb: Vector) -> Vector {
    let linear = [srgb.0, srgb.1, srgb.2].map { srgbDecode($0 / 255) }
    let xyz = multiply(sRGB.toXYZ, linear)
    let whiteXYZ = multiply(sRGB.toXYZ, [1, 1, 1])
    func f(_ t: Double) -> Double {
      let epsilon = 216.0 / 24_389
      let kappa = 24_389.0 / 27
      return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
    let fx = f(xyz[0] / whiteXYZ[0])
    let fy = f(xyz[1] / whiteXYZ[1])
    let fz = f(xyz[2] / whiteXYZ[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// CIE76 ΔE between two 8-bit sRGB colours: the Euclidean distance in CIELAB.
  static func deltaE76(_ a: Vector, _ b: Vector) -> Double {
    let p = lab(srgb: a)
    let q = lab(srgb: b)
    return ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2))
      .squareRoot()
  }

  static func multiply(_ matrix: Matrix, _ vector: [Double]) -> [Double] {
    matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
  }

  /// The inverse of a 3×3 matrix (adjugate over determinant).
  static func invert(_ m: Matrix) -> Matrix {
    let a = m[0][0], b = m[0][1], c = m[0][2]
    let d = m[1][0], e = m[1][1], f = m[1][2]
    let g = m[2][0], h = m[2][1], i = m[2][2]
    let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
      [(e * i - f * h), -(b * i - c * h), (b * f - c * e)],
      [-(d * i - f * g), (a * i - c * g), -(a * f - c * d)],
      [(d * h - e * g), -(a * h - b * g), (a * e - b * d)],
    ].map { $0.map { $0 / determinant } }
  }
}
