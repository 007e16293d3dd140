import CarouselCore
import CarouselDesktop
import CarouselScenes
import Foundation

/// `carousel trips|slider|cards|gallery [DIR] [flags]`: the scene in a window.
enum WindowCommand {
  static func run(_ arguments: Arguments, scene: SceneKind) -> Int32 {
    var options: SceneOptions
    do {
      options = try CommandRunner.sceneOptions(arguments)
    } catch {
      Output.error(error.description)
      return 2
    }
    // Only `trips` declares --watch.
    options.watchesCatalog = scene == .trips && arguments.bool("--watch")
    if options.watchesCatalog && options.catalogPath == nil {
      Output.error("--watch needs --catalog FILE: it reloads that file when it is saved")
      return 2
    }
    let size = arguments.size("--size").map {
      CarouselSize(width: Double($0.width), height: Double($0.height))
    }
    do {
      return try DesktopApp.run(
        kind: scene, options: options, size: size, fullscreen: arguments.bool("--fullscreen"),
        environment: ProcessInfo.processInfo.environment)
    } catch {
      Output.error(error.description)
      return 1
    }
  }
}
