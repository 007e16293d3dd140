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

  /// One line of JSON: `{"index":N,"phase":"idle","liked":[…],"width":W,"height":H}`.
  var jsonLine: String {
    var line = JSONObjectWriter()
    line.add("index", index)
    line.add("phase", phase.rawValue)
    line.add("liked", liked)
    line.add("width", width)
    line.add("height", height)
    return line.text + "\n"
  }

  /// Whether a newer snapshot is worth writing: the scene settled somewhere else (or in
  /// a window of another size), or a like changed whatever the phase.
  func isWorthWriting(after previous: StateSnapshot?) -> Bool {
    guard let previous else { return phase == .idle }
    if liked != previous.liked { return true }
    return phase == .idle && self != previous
  }
}
