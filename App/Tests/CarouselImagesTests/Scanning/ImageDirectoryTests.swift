import CarouselImages
import Foundation
import Testing

@Suite struct ImageDirectoryTests {
  @Test func findsJPEGAndPNGInNaturalOrderSkippingEverythingElse() throws {
    let folder = try TestFolder()
    for name in [
      "img10.jpg", "img2.JPG", "img1.jpeg", "b.png", "A.PNG", "Img3.JpEg", ".hidden.jpg",
      "notes.txt", "photo.bmp", "jpg", "archive.jpg.zip",
    ] {
      try folder.touch(name)
    }
    try folder.touch("folder.jpg", folder: true)

    let sources = try ImageDirectory.scan(folder.path)
    #expect(
      sources.map(\.fileName) == [
        "A.PNG", "b.png", "img1.jpeg", "img2.JPG", "Img3.JpEg", "img10.jpg",
      ])
    #expect(sources.map(\.format) == [.png, .png, .jpeg, .jpeg, .jpeg, .jpeg])
    #expect(sources.allSatisfy { $0.path == folder.file($0.fileName) })
  }

  @Test func followsLinksToFilesButSkipsBrokenLinks() throws {
    let folder = try TestFolder()
    try folder.touch("real.jpg")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.jpg"), withDestinationPath: folder.file("real.jpg"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("broken.jpg"), withDestinationPath: folder.file("gone.jpg"))
    #expect(try ImageDirectory.scan(folder.path).map(\.fileName) == ["link.jpg", "real.jpg"])
  }

  @Test func emptyFolderGivesNoSources() throws {
    let folder = try TestFolder()
    #expect(try ImageDirectory.scan(folder.path).isEmpty)
  }

  @Test func trailingSlashDoesNotDoubleTheSeparator() throws {
    let folder = try TestFolder()
    try folder.touch("a.png")
    #expect(try ImageDirectory.scan(folder.path + "/").map(\.path) == [folder.file("a.png")])
  }

  @Test func missingFolderIsReported() throws {
    let folder = try TestFolder()
    let missing = folder.file("nope")
    #expect(throws: ImageError.directoryNotFound(path: missing)) {
      try ImageDirectory.scan(missing)
    }
    #expect(
      ImageError.directoryNotFound(path: missing).description == "\(missing): folder not found")
  }

  @Test func fileInsteadOfFolderIsReported() throws {
    let folder = try TestFolder()
    try folder.touch("a.jpg")
    #expect(throws: ImageError.notADirectory(path: folder.file("a.jpg"))) {
      try ImageDirectory.scan(folder.file("a.jpg"))
    }
    #expect(throws: ImageError.notADirectory(path: folder.file("a.jpg/b"))) {
      try ImageDirectory.scan(folder.file("a.jpg/b"))
    }
  }
}
