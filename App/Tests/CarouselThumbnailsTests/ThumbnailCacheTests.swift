import CarouselImages
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselThumbnails

/// A folder under the system's temporary folder, removed at the end of the test.
final class TemporaryFolder {
  let path: String

  init() {
    path = NSTemporaryDirectory() + "thumbnails-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func write(_ bytes: [UInt8], to name: String) -> String {
    let file = "\(path)/\(name)"
    FileManager.default.createFile(atPath: file, contents: Data(bytes))
    return file
  }
}

@Suite struct ThumbnailCacheTests {
  /// The URI and name of a file as GIO spells them (`gio info` printed these URIs).
  @Test func namesFollowGIOAndTheSpecification() {
    #expect(FileURI(path: "/home/jens/photos/me.png").text == "file:///home/jens/photos/me.png")
    // The specification's own example: MD5 of that URI.
    let cache = ThumbnailCache(root: "/c/thumbnails")
    #expect(
      cache.path(for: FileURI(path: "/home/jens/photos/me.png"), size: .normal)
        == "/c/thumbnails/normal/c6ee772d9e49320e97ec29a7eb5b1697.png")
    #expect(
      FileURI(path: "/tmp/urit/a b;c[1]{x}/été#?%&=+$,@:!~*'()^`|\"<>.jpg").text
        == "file:///tmp/urit/a%20b%3Bc%5B1%5D%7Bx%7D/%C3%A9t%C3%A9%23%3F%25&=+$,@:!~*'()%5E%60%7C%22%3C%3E.jpg"
    )
    #expect(
      cache.path(for: FileURI(path: "/tmp/a b/été#.jpg"), size: .large)
        == "/c/thumbnails/large/be2f12e0f8b102209b4004816e18f674.png")
    #expect(FileURI(path: "/a/./b//../c.jpg").text == "file:///a/c.jpg")
    #expect(FileURI(path: "p/q.jpg", workingDirectory: "/w").text == "file:///w/p/q.jpg")
  }

  @Test func cacheFolderComesFromTheEnvironment() {
    #expect(
      ThumbnailCache(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])?.root == "/x/thumbnails")
    #expect(
      ThumbnailCache(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])?.root
        == "/h/.cache/thumbnails")
    #expect(ThumbnailCache(environment: [:]) == nil)
  }

  @Test func sizeFollowsTheCell() {
    #expect(ThumbnailSize.covering(pixels: 100) == .normal)
    #expect(ThumbnailSize.covering(pixels: 128) == .normal)
    #expect(ThumbnailSize.covering(pixels: 129) == .large)
  }

  /// A photo, its URI and modification time, and a decoder over a cache in `folder`.
  struct Fixture {
    let folder = TemporaryFolder()
    let photo: String
    let uri: FileURI
    let mtime: Int
    let fileSize: Int
    let cache: ThumbnailCache
    let decoder: ThumbnailDecoder

    init() {
      photo = folder.write(IndependentPNG.make(width: 600, height: 400), to: "red photo.png")
      uri = FileURI(path: photo)
      let attributes = try! FileManager.default.attributesOfItem(atPath: photo)
      mtime = Int((attributes[.modificationDate] as! Date).timeIntervalSince1970)
      fileSize = (attributes[.size] as! NSNumber).intValue
      cache = ThumbnailCache(root: folder.path + "/cache/thumbnails")
      decoder = ThumbnailDecoder(cache: cache)
    }

    var thumbnailPath: String { cache.path(for: uri, size: .normal) }

    /// A thumbnail written by another program: a green PNG with the given keywords.
    func plant(_ bytes: [UInt8]) {
      try? FileManager.default.createDirectory(
        atPath: cache.root + "/normal", withIntermediateDirectories: true)
      try? FileManager.default.removeItem(atPath: thumbnailPath)
      FileManager.default.createFile(atPath: thumbnailPath, contents: Data(bytes))
    }

    func greenThumbnail(uri: String? = nil, mtime: Int? = nil, side: Int = 96) -> [UInt8] {
      IndependentPNG.make(
        width: side, height: side * 2 / 3, rgba: (20, 200, 40, 255),
        texts: [
          ("Thumb::URI", uri ?? self.uri.text), ("Thumb::MTime", String(mtime ?? self.mtime)),
        ])
    }

    func thumbnail() throws -> DecodedImage {
      try decoder.decode(path: photo, maxSize: PixelSize(width: 128, height: 128))
    }
  }

  /// Red from the photo, or green from a planted thumbnail (premultiplied ARGB, opaque).
  static func isRed(_ image: DecodedImage) -> Bool { image.argb(x: 2, y: 2) == 0xffc8_2828 }
  static func isGreen(_ image: DecodedImage) -> Bool { image.argb(x: 2, y: 2) == 0xff14_c828 }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func writesASpecThumbnailAndReadsItBack() throws {
    let fixture = Fixture()
    let made = try fixture.thumbnail()
    #expect(made.size == PixelSize(width: 128, height: 85))  // 600×400 fitted in 128
    #expect(Self.isRed(made))
    let bytes = try #require(FileManager.default.contents(atPath: fixture.thumbnailPath))
    let chunks = try PNGTextChunks(reading: Array(bytes))
    #expect(chunks.width == 128 && chunks.height == 85)
    #expect(chunks.value(for: "Thumb::URI") == fixture.uri.text)
    #expect(chunks.value(for: "Thumb::MTime") == String(fixture.mtime))
    #expect(chunks.value(for: "Thumb::Size") == String(fixture.fileSize))
    #expect(chunks.value(for: "Software") == "CarouselKit")
    // Spec: thumbnails are private to the user.
    let fileMode =
      try FileManager.default.attributesOfItem(atPath: fixture.thumbnailPath)[.posixPermissions]
      as! Int
    let folderMode =
      try FileManager.default.attributesOfItem(atPath: fixture.cache.root + "/normal")[
        .posixPermissions] as! Int
    #expect(fileMode == 0o600 && folderMode == 0o700)
    // No temporary file left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: fixture.cache.root + "/normal").count == 1
    )
    #expect(
      fixture.cache.lookup(fixture.uri, size: .normal, modificationTime: fixture.mtime)
        == .fresh(Array(bytes)))
    // Read back: the same pixels, from the cache this time (the photo is gone).
    try FileManager.default.removeItem(atPath: fixture.photo)
    FileManager.default.createFile(atPath: fixture.photo, contents: nil)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: Double(fixture.mtime))],
      ofItemAtPath: fixture.photo)
    let again = try fixture.thumbnail()
    #expect(again.size == made.size && Self.isRed(again))
    #expect(fixture.decoder.reports.take().isEmpty)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func reusesAThumbnailAnotherProgramWrote() throws {
    let fixture = Fixture()
    fixture.plant(fixture.greenThumbnail())
    let image = try fixture.thumbnail()
    #expect(Self.isGreen(image))
    #expect(image.size == PixelSize(width: 96, height: 64))
    #expect(fixture.decoder.reports.take().isEmpty)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func staleThumbnailIsRemadeQuietly() throws {
    let fixture = Fixture()
    fixture.plant(fixture.greenThumbnail(mtime: fixture.mtime - 100))
    #expect(
      fixture.cache.lookup(fixture.uri, size: .normal, modificationTime: fixture.mtime) == .stale)
    #expect(Self.isRed(try fixture.thumbnail()))
    let chunks = try PNGTextChunks(
      reading: Array(FileManager.default.contents(atPath: fixture.thumbnailPath)!))
    #expect(chunks.value(for: "Thumb::MTime") == String(fixture.mtime))
    #expect(fixture.decoder.reports.take().isEmpty)
  }

  /// Each hostile file: not used, replaced by a fresh thumbnail, one line saying why.
  @Test(
    .tags(.slow), .enabled(if: TestTier.runsSlowTests),
    arguments: ["symlink", "notPNG", "tooLarge", "huge", "otherFile", "truncated", "noURI"])
  func hostileThumbnailIsReplacedWithOneLine(_ kind: String) throws {
    let fixture = Fixture()
    let expected: String
    switch kind {
    case "symlink":
      let target = fixture.folder.write(fixture.greenThumbnail(), to: "elsewhere.png")
      try FileManager.default.createDirectory(
        atPath: fixture.cache.root + "/normal", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: fixture.thumbnailPath, withDestinationPath: target)
      expected = "a symbolic link"
    case "notPNG":
      fixture.plant(Array("<html>not a picture</html>".utf8))
      expected = "not a PNG file"
    case "tooLarge":
      fixture.plant(fixture.greenThumbnail(side: 300))
      expected = "300×200 pixels, not the size of a normal thumbnail"
    case "huge":
      fixture.plant([])
      // A sparse gigabyte: refused from its size, never read.
      let handle = try #require(FileHandle(forWritingAtPath: fixture.thumbnailPath))
      try handle.truncate(atOffset: 1 << 30)
      try handle.close()
      expected = "1073741824 bytes, more than a thumbnail has"
    case "otherFile":
      fixture.plant(fixture.greenThumbnail(uri: "file:///somewhere/else.jpg"))
      expected = "the thumbnail of another file (file:///somewhere/else.jpg)"
    case "truncated":
      fixture.plant(Array(fixture.greenThumbnail().prefix(60)))
      expected = "a damaged PNG file"
    default:
      fixture.plant(
        IndependentPNG.make(width: 10, height: 10, texts: [("Thumb::MTime", String(fixture.mtime))])
      )
      expected = "no Thumb::URI"
    }
    let start = Date()
    let image = try fixture.thumbnail()
    #expect(Date().timeIntervalSince(start) < 2)
    #expect(Self.isRed(image))
    let reports = fixture.decoder.reports.take()
    #expect(reports.count == 1)
    #expect(reports.first?.contains(expected) == true, "\(reports)")
    #expect(reports.first?.hasPrefix(fixture.thumbnailPath) == true)
    // Replaced by a real file with our thumbnail; a link's target is untouched.
    var info = stat()
    #expect(lstat(fixture.thumbnailPath, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    #expect(
      fixture.cache.lookup(fixture.uri, size: .normal, modificationTime: fixture.mtime) != .stale)
    if case .fresh = fixture.cache.lookup(
      fixture.uri, size: .normal, modificationTime: fixture.mtime)
    {
    } else {
      Issue.record("the replacement is not a fresh thumbnail")
    }
    if kind == "symlink" {
      #expect(
        Self.isGreen(
          try ImageDecoder().decode(
            path: fixture.folder.path + "/elsewhere.png",
            maxSize: PixelSize(width: 128, height: 128))))
    }
  }

  @Test func unwritableCacheIsReportedOnceAndThumbnailsStillShow() throws {
    let folder = TemporaryFolder()
    let blocker = folder.write([1], to: "not-a-folder")
    let decoder = ThumbnailDecoder(cache: ThumbnailCache(root: blocker + "/thumbnails"))
    for name in ["a.png", "b.png"] {
      let photo = folder.write(IndependentPNG.make(width: 50, height: 40), to: name)
      let image = try decoder.decode(path: photo, maxSize: PixelSize(width: 256, height: 256))
      #expect(image.size == PixelSize(width: 50, height: 40))  // never enlarged
    }
    let reports = decoder.reports.take()
    #expect(reports.count == 1)
    #expect(
      reports.first?.hasPrefix("thumbnails are not kept on disk: cannot write thumbnail") == true)
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func largeThumbnailsGoToTheLargeFolder() throws {
    let fixture = Fixture()
    let image = try fixture.decoder.decode(
      path: fixture.photo, maxSize: PixelSize(width: 256, height: 256))
    #expect(image.size == PixelSize(width: 256, height: 171))
    #expect(
      FileManager.default.fileExists(atPath: fixture.cache.path(for: fixture.uri, size: .large)))
    #expect(!FileManager.default.fileExists(atPath: fixture.thumbnailPath))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func missingPhotoFailsWithTheDecodersError() {
    let fixture = Fixture()
    #expect(throws: ImageError.fileNotFound(path: fixture.folder.path + "/gone.jpg")) {
      try fixture.decoder.decode(
        path: fixture.folder.path + "/gone.jpg", maxSize: PixelSize(width: 128, height: 128))
    }
  }
}
