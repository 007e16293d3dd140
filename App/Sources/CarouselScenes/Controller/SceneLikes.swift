import CarouselLocale
import CarouselStore

/// The likes of a scene (only the trips screen has them) and what the window says about
/// them: the notice at the bottom, the lines for the host's standard error, the last
/// failure.
///
/// Threading: MUST be used from the scene's thread; the keeper saves on its own thread.
struct SceneLikes {
  /// The likes, or nil for a scene without them.
  let keeper: LikeKeeper?
  /// The message at the bottom of the window, while it shows.
  private(set) var notice: SceneNotice?
  /// Lines for the host's standard error, one per fault, until taken.
  private var reports: [String] = []
  /// The last failure that did not stop the scene (a like that could not be saved).
  private(set) var lastError: SceneError?
  /// The language of the notices in the window (the report lines stay English, for logs).
  let phrases: Phrases

  /// The likes of `keeper`, as the scene opens at `time`: when they cannot be saved, a
  /// notice says so.
  init(keeper: LikeKeeper?, time: Double, phrases: Phrases = .english) {
    self.keeper = keeper
    self.phrases = phrases
    if let text = keeper.flatMap({ Self.refusalText($0, phrases: phrases) }) {
      notice = SceneNotice(text: text, endTime: time + SceneNotice.startDuration)
    }
  }

  /// Lines for the scene's notices when likes cannot be saved.
  var notices: [String] {
    guard let keeper else { return [] }
    switch keeper.access {
    case .readOnly(let error): return ["likes are read-only: \(error.description)"]
    case .off(let error): return ["likes are off: \(error.description)"]
    case .saving, .inMemory: return []
    }
  }

  /// The notice if it shows at `time`.
  func visibleNotice(at time: Double) -> SceneNotice? {
    guard let notice, notice.isShowing(at: time) else { return nil }
    return notice
  }

  /// Toggles the like of `id` at `time`: the heart changes at once and the like is saved off
  /// the frame thread; where likes cannot change, the heart stays and a notice says why.
  /// Returns whether the picture changed.
  mutating func toggle(_ id: String, at time: Double) -> Bool {
    guard let keeper else { return false }
    switch keeper.toggle(id) {
    case .changed:
      return true
    case .refused(let error):
      lastError = .likes(error)
      guard let text = Self.refusalText(keeper, phrases: phrases) else { return false }
      notice = SceneNotice(text: text, endTime: time + SceneNotice.duration)
      return true
    }
  }

  /// Takes in, at `time`, what the likes writer did since the last call: a save that failed
  /// shows a notice and a report line (its hearts already show what is stored). A notice
  /// whose time is up goes. Returns whether the last frame, which showed the likes at
  /// change `drawnChange`, no longer shows them as they are.
  mutating func takeChanges(at time: Double, drawnChange: Int) -> Bool {
    var changed = false
    if let notice, !notice.isShowing(at: time) {
      self.notice = nil
      changed = true
    }
    guard let keeper else { return changed }
    if keeper.changeCount != drawnChange { changed = true }
    guard keeper.hasFailures else { return changed }
    for failure in keeper.takeFailures() {
      lastError = .likes(failure.error)
      reports.append("like not saved: \(failure.error.description)")
      notice = SceneNotice(
        text: phrases.notice(.likeNotSaved, reason: phrases.reason(failure.error)),
        endTime: time + SceneNotice.duration)
    }
    return true
  }

  /// Whether the likes changed in a way a frame that showed change `drawnChange` does not
  /// show yet.
  func needRedraw(drawnChange: Int) -> Bool {
    guard let keeper else { return false }
    return keeper.changeCount != drawnChange || keeper.hasFailures
  }

  /// The faults since the last call, one line each.
  mutating func takeReports() -> [String] {
    defer { reports = [] }
    return reports
  }

  /// What the window says when likes cannot change, or nil when they can.
  private static func refusalText(_ keeper: LikeKeeper, phrases: Phrases) -> String? {
    switch keeper.access {
    case .readOnly(let error): phrases.notice(.likesReadOnly, reason: phrases.reason(error))
    case .off(let error): phrases.notice(.likesOff, reason: phrases.reason(error))
    case .saving, .inMemory: nil
    }
  }
}
