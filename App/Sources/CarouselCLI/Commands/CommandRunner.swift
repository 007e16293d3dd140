import CarouselCore
import CarouselFetching
import CarouselFormats
import CarouselImages
import CarouselRender
import CarouselScenes
import Foundation

/// Runs `carousel` with its arguments and returns the exit status: 0 on success, 1 when
/// something failed at run time, 2 for invalid arguments or input.
public enum CommandRunner {
  /// Parses `arguments` (without the program name), runs the command, and returns its exit
  /// status; errors are printed as one line on standard error.
  public static func main(_ arguments: [String]) -> Int32 {
    AllocatorTuning.apply()
    let parsed: Arguments
    do {
      parsed = try Arguments.parse(arguments, program: CarouselProgram.program)
    } catch {
      Output.error(error.description)
      return 2
    }
    if parsed.isVersionRequested {
      Output.write("\(CarouselProgram.program.name) \(CarouselProgram.version)\n")
      return 0
    }
    if parsed.isHelpRequested {
      let help = CarouselProgram.program.helpText(for: parsed.command)
      Output.write(help.hasSuffix("\n") ? help : help + "\n")
      return 0
    }
    guard let command = parsed.command else { return 2 }
    switch command.name {
    case "simulate": return SimulateCommand.run(parsed)
    case "render": return RenderCommand.run(parsed)
    case "artwork": return ArtworkCommand.run(parsed)
    case "serve": return ServeCommand.run(parsed)
    default: return WindowCommand.run(parsed, scene: SceneKind(rawValue: command.name) ?? .trips)
    }
  }

  /// The scene options the command declares (a scene's own, or all of them for `render`).
  ///
  /// - Throws: ``CommandLineError`` for an `--effect-param` that is not `KEY=VALUE` with a
  ///   parameter of the effect and a number in its range, or that comes without `--effect`.
  static func sceneOptions(_ arguments: Arguments) throws(CommandLineError) -> SceneOptions {
    func declares(_ name: String) -> Bool { arguments.command?.option(named: name) != nil }
    var options = SceneOptions()
    if declares("--loop") && arguments.bool("--loop") { options.loop = true }
    // The grid declares only --start (and the folder's options).
    if declares("--autoplay") { options.autoplayInterval = arguments.double("--autoplay") }
    if declares("--auto-scroll") { options.autoScrollSpeed = arguments.double("--auto-scroll") }
    if declares("--scrolling") {
      options.scrolling = arguments.string("--scrolling").flatMap(
        CarouselScrollingBehavior.init(rawValue:))
    }
    options.startIndex = arguments.int("--start") ?? 0
    if declares("--catalog") { options.catalogPath = arguments.string("--catalog") }
    if declares("--likes") { options.likesDatabasePath = arguments.string("--likes") }
    if declares("--reduced-motion") { options.reducedMotion = arguments.bool("--reduced-motion") }
    if declares("--filmstrip") { options.showsFilmstrip = arguments.bool("--filmstrip") }
    if declares("--vertical") { options.vertical = arguments.bool("--vertical") }
    if declares("--rtl") && arguments.bool("--rtl") { options.rightToLeft = true }
    options.decodesInSandbox =
      !(declares("--no-sandbox") && arguments.bool("--no-sandbox"))
      && ProcessInfo.processInfo.environment["CAROUSEL_NO_SANDBOX"] != "1"
    if declares("--auto-height") { options.autoHeight = arguments.bool("--auto-height") }
    if declares("--breakpoints") { options.breakpoints = arguments.bool("--breakpoints") }
    if declares("--nested") { options.nested = arguments.bool("--nested") }
    if declares("--keylines") {
      options.keylines = arguments.string("--keylines").flatMap(
        CarouselKeylineLayout.Strategy.init(rawValue:))
    }
    // The slider greets by the local time of day (TZ and the system's zone apply).
    options.localHour = Calendar.current.component(.hour, from: Date())
    if arguments.command?.positionals.contains(where: { $0.name == "DIR" }) == true {
      let named = arguments.positionals("DIR") + arguments.positionals("URL")
      if named.count == 1 && !ImageSource.isRemote(path: named[0]) && !isImageFile(named[0]) {
        options.imageDirectory = named[0]
      } else {
        options.imageList = try imageList(named, arguments)
      }
    }
    if declares("--effect") { options.effect = try effect(arguments) }
    if declares("--recursive") {
      // `--watch` of the photo scenes (trips has its own, for the catalog).
      if declares("--watch") { options.watch = arguments.bool("--watch") }
      options.recursive = arguments.bool("--recursive")
      switch arguments.string("--sort") {
      case "time": options.sort = .time
      case "random": options.sort = .random(seed: UInt64.random(in: 0...UInt64.max))
      default: options.sort = .name
      }
    }
    return options
  }

