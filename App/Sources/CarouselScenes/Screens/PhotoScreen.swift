/// A screen of photos from a folder (the slider and the gallery): its set-up (options and
/// resources), what it shows and how its items change are its ``PhotoScreenContent``'s; the
/// screen adds its layout and drawing.
protocol PhotoScreen: UnplannedSceneScreen {
  /// The folder's photos, their images, tiles and page dots.
  var photos: PhotoScreenContent { get set }
}

extension PhotoScreen {
  var options: SceneOptions { photos.options }

  var resources: SceneResources { photos.resources }

  var images: SceneImages? { photos.images }

  var itemCount: Int { photos.itemCount }

  var itemLabels: [Int: String] { photos.folder.itemLabels }

  var notices: [String] { photos.notices }

  func takeItemChanges(current: Int) -> SceneItemChange? {
    photos.takeItemChanges(current: current)
  }
}
