import CarouselStore

extension SceneController {
  /// What can be done with likes in this scene: `"saving"`, `"readOnly"`, `"off"`,
  /// `"inMemory"` (headless rendering), or nil for a scene without likes.
  public var likesAccess: String? {
    guard let likes else { return nil }
    switch likes.access {
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
  public var unsavedLikeCount: Int { likes?.unsavedCount ?? 0 }

  /// A number that moves whenever what a heart shows, or what is saved, may have changed.
  public var likesChangeCount: Int {
    guard let likes else { return 0 }
    return likes.changeCount &+ likes.saveCount
  }

  /// The message shown at the bottom of the window now, if any.
  public var visibleNotice: String? {
    guard let notice, notice.isShowing(at: engine.time) else { return nil }
    return notice.text
  }

  /// The faults since the last call, one line each for the host's standard error (`like
  /// not saved: PATH: the likes database is locked by another program`).
  public func takeReports() -> [String] {
    defer { reports = [] }
    return reports
  }

  /// Blocks until every like changed so far is saved or has failed, at most `timeout`
  /// seconds; returns whether nothing is left unsaved. Hosts call it before quitting; a frame
  /// loop MUST NOT call it while running.
  @discardableResult
  public func waitForLikesToSave(timeout: Double) -> Bool {
    likes?.waitUntilSaved(timeout: timeout) ?? true
  }

  /// The likes of the scene, if it has any.
  var likes: LikeKeeper? { (screen as? any SceneLiking)?.likes }

  /// Lines for ``notices`` when likes cannot be saved.
  var likesNotices: [String] {
    guard let likes else { return [] }
    switch likes.access {
    case .readOnly(let error): return ["likes are read-only: \(error.description)"]
    case .off(let error): return ["likes are off: \(error.description)"]
    case .saving, .inMemory: return []
    }
  }

  /// Shows, as the scene opens, that likes cannot be saved.
  func announceUnsavableLikes(at time: Double) {
    guard let text = likes.flatMap(Self.refusalText) else { return }
    notice = SceneNotice(text: text, endTime: time + SceneNotice.startDuration)
  }

  /// What the window says when likes cannot change, or nil when they can.
  private static func refusalText(_ likes: LikeKeeper) -> String? {
    switch likes.access {
    case .readOnly(let error): "Likes are read-only: \(error.shortReason)"
    case .off(let error): "Likes are off: \(error.shortReason)"
    case .saving, .inMemory: nil
    }
  }

  /// Toggles a trip's like: the heart changes at once and the like is saved off the frame
  /// thread. Where likes cannot change, the heart stays and a notice says why.
  func toggleLike(ofItemAt index: Int) {
    guard let liking = screen as? any SceneLiking, let id = liking.likeID(ofItemAt: index)
    else { return }
    switch liking.likes.toggle(id) {
    case .changed:
      isDirty = true
    case .refused(let error):
      lastError = .likes(error)
      if let text = Self.refusalText(liking.likes) {
        notice = SceneNotice(text: text, endTime: engine.time + SceneNotice.duration)
        isDirty = true
      }
    }
  }

  /// Takes in what the likes writer did: a save that failed shows a notice and a report
  /// line (its hearts already show what is stored); any change of the hearts is redrawn.
  /// A notice whose time is up goes.
  func takeLikeChanges() {
    if let notice, !notice.isShowing(at: engine.time) {
      self.notice = nil
      isDirty = true
    }
    guard let likes else { return }
    if likes.changeCount != drawnLikesChange { isDirty = true }
    guard likes.hasFailures else { return }
    for failure in likes.takeFailures() {
      lastError = .likes(failure.error)
      reports.append("like not saved: \(failure.error.description)")
      notice = SceneNotice(
        text: "Like not saved: \(failure.error.shortReason)",
        endTime: engine.time + SceneNotice.duration)
    }
    isDirty = true
  }

  /// Whether the likes changed in a way the last frame does not show yet.
  var likesNeedRedraw: Bool {
    guard let likes else { return false }
    return likes.changeCount != drawnLikesChange || likes.hasFailures
  }

  /// Sets what the likes writer calls after each save (on its own thread).
  func setLikesChangeHandler(_ handler: @escaping @Sendable () -> Void) {
    likes?.setChangeHandler(handler)
  }

  /// Notes, before a frame is drawn, which state of the likes it shows.
  func noteLikesDrawn() {
    framesDrawn += 1
    guard let likes else { return }
    drawnLikesChange = likes.changeCount
    if likes.unsavedCount > 0 { framesDrawnWhileSavingLikes += 1 }
  }

  /// Draws the notice, if one shows, over everything.
  func drawNotice(in frame: SceneFrame) {
    guard let notice, notice.isShowing(at: engine.time) else { return }
    notice.draw(in: frame, resources: resources)
  }
}
