@_spi(CarouselHost) import CarouselCore
import CarouselFormats
import CarouselScenes

/// The `carousel` command line: every subcommand, option and its help.
///
/// Each scene takes only the options that change it: `--catalog` and `--likes` belong to
/// `trips`, a `DIR` to `slider` and `gallery`, and `--loop` to every scene but the gallery
/// (which always loops). `render SCENE` takes the options of that scene (checked by
/// ``sceneOptionNames(for:)``).
public enum CarouselProgram {
  /// The version `carousel --version` reports (see CHANGELOG.md).
  public static let version = "0.5.0"

  static let scrollingModes = CarouselScrollingBehavior.allCases.map(\.rawValue)

  /// Largest `--size` side in points (SDL's and the frame buffer's limit).
  static let maximumSide = 16384

  /// `--size WxH` in points, the unit every size in the help uses.
  static let sizeKind = Arguments.ValueKind.size(unit: "points", maximumSide: maximumSide)

  /// The options that change a scene, in the order help lists them.
  static func sceneOptions(for kind: SceneKind) -> [Arguments.Option] {
    // The grid neither loops, plays nor pages: only where to start.
    if kind == .grid { return [startOption] }
    var options: [Arguments.Option] = []
    if kind != .gallery {
      options.append(.init("--loop", help: "Wrap around endlessly after the last item."))
    }
    options += [
      autoplayOption(defaultText: kind == .slider ? "3 seconds" : "off"),
      .init(
        "--auto-scroll", .number(.range(0...CarouselLimits.maxAutoScrollSpeed)),
        valueName: "SPEED",
        help:
          "Glide continuously at SPEED points per second instead of stepping; hover, a drag, a key or Space pauses it (default: off)."
      ),
      .init(
        "--scrolling", .choice(scrollingModes), valueName: "MODE",
        help: "How a gesture moves and where it comes to rest (default: \(defaultScrolling(kind)))."
      ),
      startOption,
    ]
    if kind == .trips {
      options += [
        .init(
          "--catalog", .string, valueName: "FILE", help: "Trip catalog JSON (default: built in)."),
        .init(
          "--likes", .string, valueName: "FILE",
          help: "Likes database (default: $XDG_DATA_HOME/carousel/likes.sqlite3)."),
      ]
    }
    if kind == .gallery || kind == .slider {
      options.append(
        .init(
          "--filmstrip",
          help: "Start with the filmstrip of thumbnails along the bottom edge (t toggles it)."))
    }
    if kind == .cards {
      options.append(
        .init(
          "--keylines", .choice(keylineStrategies), valueName: "STRATEGY",
          help: "Lay the cards out on Material 3 keylines, clipped to masks (default: peek)."))
      options += [
        .init(
          "--auto-height",
          help: "Cards of different heights; the carousel's height follows the current card."),
        .init(
          "--breakpoints",
          help: "Two cards per view from 600 points wide, three from 900 (default: by aspect)."),
        .init(
          "--nested",
          help: "The cards' row inside a vertical list; drags and the wheel go by their axis."),
      ]
    }
    options += [
      .init("--vertical", help: "Lay the items out top to bottom (↑/↓ move between them)."),
      .init(
        "--rtl",
        help: kind == .trips
          ? "Lay the items out right to left (default: the catalog's language decides)."
          : "Lay the items out right to left (← goes forward)."),
      .init("--reduced-motion", help: "Cross-fade instead of sliding when the item changes."),
      .init(
        "--effect", .choice(effectNames), valueName: "NAME",
        help: "Place the items in 3-D with this effect (default: none; e cycles them)."),
      .init(
        "--effect-param", .string, valueName: "KEY=VALUE",
        help: "Set a parameter of the effect (repeatable), e.g. angle=60; see man carousel.",
        isRepeatable: true),
      .init(
        "--no-sandbox",
        help:
          "Decode images in this process instead of confined decoder processes (for "
          + "debugging; also CAROUSEL_NO_SANDBOX=1)."),
    ]
    return options
  }

