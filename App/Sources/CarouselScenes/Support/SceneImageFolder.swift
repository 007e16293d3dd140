import CarouselImages
import CarouselRender

/// Finds the photos of the `slider` and `gallery` scenes: the folder the person named, or
/// the bundled artwork.
struct SceneImageFolder {
  /// The images, in natural file-name order.
  var sources: [ImageSource]
  /// The headline shown when there are none.
  var emptyTitle: String
  /// The explanation under it.
  var emptyDetail: String

  /// Scans `options.imageDirectory`, else the bundled artwork of `artwork`.
  ///
  /// - Throws: ``SceneError`` when the named folder does not exist or cannot be listed. An
  ///   empty folder is not an error (the scene shows `emptyTitle`), nor is a missing
  ///   artwork bundle (the message says where it should have been).
  init(options: SceneOptions, artwork: ArtworkKind) throws(SceneError) {
    if let directory = options.imageDirectory {
      do {
        sources = try ImageDirectory.scan(directory)
      } catch {
        throw .imageFolder(error)
      }
      emptyTitle = "No Photos in “\(Self.folderName(directory))”"
      emptyDetail = "Add JPEG or PNG files to the folder to see them here."
      return
    }
    do {
      let directory = try BundledArtwork.directory(artwork)
      sources = (try? ImageDirectory.scan(directory)) ?? []
      emptyTitle = "No Photos"
      emptyDetail = "The bundled artwork folder \(directory) has no images."
    } catch {
      sources = []
      emptyTitle = "No Photos"
      emptyDetail = "The bundled artwork is not installed: \(error.description)."
    }
  }

  /// Each photo's file name without its extension, for assistive technology.
  var itemLabels: [Int: String] {
    Dictionary(
      uniqueKeysWithValues: sources.enumerated().map { index, source in
        let name = source.fileName
        let label = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return (index, label.isEmpty ? name : label)
      })
  }

  /// The last component of a folder path ("Photos" for "/home/a/Photos/").
  static func folderName(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/"), slash != trimmed.indices.last else {
      return trimmed
    }
    return String(trimmed[trimmed.index(after: slash)...])
  }
}
