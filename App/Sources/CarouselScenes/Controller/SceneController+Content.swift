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

  /// The likes database of `options` (else the XDG default from `environment`), opened;
  /// only for reading when `options.readsLikesOnly`.
  ///
  /// - Throws: ``SceneError/Reason/noLikesLocation`` when neither `options` nor the
  ///   environment places the database (never a folder in the current directory).
  static func openLikes(options: SceneOptions, environment: [String: String]) throws(SceneError)
    -> LikeStore
  {
    let path = options.likesDatabasePath ?? LikeStore.defaultPath(environment: environment)
    if path == nil && !options.readsLikesOnly { throw SceneError(.noLikesLocation) }
    do {
      if let path, !options.readsLikesOnly { return try LikeStore(path: path) }
      // Nowhere to look reads as nothing liked yet; a picture creates nothing.
      return try LikeStore(readingFrom: path ?? "")
    } catch {
      throw .likes(error)
    }
  }
}
