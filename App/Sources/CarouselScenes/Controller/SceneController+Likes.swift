import CarouselStore

extension SceneController {
  /// What can be done with likes in this scene: `"saving"`, `"readOnly"`, `"off"`,
  /// `"inMemory"` (headless rendering), or nil for a scene without likes.
  public var likesAccess: String? {
    guard let keeper = likes.keeper else { return nil }
    switch keeper.access {
    case .saving: return "saving"
    case .readOnly: return "readOnly"
    case .off: return "off"
    case .inMemory: return "inMemory"
    }
  }

  /// Whether the heart of the trip at `index` shows liked (always false outside `trips`).
  /// It shows a change at once; if the change cannot be saved, it shows what is stored.
  public func isLiked(tripAt index: Int) -> Bool {
    (screen as? any SceneLiking)?.isLiked(itemAt: index) ?? false
  }

  /// Whether the like of the trip at `index` is stored in the database (saved, or read
  /// from it): what a restart would show.
  public func isLikeSaved(tripAt index: Int) -> Bool {
    guard let liking = screen as? any SceneLiking, let id = liking.likeID(ofItemAt: index)
    else { return false }
    return liking.likes.isStored(id)
  }

  /// Likes changed and not saved yet.
  public var unsavedLikeCount: Int { likes.keeper?.unsavedCount ?? 0 }

  /// A number that moves whenever what a heart shows, or what is saved, may have changed.
  public var likesChangeCount: Int {
    guard let keeper = likes.keeper else { return 0 }
    return keeper.changeCount &+ keeper.saveCount
  }

  /// The message shown at the bottom of the window now, if any.
  public var visibleNotice: String? { likes.visibleNotice(at: engine.time)?.text }

  /// The faults since the last call, one line each for the host's standard error (`like
  /// not saved: PATH: the likes database is locked by another program`).
  public func takeReports() -> [String] { likes.takeReports() + gridReports + filmstripReports }

  /// Blocks until every like changed so far is saved or has failed, at most `timeout`
  /// seconds; returns whether nothing is left unsaved. Hosts call it before quitting; a frame
  /// loop MUST NOT call it while running.
  @discardableResult
  public func waitForLikesToSave(timeout: Double) -> Bool {
    likes.keeper?.waitUntilSaved(timeout: timeout) ?? true
  }

  /// Toggles a trip's like: the heart changes at once and the like is saved off the frame
  /// thread. Where likes cannot change, the heart stays and a notice says why.
  func toggleLike(ofItemAt index: Int) {
    guard let liking = screen as? any SceneLiking, let id = liking.likeID(ofItemAt: index)
    else { return }
    if likes.toggle(id, at: engine.time) { frames.isDirty = true }
  }
}
