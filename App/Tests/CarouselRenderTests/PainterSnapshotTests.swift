import CarouselArtwork
import CarouselCore
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

/// Golden images of every painter. References are in `__Snapshots__/`; record them with
/// `CAROUSEL_RECORD_SNAPSHOTS=1` after checking the new look by eye.
@Suite struct PainterSnapshotTests {
  /// The references drawn without text, compared with ``SnapshotTolerance/textless``.
  static let textlessReferences = [
    "heart-filled", "heart-outline", "page-dots-3", "page-dots-1000-windowed", "slide",
  ]

  let text = TextRenderer()
  let cardSize = CarouselSize(width: 280, height: 400)

  private func parisCard(liked: Bool) throws -> RenderSurface {
    let poster = try Artwork.render(
      kind: .trips, named: "paris", pixelSize: CarouselSize(width: 400, height: 300))
    let content = TripCardContent(
      city: "Paris", country: "France", days: 5, price: 2000, image: poster, isLiked: liked)
    return try TripCardPainter(textRenderer: text).render(content, size: cardSize, scale: 1)
  }

  @Test func tripCard() throws {
    Snapshot.assertMatches(try parisCard(liked: false), named: "trip-card")
  }

  @Test func tripCardLiked() throws {
    let heart = TripCardPainter(textRenderer: text).heartButtonRect(cardSize: cardSize)
    Snapshot.assertState(
      SnapshotImage(try parisCard(liked: true)), named: "trip-card-liked",
      changing: PixelRegion(
        pointsX: heart.minX, y: heart.minY, width: heart.width, height: heart.height, margin: 2),
      from: "trip-card")
  }

  @Test func tripCardWithError() throws {
    let content = TripCardContent(
      city: "Kyoto", country: "Japan", days: 5, price: 1000,
      errorMessage: "kyoto.jpg is not a JPEG file (starts with 0x89 0x50)")
    let surface = try TripCardPainter(textRenderer: text).render(content, size: cardSize, scale: 1)
    Snapshot.assertMatches(surface, named: "trip-card-error")
  }

  @Test(arguments: [false, true])
  func heart(liked: Bool) throws {
    let surface = try RenderSurface(size: CarouselSize(width: 44, height: 44), scale: 2)
    HeartButtonPainter().draw(
      in: surface.makeContext(), rect: CarouselRect(x: 0, y: 0, width: 44, height: 44), liked: liked
    )
    if liked {
      // The filled heart is the outline's state: the whole picture is the region.
      Snapshot.assertState(
        SnapshotImage(surface), named: "heart-filled",
        changing: PixelRegion(x: 0, y: 0, width: 88, height: 88), from: "heart-outline",
        tolerance: .textless, regionTolerance: .textless)
    } else {
      Snapshot.assertMatches(surface, named: "heart-outline", tolerance: .textless)
    }
  }

  @Test func pageDotsThreePages() throws {
    let dots = PageDotsPainter()
    let surface = try dots.render(PageDotsModel(pageCount: 3, position: 1), scale: 2)
    Snapshot.assertMatches(surface, named: "page-dots-3", tolerance: .textless)
  }

  @Test func pageDotsThousandPagesWindowedMidway() throws {
    let model = PageDotsModel.windowed(pageCount: 1000, position: 500.4, dotCount: 7)
    let surface = try PageDotsPainter().render(model, scale: 2)
    Snapshot.assertMatches(surface, named: "page-dots-1000-windowed", tolerance: .textless)
  }

  @Test func pageLabel() throws {
    let surface = try PageLabelPainter(textRenderer: text).render(current: 3, total: 6, scale: 2)
    Snapshot.assertMatches(surface, named: "page-label")
  }

  @Test func errorTile() throws {
    let surface = try ErrorTilePainter(textRenderer: text).render(
      size: CarouselSize(width: 300, height: 200), scale: 1, fileName: "IMG_0042.jpg",
      message: "Not a JPEG file: the data starts with 0x89 0x50 (a PNG signature)")
    Snapshot.assertMatches(surface, named: "error-tile")
  }

  @Test func loadingTile() throws {
    let surface = try LoadingTilePainter(textRenderer: text).render(
      size: CarouselSize(width: 120, height: 90), scale: 2, phase: 0.3)
    Snapshot.assertMatches(surface, named: "loading-tile")
  }

  @Test func slide() throws {
    let image = try Artwork.render(
      kind: .slider, named: "2", pixelSize: CarouselSize(width: 480, height: 300))
    let surface = try SlidePainter(appearance: .slider).render(
      image, size: CarouselSize(width: 200, height: 300), scale: 1)
    Snapshot.assertMatches(surface, named: "slide", tolerance: .textless)
  }

  @Test func peekCard() throws {
    let content = PeekCardContent(
      title: "Morning Pages", subtitle: "Write three pages every morning", rank: 1)
    let surface = try PeekCardPainter(textRenderer: text).render(
      content, size: CarouselSize(width: 260, height: 320), scale: 1)
    Snapshot.assertMatches(surface, named: "peek-card")
  }

  @Test func greetingHeader() throws {
    let surface = try RenderSurface(size: CarouselSize(width: 375, height: 90), scale: 1)
    surface.fill(RenderColor(hex: 0x1B2D5A))
    GreetingHeaderPainter(textRenderer: text).draw(
      title: "Hello Dbestech", subtitle: "Good morning", in: surface.makeContext(),
      rect: CarouselRect(x: 0, y: 0, width: 375, height: 90))
    Snapshot.assertMatches(surface, named: "greeting-header")
  }

  /// Each text-free reference tinted by 3 % (every colour channel 3 % of the way to blue)
  /// fails its tolerance, while the reference itself matches.
  @Test(arguments: textlessReferences)
  func aThreePercentTintFailsTheTextlessTolerance(name: String) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let reference = try SnapshotImage(
      contentsOfPNG: folder.appendingPathComponent("__Snapshots__/\(name).png").path)
    let tinted = SnapshotImage(
      width: reference.width, height: reference.height,
      pixels: reference.pixels.map { Self.tinted($0, fraction: 0.03) })
    let tolerance = SnapshotTolerance.textless
    let threshold = tolerance.maxChannelDifference
    #expect(
      ImageDiff(expected: reference, actual: reference, channelThreshold: threshold)
        .isWithin(tolerance))
    let diff = ImageDiff(expected: reference, actual: tinted, channelThreshold: threshold)
    #expect(!diff.isWithin(tolerance), "\(name): \(diff)")
  }

  /// A premultiplied ARGB pixel with its colour moved `fraction` of the way to opaque blue at
  /// its own alpha (transparent pixels stay transparent).
  static func tinted(_ pixel: UInt32, fraction: Double) -> UInt32 {
    let alpha = Double(pixel >> 24)
    func moved(_ shift: UInt32, toward target: Double) -> UInt32 {
      let channel = Double((pixel >> shift) & 0xFF)
      return UInt32((channel + (target - channel) * fraction).rounded()) << shift
    }
    return (pixel & 0xFF00_0000) | moved(16, toward: 0) | moved(8, toward: 0)
      | moved(0, toward: alpha)
  }
}
