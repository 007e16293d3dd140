import CarouselCore
import CarouselFormats
import CarouselRender
import CarouselScenes
import Foundation

/// `carousel render SCENE [DIR] --out FILE.png [--size WxH] [--scale 2] [--events F]
/// [--at S] [--frames DIR --fps 30]`
enum RenderCommand {
  static func run(_ arguments: Arguments) -> Int32 {
    let name = arguments.positional("SCENE") ?? ""
    guard let kind = SceneKind(rawValue: name) else {
      let choices = SceneKind.allCases.map(\.rawValue).joined(separator: ", ")
      Output.error("unknown scene '\(name)' for 'render' (choose one of \(choices))")
      return 2
    }
    if let problem = sceneMismatch(arguments, kind: kind) {
      // `carousel render cards --help` shows render's help, which lists what each takes.
      let error = CommandLineError(
        problem, programName: arguments.programName, commandName: "render \(kind.rawValue)")
      Output.error(error.description)
      return 2
    }
    var events: [CarouselInputEvent] = []
    if let path = arguments.string("--events") {
      do {
        events = try SimulationEvents.decode(
          JSONInputFile.lines(atPath: path, byteLimit: SimulationEvents.byteLimit))
      } catch {
        Output.error(error.description)
        return 2
      }
    }
    if arguments.string("--frames") != nil {
      let end = arguments.double("--at") ?? HeadlessRenderer.defaultEnd(events: events)
      let fps = arguments.double("--fps") ?? 30
      let frames = HeadlessRenderer.frameCount(end: end, fps: fps)
      guard frames <= Double(HeadlessRenderer.maxFrames) else {
        Output.error(
          "--frames: \(JSONOutput.number(end)) s at \(JSONOutput.number(fps)) fps is "
            + "\(JSONOutput.number(frames)) frames; the limit is \(HeadlessRenderer.maxFrames) "
            + "(lower --at or --fps)")
        return 2
      }
    }
    let size = arguments.size("--size").map {
      CarouselSize(width: Double($0.width), height: Double($0.height))
    }
    let scale = arguments.double("--scale") ?? 1
    if let problem = frameSizeProblem(
      size ?? SceneController.defaultViewport(for: kind), scale: scale,
      sizeGiven: size != nil)
    {
      Output.error(problem)
      return 2
    }
    if let problem = outputProblem(arguments.string("--out") ?? "") {
      Output.error(problem)
      return 2
    }
    let options: SceneOptions
    do {
      options = try CommandRunner.sceneOptions(arguments)
    } catch {
      Output.error(error.description)
      return 2
    }
    CommandRunner.warnIfArtworkIsMissing(kind: kind, options: options)
    do {
      try HeadlessRenderer.render(
        kind: kind, options: options, size: size,
        scale: scale, events: events, at: arguments.double("--at"),
        out: arguments.string("--out") ?? "", framesDirectory: arguments.string("--frames"),
        fps: arguments.double("--fps") ?? 30, environment: ProcessInfo.processInfo.environment)
    } catch {
      Output.error(error.description)
      return CommandRunner.status(for: error)
    }
    return 0
  }

  /// Why a frame of `viewport` points at `scale` cannot be drawn (too many pixels for one
  /// surface), naming the flags that set it; nil when it can.
  static func frameSizeProblem(_ viewport: CarouselSize, scale: Double, sizeGiven: Bool)
    -> String?
  {
    let width = RenderSurface.pixelExtent(viewport.width, scale: scale)
    let height = RenderSurface.pixelExtent(viewport.height, scale: scale)
    guard !RenderSurface.accepts(pixelWidth: width, pixelHeight: height) else { return nil }
    let flags = sizeGiven ? "--size \(viewport.wholePoints) at --scale " : "--scale "
    return "\(flags)\(JSONOutput.number(scale)) needs \(width)×\(height) pixels; a frame may "
      + "have at most 7680×4320 = 33,177,600 pixels and \(RenderSurface.maximumSide) a side "
      + "(lower --size or --scale)"
  }

  /// Why `render` will not write `path`: it writes PNG files only, so a name with another
  /// extension (`x.jpg`) would lie about the file's content. A name without one is fine.
  static func outputProblem(_ path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      name[dot...].lowercased() != ".png"
    else { return nil }
    return "--out \(path): render writes PNG files; name it .png"
  }

  /// An option or a `DIR` given to `render` that the scene's own command does not take.
  static func sceneMismatch(_ arguments: Arguments, kind: SceneKind) -> CommandLineError.Reason? {
    let accepted = CarouselProgram.sceneOptionNames(for: kind)
    for option in CarouselProgram.allSceneOptions where !accepted.contains(option.name) {
      if arguments.contains(option.name) { return .unknownOption(option.name) }
    }
    if !kind.takesImageDirectory, let directory = arguments.positional("DIR") {
      return .unexpectedArgument(directory)
    }
    return nil
  }
}
