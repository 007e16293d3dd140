import Foundation
import Testing

/// The DocC catalog stays true to the code: its host loop is the example that `make test`
/// builds and runs, its figures exist, and nothing in the repository points at documents
/// outside it.
@Suite struct DocumentationCatalogTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let catalog = root.appendingPathComponent("Sources/CarouselCore/CarouselCore.docc")

  func text(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func gettingStartedShowsTheExampleLineForLine() throws {
    let article = try text("Sources/CarouselCore/CarouselCore.docc/GettingStarted.md")
    let example = try text("Examples/Sources/GettingStarted/main.swift")
    let opening = try #require(article.range(of: "```swift\nimport CarouselCore\n"))
    let body = article[opening.upperBound...]
    let closing = try #require(body.range(of: "```"))
    #expect("import CarouselCore\n" + body[..<closing.lowerBound] == example)
    #expect(example.split(separator: "\n").count <= 32, "the host loop is about 30 lines")
    let library = try text("docs/library.md")
    #expect(library.contains(example), "docs/library.md shows the same host loop")
  }

  @Test func everyFigureExists() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
      .filter { $0.hasSuffix(".md") }
    var figures = 0
    for file in files {
      let article = try String(
        contentsOf: Self.catalog.appendingPathComponent(file), encoding: .utf8)
      for part in article.components(separatedBy: "](").dropFirst() {
        guard let end = part.firstIndex(of: ")"), part[..<end].hasSuffix(".png") else { continue }
        figures += 1
        let name = String(part[..<end])
        #expect(
          FileManager.default.fileExists(
            atPath: Self.catalog.appendingPathComponent("Resources/\(name)").path),
          "\(file): \(name)")
      }
    }
    #expect(figures >= 5)
  }

  @Test func nothingPointsOutsideTheRepository() throws {
    let outside = ["PHYSICS" + ".md", "../" + "shared", "ARCHITECTURE" + ".md", "STYLE" + ".md"]
    var offenders: [String] = []
    for folder in ["Sources", "Tests", "App/Sources", "App/Tests", "Examples", "docs"] {
      let base = Self.root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let path as String in walker
      where !path.contains(".build") && [".swift", ".md"].contains(where: path.hasSuffix) {
        let content =
          (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8))
          ?? ""
        for name in outside where content.contains(name) { offenders.append("\(folder)/\(path)") }
      }
    }
    for file in ["README.md", "Makefile"] {
      let content = try text(file)
      for name in outside where content.contains(name) { offenders.append(file) }
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }
}
