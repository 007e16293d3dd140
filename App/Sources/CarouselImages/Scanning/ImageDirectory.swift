@_spi(CarouselHost) import CarouselCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the photos in a folder.
public enum ImageDirectory {
  /// How to scan.
  public struct Options: Sendable, Equatable {
    /// Also look inside subfolders (hidden ones excepted), following no links to folders.
    public var recursive: Bool
    /// The order of the result.
    public var sort: ImageSortOrder

    /// Creates options.
    public init(recursive: Bool = false, sort: ImageSortOrder = .name) {
      self.recursive = recursive
      self.sort = sort
    }
  }

  /// The JPEG, PNG, WebP and AVIF files directly inside the folder at `path`, in natural
  /// file-name order (`img2` before `img10`).
  ///
  /// - Throws: see ``scan(_:options:)``.
  public static func scan(_ path: String) throws(ImageError) -> [ImageSource] {
    try scan(path, options: Options()).sources
  }

  /// The photos in the folder at `path`: files whose extension names a decodable format
  /// (`.jpg`, `.jpeg`, `.png`, `.webp`, `.avif`, `.heic`, `.jxl`, `.gif`, any case; the
  /// content decides the decoder when the file is shown), and files named like other image
  /// formats (`.tif`, `.bmp`, …) whose first bytes are a decodable one (a JPEG saved as
  /// `.tif`). Other files named
  /// like images are listed as skipped, with the reason their first bytes give. Hidden
  /// files (names starting with `.`) are ignored; links to files are followed, broken links
  /// skipped.
  ///
  /// Only files named like undecodable images are read (their first 64 bytes), and none is
  /// `stat`ed when the file system reports entry types (every Linux file system does),
  /// except for `.time` order: for a folder of photos the directory listing is the only
  /// I/O, so 10,000 photos list in milliseconds.
  ///
  /// - Throws: ``ImageError/directoryNotFound(path:)`` when nothing exists at `path`,
  ///   ``ImageError/notADirectory(path:)`` for a file, and
  ///   ``ImageError/unreadableDirectory(path:reason:)`` when the folder cannot be listed.
  /// - Complexity: O(*n* log *n*) in the number of entries.
  public static func scan(_ path: String, options: Options) throws(ImageError)
    -> ImageDirectoryScan
  {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT { throw .directoryNotFound(path: path) }
      if code == ENOTDIR { throw .notADirectory(path: path) }
      throw .unreadableDirectory(path: path, reason: String(cString: strerror(code)))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: path) }
    var found: [(source: ImageSource, relative: String)] = []
    var skipped: [SkippedFile] = []
    let prefix = path.hasSuffix("/") ? path : path + "/"
    try list(
      prefix, relative: "", recursive: options.recursive, isTop: true, into: &found,
      skipped: &skipped)

    let sources: [ImageSource]
    switch options.sort {
    case .name:
      sources = NaturalOrder.sorted(found, by: \.relative).map(\.source)
    case .time:
      let named = NaturalOrder.sorted(found, by: \.relative)
      let times = named.map { modificationTime($0.source.path) }
      sources = named.indices.sorted { times[$0] != times[$1] ? times[$0] < times[$1] : $0 < $1 }
        .map { named[$0].source }
    case .random(let seed):
      var generator = CarouselSeededGenerator(seed: seed)
      sources = NaturalOrder.sorted(found, by: \.relative).map(\.source).shuffled(
        using: &generator)
    }
    skipped = NaturalOrder.sorted(skipped, by: \.name)
    return ImageDirectoryScan(sources: sources, skipped: skipped)
  }

  /// Lists one folder into `found` and `skipped`, descending when `recursive`.
  private static func list(
    _ folder: String, relative: String, recursive: Bool, isTop: Bool,
    into found: inout [(source: ImageSource, relative: String)], skipped: inout [SkippedFile]
  ) throws(ImageError) {
    guard let directory = opendir(folder) else {
      let reason = String(cString: strerror(errno))
      if isTop { throw .unreadableDirectory(path: folder, reason: reason) }
      skipped.append(SkippedFile(name: relative, reason: "cannot list the folder (\(reason))"))
      return
    }
    defer { closedir(directory) }
    var subfolders: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      guard !name.hasPrefix(".") else { continue }
      let filePath = folder + name
      let relativeName = relative + name
      var type = entry.pointee.d_type
      if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) {
        // Only links and file systems without entry types cost a stat.
        var fileInfo = stat()
        guard stat(filePath, &fileInfo) == 0 else { continue }  // a broken link
        switch fileInfo.st_mode & S_IFMT {
        case S_IFREG: type = UInt8(DT_REG)
        case S_IFDIR: type = entry.pointee.d_type == UInt8(DT_LNK) ? UInt8(DT_LNK) : UInt8(DT_DIR)
        default: type = UInt8(DT_UNKNOWN)
        }
      }
      if type == UInt8(DT_DIR) {
        if recursive { subfolders.append(name) }
        continue
      }
      if let format = ImageFormat(fileName: name) {
        if type == UInt8(DT_REG) {
          found.append((ImageSource(path: filePath, format: format), relativeName))
        } else if type != UInt8(DT_LNK) {
          skipped.append(SkippedFile(name: relativeName, reason: "not a regular file"))
        }
      } else if let ext = ImageFormat.unsupportedExtension(of: name), type == UInt8(DT_REG) {
        // The name is not the format: a JPEG saved as `.tif` is shown, a real TIFF is
        // skipped with the reason its first bytes give.
        let signature = try? ImageFileReader.contents(
          of: filePath, byteLimit: .max, prefixLength: ImageFormat.signatureLength)
        if let signature, let format = ImageFormat(signature: signature) {
          found.append((ImageSource(path: filePath, format: format), relativeName))
        } else {
          let reason =
            signature.map { ImageFormat.unsupportedReason(forSignature: $0) }
            .flatMap { $0.hasPrefix("not a ") ? nil : $0 } ?? unsupportedReason(ext)
          skipped.append(SkippedFile(name: relativeName, reason: reason))
        }
      }
    }
    for name in subfolders {
      try list(
        folder + name + "/", relative: relative + name + "/", recursive: true, isTop: false,
        into: &found, skipped: &skipped)
    }
  }

  private static func unsupportedReason(_ ext: String) -> String {
    switch ext {
    case "tif": return "TIFF images are not supported"
    case "svg", "ico", "psd", "bmp", "tiff":
      return "\(ext.uppercased()) images are not supported"
    default: return "camera raw files are not supported"
    }
  }

  /// The file's modification time in nanoseconds, 0 when it cannot be read.
  private static func modificationTime(_ path: String) -> Int {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
  }
}
