import Foundation

/// The app's state as it writes it to `CAROUSEL_STATE_FILE`.
struct WindowState: Equatable, CustomStringConvertible {
  var index: Int
  var phase: String
  var liked: [Int]
  var width: Int
  var height: Int
  /// The items' identities in display order (trip ids).
  var ids: [String] = []
  /// The current item's identity.
  var currentId: String?
  /// Why the last catalog reload failed (`--watch`).
  var catalogError: String?
  /// A data change is animating.
  var isChanging = false
  /// The number of items (0 when the line does not say).
  var count = 0
  /// Frames drawn with a loading tile after the first photo showed (0 when not said).
  var loadingFrames = 0
  /// What can be done with likes (`saving`, `readOnly`, `off`), nil outside trips.
  var likesAccess: String?
  /// The trips whose heart shows liked (`liked` is what is saved).
  var likedShown: [Int] = []
  /// Likes changed and not saved yet.
  var likesUnsaved = 0
  /// The notice at the bottom of the window, if one shows.
  var notice: String?
  /// Frames drawn, and those drawn while a like was being saved.
  var frames = 0
  var framesWhileSaving = 0
  /// The scene shown (`gallery`, `grid`; empty when the line does not say).
  var scene = ""
  /// The photo selected in the grid or ringed in the filmstrip (nil elsewhere).
  var selected: Int?
  /// Whether the filmstrip shows.
  var filmstrip = false
  /// The frame the current photo's animation shows (nil when it does not play).
  var animationFrame: Int?
  /// How far the plain list has scrolled while the carousel is off; nil while it is on.
  var listOffset: Double?

  init(index: Int, phase: String, liked: [Int], width: Int, height: Int) {
    self.index = index
    self.phase = phase
    self.liked = liked
    self.width = width
    self.height = height
  }

  /// Parses one state line; nil when the file is missing or not (yet) a full line.
  init?(contentsOf path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let index = object["index"] as? Int, let phase = object["phase"] as? String,
      let liked = object["liked"] as? [Int], let width = object["width"] as? Int,
      let height = object["height"] as? Int
    else { return nil }
    self.index = index
    self.phase = phase
    self.liked = liked
    self.width = width
    self.height = height
    ids = object["ids"] as? [String] ?? []
    currentId = object["currentId"] as? String
    catalogError = object["catalogError"] as? String
    isChanging = object["changing"] as? Bool ?? false
    count = object["count"] as? Int ?? 0
    loadingFrames = object["loadingFrames"] as? Int ?? 0
    likesAccess = object["likes"] as? String
    likedShown = object["likedShown"] as? [Int] ?? []
    likesUnsaved = object["likesUnsaved"] as? Int ?? 0
    notice = object["notice"] as? String
    frames = object["frames"] as? Int ?? 0
    framesWhileSaving = object["framesWhileSaving"] as? Int ?? 0
    listOffset = object["listOffset"] as? Double
    scene = object["scene"] as? String ?? ""
    selected = object["selected"] as? Int
    filmstrip = object["filmstrip"] as? Bool ?? false
    animationFrame = object["animationFrame"] as? Int
  }

  /// Equal in what every scene reports (index, phase, likes, size); `count` and
  /// `loadingFrames` are read on their own.
  static func == (lhs: WindowState, rhs: WindowState) -> Bool {
    lhs.index == rhs.index && lhs.phase == rhs.phase && lhs.liked == rhs.liked
      && lhs.width == rhs.width && lhs.height == rhs.height
  }

  var isIdle: Bool { phase == "idle" }

  var description: String {
    "index \(index) (\(currentId ?? "-")), \(phase), liked \(liked), \(width)×\(height), "
      + "ids \(ids), error \(catalogError ?? "none"), changing \(isChanging), likes "
      + "\(likesAccess ?? "-") shown \(likedShown) unsaved \(likesUnsaved), notice "
      + "\(notice ?? "none"), frames \(frames) (\(framesWhileSaving) while saving)"
  }
}
