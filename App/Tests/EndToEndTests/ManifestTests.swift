import CarouselTestSupport
import Foundation
import Testing

/// The app's manifest says what each target uses: its declared dependencies are exactly the
/// modules its sources import (of the package's own targets, the library's products and the
/// system libraries), so no target drags in a module it never touches.
@Suite struct ManifestTests {
  /// The `App/` folder, two levels up from this file's folder.
  static let appFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A target of the manifest: its kind, name and declared dependencies.
  struct Target {
    var kind: String
    var name: String
    var dependencies: Set<String>

    /// Whether the manifest adds it only in some builds, under a computed name (the fuzz
    /// targets: `"fuzz-\(name)"`, in `make fuzz`'s build).
    var isConditional: Bool { name.contains("\\(") }
  }

  /// The library package's folder (the repository's root), above `App/`.
  static let libraryFolder = appFolder.deletingLastPathComponent()

  /// The library's products, named in the manifest through these variables.
  static let productVariables = ["core": "CarouselCore", "coreTesting": "CarouselCoreTesting"]

  /// The targets of `App/Package.swift`, read from its text: each `.target(`,
  /// `.executableTarget(`, `.testTarget(` and `.systemLibrary(` call up to its closing
  /// parenthesis, its `name:` and the string and variable names in `dependencies: […]`.
  static func targets(inManifest manifest: String) -> [Target] {
    var targets: [Target] = []
    let text = Array(manifest.unicodeScalars)
    let kinds = ["target", "executableTarget", "testTarget", "systemLibrary"]
    var index = 0
    while index < text.count {
      guard text[index] == ".",
        let kind = kinds.first(where: { matches("\($0)(", in: text, at: index + 1) })
      else {
        index += 1
        continue
      }
      let start = index + 1 + kind.count + 1
      var depth = 1
      var end = start
      while end < text.count, depth > 0 {
        if text[end] == "(" { depth += 1 }
        if text[end] == ")" { depth -= 1 }
        end += 1
      }
      let call = String(String.UnicodeScalarView(text[start..<max(start, end - 1)]))
      if let name = firstQuoted(after: "name:", in: call) {
        targets.append(
          Target(kind: kind, name: name, dependencies: dependencies(inCall: call)))
      }
      index = end
    }
    return targets
  }

  private static func matches(_ word: String, in text: [Unicode.Scalar], at index: Int) -> Bool {
    let scalars = Array(word.unicodeScalars)
    guard index + scalars.count <= text.count else { return false }
    return Array(text[index..<index + scalars.count]) == scalars
  }

  private static func firstQuoted(after label: String, in text: String) -> String? {
    guard let labelRange = text.range(of: label) else { return nil }
    let rest = text[labelRange.upperBound...]
    guard let open = rest.firstIndex(of: "\"") else { return nil }
    let afterOpen = rest.index(after: open)
    guard let close = rest[afterOpen...].firstIndex(of: "\"") else { return nil }
    return String(rest[afterOpen..<close])
  }

  private static func dependencies(inCall call: String) -> Set<String> {
    guard let label = call.range(of: "dependencies:"),
      let open = call[label.upperBound...].firstIndex(of: "["),
      let close = call[open...].firstIndex(of: "]")
    else { return [] }
    let list = call[call.index(after: open)..<close]
    var names: Set<String> = []
    for item in list.split(separator: ",") {
      let token = item.trimmingCharacters(in: .whitespacesAndNewlines)
      if token.hasPrefix("\""), token.hasSuffix("\""), token.count >= 2 {
        names.insert(String(token.dropFirst().dropLast()))
      } else if let product = productVariables[token] {
        names.insert(product)
      } else if !token.isEmpty {
        Issue.record("unreadable dependency \(token) in the manifest")
      }
    }
    return names
  }

  /// The modules named by `import` lines (with any attribute or access level) in `source`.
  static func importedModules(inSource source: String) -> Set<String> {
    var modules: Set<String> = []
    for line in source.split(separator: "\n") {
      var words = line.split(separator: " ").map(String.init)
      while let first = words.first,
        first.hasPrefix("@")
          || ["public", "package", "internal", "private", "fileprivate"]
            .contains(first)
      {
        words.removeFirst()
      }
      guard words.count >= 2, words[0] == "import" else { continue }
      let kinds = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
      let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
      modules.insert(String(path.split(separator: ".")[0]))
    }
    return modules
  }

