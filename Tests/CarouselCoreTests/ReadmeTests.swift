import Foundation
import Testing

/// The README is the front door: short, and every document it points to is there. The
/// reference lives in `docs/`, each file linked from the README, and no link in either
/// leads nowhere.
@Suite struct ReadmeTests {
  static let root = DocumentationCatalogTests.root

  /// The README's length at most: what it is, the pictures, the two commands, the keys,
  /// links. Anything longer belongs in `docs/`.
  static let maximumReadmeLines = 250

  func text(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The targets of the Markdown links and images in `markdown`: `[text](target)`, less
  /// web addresses.
  static func linkTargets(in markdown: String) -> [String] {
    markdown.components(separatedBy: "](").dropFirst().compactMap { part in
      guard let end = part.firstIndex(of: ")") else { return nil }
      let target = String(part[..<end])
      return target.hasPrefix("http://") || target.hasPrefix("https://") ? nil : target
    }
  }

  /// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as dashes.
  static func anchor(ofHeading heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }

  /// The anchors of every heading in `markdown` (outside code blocks).
  static func anchors(in markdown: String) -> Set<String> {
    var inCode = false
    var anchors: Set<String> = []
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      anchors.insert(anchor(ofHeading: String(line.drop { $0 == "#" }.dropFirst())))
    }
    return anchors
  }

  /// The documents in `docs/`.
  static func documents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.sorted()
  }

  @Test func theReadmeIsShort() throws {
    let lines = try text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= Self.maximumReadmeLines, "README.md has \(lines.count) lines")
  }

  @Test func theReadmeLinksToEveryDocument() throws {
    let targets = Set(
      Self.linkTargets(in: try text("README.md")).map { $0.split(separator: "#")[0] })
    let documents = try Self.documents()
    #expect(documents.count >= 10)
    for document in documents {
      #expect(targets.contains("docs/\(document)"), "README.md does not link to docs/\(document)")
    }
  }

  @Test func everyLinkResolves() throws {
    let files = try ["README.md"] + Self.documents().map { "docs/\($0)" }
    var checked = 0
    for file in files {
      let folder = Self.root.appendingPathComponent(file).deletingLastPathComponent()
      for target in Self.linkTargets(in: try text(file)) {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let destination =
          path.isEmpty
          ? Self.root.appendingPathComponent(file)
          : folder.appendingPathComponent(path)
        checked += 1
        #expect(
          FileManager.default.fileExists(atPath: destination.path), "\(file): \(target)")
        if parts.count == 2, destination.pathExtension == "md" {
          let headings = Self.anchors(
            in: (try? String(contentsOf: destination, encoding: .utf8)) ?? "")
          #expect(headings.contains(String(parts[1])), "\(file): no heading for \(target)")
        }
      }
    }
    #expect(checked >= 40)
  }

  @Test func headingAnchorsAreGitHubs() {
    #expect(Self.anchor(ofHeading: "Screens and keys") == "screens-and-keys")
    #expect(Self.anchor(ofHeading: "`carousel simulate`") == "carousel-simulate")
    #expect(Self.anchor(ofHeading: "What `make test` runs") == "what-make-test-runs")
  }
}
