import CarouselStore

/// The content the host loads and hands to a screen: the trip catalog and the likes
/// database. Screens own what they are given; they open no files of their own.
extension SceneController {
  /// The trip catalog of `options`: the file in `options.catalogPath`, else the built-in one.
  ///
  /// - Throws: ``SceneError`` for a catalog file that cannot be read or is malformed.
  static func loadCatalog(options: SceneOptions) throws(SceneError) -> TripCatalog {
    guard let path = options.catalogPath else { return .bundled }
    return try TripCatalog.load(contentsOf: path)
  }

  /// The likes of `options`' database (else the XDG default from `environment`): saved as
  /// they change; only read when `options.readsLikesOnly` (a picture creates nothing). A
  /// database that cannot be saved to opens read-only or with likes off: the window says
  /// so and works without them.
  ///
  /// - Throws: ``SceneError/Reason/noLikesLocation`` when neither `options` nor the
  ///   environment places the database (never a folder in the current directory), and
  ///   ``SceneError/likes(_:)`` when a picture's database cannot be read.
  static func openLikes(options: SceneOptions, environment: [String: String]) throws(SceneError)
    -> LikeKeeper
  {
    let path = options.likesDatabasePath ?? LikeStore.defaultPath(environment: environment)
    if path == nil && !options.readsLikesOnly { throw SceneError(.noLikesLocation) }
    if let path, !options.readsLikesOnly { return LikeKeeper.open(path: path) }
    do {
      // Nowhere to look reads as nothing liked yet.
      return try LikeKeeper(readingFrom: path ?? "")
    } catch {
      throw .likes(error)
    }
  }
}
