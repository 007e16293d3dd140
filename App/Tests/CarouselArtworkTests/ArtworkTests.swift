import CarouselCore
import CarouselRender
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselArtwork

@Suite struct ArtworkTests {
  let thumbnail = CarouselSize(width: 160, height: 120)

  @Test func everyListedNameHasItsDrawing() {
    for kind in ArtworkKind.allCases {
      #expect(kind.scenes.map { $0.name } == kind.names, "\(kind)")
    }
  }

  /// The shipped PNGs are what the code draws, compared at thumbnail size (the full-size
  /// comparison below is slow): each bundled picture scaled down to 160 × 100 with Cairo's
  /// best filter against the drawing scaled the same way from a quarter-size render, within a
  /// few levels on almost every pixel. Another picture, or a changed colour, fails.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func bundledPNGsMatchTheCodeAtThumbnailSize() throws {
    for kind in ArtworkKind.allCases {
      for (index, name) in kind.names.enumerated() {
        let bundled = try Self.thumbnail(BundledArtwork.load(kind: kind, named: name))
        let quarter = CarouselSize(
          width: kind.designSize.width / 4, height: kind.designSize.height / 4)
        let drawn = try Self.thumbnail(Artwork.render(kind: kind, named: name, pixelSize: quarter))
        let diff = ImageDiff(expected: bundled, actual: drawn, channelThreshold: 16)
        #expect(
          diff.sizesMatch && diff.differingFraction <= 0.02,
          "bundled \(kind)/\(name).png differs from its drawing: \(diff)")
        let other = kind.names[(index + 1) % kind.names.count]
        let otherDrawn = try Self.thumbnail(
          Artwork.render(kind: kind, named: other, pixelSize: quarter))
        let otherDiff = ImageDiff(expected: bundled, actual: otherDrawn, channelThreshold: 16)
        #expect(otherDiff.differingFraction > 0.2, "\(kind)/\(name) looks like \(other)")
      }
    }
  }

  /// `surface` scaled to 160 pixels wide (its aspect kept) with Cairo's best filter.
  static func thumbnail(_ surface: RenderSurface) throws -> SnapshotImage {
    let width = 160.0
    let height = (width * Double(surface.pixelHeight) / Double(surface.pixelWidth)).rounded()
    let small = try RenderSurface(size: CarouselSize(width: width, height: height), scale: 1)
    small.makeContext().draw(
      surface, in: CarouselRect(x: 0, y: 0, width: width, height: height))
    return SnapshotImage(small)
  }

  @Test func everyKindHasItsPictures() {
    #expect(
      Artwork.posterNames == [
        "paris", "rome", "istanbul", "london", "sydney", "santorini", "newyork", "kyoto",
      ])
    #expect(ArtworkKind.slider.names == ["1", "2", "3"])
    #expect(ArtworkKind.gallery.names == ["1", "2", "3", "4", "5", "6"])
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests), arguments: ArtworkKind.allCases)
  func drawingIsDeterministic(kind: ArtworkKind) throws {
    for name in kind.names {
      let first = try Artwork.render(kind: kind, named: name, pixelSize: thumbnail)
      let second = try Artwork.render(kind: kind, named: name, pixelSize: thumbnail)
      #expect(first.copyPixelBytes() == second.copyPixelBytes(), "\(kind)/\(name)")
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func exportedFilesAreByteIdenticalAcrossRuns() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("artwork-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let first = try Artwork.exportAll(to: root + "/a")
    let second = try Artwork.exportAll(to: root + "/b")
    #expect(first.count == 8 + 3 + 6)
    #expect(first.contains(root + "/a/trips/newyork.png"))
    #expect(first.contains(root + "/a/gallery/6.png"))
    for (a, b) in zip(first, second) {
      let bytesA = try Data(contentsOf: URL(fileURLWithPath: a))
      let bytesB = try Data(contentsOf: URL(fileURLWithPath: b))
      #expect(bytesA == bytesB, "\(a)")
    }
    let poster = try RenderSurface(contentsOfPNG: root + "/a/trips/paris.png")
    #expect(poster.pixelWidth == 1200 && poster.pixelHeight == 900)
    let slide = try RenderSurface(contentsOfPNG: root + "/a/slider/1.png")
    #expect(slide.pixelWidth == 1600 && slide.pixelHeight == 1000)
  }

  @Test func eachPosterDiffersFromEveryOther() throws {
    let posters = try Artwork.posterNames.map {
      SnapshotImage(try Artwork.render(kind: .trips, named: $0, pixelSize: thumbnail))
    }
    for i in posters.indices {
      for j in posters.indices where j > i {
        let diff = ImageDiff(expected: posters[i], actual: posters[j], channelThreshold: 40)
        #expect(
          diff.differingFraction > 0.3,
          "\(Artwork.posterNames[i]) and \(Artwork.posterNames[j]) look alike: \(diff)")
      }
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func galleryAndSliderPicturesDifferToo() throws {
    for kind in [ArtworkKind.slider, .gallery] {
      let images = try kind.names.map {
        SnapshotImage(try Artwork.render(kind: kind, named: $0, pixelSize: thumbnail))
      }
      for i in images.indices {
        for j in images.indices where j > i {
          let diff = ImageDiff(expected: images[i], actual: images[j], channelThreshold: 40)
          #expect(diff.differingFraction > 0.3, "\(kind) \(i + 1) vs \(j + 1): \(diff)")
        }
      }
    }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func bundledPNGsMatchTheCodeThatDrawsThem() throws {
    for kind in ArtworkKind.allCases {
      let folder = try BundledArtwork.directory(kind)
      #expect(folder.hasSuffix("Artwork/\(kind.folderName)"))
      for name in kind.names {
        let bundled = SnapshotImage(try BundledArtwork.load(kind: kind, named: name))
        let drawn = SnapshotImage(try Artwork.render(kind: kind, named: name))
        let diff = ImageDiff(expected: bundled, actual: drawn, channelThreshold: 8)
        #expect(
          diff.isWithin(.standard),
          "bundled \(kind)/\(name).png is stale (run `carousel artwork --out …`): \(diff)")
      }
    }
  }

  @Test func posterNamesAreForgivingAndUnknownNamesAreErrors() throws {
    let surface = try RenderSurface(size: thumbnail)
    try Artwork.drawPoster(named: "New York", in: surface.makeContext(), size: thumbnail)
    #expect(surface.pixel(x: 80, y: 60).alpha == 255)
    #expect {
      try Artwork.drawPoster(named: "atlantis", in: surface.makeContext(), size: thumbnail)
    } throws: { error in
      guard case .unknownArtwork(let name, let known) = error as? RenderError else { return false }
      return name == "atlantis" && known.count == 8
    }
  }

  @Test func posterCoversAnyAspectRatio() throws {
    // A tall card image area: aspect-fill must leave no transparent pixel.
    let size = CarouselSize(width: 90, height: 200)
    let surface = try RenderSurface(size: size)
    try Artwork.drawPoster(named: "kyoto", in: surface.makeContext(), size: size)
    for (x, y) in [(0, 0), (89, 0), (0, 199), (89, 199), (45, 100)] {
      #expect(surface.pixel(x: x, y: y).alpha == 255)
    }
  }
}

extension SnapshotImage {
  /// A copy of a render surface's pixels.
  fileprivate init(_ surface: RenderSurface) {
    self.init(cairoSurface: surface.cairoSurface)
  }
}
