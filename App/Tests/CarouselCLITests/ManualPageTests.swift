import Foundation
import Testing

@testable import CarouselCLI

/// The man page (`dist/carousel.1`, installed by `make install`) names every subcommand
/// with exactly the options the parser takes, and explains every option, so `man carousel`
/// cannot fall behind `carousel --help`.
@Suite struct ManualPageTests {
  /// The repository's top folder (this file is App/Tests/CarouselCLITests/ManualPageTests.swift).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The man page's source with roff's escaped dashes (`\-`) as plain ones.
  static func manualPage() throws -> String {
    try String(
      contentsOf: repository.appendingPathComponent("dist/carousel.1"), encoding: .utf8
    ).replacingOccurrences(of: "\\-", with: "-")
  }

  /// The lines of section `name` (from `.SH NAME` to the next `.SH`).
  static func section(_ name: String, of page: String) -> [Substring] {
    let lines = page.split(separator: "\n")
    guard let start = lines.firstIndex(of: Substring(".SH \(name)")) else { return [] }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix(".SH ") })
  }

  /// The entries of a section made of `.TP` paragraphs, by the first word of each entry's
  /// tag line (`.B trips` → `trips`, `.BI --start " N"` → `--start`).
  static func entries(of lines: [Substring]) -> [String: String] {
    var entries: [String: String] = [:]
    var current: (tag: String, text: [Substring])?
    func close() {
      if let current { entries[current.tag, default: ""] += current.text.joined(separator: "\n") }
    }
    var afterTP = false
    for line in lines {
      if line == ".TP" {
        close()
        current = nil
        afterTP = true
        continue
      }
      if afterTP {
        afterTP = false
        let words = line.split(separator: " ").dropFirst()
        let tag = words.first.map { String($0.filter { $0 != "\"" }) } ?? ""
        current = (tag, [line])
        continue
      }
      current?.text.append(line)
    }
    close()
    return entries
  }

  /// Every `--option` named in `text`.
  static func options(in text: String) -> Set<String> {
    var found: Set<String> = []
    var rest = text[...]
    while let start = rest.range(of: "--") {
      let name = rest[start.upperBound...].prefix { $0.isLetter || $0 == "-" }
      if let first = name.first, first.isLetter { found.insert("--" + name) }
      rest = rest[start.upperBound...]
    }
    return found
  }

  @Test func everySubcommandListsExactlyItsOptions() throws {
    let subcommands = Self.entries(of: Self.section("SUBCOMMANDS", of: try Self.manualPage()))
    for command in CarouselProgram.program.commands {
      let entry = try #require(subcommands[command.name], "no entry for \(command.name)")
      let listed = Self.options(in: entry)
      let taken = Set(command.options.map(\.name))
      if command.name == "render" {
        // render takes every scene's options; its entry names its own and points to the scene's.
        let own = Set(CarouselProgram.renderOptions.map(\.name))
        #expect(own.isSubset(of: listed), "render: \(own.subtracting(listed).sorted())")
      } else {
        #expect(listed == taken, "\(command.name): the man page lists \(listed.sorted())")
      }
    }
  }

  @Test func everyOptionIsExplained() throws {
    let page = try Self.manualPage()
    let explained = Set(Self.entries(of: Self.section("OPTIONS", of: page)).keys)
    let taken = Set(CarouselProgram.program.commands.flatMap { $0.options.map(\.name) })
    #expect(taken.count > 20)
    #expect(taken.subtracting(explained).isEmpty, "\(taken.subtracting(explained).sorted())")
    #expect(explained.contains("--version"))
  }

  @Test func theParserOfTheManualPageReadsEntries() {
    let lines: [Substring] = [
      ".TP", ".BI \"render \" SCENE", "Draws --out and", "--at.", ".TP", ".B --loop", "Wraps.",
    ]
    let entries = Self.entries(of: lines)
    #expect(entries.keys.sorted() == ["--loop", "render"])
    #expect(Self.options(in: entries["render"] ?? "") == ["--out", "--at"])
  }
}