  /// `--start N`.
  static let startOption = Arguments.Option(
    "--start", .integer(in: 0...Int(Int32.max)), valueName: "N",
    help: "Start on item N, counted from 0; N must be less than the number of items.")

  static let effectNames = CarouselEffectKind.allCases.map(\.rawValue)

  static let keylineStrategies = CarouselKeylineLayout.Strategy.allCases.map(\.rawValue)

  /// The option names `render KIND` accepts from ``sceneOptions(for:)``.
  static func sceneOptionNames(for kind: SceneKind) -> Set<String> {
    Set(sceneOptions(for: kind).map(\.name))
  }

  private static func defaultScrolling(_ kind: SceneKind) -> String {
    kind == .cards ? "groupPagingCentered" : "paging"
  }

  /// The options of a window scene: its scene options, `--size` and `--fullscreen`.
  static func windowOptions(for kind: SceneKind) -> [Arguments.Option] {
    let standard = SceneController.defaultViewport(for: kind)
    let minimum = SceneController.minimumViewport(for: kind)
    return sceneOptions(for: kind) + [
      .init(
        "--size", sizeKind,
        help:
          "Window size in points (default: \(standard.wholePoints), "
          + "made smaller to fit the screen; at least \(minimum.wholePoints))."),
      .init("--fullscreen", help: "Start full screen (F11 or f toggles)."),
    ]
  }

  static let imageDirectory = Arguments.Positional(
    "DIR",
    help:
      "A folder of JPEG, PNG, WebP, AVIF, HEIC, JPEG XL or GIF images (default: the bundled "
      + "artwork).",
    isRequired: false)

  /// Images named one by one instead of a folder: `gallery https://…/a.jpg b.png`.
  static let imageURLs = Arguments.Positional(
    "URL",
    help:
      "Instead of DIR: the images to show, each an http(s) URL or an image file. Downloads "
      + "are cached in $XDG_CACHE_HOME/carousel (else ~/.cache/carousel).",
    isRequired: false, isVariadic: true)

  /// Options of the photo scenes (`slider`, `gallery`, and `render` of them).
  static let folderOptions: [Arguments.Option] = [
    .init("--recursive", help: "Also show the photos in DIR's subfolders."),
    .init(
      "--sort", .choice(["name", "time", "random"]), valueName: "ORDER",
      help: "name (natural order, default), time (oldest first) or random.", default: "name"),
  ]

  static func keysHelp(_ kind: SceneKind) -> String {
    if kind == .grid {
      return "Keys: arrows move the selection, PageUp/PageDown a screenful, Home/End first/last, "
        + "Enter, g or a click open the photo in the gallery (Esc or g there comes back), "
        + "F11 or f full screen, Esc or q quit. Thumbnails are kept in "
        + "$XDG_CACHE_HOME/thumbnails (else ~/.cache/thumbnails), shared with file managers."
    }
    var keys = [
      "Keys: ←/→ (↑/↓ with --vertical; → is previous with --rtl) previous/next, "
        + "Home/End first/last, "
        + "PageUp/PageDown a screenful, Space pause/resume autoplay"
    ]
    if kind == .gallery { keys.append("+ − 0 zoom") }
    if kind.takesImageDirectory { keys.append("g overview grid, t filmstrip") }
    if kind == .trips { keys.append("l like") }
    keys.append("e next effect, F11 or f full screen, Esc or q quit.")
    return keys.joined(separator: ", ")
  }

  /// The `render` options besides the scene's.
  static let renderOptions: [Arguments.Option] = [
    .init(
      "--out", .string, valueName: "FILE.png", help: "Where to write the PNG.", isRequired: true),
    .init(
      "--size", sizeKind,
      help: "Frame size in points (default: the scene's window size)."),
    .init(
      "--scale", .number(.range(0.25...8)), valueName: "S", help: "Pixels per point.",
      default: "1"),
    .init(
      "--events", .string, valueName: "EVENTS.jsonl",
      help: "Input events to apply first ('-' = stdin)."),
    .init(
      "--at", .number(.range(0...SimulationEvents.maxTime)), valueName: "SECONDS",
      help: "Time of the frame (default: last event + 3 s)."),
    .init("--frames", .string, valueName: "DIR", help: "Also write frame_00000.png… into DIR."),
    .init(
      "--fps", .number(.range(1...240)), valueName: "N", help: "Frame rate for --frames.",
      default: "30"),
  ]

