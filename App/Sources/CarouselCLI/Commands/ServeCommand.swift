import CarouselLocale
import Foundation

/// `carousel serve [--port N] [--root DIR]`: the web page (the engine as WebAssembly) on
/// 127.0.0.1, for a person to open in a browser.
enum ServeCommand {
  static func run(_ arguments: Arguments) -> Int32 {
    guard let root = arguments.string("--root").map(URL.init(fileURLWithPath:)) ?? findWebFolder()
    else {
      Output.error(
        "cannot find the web/ folder (with index.html) next to the program or the current "
          + "folder; pass --root DIR")
      return 2
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      Output.error("--root \(root.path): not a folder")
      return 2
    }
    let server: StaticFileServer
    do {
      server = try StaticFileServer(root: root, port: arguments.int("--port") ?? 8080)
    } catch {
      Output.error(error.description)
      return 1
    }
    for name in wasmNames
    where !FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path) {
      Output.error("warning: \(root.path)/\(name) is missing; build it with `make wasm`")
    }
    // The page takes its language from `?lang=` (or its own `lang`): the address printed
    // asks for the locale's, so `LANG=ko_KR.UTF-8 carousel serve` opens a Korean page.
    let language = PhraseLanguage(environment: ProcessInfo.processInfo.environment)
    let query = language == .english ? "" : "?lang=\(language.rawValue)"
    Output.write(
      "Serving \(root.path) at http://127.0.0.1:\(server.port)/\(query) (Ctrl+C stops)\n")
    server.serveForever()
  }

  /// The modules the page loads: the engine, and the layouts' (fetched by their sections).
  static let wasmNames = ["carousel-core.wasm", "carousel-layouts.wasm"]

  /// The first `web/` folder holding `index.html` above the program or the current folder.
  static func findWebFolder() -> URL? {
    let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let starts = [
      program.deletingLastPathComponent(),
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    ]
    for start in starts {
      var folder = start
      while true {
        let web = folder.appendingPathComponent("web")
        if FileManager.default.fileExists(atPath: web.appendingPathComponent("index.html").path) {
          return web
        }
        if folder.path == "/" { break }
        folder.deleteLastPathComponent()
      }
    }
    return nil
  }
}
