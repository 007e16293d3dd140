import Foundation

/// The bundled pictures as PNG files in the module's resource bundle, written by
/// `carousel artwork --out DIR` from the drawing code in CarouselArtwork (see `make artwork`
/// in the README); the app loads these, it does not draw them.
public enum BundledArtwork {
  /// The folder holding the bundled PNGs of `kind` inside the module's resource bundle.
  ///
  /// - Throws: ``RenderError/artworkBundleMissing(path:)`` if the folder is not there
  ///   (for example when the resource bundle was not installed next to the binary).
  public static func directory(_ kind: ArtworkKind) throws(RenderError) -> String {
    let root = Bundle.module.resourceURL?.appendingPathComponent("Artwork").path ?? "Artwork"
    let folder = (root as NSString).appendingPathComponent(kind.folderName)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw .artworkBundleMissing(path: folder) }
    return folder
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
