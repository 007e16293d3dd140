import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
import CarouselTestSupport
import Testing

/// Every effect preset on the photo scenes moves only the photos: what an effect draws lies
/// within the items' photos as it places them (with their reflections and shadows), never
/// on the letterbox around a fitted photo, and never over the page controls.
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct EffectRegionTests {
  /// The photos: wide ones (letterboxed above and below in the gallery) and a tall one
  /// (pillarboxed), each one saturated colour, with their pixel sizes.
  static let photos: [(name: String, color: RenderColor, width: Int, height: Int)] = [
    ("a.png", RenderColor(hex: 0xD0_3030), 320, 120),
    ("b.png", RenderColor(hex: 0x30_A040), 320, 120),
    ("c.png", RenderColor(hex: 0x30_50D0), 100, 200),
    ("d.png", RenderColor(hex: 0xE0_A020), 320, 120),
    ("e.png", RenderColor(hex: 0xA0_30C0), 320, 140),
  ]

  static let size = CarouselSize(width: 400, height: 300)

  /// A fixture whose folder holds ``photos``.
  static func fixture() throws -> SceneFixture {
    let fixture = try SceneFixture()
    for photo in photos {
      try SolidImages.write(
        photo.color, to: photo.name, in: fixture.folder, width: photo.width,
        height: photo.height)
    }
    return fixture
  }

  /// A scene of the photos in `fixture`'s folder at `scale`, on item 2.
  static func controller(
    _ kind: SceneKind, effect: CarouselEffect?, fixture: SceneFixture, scale: Double = 1
  ) throws -> SceneController {
    try fixture.controller(kind, size: size, scale: scale) {
      $0.imageDirectory = fixture.folder.path
      $0.startIndex = 2
      $0.effect = effect
      $0.autoplayInterval = 0
    }
  }

  /// Holds a drag 130 points to the left (a third of a page) at time 0.1.
  static func holdDrag(_ controller: SceneController) {
    controller.handle(CarouselInputEvent(time: 0, .pointerDown(CarouselPoint(x: 300, y: 120))))
    controller.handle(CarouselInputEvent(time: 0.05, .pointerMove(CarouselPoint(x: 250, y: 120))))
    controller.handle(CarouselInputEvent(time: 0.1, .pointerMove(CarouselPoint(x: 170, y: 120))))
  }

  /// The convex outlines (window pixels) an item of the current frame may draw in under
  /// `effect`: its photo's fitted rectangle (the gallery; the whole page on the slider,
  /// whose photos fill it) through the effect's transform, its reflection below it, and its
  /// shadow's blurred margin.
  static func allowedOutlines(
    _ controller: SceneController, kind: SceneKind, effect: CarouselEffect
  ) -> [[CarouselPoint]] {
    let carousel = controller.carouselFrame
    let center = CarouselPoint(x: carousel.midX, y: carousel.midY)
    var outlines: [[CarouselPoint]] = []
    let engine = controller.engine
    engine.forEachLayoutAttribute { attributes in
      let appearance = effect.appearance(of: attributes, in: engine)
      guard appearance.isDrawn else { return }
      let page = attributes.frame.offsetBy(dx: carousel.minX, dy: carousel.minY)
      var photo = page
      if kind == .gallery {
        let source = photos[attributes.index]
        let fit = min(page.width / Double(source.width), page.height / Double(source.height))
        let size = CarouselSize(
          width: Double(source.width) * fit, height: Double(source.height) * fit)
        photo = CarouselRect(
          x: page.midX - size.width / 2, y: page.midY - size.height / 2, width: size.width,
          height: size.height)
      }
      let placed =
        appearance.transform
        * .translation(x: photo.midX - page.midX, y: photo.midY - page.midY)
      let (w, h) = (photo.width / 2, photo.height / 2)
      var rects = [CarouselRect(x: -w, y: -h, width: 2 * w, height: 2 * h)]
      if appearance.reflection > 0 {
        rects.append(CarouselRect(x: -w, y: h, width: 2 * w, height: 0.3 * 2 * h))
      }
      if appearance.shadow > 0 {
        let blur = 0.04 * 2 * h
        rects.append(
          CarouselRect(
            x: -w - blur, y: -h - blur, width: 2 * (w + blur),
            height: 2 * (h + blur) + 0.035 * 2 * h))
      }
      for rect in rects {
        let corners = [
          (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
          (rect.minX, rect.maxY),
        ].compactMap { placed.projected(x: $0.0, y: $0.1) }
        guard corners.count == 4 else {
          // Partly behind the viewer: allow its whole side of the window (rare).
          outlines.append([
            CarouselPoint(x: -1e6, y: -1e6), CarouselPoint(x: 1e6, y: -1e6),
            CarouselPoint(x: 1e6, y: 1e6), CarouselPoint(x: -1e6, y: 1e6),
          ])
          continue
        }
        outlines.append(
          corners.map {
            CarouselPoint(
              x: (center.x + $0.x) * controller.scale, y: (center.y + $0.y) * controller.scale)
          })
      }
    }
    return outlines
  }

  /// Whether `point` lies within `margin` of the convex `polygon` (either winding).
  static func contains(_ polygon: [CarouselPoint], _ point: CarouselPoint, margin: Double) -> Bool {
    var sign = 0.0
    var inside = true
    var nearest = Double.infinity
    for k in polygon.indices {
      let a = polygon[k]
      let b = polygon[(k + 1) % polygon.count]
      let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
      if cross != 0 {
        if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { inside = false }
      }
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let length = dx * dx + dy * dy
      let t =
        length > 0 ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / length, 0), 1) : 0
      let (px, py) = (a.x + t * dx - point.x, a.y + t * dy - point.y)
      nearest = min(nearest, (px * px + py * py).squareRoot())
    }
    return inside || nearest <= margin
  }

  /// Pixels whose colour differs between two renders (any channel by more than 6).
  static func differing(_ a: RenderSurface, _ b: RenderSurface) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        if abs(Int(p.red) - Int(q.red)) > 6 || abs(Int(p.green) - Int(q.green)) > 6
          || abs(Int(p.blue) - Int(q.blue)) > 6
        {
          result.append((x, y))
        }
      }
    }
    return result
  }

  static let photoScenes: [SceneKind] = [.gallery, .slider]

  /// Mid-swipe and at rest, every preset draws only inside the transformed photos.
  @Test(arguments: photoScenes, CarouselEffectKind.allCases)
  func effectDrawsOnlyThePhotos(kind: SceneKind, preset: CarouselEffectKind) throws {
    let effect = CarouselEffect(preset)
    for moving in [true, false] {
      let fixture = try Self.fixture()
      let controller = try Self.controller(kind, effect: effect, fixture: fixture)
      if moving { Self.holdDrag(controller) }
      let full = try SceneFixture.render(controller, at: 0.2)
      let bare = try RenderSurface(size: Self.size, scale: controller.scale)
      controller.drawWithoutItems(into: bare)
      let drawn = Self.differing(full, bare)
      let outlines = Self.allowedOutlines(controller, kind: kind, effect: effect)
      let stray = drawn.filter { pixel in
        let point = CarouselPoint(x: Double(pixel.x) + 0.5, y: Double(pixel.y) + 0.5)
        return !outlines.contains { Self.contains($0, point, margin: 1.5) }
      }
      // The photos show: the test sees the items it checks.
      #expect(drawn.count > 2000, "\(kind) \(preset) moving \(moving): \(drawn.count) drawn")
      #expect(
        stray.isEmpty,
        "\(kind) \(preset) moving \(moving): \(stray.count) pixels drawn off the photos, first \(stray.prefix(3))"
      )
    }
  }

  /// The gallery's page control and label look the same under every preset, at rest and
  /// mid-swipe, as without an effect.
  @Test(arguments: CarouselEffectKind.allCases)
  func galleryControlsStayUncovered(preset: CarouselEffectKind) throws {
    for moving in [true, false] {
      let fixture = try Self.fixture()
      let plain = try Self.controller(.gallery, effect: nil, fixture: fixture)
      let turned = try Self.controller(.gallery, effect: CarouselEffect(preset), fixture: fixture)
      if moving {
        Self.holdDrag(plain)
        Self.holdDrag(turned)
      }
      let a = try SceneFixture.render(plain, at: 0.2)
      let b = try SceneFixture.render(turned, at: 0.2)
      let controlsTop = Int((plain.carouselFrame.maxY * plain.scale).rounded(.up))
      var changed = 0
      for y in controlsTop..<a.pixelHeight {
        for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
          changed += 1
        }
      }
      #expect(changed == 0, "\(preset) moving \(moving): \(changed) control pixels changed")
    }
  }

  /// The slider's page dots look the same under every preset at rest as without one.
  @Test(arguments: CarouselEffectKind.allCases)
  func sliderDotsStayUncoveredAtRest(preset: CarouselEffectKind) throws {
    let fixture = try Self.fixture()
    let plain = try Self.controller(.slider, effect: nil, fixture: fixture)
    let turned = try Self.controller(.slider, effect: CarouselEffect(preset), fixture: fixture)
    let a = try SceneFixture.render(plain, at: 0.2)
    let b = try SceneFixture.render(turned, at: 0.2)
    // The dots sit 24 points above the bottom, centred.
    let band = (Int(Self.size.height) - 60)..<Int(Self.size.height)
    var changed = 0
    for y in band {
      for x in 100..<300 where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { changed += 1 }
    }
    #expect(changed == 0, "\(preset): \(changed) pixels around the dots changed")
  }

  /// Mid-swipe, no preset opens a void of the slider's bare black background: what the
  /// turned slides leave shows the current photo's backdrop.
  @Test(arguments: CarouselEffectKind.allCases)
  func sliderLeavesNoBlackVoid(preset: CarouselEffectKind) throws {
    let fixture = try Self.fixture()
    let controller = try Self.controller(.slider, effect: CarouselEffect(preset), fixture: fixture)
    Self.holdDrag(controller)
    let frame = try SceneFixture.render(controller, at: 0.2)
    var black = 0
    for y in 0..<frame.pixelHeight {
      for x in 0..<frame.pixelWidth {
        let p = frame.pixel(x: x, y: y)
        if p.red < 6 && p.green < 6 && p.blue < 6 { black += 1 }
      }
    }
    let total = frame.pixelWidth * frame.pixelHeight
    #expect(black * 100 <= total, "\(preset): \(black) of \(total) pixels bare black")
  }
}
