import CarouselRender

/// Small PNG files of one colour each, and a corrupt one, for image-folder tests.
enum SolidImages {
  /// Writes a `width` × `height` PNG filled with `color` to `name` in `folder`.
  @discardableResult
  static func write(
    _ color: RenderColor, to name: String, in folder: TemporaryFolder, width: Int = 160,
    height: Int = 100
  ) throws -> String {
    let surface = try RenderSurface(pixelWidth: width, pixelHeight: height)
    surface.fill(color)
    let path = folder.file(name)
    try surface.writePNG(to: path)
    return path
  }

  /// Writes a file named like a PNG whose bytes are a PNG signature followed by garbage.
  @discardableResult
  static func writeCorrupt(to name: String, in folder: TemporaryFolder) throws -> String {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return try folder.write(bytes: signature + Array(repeating: 0x42, count: 64), to: name)
  }
}
