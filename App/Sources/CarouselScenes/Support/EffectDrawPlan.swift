import CarouselCore
import CarouselRender

/// The two passes that draw items under an effect: the first only asks each item, back to
/// front, what it certainly covers with opaque pixels and where its text lies; the second
/// draws each one, skipping what opaque items in front of it will cover anyway (side covers
/// stacked in cover flow are mostly hidden: drawing them whole cost more than everything
/// else in the frame), with its text faded where another item's text would show through
/// or over it (see ``textFactors``).
final class EffectDrawPlan {
  /// Whether the first pass is running (items are asked, not drawn).
  var isCollecting = true
  /// The position, back to front, of the item being asked or drawn.
  var item = 0
  /// What each item covers for certain, by position; nil when it may be translucent.
  var occluders: [PerspectiveOccluder?]
  /// Where each item and its text lie, by position; nil for an item that told nothing.
  var texts: [SceneItemText?]
  /// Where an item's renderings with faded text are kept (nil: they are made each time).
  var textBlends: ItemSurfaceCache?

  /// A plan for `count` items.
  init(count: Int) {
    occluders = Array(repeating: nil, count: count)
    texts = Array(repeating: nil, count: count)
  }

  /// What the items in front of position `item` cover.
  func occluders(inFrontOf item: Int) -> [PerspectiveOccluder] {
    guard item + 1 < occluders.count else { return [] }
    return occluders[(item + 1)...].compactMap { $0 }
  }

  /// Works out each item's ``SceneItemText/textFactor`` once the first pass is done, so at
  /// most one item's text is legible at any place: where an item's text lies under or over
  /// another item drawn translucent over it, the two texts share the place as a cross-fade
  /// does, by how much of each shows there (the lower seen through the upper): the one
  /// showing less fades out by the time both show equally, the other fades in from then.
  /// An opaque item over another hides it anyway and changes nothing.
  ///
  /// - Complexity: O(k² × boxes) for the k items drawn.
  func resolveText() {
    for k in texts.indices {
      guard var text = texts[k], !text.textBoxes.isEmpty else { continue }
      var factor = 1.0
      for m in texts.indices where m != k {
        guard let other = texts[m],
          text.textBoxes.contains(where: { $0.intersection(other.bounds) != nil })
        else { continue }
        let (lower, upper) = m < k ? (other, text) : (text, other)
        guard !upper.isOpaque else { continue }
        let shownLower = lower.opacity * (1 - upper.opacity)
        let shownUpper = upper.opacity
        guard shownLower + shownUpper > 0 else { continue }
        let share = shownUpper / (shownLower + shownUpper)
        factor *= min(1, max(0, m < k ? 2 * share - 1 : 1 - 2 * share))
      }
      text.textFactor = factor
      texts[k] = text
    }
  }
}

/// Where an item under an effect and its text lie in a frame, and how much of its text is
/// drawn: what ``EffectDrawPlan`` works out, for tests to check.
@_spi(Testing) public struct SceneItemText: Sendable, Equatable {
  /// The item's index.
  public var index: Int
  /// The item's back-to-front position among the items drawn.
  public var position: Int
  /// The bounding box of where the item is drawn (window points).
  public var bounds: CarouselRect
  /// The bounding boxes of where its labels are drawn (window points).
  public var textBoxes: [CarouselRect]
  /// The item's opacity (its appearance's times its alpha).
  public var opacity: Double
  /// Whether the item hides what lies under it (opaque, see ``PerspectiveOccluder``).
  public var isOpaque: Bool
  /// How much of the item's text is drawn, 0…1 (1: all of it).
  public var textFactor: Double = 1
}

/// An item's text apart from the rest of it, so the text can fade on its own: what a screen
/// hands ``SceneFrame/drawItem(_:in:of:alpha:clip:text:)`` with the item's full rendering.
struct SceneItemTextLayer {
  /// Names the full rendering's pixels (blends are cached under it).
  let identity: String
  /// Where the labels lie, in the item surface's points from its top-left corner.
  let boxes: [CarouselRect]
  /// The item rendered without its text, the full rendering's size (asked only when the text
  /// fades).
  let bare: () -> RenderSurface?
}
