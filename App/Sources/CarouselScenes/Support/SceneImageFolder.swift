import CarouselFiles
import CarouselImages
import CarouselLocale
import CarouselRender
import Foundation

/// Finds the photos of the `slider` and `gallery` scenes: the folder the person named, the
/// images (URLs or files) named one by one, or the bundled artwork; with `--watch`, keeps
/// finding a folder's photos as the folder changes.
struct SceneImageFolder {
  /// The images, in the order asked for (natural file-name order by default).
  var sources: [ImageSource]
  /// Files that look like images but are not shown, as one line (`2 files skipped: …`),
  /// or `nil`.
  var skippedSummary: String?
  /// The headline shown when there are none.
  var emptyTitle: String
  /// The explanation under it.
  var emptyDetail: String
  /// Rescans of a watched folder, delivered by its watcher.
  private let updates: FolderUpdates?

  /// Takes `options.imageList`, else scans `options.imageDirectory`, else the bundled
  /// artwork of `artwork`.
  ///
  /// - Throws: ``SceneError`` when the named folder does not exist or cannot be listed. An
  ///   empty folder is not an error (the scene shows `emptyTitle`), nor is a missing
  ///   artwork bundle (the message says where it should have been).
  init(options: SceneOptions, artwork: ArtworkKind, phrases: Phrases = .english)
    throws(SceneError)
  {
    if !options.imageList.isEmpty {
      // URLs and files named one by one; a URL's format is known once it is downloaded.
      sources = options.imageList.map {
        ImageSource(path: $0) ?? ImageSource(path: $0, format: .jpeg)
      }
      skippedSummary = nil
      emptyTitle = phrases.text(.noPhotos)
      emptyDetail = phrases.text(.noImagesNamed)
      updates = nil
      return
    }
    if let directory = options.imageDirectory {
      let scanOptions = ImageDirectory.Options(recursive: options.recursive, sort: options.sort)
      let scan: ImageDirectoryScan
      do {
        scan = try ImageDirectory.scan(directory, options: scanOptions)
      } catch {
        throw .imageFolder(error)
      }
      sources = scan.sources
      skippedSummary = scan.skippedSummary
      emptyTitle = phrases.text(.noPhotosIn, label: Self.folderName(directory))
      emptyDetail =
        skippedSummary.map { "\($0)." }
        ?? phrases.text(.addPhotosHint)
      updates =
        options.watch
        ? try FolderUpdates(directory: directory, options: scanOptions) : nil
      return
    }
    updates = nil
    skippedSummary = nil
    do {
      let directory = try BundledArtwork.directory(artwork)
      sources = (try? ImageDirectory.scan(directory)) ?? []
      emptyTitle = phrases.text(.noPhotos)
      emptyDetail = phrases.text(.bundledArtworkEmpty, label: directory)
    } catch {
      sources = []
      emptyTitle = phrases.text(.noPhotos)
      emptyDetail = phrases.text(.bundledArtworkMissing, label: error.description)
    }
  }

  /// Calls `wake` (on the watcher's thread) after each rescan of a watched folder.
  func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {
    updates?.setWakeHandler(wake)
  }

  /// Takes the latest rescan of a watched folder, if one arrived since the last call, and
  /// makes it the folder's content.
  ///
  /// - Returns: Whether the photos changed.
  mutating func takeUpdate() -> Bool {
    guard let scan = updates?.take(), scan.sources != sources else { return false }
    sources = scan.sources
    skippedSummary = scan.skippedSummary
    if let skippedSummary { emptyDetail = "\(skippedSummary)." }
    return true
  }

  /// Each photo's file name without its extension, for assistive technology.
  var itemLabels: [Int: String] {
    Dictionary(
      uniqueKeysWithValues: sources.indices.map { index in (index, label(ofItem: index)) })
  }

  /// The label of photo `index` alone (what ``itemLabels`` holds for it), in O(1): the grid
  /// names the selected photo every frame, and ``itemLabels`` costs O(photos).
  func label(ofItem index: Int) -> String {
    let name = sources[index].fileName
    let label = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    return label.isEmpty ? name : label
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

/// A watched folder's latest rescan, handed from the watcher's thread to the scene's.
///
/// Threading: ``take()`` and ``setWakeHandler(_:)`` MAY be called from any thread; rescans
/// run on the watcher's thread, never on the frame thread.
final class FolderUpdates: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: ImageDirectoryScan?
  private var wake: (@Sendable () -> Void)?
  private var watcher: FolderWatcher?

  /// Starts watching `directory` (and, when scanning recursively, its subfolders as they
  /// are now).
  init(directory: String, options: ImageDirectory.Options) throws(SceneError) {
    var folders = [directory]
    if options.recursive { folders += Self.subfolders(of: directory) }
    do {
      watcher = try FolderWatcher(folders: folders) { [weak self] in
        guard let self else { return }
        // A folder that vanished keeps the photos shown; the next change rescans again.
        guard let scan = try? ImageDirectory.scan(directory, options: options) else { return }
        let wake = self.lock.withLock { () -> (@Sendable () -> Void)? in
          self.pending = scan
          return self.wake
        }
        wake?()
      }
    } catch {
      throw .imageFolder(
        .unreadableDirectory(path: error.path, reason: "cannot watch it (\(error.reason))"))
    }
  }

  deinit { watcher?.stop() }

  func setWakeHandler(_ handler: @escaping @Sendable () -> Void) {
    lock.withLock { wake = handler }
  }

  /// The rescan that arrived since the last call, if any.
  func take() -> ImageDirectoryScan? {
    lock.withLock {
      defer { pending = nil }
      return pending
    }
  }

  /// Every folder below `directory`, hidden ones excepted.
  private static func subfolders(of directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var folders: [String] = []
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
        folders.append(base + relative)
      }
    }
    return folders
  }
}
