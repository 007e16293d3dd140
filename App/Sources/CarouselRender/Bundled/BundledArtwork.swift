import Foundation

/// The bundled pictures as PNG files next to the executable (see ``searchRoots``), written by
/// `carousel artwork --out DIR` from the drawing code in CarouselArtwork (see `make artwork`
/// in the README); the app loads these, it does not draw them.
public enum BundledArtwork {
  /// The folder holding the bundled PNGs of `kind`, found relative to the executable (see
  /// ``searchRoots``), so a copied or installed program finds its pictures without the
  /// build folder.
  ///
  /// - Throws: ``RenderError/artworkBundleMissing(path:)`` if no root has the folder (for
  ///   example when only the binary was copied); the path is where it was looked for first.
  public static func directory(_ kind: ArtworkKind) throws(RenderError) -> String {
    let roots = searchRoots
    for root in roots {
      let folder = (root as NSString).appendingPathComponent(kind.folderName)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return folder
      }
    }
    let first = roots.first.map { ($0 as NSString).appendingPathComponent(kind.folderName) }
    throw .artworkBundleMissing(path: first ?? kind.folderName)
  }

  /// Where the `Artwork` folder may be, in order: `$CAROUSEL_ARTWORK_DIR` when set, the
  /// installed layout `BIN/../share/carousel/Artwork`, and the build folder's resource
  /// bundle next to the executable (`*_CarouselRender.resources/Artwork`).
  public static var searchRoots: [String] {
    var roots: [String] = []
    if let override = ProcessInfo.processInfo.environment["CAROUSEL_ARTWORK_DIR"],
      !override.isEmpty
    {
      roots.append(override)
    }
    guard let executable = executablePath else { return roots }
    let binFolder = (executable as NSString).deletingLastPathComponent
    let prefix = (binFolder as NSString).deletingLastPathComponent
    roots.append((prefix as NSString).appendingPathComponent("share/carousel/Artwork"))
    let bundles =
      ((try? FileManager.default.contentsOfDirectory(atPath: binFolder)) ?? [])
      .filter {
        $0.hasSuffix("_CarouselRender.resources") || $0.hasSuffix("_CarouselRender.bundle")
      }
      .sorted()
    for bundle in bundles {
      let resources = (binFolder as NSString).appendingPathComponent(bundle)
      roots.append((resources as NSString).appendingPathComponent("Artwork"))
      // A Darwin bundle keeps its resources one level deeper.
      roots.append((resources as NSString).appendingPathComponent("Contents/Resources/Artwork"))
    }
    return roots
  }

  /// The running executable, symbolic links resolved (the test runner when under test).
  private static var executablePath: String? {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    return Bundle.main.executableURL?.resolvingSymlinksInPath().path
  }

  /// The bundled PNG file of one picture.
  public static func path(kind: ArtworkKind, named name: String) throws(RenderError) -> String {
    let canonical = try kind.canonicalName(name)
    return (try directory(kind) as NSString).appendingPathComponent("\(canonical).png")
  }

  /// Loads one bundled picture.
  public static func load(kind: ArtworkKind, named name: String) throws(RenderError)
    -> RenderSurface
  {
    try RenderSurface(contentsOfPNG: path(kind: kind, named: name))
  }
}
