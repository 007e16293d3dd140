import CarouselCore
import CarouselFormats

/// What the window shows, as end-to-end tests read it from `CAROUSEL_STATE_FILE`.
struct StateSnapshot: Hashable, Sendable {
  /// The current item.
  var index: Int
  var phase: CarouselPhase
  /// Indices of the liked items, ascending.
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

  /// One line of JSON: `{"index":N,"phase":"idle","liked":[…],"width":W,"height":H,
  /// "ids":[…],"currentId":…,"catalogError":…,"changing":false,"count":C,"loadingFrames":L}`.
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
    return json.text + "\n"
  }

  /// Whether a newer snapshot is worth writing: the scene settled somewhere else (or in
  /// a window of another size), or a like changed whatever the phase.
  func isWorthWriting(after previous: StateSnapshot?) -> Bool {
    guard let previous else { return phase == .idle }
    if liked != previous.liked || catalogError != previous.catalogError { return true }
    if isChanging != previous.isChanging || ids != previous.ids { return true }
    return phase == .idle && self != previous
  }
}
