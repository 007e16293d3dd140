import CarouselImages
import CarouselSandbox
import CarouselTestSupport
import Foundation
import Testing

/// The display's colour profile reaches the decode workers: the conversion to it happens in
/// the worker (a worker starts converting to sRGB, and is sent each new profile once).
@Suite struct DisplayProfileTests {
  /// A chart of sRGB colours decoded for a Display P3 screen, in a worker: the same bytes
  /// as the in-process decode for that screen, within ΔE76 2 of the P3 values computed here
  /// from the primaries (independent of lcms2), and far from the unconverted sRGB values;
  /// the same worker then decodes for sRGB again, unconverted.
  @Test func aWorkerConvertsToTheDisplayProfileItIsSent() throws {
    let folder = try SandboxFixtures.folder()
    let path = try SandboxFixtures.write(
      SandboxFixtures.webp(width: 64, height: 48), named: "chart.webp", in: folder)
    let size = PixelSize(width: 64, height: 48)
    let pool = SandboxFixtures.pool()
    var forSRGB = ImageDecoder.Configuration.default
    forSRGB.displayProfile = .sRGB
    var forP3 = forSRGB
    forP3.displayProfile = .icc(try Self.displayP3Profile())

    let srgb = try ImageDecoder(configuration: forSRGB).decode(path: path, maxSize: size)
    let p3 = try SandboxedImageDecoder(configuration: forP3, pool: pool)
      .decode(path: path, maxSize: size)
    #expect(p3 == (try ImageDecoder(configuration: forP3).decode(path: path, maxSize: size)))

    var worst = 0.0
    var farthest = 0.0
    for y in 0..<size.height {
      for x in 0..<size.width {
        let source = Self.channels(srgb.argb(x: x, y: y))
        let expected = Self.p3Values(ofSRGB: source)
        let actual = Self.channels(p3.argb(x: x, y: y))
        worst = max(worst, Self.deltaE76(p3: actual, p3: expected))
        farthest = max(farthest, Self.deltaE76(p3: source, p3: expected))
      }
    }
    #expect(worst <= 2, "worst ΔE76 \(worst)")
    // Without the conversion the chart's saturated colours are far off.
    #expect(farthest > 5, "unconverted ΔE76 \(farthest)")

    let back = try SandboxedImageDecoder(configuration: forSRGB, pool: pool)
      .decode(path: path, maxSize: size)
    #expect(back == srgb)
    #expect(pool.statistics.started == 1)
    #expect(pool.statistics.failed == 0)
  }

  // MARK: - Reference arithmetic, from the primaries (not lcms2)

  typealias Vector = [Double]

  static let d65 = (x: 0.3127, y: 0.3290)

  static func displayP3Profile() throws -> [UInt8] { try ICCProfiles.displayP3() }

  static func channels(_ argb: UInt32) -> Vector {
    [Double(argb >> 16 & 0xFF), Double(argb >> 8 & 0xFF), Double(argb & 0xFF)]
  }

  static func decode(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  static func encode(_ value: Double) -> Double {
    value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }

  /// RGB (linear) → XYZ for primaries with a D65 white.
  static func toXYZ(_ red: (Double, Double), _ green: (Double, Double), _ blue: (Double, Double))
    -> [Vector]
  {
    func xyz(_ point: (Double, Double)) -> Vector {
      [point.0 / point.1, 1, (1 - point.0 - point.1) / point.1]
    }
    let columns = [xyz(red), xyz(green), xyz(blue)]
    let matrix = (0..<3).map { row in columns.map { $0[row] } }
    let scale = multiply(invert(matrix), xyz((d65.x, d65.y)))
    return matrix.map { row in (0..<3).map { row[$0] * scale[$0] } }
  }

  static let srgbToXYZ = toXYZ((0.64, 0.33), (0.30, 0.60), (0.15, 0.06))
  static let p3ToXYZ = toXYZ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060))

  /// 8-bit sRGB values → 8-bit Display P3 values (unrounded; sRGB lies inside P3).
  static func p3Values(ofSRGB srgb: Vector) -> Vector {
    let xyz = multiply(srgbToXYZ, srgb.map { decode($0 / 255) })
    return multiply(invert(p3ToXYZ), xyz).map { encode(min(max($0, 0), 1)) * 255 }
  }

  /// CIE76 ΔE between two 8-bit Display P3 colours.
  static func deltaE76(p3 a: Vector, p3 b: Vector) -> Double {
    let p = lab(p3: a)
    let q = lab(p3: b)
    return zip(p, q).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
  }

  static func lab(p3 values: Vector) -> Vector {
    let xyz = multiply(p3ToXYZ, values.map { decode($0 / 255) })
    let white = multiply(p3ToXYZ, [1, 1, 1])
    func f(_ t: Double) -> Double {
      t > 216.0 / 24_389 ? cbrt(t) : (24_389.0 / 27 * t + 16) / 116
    }
    let (fx, fy, fz) = (f(xyz[0] / white[0]), f(xyz[1] / white[1]), f(xyz[2] / white[2]))
    return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]
  }

  static func multiply(_ matrix: [Vector], _ vector: Vector) -> Vector {
    matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
  }

  static func invert(_ m: [Vector]) -> [Vector] {
    let (a, b, c) = (m[0][0], m[0][1], m[0][2])
    let (d, e, f) = (m[1][0], m[1][1], m[1][2])
    let (g, h, i) = (m[2][0], m[2][1], m[2][2])
    let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
      [e * i - f * h, -(b * i - c * h), b * f - c * e],
      [-(d * i - f * g), a * i - c * g, -(a * f - c * d)],
      [d * h - e * g, -(a * h - b * g), a * e - b * d],
    ].map { $0.map { $0 / determinant } }
  }
}
