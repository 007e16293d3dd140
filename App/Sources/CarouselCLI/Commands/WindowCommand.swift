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
    var size: CarouselSize?
    if let given = arguments.size("--size") {
      let minimum = SceneController.minimumViewport(for: scene)
      guard Double(given.width) >= minimum.width, Double(given.height) >= minimum.height else {
        let error = CommandLineError(
          .invalidValue(
            option: "--size", value: given.description,
            expected:
              "at least \(minimum.wholePoints) points for '\(scene)'"),
          programName: arguments.programName, commandName: scene.rawValue)
        Output.error(error.description)
        return 2
      }
      size = CarouselSize(width: Double(given.width), height: Double(given.height))
    }
    CommandRunner.warnIfArtworkIsMissing(kind: scene, options: options)
    do {
      return try DesktopApp.run(
        kind: scene, options: options, size: size, fullscreen: arguments.bool("--fullscreen"),
        environment: ProcessInfo.processInfo.environment)
    } catch {
      Output.error(error.description)
      if case .scene(let sceneError) = error { return CommandRunner.status(for: sceneError) }
      return 1
    }
  }
}
