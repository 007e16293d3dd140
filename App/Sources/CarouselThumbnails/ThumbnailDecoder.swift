import CarouselImages

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decodes thumbnails through the freedesktop.org disk cache: a fresh cached thumbnail is
/// decoded from its PNG (a few kilobytes); otherwise one is made from the photo — its EXIF
/// thumbnail when that covers the size, else a DCT-scaled decode (libjpeg-turbo decodes a
/// 12 MP JPEG at 1/8 scale) or the other formats' own small decode — and written to the
/// cache for the next time and for other programs.
///
/// Plug it into an ``ImageLoader`` as its decoder and request sizes of
/// ``ThumbnailSize/side`` squared: the size asked for picks the cache folder (`normal` up to
/// 128 pixels, else `large`).
///
/// Failures of the cache never fail a thumbnail: a cache that cannot be written or a
/// cached file that is not a usable thumbnail is reported once as a line in ``reports``
/// (the host prints them on standard error) and the thumbnail is made from the photo.
///
/// Thread safety: any number of threads MAY decode at once (the loader's workers do).
public struct ThumbnailDecoder: ImageDecoding {
  /// Decodes the photos.
  public let decoder: any ImageDecoding
  /// The disk cache, or nil to make every thumbnail afresh and keep none.
  public let cache: ThumbnailCache?
  /// Lines for the person running the app, taken by the host.
  public let reports: ThumbnailReports
  /// Decodes cached PNGs (a plain decoder: a cached thumbnail is ours to check, whatever
  /// decoder the photos go through).
  private let pngDecoder = ImageDecoder()

  public init(
    decoder: any ImageDecoding = ImageDecoder(), cache: ThumbnailCache?,
    reports: ThumbnailReports = ThumbnailReports()
  ) {
    self.decoder = decoder
    self.cache = cache
    self.reports = reports
  }

  /// The thumbnail of the file at `path`, at most `maxSize` (whose longer side picks
  /// ``ThumbnailSize``); never larger than the photo.
  ///
  /// - Throws: the photo decoder's ``ImageError`` when no thumbnail can be made.
  public func decode(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage {
    let size = ThumbnailSize.covering(pixels: max(maxSize.width, maxSize.height))
    let bound = PixelSize(width: size.side, height: size.side)
    let uri = FileURI(path: path)
    var info = stat()
    guard let cache, !cache.contains(uri), stat(path, &info) == 0 else {
      return try makeThumbnail(path: path, bound: bound)
    }
    let modificationTime = Int(info.st_mtim.tv_sec)
    let thumbnailPath = cache.path(for: uri, size: size)
    switch cache.lookup(uri, size: size, modificationTime: modificationTime) {
    case .fresh(let bytes):
      do {
        return try pngDecoder.decode(contents: bytes, path: thumbnailPath, maxSize: bound)
      } catch {
        reports.add("\(thumbnailPath): cannot be decoded (\(error.reason)); made a new thumbnail")
      }
    case .unusable(let reason):
      reports.add("\(thumbnailPath): \(reason); made a new thumbnail")
    case .missing, .stale:
      break
    }
    let thumbnail = try makeThumbnail(path: path, bound: bound)
    // A photo cut short shows what arrived, but is not kept: the rest may still come.
    guard !thumbnail.isPartial else { return thumbnail }
    do {
      try cache.store(
        png: ThumbnailPNGEncoder.png(of: thumbnail), for: uri, size: size,
        modificationTime: modificationTime, fileSize: Int(info.st_size))
    } catch {
      reports.addOnce(
        key: cache.root, "thumbnails are not kept on disk: \(error.description)")
    }
    return thumbnail
  }

  /// The preview path first (an EXIF thumbnail or a 1/8 DCT decode, a few milliseconds);
  /// the scaled display decode only when the preview falls short of `bound` (an EXIF
  /// thumbnail of 160 pixels for a 256-pixel thumbnail, a photo smaller than the bound).
  private func makeThumbnail(path: String, bound: PixelSize) throws(ImageError) -> DecodedImage {
    let preview = try decoder.decodePreview(path: path, maxSize: bound)
    if preview.width >= bound.width || preview.height >= bound.height { return preview }
    return try decoder.decode(path: path, maxSize: bound)
  }
}

/// Lines about the thumbnail cache for the person running the app, collected from the
/// decoding threads and taken by the host's thread. At most ``capacity`` wait at once;
/// more are counted, and the count is reported in their place.
///
/// Thread safety: every method MAY be called from any thread.
public final class ThumbnailReports: Sendable {
  /// Lines kept until taken.
  public static let capacity = 64

  private struct State {
    var lines: [String] = []
    var dropped = 0
    var keys: Set<String> = []
  }

  private let state = Locked(State())

  public init() {}

  /// Adds `line`.
  public func add(_ line: String) {
    state.withLock { state in
      if state.lines.count < Self.capacity { state.lines.append(line) } else { state.dropped += 1 }
    }
  }

  /// Adds `line` unless a line was added under `key` before (one report per cause, not per
  /// thumbnail).
  public func addOnce(key: String, _ line: String) {
    let isNew = state.withLock { $0.keys.insert(key).inserted }
    if isNew { add(line) }
  }

  /// The lines added since the last call, oldest first.
  public func take() -> [String] {
    state.withLock { state in
      var lines = state.lines
      if state.dropped > 0 { lines.append("\(state.dropped) more thumbnail cache problems") }
      state.lines = []
      state.dropped = 0
      return lines
    }
  }
}
