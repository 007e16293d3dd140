import CarouselImages
import CarouselRender

/// What the photo screens (the slider and the gallery) are made of alike: the photos of a
/// folder (the user's, else the bundled artwork), their images decoded on demand, the tiles
/// that draw a photo or its loading and error states, the page dots, and the options and
/// resources the screen was made with.
struct PhotoScreenContent {
  /// The options the screen was made with.
  let options: SceneOptions
  /// What the screens of the scene share (text, cached surfaces, budgets).
  let resources: SceneResources
  /// Where the photos come from (with `--watch`, updated by ``takeItemChanges(current:)``).
  private(set) var folder: SceneImageFolder
  /// The photos' images.
  let images: SceneImages
  /// Draws a photo, its loading tile or its error tile.
  let tiles: PhotoTiles
  /// The page dots under or over the photos.
  let dots: PageDotsControl
  /// Plays the current photo when it is animated.
  let animation: SceneAnimation

  /// Finds the photos (`options.imageDirectory`, else the bundled `artwork`), decoded to
  /// fit within (the gallery) or cover (the slider) the size a screen asks for.
  ///
  /// - Throws: ``SceneError`` when the named folder does not exist.
  init(
    options: SceneOptions, resources: SceneResources, artwork: ArtworkKind,
    dots appearance: PageDotsAppearance, displayFit: DecodeFit = .within
  ) throws(SceneError) {
    self.options = options
    self.resources = resources
    folder = try SceneImageFolder(options: options, artwork: artwork, phrases: resources.phrases)
    images = SceneImages(
      sources: folder.sources, budget: resources.budget, decoder: resources.decoder,
      remoteImages: resources.remoteImages, displayFit: displayFit, currentFirst: true)
    tiles = PhotoTiles(resources: resources)
    animation = SceneAnimation(decoder: resources.decoder, signal: images.signal)
    dots = PageDotsControl(appearance: appearance)
    folder.setWakeHandler { [signal = images.signal] in signal.fire() }
  }

  /// Notes for the person running the app: the files of the folder that are not shown.
  var notices: [String] { folder.skippedSummary.map { [$0] } ?? [] }

  /// Takes a watched folder's changes into the folder and the images (see
  /// ``SceneImageFolder/takeItemChanges(current:images:)``).
  mutating func takeItemChanges(current: Int) -> SceneItemChange? {
    folder.takeItemChanges(current: current, images: images)
  }

  /// Number of photos.
  var itemCount: Int { folder.sources.count }
}
