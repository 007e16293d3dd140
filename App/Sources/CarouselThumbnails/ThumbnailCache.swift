#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shared thumbnail cache of the freedesktop.org thumbnail specification:
/// `$XDG_CACHE_HOME/thumbnails/{normal,large}/MD5(URI).png`, where the URI is the original
/// file's `file://` URI (``FileURI``). The same files nautilus, Gwenview, Thunar and GNOME's
/// file chooser read and write, so a folder one of them has shown opens at once here, and
/// the other way round.
///
/// A thumbnail is used only when its `Thumb::URI` is the file's URI and its `Thumb::MTime`
/// the file's modification time in whole seconds (the specification's check). Anything
/// else found under a thumbnail's name — a stale thumbnail, one for another file, a file
/// that is not a PNG, a symbolic link, a file larger than a thumbnail can be, an image
/// larger than its folder's size — is not used and is replaced by a fresh one
/// (``Lookup``). Reading is bounded: the file is opened without following links and read
/// only if it is a regular file of at most ``maxThumbnailByteCount`` bytes.
///
/// Writing is atomic (spec, "Creating thumbnails"): a temporary file in the same folder,
/// made with mode 0600, renamed over the thumbnail's name; the folders are made with mode
/// 0700.
///
/// Thread safety: a value with no mutable state; any number of threads MAY use it at once.
public struct ThumbnailCache: Sendable, Equatable {
  /// The `thumbnails` folder.
  public let root: String

  /// Bytes a thumbnail file may have: 256 × 256 RGBA pixels stored without compression
  /// are 263,424 bytes with filter bytes; the rest is room for text chunks and framing.
  public static let maxThumbnailByteCount = 1 << 20

  /// The cache under `root` (a `thumbnails` folder).
  public init(root: String) {
    self.root = root
  }

