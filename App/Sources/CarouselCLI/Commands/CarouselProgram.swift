import CarouselCore
import CarouselFormats

/// The `carousel` command line: every subcommand, option and its help.
public enum CarouselProgram {
  static let scrollingModes = ScrollingBehavior.allCases.map(\.rawValue)

  /// Options every window scene (and `render`) takes.
  static let sceneOptions: [Arguments.Option] = [
    .init("--loop", help: "Wrap around endlessly (the gallery always loops)."),
    .init(
      "--autoplay", .number(.range(0...CarouselLimits.maxAutoplaySeconds)), valueName: "SECONDS",
      help: "Advance every SECONDS (the slider defaults to 3; 0 turns autoplay off)."),
    .init(
      "--scrolling", .choice(scrollingModes), valueName: "MODE",
      help:
        "paging (default), groupPaging, groupPagingCentered, continuous or continuousGroupLeadingBoundary."
    ),
    .init(
      "--start", .integer(in: 0...Int(Int32.max)), valueName: "N",
      help: "Start on item N (0-based)."),
    .init("--catalog", .string, valueName: "FILE", help: "Trip catalog JSON for the trips scene."),
    .init(
      "--likes", .string, valueName: "FILE",
      help: "Likes database (default: $XDG_DATA_HOME/carousel/likes.sqlite3)."),
    .init("--reduced-motion", help: "Cross-fade instead of sliding when the item changes."),
    .init(
      "--effect", .choice(effectNames), valueName: "NAME",
      help: "Place items in 3-D: " + effectNames.joined(separator: ", ") + "."),
    .init(
      "--effect-param", .string, valueName: "KEY=VALUE",
      help: "Set a parameter of the effect (repeatable), e.g. angle=60; see the README.",
      isRepeatable: true),
  ]

  static let effectNames = CarouselEffectKind.allCases.map(\.rawValue)

  static let windowOptions: [Arguments.Option] =
    sceneOptions + [
      .init("--size", .size, help: "Window size in points (default depends on the scene)."),
      .init("--fullscreen", help: "Start in full-screen mode (F11 or f toggles)."),
    ]

  static let imageDirectory = Arguments.Positional(
    "DIR", help: "A folder of JPEG/PNG images (default: the bundled artwork).", isRequired: false)

  static let keysHelp = """
    Keys: ←/→ (↑/↓ when vertical) previous/next, Home/End first/last, PageUp/PageDown a
    screenful, Space play/pause autoplay, + − 0 zoom, l like, e next effect, F11 or f full
    screen, Esc or q quit.
    """

  /// The program description used for parsing and help.
  public static let program = Arguments.Program(
    name: "carousel",
    summary: "CarouselKit: four carousels in a window, plus headless rendering and simulation.",
    commands: [
      .init(
        "trips", summary: "Trip cards: swipe through destinations, tap the heart to like.",
        description: keysHelp,
        options: windowOptions + [
          .init(
            "--watch",
            help:
              "Reload --catalog whenever the file is saved, animating what changed (a save that does not parse shows its error and keeps the cards)."
          )
        ]),
      .init(
        "slider", summary: "Full-bleed image slider with page dots and 3 s autoplay.",
        description: keysHelp, positionals: [imageDirectory], options: windowOptions),
      .init(
        "cards", summary: "App Store style peek carousel: neighbours' edges stay visible.",
        description: keysHelp, options: windowOptions),
      .init(
        "gallery", summary: "Endless image gallery with page control, n/N label and zoom.",
        description: keysHelp, positionals: [imageDirectory], options: windowOptions),
      .init(
        "render",
        summary: "Render a scene headlessly to PNG, exactly as the window would show it.",
        description:
          "Applies the events (JSON Lines, as for simulate; coordinates in window points) and draws the frame at --at seconds. With --frames writes a numbered PNG sequence.",
        positionals: [
          .init("SCENE", help: "trips, slider, cards or gallery."),
          imageDirectory,
        ],
        options: sceneOptions + [
          .init(
            "--out", .string, valueName: "FILE.png", help: "Where to write the PNG.",
            isRequired: true),
          .init("--size", .size, help: "Frame size in points (default depends on the scene)."),
          .init(
            "--scale", .number(.range(0.25...8)), valueName: "S", help: "Pixels per point.",
            default: "1"),
          .init(
            "--events", .string, valueName: "EVENTS.jsonl",
            help: "Input events to apply first ('-' = stdin)."),
          .init(
            "--at", .number(.range(0...SimulationEvents.maxTime)), valueName: "SECONDS",
            help: "Time of the frame (default: last event + 3 s)."),
          .init(
            "--frames", .string, valueName: "DIR", help: "Also write frame_00000.png… into DIR."),
          .init(
            "--fps", .number(.range(1...240)), valueName: "N", help: "Frame rate for --frames.",
            default: "30"),
        ]),
      .init(
        "simulate",
        summary: "Run the engine over timestamped events and print one JSON line per frame.",
        description:
          "CONFIG is a JSON object (every key optional); EVENTS is JSON Lines with non-decreasing 't' in seconds. Invalid input exits with status 2 and one message naming file, line and field, before anything is printed.",
        options: [
          .init(
            "--config", .string, valueName: "CONFIG.json",
            help: "Carousel configuration (default: all defaults)."),
          .init(
            "--events", .string, valueName: "EVENTS.jsonl",
            help: "Input events, '-' for standard input.", isRequired: true),
          .init(
            "--fps", .number(.positive), valueName: "N", help: "Frames per second.", default: "60"),
          .init(
            "--duration", .number(.range(0...SimulationEvents.maxTime)), valueName: "S",
            help: "Last frame time (default: last event + 3 s)."),
        ]),
      .init(
        "serve",
        summary: "Serve the web page (the engine as WebAssembly) on 127.0.0.1 for a browser.",
        description:
          "Serves the web/ folder (index.html, carousel.mjs, carousel-core.wasm from `make wasm`) on the loopback address only, until interrupted. --port 0 picks a free port; the first line printed is the address.",
        options: [
          .init(
            "--port", .integer(in: 0...65535), valueName: "N", help: "TCP port.", default: "8080"),
          .init(
            "--root", .string, valueName: "DIR",
            help: "Folder to serve (default: the web/ folder of the source tree)."),
        ]),
      .init(
        "artwork", summary: "Write the bundled artwork (drawn from code) as PNG files.",
        options: [
          .init("--out", .string, valueName: "DIR", help: "Destination folder.", isRequired: true)
        ]),
    ],
    defaultCommand: "trips")
}
