import Foundation
import Testing

/// The DocC catalog stays true to the code: its host loop is the example that `make test`
/// builds and runs, its figures exist, and nothing in the repository points at documents
/// outside it.
@Suite struct DocumentationCatalogTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let catalog = root.appendingPathComponent("Sources/CarouselCore/CarouselCore.docc")
  /// The testing kit's catalog.
  static let testingCatalog = root.appendingPathComponent(
    "Sources/CarouselCoreTesting/CarouselCoreTesting.docc")

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

  @Test(arguments: [catalog, testingCatalog])
  func everyFigureExists(in catalog: URL) throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      .filter { $0.hasSuffix(".md") }
    for file in files {
      let article = try String(contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
      for part in article.components(separatedBy: "](").dropFirst() {
        guard let end = part.firstIndex(of: ")"), part[..<end].hasSuffix(".png") else { continue }
        let name = String(part[..<end])
        #expect(
          FileManager.default.fileExists(
            atPath: catalog.appendingPathComponent("Resources/\(name)").path),
          "\(file): \(name)")
      }
    }
  }

  /// The figures of the engine's catalog: at least one per article that shows motion or a
  /// screen, each file in Resources used by some article.
  @Test func theCoreCatalogsFiguresAreAllUsed() throws {
    let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
      .filter { $0.hasSuffix(".md") }
      .map { try String(contentsOf: Self.catalog.appendingPathComponent($0), encoding: .utf8) }
      .joined()
    let figures = try FileManager.default.contentsOfDirectory(
      atPath: Self.catalog.appendingPathComponent("Resources").path
    ).filter { $0.hasSuffix(".png") }
    #expect(figures.count >= 7)
    for figure in figures { #expect(articles.contains("](\(figure))"), "unused: \(figure)") }
  }

  /// Every article of a catalog is reachable from its landing page's topics.
  @Test(arguments: [
    (catalog, "CarouselCore.md"), (testingCatalog, "CarouselCoreTesting.md"),
  ])
  func everyArticleIsInTheLandingPagesTopics(catalog: URL, landing: String) throws {
    let page = try String(contentsOf: catalog.appendingPathComponent(landing), encoding: .utf8)
    let topics = try #require(page.range(of: "## Topics"))
    let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      .filter { $0.hasSuffix(".md") && $0 != landing }
    for article in articles {
      #expect(
        page[topics.upperBound...].contains("<doc:\(article.dropLast(3))>"),
        "\(landing) does not list \(article)")
    }
  }

  /// The code blocks of `markdown` marked `swift`, without their fences.
  static func swiftBlocks(in markdown: String) -> [String] {
    markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  /// Whether `source` holds `block` line for line at some indentation (a test's body is
  /// indented; a type at the top level is not).
  static func holds(_ block: String, in source: String) -> Bool {
    [0, 2, 4].contains { indent in
      let prefix = String(repeating: " ", count: indent)
      let indented = block.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
      return source.contains(indented)
    }
  }

  /// The articles' code is code the suite compiles and runs: every Swift block of the
  /// Effects, Data Changes, Synced Carousels and Keyline Layouts articles is, line for line,
  /// in ArticleExampleTests.
  @Test(arguments: [
    "Effects.md", "DataChanges.md", "SyncedCarousels.md", "Keylines.md",
    "AutoHeightAndBreakpoints.md", "NestedScrolling.md",
  ])
  func theArticlesCodeIsTested(article: String) throws {
    let page = try String(
      contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
    let tests = try text("Tests/CarouselCoreTests/ArticleExampleTests.swift")
    let blocks = Self.swiftBlocks(in: page)
    #expect(blocks.count >= 1)
    for block in blocks {
      #expect(Self.holds(block, in: tests), "\(article): not in ArticleExampleTests:\n\(block)")
    }
  }

  /// The landing page of the testing kit shows tests that exist: each of its examples is,
  /// line for line, in DocumentationExampleTests.
  @Test func theTestingKitsExamplesAreTests() throws {
    let page = try text(
      "Sources/CarouselCoreTesting/CarouselCoreTesting.docc/CarouselCoreTesting.md")
    let tests = try text("Tests/CarouselCoreTestingTests/DocumentationExampleTests.swift")
    let blocks = Self.swiftBlocks(in: page)
    #expect(blocks.count == 2)
    for block in blocks {
      #expect(Self.holds(block, in: tests), "not in DocumentationExampleTests:\n\(block)")
    }
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