  /// The user's cache: `$XDG_CACHE_HOME/thumbnails` when that variable holds an absolute
  /// path, else `$HOME/.cache/thumbnails`; nil when neither is set (no disk cache).
  public init?(environment: [String: String]) {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      root = cache + "/thumbnails"
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      root = home + "/.cache/thumbnails"
    } else {
      return nil
    }
  }

  /// Where the thumbnail of `uri` at `size` lives: `root/size/MD5(uri).png`.
  public func path(for uri: FileURI, size: ThumbnailSize) -> String {
    "\(root)/\(size.folderName)/\(MD5.hexDigest(of: uri.text.utf8)).png"
  }

  /// Whether `path` lies inside this cache (its thumbnails are not thumbnailed, as the
  /// specification asks).
  public func contains(_ path: FileURI) -> Bool {
    path.path.hasPrefix(FileURI(path: root).path + "/")
  }

  /// What a look in the cache found.
  public enum Lookup: Equatable, Sendable {
    /// A thumbnail for the file as it is now: the PNG's bytes, already checked.
    case fresh([UInt8])
    /// No thumbnail yet.
    case missing
    /// A thumbnail of an older version of the file (or one without `Thumb::MTime`):
    /// replace it, as other programs do, without a word.
    case stale
    /// Something under the thumbnail's name that is no thumbnail of this file; `reason`
    /// says what ("a symbolic link", "not a PNG file", "256×256 pixels, larger than a
    /// normal thumbnail"). Replace it and say so.
    case unusable(reason: String)
  }

  /// Looks for the thumbnail at `size` of the file whose URI is `uri` and that was last
  /// modified at `modificationTime` (seconds since the epoch, whole).
  ///
  /// - Complexity: O(*b*) in the thumbnail's bytes, at most ``maxThumbnailByteCount``.
  public func lookup(_ uri: FileURI, size: ThumbnailSize, modificationTime: Int) -> Lookup {
    let path = path(for: uri, size: size)
    let bytes: [UInt8]
    switch Self.readThumbnailFile(path) {
    case .success(let read): bytes = read
    case .failure(.missing): return .missing
    case .failure(.unusable(let reason)): return .unusable(reason: reason)
    }
    let chunks: PNGTextChunks
    do {
      chunks = try PNGTextChunks(reading: bytes)
    } catch {
      return .unusable(reason: error.description)
    }
    guard chunks.width >= 1, chunks.height >= 1,
      chunks.width <= size.side, chunks.height <= size.side
    else {
      return .unusable(
        reason: "\(chunks.width)×\(chunks.height) pixels, not the size of a \(size.rawValue) "
          + "thumbnail (at most \(size.side)×\(size.side))")
    }
    guard let recordedURI = chunks.value(for: "Thumb::URI") else {
      return .unusable(reason: "no Thumb::URI")
    }
    guard recordedURI == uri.text else {
      return .unusable(reason: "the thumbnail of another file (\(recordedURI))")
    }
    guard let mtime = chunks.value(for: "Thumb::MTime"), Int(mtime) == modificationTime else {
      return .stale
    }
    return .fresh(bytes)
  }

  /// Writes `png` (a PNG without the thumbnail keywords) as the thumbnail at `size` of the
  /// file `uri`, modified at `modificationTime` and `fileSize` bytes long, adding
  /// `Thumb::URI`, `Thumb::MTime`, `Thumb::Size` and `Software`; atomically (see above).
  ///
  /// - Throws: ``ThumbnailError/cannotWrite(path:reason:)``.
  public func store(
    png: [UInt8], for uri: FileURI, size: ThumbnailSize, modificationTime: Int, fileSize: Int
  ) throws(ThumbnailError) {
    let path = path(for: uri, size: size)
    let folder = "\(root)/\(size.folderName)"
    try Self.makeFolders(folder, for: path)
    let tagged = PNGTextChunks.inserting(
      [
        ("Thumb::URI", uri.text), ("Thumb::MTime", String(modificationTime)),
        ("Thumb::Size", String(fileSize)), ("Software", Self.software),
      ], into: png)
    var template = Array("\(path).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: Self.errorText(errno))
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    let failure: Int32? = tagged.withUnsafeBytes { buffer -> Int32? in
      while written < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += count
      }
      return nil
    }
    // mkstemp makes the file 0600 already; said again in case the umask or a platform differs.
    fchmod(descriptor, 0o600)
    let closed = close(descriptor)
    if let failure {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: Self.errorText(failure))
    }
    guard closed == 0, rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw .cannotWrite(path: path, reason: Self.errorText(code))
    }
  }

  /// The `Software` keyword of the thumbnails written here.
  static let software = "CarouselKit"

  /// Why a thumbnail file could not be read.
  enum ReadFailure: Error {
    case missing
    case unusable(reason: String)
  }

  /// The bytes of the regular file at `path`, opened without following a symbolic link,
  /// checked with `fstat` on the open descriptor and read only up to
  /// ``maxThumbnailByteCount`` bytes.
  static func readThumbnailFile(_ path: String) -> Result<[UInt8], ReadFailure> {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      switch code {
      // No such file, or no such folder (a cache that cannot be made says so on writing).
      case ENOENT, ENOTDIR: return .failure(.missing)
      case ELOOP: return .failure(.unusable(reason: "a symbolic link"))
      default: return .failure(.unusable(reason: "cannot be read (\(errorText(code)))"))
      }
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(.unusable(reason: "cannot be read (\(errorText(errno)))"))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.unusable(reason: "not a regular file"))
    }
    let size = Int(info.st_size)
    guard size <= maxThumbnailByteCount else {
      return .failure(
        .unusable(reason: "\(size) bytes, more than a thumbnail has (\(maxThumbnailByteCount))"))
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, size - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.unusable(reason: "cannot be read (\(errorText(errno)))"))
      }
      if count == 0 { break }
      filled += count
    }
    return .success(filled == size ? bytes : Array(bytes[..<filled]))
  }

  /// Makes `folder` and any missing folder above it, each with mode 0700.
  private static func makeFolders(_ folder: String, for path: String) throws(ThumbnailError) {
    var current = ""
    for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw .cannotWrite(path: path, reason: "cannot make \(current): \(errorText(errno))")
      }
    }
  }

  static func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
