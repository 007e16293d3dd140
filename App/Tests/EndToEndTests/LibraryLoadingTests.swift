import Foundation
import Testing

/// What the program loads at start-up: libcurl (and the 25 libraries it links: TLS,
/// Kerberos, LDAP, SSH…, about 5 MB resident) only once an image is downloaded, through
/// dlopen; a folder of photos never loads it. The downloads themselves are
/// RemoteImageCommandTests' and the window's RemoteImage tests'.
@Suite struct LibraryLoadingTests {
  @Test func libcurlIsNotLoadedWithoutADownload() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-libs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("gallery.png").path
    // glibc's loader names every library it loads on standard error.
    let result = try CarouselProcess.run(
      ["render", "gallery", "--out", out], environment: ["LD_DEBUG": "libs"],
      recordsScenario: false)
    #expect(result.status == 0, "\(result.stderr.suffix(2000))")
    // Each line starts with the process id: only the program's own lines count (under the
    // address sanitizer a symbolizer it starts, which links libcurl, reports too).
    let lines = result.stderr.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let program = lines.first { $0.contains(":") }?.split(separator: ":").first
    let own = lines.filter { $0.split(separator: ":").first == program }
    #expect(own.contains { $0.contains("libcairo") }, "the loader reported no library at all")
    #expect(!own.contains { $0.contains("libcurl") })
    #expect(FileManager.default.fileExists(atPath: out))
  }
}
