import CarouselImages
import Testing

/// The first pass shown while the display decode runs: the EXIF thumbnail when the JPEG
/// has one, else a 1/8 DCT decode.
@Suite struct PreviewDecodingTests {
  @Test func exifThumbnailIsThePreview() throws {
    let folder = try TestFolder()
    let photo = try TestImages.jpeg(width: 640, height: 480) { _, _ in .blue }
    // A thumbnail of another colour proves which pixels the preview came from.
    let thumbnail = try TestImages.jpeg(width: 160, height: 120) { _, _ in .red }
    let path = try folder.write(
      TestImages.withEXIFThumbnail(photo, thumbnail: thumbnail), to: "phone.jpg")
    let decoder = ImageDecoder()
    let preview = try decoder.decodePreview(path: path, maxSize: PixelSize(width: 400, height: 300))
    #expect(preview.size == PixelSize(width: 160, height: 120))
    #expect(preview.rgb(x: 80, y: 60).isClose(to: .red, tolerance: 8))
    // The display decode ignores the thumbnail.
    let display = try decoder.decode(path: path, maxSize: PixelSize(width: 400, height: 300))
    #expect(display.size == PixelSize(width: 400, height: 300))
    #expect(display.rgb(x: 200, y: 150).isClose(to: .blue, tolerance: 8))
  }

  @Test func withoutThumbnailAnEighthScaleDecode() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.jpeg(width: 1600, height: 1200) { _, _ in .green }, to: "plain.jpg")
    let preview = try ImageDecoder().decodePreview(
      path: path, maxSize: PixelSize(width: 800, height: 600))
    // 1/8 of 1600×1200, not filtered further.
    #expect(preview.size == PixelSize(width: 1600 / 8, height: 1200 / 8))
    #expect(preview.rgb(x: 100, y: 75).isClose(to: .green, tolerance: 8))
  }

  @Test func previewKeepsTheAspectRatioOfOtherFormats() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      TestImages.webp(width: 1000, height: 500) { _, _ in .red }, to: "wide.webp")
    let preview = try ImageDecoder().decodePreview(
      path: path, maxSize: PixelSize(width: 800, height: 600))
    #expect(preview.size.width == 2 * preview.size.height)
    #expect(preview.size.width <= 800)
  }
}