  /// Whether `path` is named like an image (`.jpg`, `.png`, …) and is not a folder: one
  /// such file is a gallery of one image, not a folder to scan.
  static func isImageFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    return ImageFormat(fileName: path) != nil && !(exists && isFolder.boolValue)
  }

  /// The images named one by one (`gallery URL...`): each an http(s) URL or a file named
  /// like an image; folder options do not apply to them.
  ///
  /// - Throws: ``CommandLineError`` naming the first argument that is neither, or a
  ///   `--watch` or `--recursive` given with them.
  static func imageList(_ named: [String], _ arguments: Arguments) throws(CommandLineError)
    -> [String]
  {
    func error(_ reason: CommandLineError.Reason) -> CommandLineError {
      CommandLineError(
        reason, programName: CarouselProgram.program.name, commandName: arguments.command?.name)
    }
    for argument in named {
      if ImageSource.isRemote(path: argument) {
        if let problem = RemoteImageAddress.problem(with: argument) {
          throw error(.invalidArgument(argument, expected: "an http(s) URL (\(problem))"))
        }
      } else if ImageFormat(fileName: argument) == nil {
        throw error(
          .invalidArgument(
            argument,
            expected:
              "an http(s) URL or a .jpg, .jpeg, .png, .webp, .avif, .heic, .jxl or .gif file "
              + "(a folder must be the only argument)"))
      }
    }
    for option in ["--watch", "--recursive"]
    where arguments.command?.option(named: option) != nil && arguments.contains(option) {
      throw error(.optionNeedsArgument(option: option, needs: "a folder (DIR), not images by name"))
    }
    return named
  }

  /// The effect of `--effect NAME` with every `--effect-param KEY=VALUE` applied in order.
  static func effect(_ arguments: Arguments) throws(CommandLineError) -> CarouselEffect? {
    let parameters = arguments.strings("--effect-param")
    func invalid(_ value: String, _ expected: String) -> CommandLineError {
      CommandLineError(
        .invalidValue(option: "--effect-param", value: value, expected: expected),
        programName: CarouselProgram.program.name, commandName: arguments.command?.name)
    }
    guard let name = arguments.string("--effect"),
      let kind = CarouselEffectKind(rawValue: name)
    else {
      if let first = parameters.first { throw invalid(first, "it to follow --effect NAME") }
      return nil
    }
    var effect = CarouselEffect(kind)
    let keys = kind.parameters.map(\.rawValue).joined(separator: ", ")
    for text in parameters {
      let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { throw invalid(text, "KEY=VALUE with KEY one of \(keys)") }
      let key = String(parts[0])
      guard let parameter = CarouselEffectParameter(rawValue: key),
        kind.parameters.contains(parameter)
      else { throw invalid(text, "a parameter of \(name): \(keys)") }
      let range = parameter.validRange
      let bounds =
        "\(JSONOutput.number(range.lowerBound)) to \(JSONOutput.number(range.upperBound))"
      guard let value = Double(parts[1]), value.isFinite,
        (try? effect.setParameter(key, to: value)) != nil
      else { throw invalid(text, "\(key) to be a number from \(bounds)") }
    }
    return effect
  }

  /// Says in one line when the scene would show bundled artwork that is not installed (the
  /// scene still runs, with placeholders where the pictures would be).
  static func warnIfArtworkIsMissing(kind: SceneKind, options: SceneOptions) {
    let artwork: ArtworkKind
    switch kind {
    case .trips where options.catalogPath == nil: artwork = .trips
    case .slider where options.imageDirectory == nil && options.imageList.isEmpty:
      artwork = .slider
    case .gallery where options.imageDirectory == nil && options.imageList.isEmpty,
      .grid where options.imageDirectory == nil && options.imageList.isEmpty:
      artwork = .gallery
    default: return
    }
    do {
      _ = try BundledArtwork.directory(artwork)
    } catch {
      Output.error("warning: \(error.description); showing placeholders instead")
    }
  }

  /// The exit status for an error from making a scene: 2 when an argument is wrong (a
  /// folder, a start item, a configuration), 1 when something failed while running — and
  /// for a trip catalog that cannot be read or is malformed, as the README's exit statuses
  /// say (see ``SceneError/Reason/isInvalidInput``).
  static func status(for error: SceneError) -> Int32 {
    error.reason.isInvalidInput ? 2 : 1
  }
}

/// Writes to standard output and standard error.
enum Output {
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// One line on standard error, `carousel: message`, with any control characters in it
  /// (quoted from a file name, a catalog or a server) made visible instead of obeyed.
  static func error(_ message: String) {
    TerminalText.report(message)
  }
}
