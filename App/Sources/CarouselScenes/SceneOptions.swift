import CarouselCore
import CarouselImages

/// What the command line can change about a scene; nil means the scene's own default.
public struct SceneOptions: Sendable, Equatable {
  /// Wrap around endlessly (the gallery always loops).
  public var loop: Bool?
  /// Autoplay interval in seconds (the slider defaults to 3; 0 turns it off).
  public var autoplayInterval: Double?
  /// Continuous autoplay at this many points per second instead of steps (`--auto-scroll`;
  /// nil or 0: off).
  public var autoScrollSpeed: Double?
  /// How the carousel scrolls and snaps (nil: the scene's own, paging for most).
  public var scrolling: CarouselScrollingBehavior?
  /// The item shown first.
  public var startIndex: Int = 0
  /// A folder of JPEG/PNG/WebP/AVIF images for `slider` and `gallery` (nil: the bundled
  /// artwork).
  public var imageDirectory: String?
  /// Instead of a folder, the images to show, in order: `http(s)` URLs or image files
  /// (empty: ``imageDirectory`` decides).
  public var imageList: [String] = []
  /// Also show the photos in the folder's subfolders.
  public var recursive = false
  /// The order of the photos.
  public var sort: ImageSortOrder = .name
  /// Watch the folder: photos that appear or disappear join or leave the carousel, and
  /// the current photo stays current.
  public var watch = false
  /// A JSON trip catalog for `trips` (nil: the bundled catalog).
  public var catalogPath: String?
  /// Reload the catalog whenever its file is saved (`--watch`, window only).
  public var watchesCatalog = false
  /// Where likes are stored (nil: `$XDG_DATA_HOME/carousel/likes.sqlite3`).
  public var likesDatabasePath: String?
  /// Open the likes database only to read it: create nothing, write nothing (likes toggled
  /// stay in memory). Headless rendering sets it.
  public var readsLikesOnly = false
  /// Slide changes cross-fade instead of sliding.
  public var reducedMotion = false
  /// Lay the items out top to bottom (↑/↓ move between them) instead of side by side.
  public var vertical = false
  /// Lay the items out right to left (← goes forward); nil: right to left when the trip
  /// catalog says its language is written that way (Hebrew, Arabic, …), else left to right.
  public var rightToLeft: Bool?
  /// How items are placed in 3-D (nil: flat, as the plain layout places them).
  public var effect: CarouselEffect?
  /// The cards as a Material 3 keyline layout of this strategy, each card clipped to its
  /// mask (nil: the peek layout).
  public var keylines: CarouselKeylineLayout.Strategy?
  /// `cards` only: cards of different heights, the carousel's height following the current
  /// card's (``CarouselEngine/autoCrossSize(itemCrossSize:)``).
  public var autoHeight = false
  /// `cards` only: the layout changes at breakpoints of the window's width
  /// (``CarouselBreakpoints``) instead of by the cards' aspect ratio.
  public var breakpoints = false
  /// `cards` only: the cards' row inside a vertical list with more rows below; drags and
  /// wheel input over the row go to the row or the list by their axis
  /// (``CarouselNestedScroll``).
  public var nested = false
  /// The local hour (0–23) the slider's greeting follows ("Good morning" from 5 to 11,
  /// "Good afternoon" to 16, "Good evening" to 21, else "Good night"); nil leaves the
  /// time of day out. The host reads it from its clock.
  public var localHour: Int?
  /// Decode images in confined worker processes (`carousel-decoder`, see
  /// `SandboxedImageDecoder`); `false` decodes them in this process (`--no-sandbox`).
  public var decodesInSandbox = true
  /// The name the slider's header greets ("Hello, NAME"; nil: "Traveler").
  public var greetingName: String?
  /// Start the gallery or the slider with the filmstrip shown (`--filmstrip`; `t` toggles).
  public var showsFilmstrip = false

  public init() {}
}
