import CCairo
import CarouselCore
import CarouselRender
import Foundation

/// The product's bundled pictures, drawn from code: eight destination posters for the
/// trip cards, three welcome scenes for the image slider and six gallery images.
///
/// No photographs exist on the build machines, so every picture is a deterministic
/// illustration (seeded details, no clock, no I/O): the same code draws the same pixels.
/// The PNGs in the resource bundle were written by ``exportAll(to:)`` (the app exposes it
/// as `carousel artwork --out DIR`); regenerate them after changing a scene.
public enum Artwork {
  /// The trip poster names: paris, rome, istanbul, london, sydney, santorini, newyork, kyoto.
  public static var posterNames: [String] { ArtworkKind.trips.names }

  /// Draws the poster for a destination (case-insensitive, spaces ignored: "New York" is
  /// "newyork") aspect-filled into a `size`-point area at the context's origin.
  ///
  /// - Throws: ``RenderError/unknownArtwork(name:known:)`` for an unknown name.
  public static func drawPoster(named name: String, in context: RenderContext, size: CarouselSize)
    throws(RenderError)
  {
    try draw(kind: .trips, named: name, in: context, size: size)
  }

  /// Draws any artwork of `kind` by name ("paris", "1") aspect-filled into a `size`-point
  /// area at the context's origin.
  public static func draw(
    kind: ArtworkKind, named name: String, in context: RenderContext, size: CarouselSize
  ) throws(RenderError) {
    let scene = try scene(kind: kind, named: name)
    let design = kind.designSize
    let target = CarouselRect(size: size).aspectFill(design)
    let cr = context.cairo
    context.withSavedState {
      context.clip(to: CarouselRect(size: size))
      cairo_translate(cr, target.minX, target.minY)
      cairo_scale(cr, target.width / design.width, target.height / design.height)
      var sketch = Sketch(context: context, size: design, seed: scene.seed)
      scene.draw(&sketch)
    }
  }

  /// Renders artwork into a new surface of `pixelSize`, or the kind's design size.
  public static func render(kind: ArtworkKind, named name: String, pixelSize: CarouselSize? = nil)
    throws(RenderError) -> RenderSurface
  {
    let size = pixelSize ?? kind.designSize
    let surface = try RenderSurface(size: size, scale: 1)
    try draw(kind: kind, named: name, in: surface.makeContext(), size: size)
    return surface
  }

  /// Writes every picture as `DIR/trips/NAME.png`, `DIR/slider/N.png` and
  /// `DIR/gallery/N.png` at its design size, creating the folders.
  ///
  /// - Returns: the paths written, in order.
  @discardableResult
  public static func exportAll(to directory: String) throws(RenderError) -> [String] {
    var written: [String] = []
    for kind in ArtworkKind.allCases {
      let folder = (directory as NSString).appendingPathComponent(kind.folderName)
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .directory(path: folder, reason: "\(error.localizedDescription)")
      }
      for name in kind.names {
        let path = (folder as NSString).appendingPathComponent("\(name).png")
        try render(kind: kind, named: name).writePNG(to: path)
        written.append(path)
      }
    }
    return written
  }

  static func scene(kind: ArtworkKind, named name: String) throws(RenderError)
    -> any ArtworkScene.Type
  {
    let wanted = name.lowercased().filter { !$0.isWhitespace }
    guard let scene = kind.scenes.first(where: { $0.name == wanted }) else {
      throw .unknownArtwork(name: name, known: kind.names)
    }
    return scene
  }
}

extension ArtworkKind {
  /// The drawing of each picture, in the order of ``ArtworkKind/names``.
  var scenes: [any ArtworkScene.Type] {
    switch self {
    case .trips:
      return [
        ParisPoster.self, RomePoster.self, IstanbulPoster.self, LondonPoster.self,
        SydneyPoster.self, SantoriniPoster.self, NewYorkPoster.self, KyotoPoster.self,
      ]
    case .slider:
      return [DawnDunesScene.self, AlpineLakeScene.self, AuroraScene.self]
    case .gallery:
      return [
        MountainRangeScene.self, WavePatternScene.self, FoggyForestScene.self,
        MosaicScene.self, MeadowScene.self, CanyonNightScene.self,
      ]
    }
  }
}
