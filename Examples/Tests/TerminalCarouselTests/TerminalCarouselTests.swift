import CarouselCore
import Foundation
import TerminalCarouselKit
import Testing

@Suite struct TerminalKeyDecoderTests {
  @Test func arrowsHomeEndAndQuit() {
    var decoder = TerminalKeyDecoder()
    #expect(
      decoder.decode(Array("\u{1B}[C\u{1B}[Dxq\u{1B}[H\u{1B}[F".utf8))
        == [.key(.right), .key(.left), .quit, .key(.home), .key(.end)])
    // An escape sequence split across reads.
    #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.decode(Array("C".utf8)) == [.key(.right)])
  }
}

@Suite struct TerminalCarouselTests {
  @Test func drawsTheCurrentItemCentredWithItsNeighboursEdges() throws {
    var carousel = try TerminalCarousel(labels: ["Paris", "Kyoto", "Lima"])
    // 600 pt across 60 columns; item = 600 − 2·(60 + 20) = 440 pt = 44 columns from 8; the
    // next one starts 2 columns (20 pt) after it.
    let expected = [
      "        ┌──────────────────────────────────────────┐  ┌─────",
      "        │                  Paris                   │  │",
      "        └──────────────────────────────────────────┘  └─────",
      "● ○ ○",
      "1/3",
    ]
    #expect(carousel.render() == expected.joined(separator: "\n"))
    carousel.press(.right, at: 1)
    _ = carousel.settle(from: 1)
    let picture = carousel.render()
    #expect(picture.contains("Kyoto") && picture.hasSuffix("2/3  «Kyoto, 2 of 3»"))
  }
}

/// The real executable, driven by keys on standard input.
@Suite struct TerminalCarouselExecutableTests {
  @Test func scriptedKeysPageAndAnnounce() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let candidates = [binary, binary.deletingLastPathComponent()].map {
      $0.appendingPathComponent("TerminalCarousel")
    }
    let executable = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    let process = Process()
    process.executableURL = executable
    process.arguments = ["A", "B", "C"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data("\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[Dq".utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let labels = text.split(separator: "\n").filter { $0.first?.isNumber == true }
    #expect(
      labels == [
        "1/3", "2/3  «B, 2 of 3»", "3/3  «C, 3 of 3»", "3/3  «C, 3 of 3»", "2/3  «B, 2 of 3»",
      ])
  }
}
