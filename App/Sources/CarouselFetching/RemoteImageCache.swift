import CarouselImages
import Foundation

/// The folder where downloaded images are kept, one file per URL, named by the SHA-256 of
/// the URL: `$XDG_CACHE_HOME/carousel/images/<64 hex digits>`.
///
/// A file is only ever created whole: a download goes to a hidden temporary file in the same
/// folder and is renamed into place when complete and checked (`rename` is atomic), so an
/// interrupted download or a second process never leaves a half image under the final name.
/// A cached file is used as it is, without asking the server again; deleting the folder
/// makes every image download anew.
///
/// Threading: a value; its methods touch the disk and MUST NOT be called on a frame thread.
public struct RemoteImageCache: Sendable, Equatable {
  /// The folder holding the files.
  public let directory: String

  /// A cache in `directory` (created on the first download).
  public init(directory: String) {
    self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
  }

  /// The cache of `environment`: `$XDG_CACHE_HOME/carousel/images`, else
  /// `$HOME/.cache/carousel/images`; nil when neither is an absolute path (the XDG rule for
  /// relative values).
  public init?(environment: [String: String]) {
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
      self.init(directory: base + "/carousel/images")
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      self.init(directory: home + "/.cache/carousel/images")
    } else {
      return nil
    }
  }

  /// Where the image downloaded from `url` is (or will be) kept.
  public func path(for url: String) -> String {
    directory + "/" + SHA256.hexDigest(of: url.utf8)
  }

  /// The cached image of `url` as a source to decode (its format read from its first bytes),
  /// or nil when it is not cached, empty, or not an image.
  public func cachedSource(for url: String) -> ImageSource? {
    let path = path(for: url)
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard
      let prefix = try? handle.read(upToCount: ImageFormat.signatureLength),
      let format = ImageFormat(signature: Array(prefix))
    else { return nil }
    return ImageSource(path: path, format: format)
  }

  /// Removes the temporary files of downloads that were cut off (the process ended midway)
  /// and are older than `age` seconds, so they do not pile up. Younger ones may belong to a
  /// download still running in another process.
  ///
  /// - Returns: How many were removed.
  @discardableResult
  public func removeAbandonedDownloads(olderThan age: Double = 3_600) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let cutoff = Date(timeIntervalSinceNow: -age)
    var removed = 0
    for name in names where name.hasPrefix(".") && name.hasSuffix(Self.temporarySuffix) {
      let path = directory + "/" + name
      guard
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[
          .modificationDate] as? Date,
        modified < cutoff, (try? FileManager.default.removeItem(atPath: path)) != nil
      else { continue }
      removed += 1
    }
    return removed
  }

  /// How the name of a download's temporary file ends (it also starts with a dot).
  static let temporarySuffix = ".part"

  /// Creates the folder (and its parents) if it is missing.
  func makeDirectory() throws(ImageError) {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .unreadableDirectory(path: directory, reason: "cannot create the cache folder")
    }
  }
}
