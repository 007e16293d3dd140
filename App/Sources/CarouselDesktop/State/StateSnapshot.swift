import CarouselCore
import CarouselFormats

/// What the window shows, as end-to-end tests read it from `CAROUSEL_STATE_FILE`.
struct StateSnapshot: Hashable, Sendable {
  /// The current item.
  var index: Int
  var phase: CarouselPhase
  /// Indices of the items whose like is saved, ascending: what a restart shows (a heart
  /// tapped a moment ago joins once its like is on disk; see ``Likes/shown``).
  var liked: [Int]
  /// The window's size in points.
  var width: Int
  var height: Int
  /// The items' identities in display order (trip ids; empty for other scenes).
  var ids: [String] = []
  /// Why the last catalog reload failed (`--watch`), nil when it did not.
  var catalogError: String? = nil
  /// A data change is animating (cards sliding, fading in or out).
  var isChanging = false
  /// The number of items (changes when a watched folder does).
  var count = 0
  /// Frames drawn with a loading tile after the first photo showed (see
  /// `SceneController.loadingFramesAfterFirstImage`).
  var loadingFrames = 0
  /// The likes beyond what is saved.
  var likes = Likes()
  /// The scene shown (`gallery`, `grid`, …): `g` switches between a photo scene and the
  /// grid in the same window.
  var scene = ""
  /// The photo selected in the grid, or ringed in the filmstrip; nil in the other scenes
  /// and while the filmstrip is hidden.
  var selected: Int? = nil
  /// Whether the filmstrip shows (`t`).
  var filmstrip = false
  /// The frame the current photo's animation shows; nil when it does not play.
  var animationFrame: Int? = nil
  /// Whether a frame showed the visible photos sharp (see
  /// `SceneController.hasShownSharpImage`).
  var sharp = false
  /// How far the plain list has scrolled, in points, while a breakpoint switches the
  /// carousel off (`cards --breakpoints`); nil while the carousel is on.
  var listOffset: Double? = nil

  /// What the window shows of the likes, and how their saving goes.
  struct Likes: Hashable, Sendable {
    /// `"saving"`, `"readOnly"`, `"off"`, or nil for a scene without likes.
    var access: String?
    /// Indices of the items whose heart shows liked, ascending.
    var shown: [Int] = []
    /// Likes changed and not saved yet.
    var unsaved = 0
    /// The notice at the bottom of the window, if one shows.
    var notice: String?
    /// Frames drawn so far, and those drawn while a like was being saved.
    var frames = 0
    var framesWhileSaving = 0
  }

  /// One line of JSON: `{"index":N,"phase":"idle","liked":[…],"width":W,"height":H,
  /// "ids":[…],"currentId":…,"catalogError":…,"changing":false,"count":C,"loadingFrames":L,
  /// "likes":…,"likedShown":[…],"likesUnsaved":U,"notice":…,"frames":F,
  /// "framesWhileSaving":S,"scene":"gallery","selected":null,"filmstrip":false,
  /// "animationFrame":null,"sharp":false,"listOffset":null}`.
  var jsonLine: String {
    var json = JSONObjectWriter()
    json.add("index", index)
    json.add("phase", phase.rawValue)
    json.add("liked", liked)
    json.add("width", width)
    json.add("height", height)
    json.add("ids", ids)
    if ids.indices.contains(index) {
      json.add("currentId", ids[index])
    } else {
      json.addNull("currentId")
    }
    if let catalogError {
      json.add("catalogError", catalogError)
    } else {
      json.addNull("catalogError")
    }
    json.add("changing", isChanging)
    json.add("count", count)
    json.add("loadingFrames", loadingFrames)
    if let access = likes.access { json.add("likes", access) } else { json.addNull("likes") }
    json.add("likedShown", likes.shown)
    json.add("likesUnsaved", likes.unsaved)
    if let notice = likes.notice { json.add("notice", notice) } else { json.addNull("notice") }
    json.add("frames", likes.frames)
    json.add("framesWhileSaving", likes.framesWhileSaving)
    json.add("scene", scene)
    if let selected { json.add("selected", selected) } else { json.addNull("selected") }
    json.add("filmstrip", filmstrip)
    if let animationFrame {
      json.add("animationFrame", animationFrame)
    } else {
      json.addNull("animationFrame")
    }
    json.add("sharp", sharp)
    if let listOffset { json.add("listOffset", listOffset) } else { json.addNull("listOffset") }
    return json.text + "\n"
  }

  /// Whether a newer snapshot is worth writing: the scene settled somewhere else (or in
  /// a window of another size), or a like or a notice changed whatever the phase.
  func isWorthWriting(after previous: StateSnapshot?) -> Bool {
    guard let previous else { return phase == .idle }
    if liked != previous.liked || catalogError != previous.catalogError { return true }
    if likes.shown != previous.likes.shown || likes.unsaved != previous.likes.unsaved
      || likes.notice != previous.likes.notice
    {
      return true
    }
    if isChanging != previous.isChanging || ids != previous.ids || sharp != previous.sharp {
      return true
    }
    return phase == .idle && self != previous
  }
}
