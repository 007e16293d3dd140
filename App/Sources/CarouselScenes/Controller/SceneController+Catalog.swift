import CarouselCore

extension SceneController {
  /// Reads the trip catalog file again (`--catalog`) and shows what changed: the difference
  /// from the trips on screen animates in the carousel (``CarouselEngine/apply(_:at:)``),
  /// the current trip stays current, likes stay with their trip ids (they live in the store
  /// by id, so a trip that disappears and comes back is still liked).
  ///
  /// A file that does not parse changes nothing on screen but ``catalogError``, which the
  /// screen shows until the next good read. Does nothing outside the `trips` scene or
  /// without a catalog file.
  ///
  /// - Complexity: O(trips) expected.
  ///
  /// - Returns: Every event the engine emitted, in order.
  @discardableResult
  public func reloadCatalog(at time: Double) -> [CarouselEvent] {
    guard let trips = screen as? TripsScreen, let path = options.catalogPath, time.isFinite
    else { return [] }
    engine.advance(to: time)
    do {
      let catalog = try TripCatalog.load(contentsOf: path)
      let mapping = trips.replaceCatalog(with: catalog, generation: engine.changeGeneration + 1)
      engine.apply(mapping, at: time)
      engine.setItemLabels(screen.itemLabels, at: time)
    } catch {
      trips.catalogError = error.description
    }
    frames.isDirty = true
    forgetFinishedChanges()
    refreshImages()
    return takeEngineEvents()
  }

  /// Why the last reload of the catalog file failed, while the last good catalog is shown;
  /// nil when it read well (or was never reloaded).
  public var catalogError: String? { (screen as? TripsScreen)?.catalogError }

  /// The identities of the items in display order: trip ids in the `trips` scene, empty in
  /// the others.
  public var itemIdentities: [String] { (screen as? TripsScreen)?.itemIdentities ?? [] }

  /// Forgets the data of changes whose removed items have finished fading out (an update
  /// step: the frame drawn next shows only the changes still fading).
  func forgetFinishedChanges() {
    guard let trips = screen as? TripsScreen else { return }
    var shown: Set<Int> = []
    engine.forEachRemovedItemAttribute { shown.insert($0.generation) }
    trips.forgetChanges(except: shown)
  }
}