  /// `--autoplay SECONDS`, whose default `defaultText` names.
  static func autoplayOption(defaultText: String) -> Arguments.Option {
    .init(
      "--autoplay", .number(.range(0...CarouselLimits.maxAutoplaySeconds)), valueName: "SECONDS",
      help: "Advance every SECONDS (default: \(defaultText); 0 turns autoplay off).")
  }

  /// Every scene option once, in the order of the scenes (for `render`'s parser); a default
  /// that differs between scenes is given for each.
  static var allSceneOptions: [Arguments.Option] {
    var seen = Set<String>()
    var options: [Arguments.Option] = []
    for kind in SceneKind.allCases {
      for option in sceneOptions(for: kind) where seen.insert(option.name).inserted {
        options.append(
          option.name == "--autoplay"
            ? autoplayOption(defaultText: "3 seconds for slider, off for the others") : option)
      }
    }
    return options
  }

  static func windowCommand(_ kind: SceneKind, summary: String) -> Arguments.Command {
    .init(
      kind.rawValue, summary: summary, description: keysHelp(kind),
      positionals: kind.takesImageDirectory ? [imageDirectory, imageURLs] : [],
      options: windowOptions(for: kind) + (kind == .trips ? [watchOption] : [])
        + (kind.takesImageDirectory ? folderOptions : [])
        + (kind == .slider || kind == .gallery ? [folderWatchOption] : []))
  }

  /// `slider|gallery --watch`: photos join and leave as the folder changes.
  static let folderWatchOption = Arguments.Option(
    "--watch",
    help: "Watch DIR: photos that appear or disappear join or leave, the current one stays.")

  /// `trips --watch`: live reloading of the catalog.
  static let watchOption = Arguments.Option(
    "--watch",
    help:
      "Reload --catalog whenever the file is saved, animating what changed (a save that does not parse shows its error and keeps the cards)."
  )

  /// The program description used for parsing and help.
  public static let program = Arguments.Program(
    name: "carousel",
    summary:
      "CarouselKit \(version): four carousels in a window, plus headless rendering and "
      + "simulation.\n\nOptions: --version prints the version; -h, --help this help.",
    commands: [
      windowCommand(.trips, summary: "Trip cards: swipe through destinations, tap the heart."),
      windowCommand(.slider, summary: "Full-bleed image slider with page dots and autoplay."),
      windowCommand(.cards, summary: "App Store style peek carousel: neighbours stay visible."),
      windowCommand(.gallery, summary: "Endless image gallery with page control, n/N and zoom."),
      windowCommand(.grid, summary: "Overview grid of a folder's thumbnails; Enter opens a photo."),
      .init(
        "render",
        summary: "Render a scene headlessly to PNG, exactly as the window would show it.",
        description:
          "Applies the events (JSON Lines, as for simulate; coordinates in window points) and "
          + "draws the frame at --at seconds. With --frames writes a numbered PNG sequence.\n\n"
          + "A scene takes the options its own command takes: --loop all but gallery; "
          + "--catalog and --likes only trips (the likes are read, never written); "
          + "DIR only slider, gallery and grid; grid takes only --start.",
        positionals: [
          .init("SCENE", help: "trips, slider, cards, gallery or grid."),
          imageDirectory, imageURLs,
        ],
        options: allSceneOptions + folderOptions + renderOptions),
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

extension SceneKind {
  /// Whether the scene shows a folder of images (`DIR`).
  var takesImageDirectory: Bool { self == .slider || self == .gallery || self == .grid }
}
