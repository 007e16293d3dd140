import CarouselCore
import Testing

@testable import CarouselDesktop

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct StateFileTests {
  private let settled = StateSnapshot(
    index: 2, phase: .idle, liked: [0, 2], width: 800, height: 600)

  @Test func jsonLine() {
    #expect(
      settled.jsonLine
        == "{\"index\":2,\"phase\":\"idle\",\"liked\":[0,2],\"width\":800,\"height\":600,"
        + "\"ids\":[],\"currentId\":null,\"catalogError\":null,\"changing\":false,"
        + "\"count\":0,\"loadingFrames\":0,\"likes\":null,\"likedShown\":[],"
        + "\"likesUnsaved\":0,\"notice\":null,\"frames\":0,\"framesWhileSaving\":0,"
        + "\"scene\":\"\",\"selected\":null,\"filmstrip\":false,\"animationFrame\":null,\"sharp\":false,"
        + "\"listOffset\":null}\n"
    )
    var trips = StateSnapshot(index: 1, phase: .settling, liked: [], width: 1, height: 2)
    trips.ids = ["paris", "rome"]
    trips.catalogError = "catalog.json:3: field 'trips[0].days': expected a whole number, got \"5\""
    trips.isChanging = true
    trips.likes.access = "readOnly"
    trips.likes.shown = [1]
    trips.likes.unsaved = 2
    trips.likes.notice = "Likes are read-only: the likes database is read-only"
    trips.likes.frames = 30
    trips.likes.framesWhileSaving = 4
    #expect(
      trips.jsonLine
        == "{\"index\":1,\"phase\":\"settling\",\"liked\":[],\"width\":1,\"height\":2,"
        + "\"ids\":[\"paris\",\"rome\"],\"currentId\":\"rome\",\"catalogError\":"
        + "\"catalog.json:3: field 'trips[0].days': expected a whole number, got \\\"5\\\"\","
        + "\"changing\":true,\"count\":0,\"loadingFrames\":0,\"likes\":\"readOnly\","
        + "\"likedShown\":[1],\"likesUnsaved\":2,\"notice\":\"Likes are read-only: the likes "
        + "database is read-only\",\"frames\":30,\"framesWhileSaving\":4,"
        + "\"scene\":\"\",\"selected\":null,\"filmstrip\":false,\"animationFrame\":null,\"sharp\":false,"
        + "\"listOffset\":null}\n"
    )
  }

  @Test func writtenWhenSettledElsewhereOrWhenALikeChanges() {
    var moving = settled
    moving.phase = .settling
    moving.index = 3
    #expect(settled.isWorthWriting(after: nil))
    #expect(!moving.isWorthWriting(after: nil))
    #expect(!settled.isWorthWriting(after: settled))
    #expect(!moving.isWorthWriting(after: settled))
    var next = settled
    next.index = 3
    #expect(next.isWorthWriting(after: settled))
    var resized = settled
    resized.width = 640
    #expect(resized.isWorthWriting(after: settled))
    var likedWhileMoving = moving
    likedWhileMoving.liked = [0]
    #expect(likedWhileMoving.isWorthWriting(after: settled))
    // The first sharp photo is written at once, settled or not (scripts/bench-feh.sh times it).
    var sharpWhileMoving = moving
    sharpWhileMoving.sharp = true
    #expect(sharpWhileMoving.isWorthWriting(after: moving))
    #expect(sharpWhileMoving.jsonLine.hasSuffix(",\"sharp\":true,\"listOffset\":null}\n"))
    // The cards' plain list scrolled (the carousel off): written once settled.
    var scrolled = settled
    scrolled.listOffset = 60
    #expect(scrolled.isWorthWriting(after: settled))
    #expect(scrolled.jsonLine.hasSuffix(",\"listOffset\":60}\n"))
  }

  @Test func replacesTheFileWhole() throws {
    var template = Array("/tmp/carousel-state-XXXXXX".utf8CString)
    let folder = try #require(mkdtemp(&template))
    let directory = String(cString: folder)
    defer { rmdir(directory) }
    let path = directory + "/state.json"
    defer { unlink(path) }
    let writer = StateFileWriter(path: path)
    try writer.replaceContents(with: "first line that is long\n")
    try writer.replaceContents(with: settled.jsonLine)
    #expect(try read(path) == settled.jsonLine)
    // Only the file itself is left: no temporary files.
    #expect(try entries(of: directory) == ["state.json"])
  }

  @Test func aMissingFolderIsAClearError() {
    let writer = StateFileWriter(path: "/nonexistent-carousel-folder/state.json")
    #expect {
      try writer.replaceContents(with: "x")
    } throws: { error in
      guard case DesktopError.stateFile(let path, let reason) = error else { return false }
      return path == "/nonexistent-carousel-folder/state.json"
        && reason.contains("No such file or directory")
    }
  }

  private func read(_ path: String) throws -> String {
    let file = try #require(fopen(path, "r"))
    defer { fclose(file) }
    var bytes: [UInt8] = []
    while true {
      let c = fgetc(file)
      if c == EOF { break }
      bytes.append(UInt8(c))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func entries(of directory: String) throws -> [String] {
    let stream = try #require(opendir(directory))
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