  /// Whether `folder` holds C sources (a C target).
  static func hasCSources(under folder: URL) -> Bool {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return false }
    return enumerator.contains { ($0 as? URL)?.pathExtension == "c" }
  }

  /// The Swift files under `folder`, recursively.
  static func swiftFiles(under folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func everyTargetDeclaresExactlyTheModulesItImports() throws {
    let manifest = try String(
      contentsOf: Self.appFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = Self.targets(inManifest: manifest)
    #expect(targets.count >= 20, "read \(targets.count) targets from the manifest")
    let modules = Set(targets.map(\.name)).union(Self.productVariables.values)
    for target in targets where target.kind != "systemLibrary" && !target.isConditional {
      let folder = Self.appFolder
        .appendingPathComponent(target.kind == "testTarget" ? "Tests" : "Sources")
        .appendingPathComponent(target.name)
      // A C target (CPNGDecode) imports nothing Swift: its dependencies are #includes.
      if Self.hasCSources(under: folder) { continue }
      let files = Self.swiftFiles(under: folder)
      #expect(!files.isEmpty, "no sources for \(target.name) in \(folder.path)")
      var imported: Set<String> = []
      for file in files {
        imported.formUnion(
          Self.importedModules(inSource: try String(contentsOf: file, encoding: .utf8)))
      }
      imported.formIntersection(modules)
      #expect(
        target.dependencies.subtracting(imported).isEmpty,
        "\(target.name) declares what it never imports")
      #expect(
        imported.subtracting(target.dependencies).isEmpty,
        "\(target.name) imports what it does not declare")
    }
  }

  @Test func theReaderSeesDependenciesAndImports() {
    let manifest = """
      let core = Target.Dependency.product(name: "CarouselCore", package: library)
      .target(name: "A", dependencies: [core, "B"]),
      .testTarget(
        name: "ATests",
        dependencies: ["A"], exclude: ["x"]),
      .systemLibrary(name: "CZ", pkgConfig: "z"),
      """
    let targets = Self.targets(inManifest: manifest)
    #expect(targets.map(\.name) == ["A", "ATests", "CZ"])
    #expect(targets.map(\.dependencies) == [["CarouselCore", "B"], ["A"], []])
    let source = """
      import Foundation
      @testable import A
      public import struct B.Thing
      // import C
      let text = "import D"
      """
    #expect(Self.importedModules(inSource: source) == ["Foundation", "A", "B"])
  }

  // MARK: The module graph in docs/architecture.md

  /// The module graph as docs/architecture.md draws it, from the targets of both manifests:
  /// one line per module that imports others, those that import more first, each followed
  /// by the modules it imports in the same order (C modules last), then the modules that
  /// import none. Tests, C targets (`cTargets`), system libraries and targets
  /// only some builds have are left out.
  static func moduleGraph(_ targets: [Target], cTargets: Set<String>) -> String {
    // C: the system libraries and the package's own C targets.
    let cModules = Set(targets.filter { $0.kind == "systemLibrary" }.map(\.name))
      .union(cTargets)
    let modules = targets.filter {
      ["target", "executableTarget"].contains($0.kind) && !$0.isConditional
        && !cTargets.contains($0.name)
    }
    let dependencies = Dictionary(
      modules.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $0.union($1) })
    // A module's rank: one more than the highest of what it imports (0 for none).
    var ranks: [String: Int] = [:]
    func rank(_ name: String) -> Int {
      if let known = ranks[name] { return known }
      let made = (dependencies[name] ?? []).map { rank($0) + 1 }.max() ?? 0
      ranks[name] = made
      return made
    }
    let ordered = { (names: Set<String>) -> [String] in
      names.sorted {
        (cModules.contains($0) ? 1 : 0, -rank($0), $0)
          < (cModules.contains($1) ? 1 : 0, -rank($1), $1)
      }
    }
    let importing = ordered(Set(dependencies.filter { !$0.value.isEmpty }.keys))
    let width = (importing.map(\.count).max() ?? 0) + 1
    let columns = 96
    var lines: [String] = []
    for name in importing {
      var line = name.padding(toLength: width, withPad: " ", startingAt: 0) + "──► "
      let indent = String(repeating: " ", count: line.count)
      var first = true
      for dependency in ordered(dependencies[name] ?? []) {
        if !first, line.count + 2 + dependency.count > columns {
          lines.append(line)
          line = indent
          first = true
        }
        line += (first ? "" : "  ") + dependency
        first = false
      }
      lines.append(line)
    }
    let none = dependencies.filter { $0.value.isEmpty }.keys.sorted()
    if !none.isEmpty { lines.append(none.joined(separator: ", ") + ": nothing") }
    return lines.joined(separator: "\n")
  }

  /// The code block after the line that starts with `heading` in `text`, without its fences.
  static func codeBlock(after heading: String, in text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }),
      let open = lines[start...].firstIndex(where: { $0.hasPrefix("```") }),
      let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
    else { return nil }
    return lines[(open + 1)..<close].joined(separator: "\n")
  }

  @Test func theArchitectureDocumentDrawsTheModuleGraphOfBothManifests() throws {
    let targets = try ["Package.swift", "App/Package.swift"].flatMap { path in
      Self.targets(
        inManifest: try String(
          contentsOf: Self.libraryFolder.appendingPathComponent(path), encoding: .utf8))
    }
    let cTargets = Set(
      targets.filter {
        Self.hasCSources(under: Self.appFolder.appendingPathComponent("Sources/\($0.name)"))
      }.map(\.name))
    let graph = Self.moduleGraph(targets, cTargets: cTargets)
    let architecture = try String(
      contentsOf: Self.libraryFolder.appendingPathComponent("docs/architecture.md"),
      encoding: .utf8)
    let drawn = Self.codeBlock(after: "The modules of both packages", in: architecture)
    #expect(
      drawn == graph,
      "docs/architecture.md's module graph, as the manifests have it:\n\(graph)")
  }

  @Test func theGraphPutsWhatImportsMoreFirstAndSystemLibrariesLast() {
    let targets = [
      Target(kind: "systemLibrary", name: "CZ", dependencies: []),
      Target(kind: "target", name: "Base", dependencies: []),
      Target(kind: "target", name: "Middle", dependencies: ["CZ", "Base"]),
      Target(kind: "executableTarget", name: "tool", dependencies: ["Base", "Middle"]),
      Target(kind: "target", name: "CShim", dependencies: []),
      Target(kind: "testTarget", name: "MiddleTests", dependencies: ["Middle"]),
      Target(kind: "executableTarget", name: "fuzz-\\(name)", dependencies: ["Middle"]),
    ]
    #expect(
      Self.moduleGraph(targets, cTargets: ["CShim"]) == """
        tool   ──► Middle  Base
        Middle ──► Base  CZ
        Base: nothing
        """)
  }
}
