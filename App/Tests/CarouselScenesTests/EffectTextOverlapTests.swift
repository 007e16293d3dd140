import CarouselCore
import CarouselRender
@_spi(Testing) import CarouselScenes
import CarouselTestSupport
import Testing

/// Text never overlaps text: under every preset, at every point of a swipe, no two items'
/// labels show at the same place, both legible (drawn with more than
/// ``legibleAlpha`` once what lies over them is counted).
@Suite(.tags(.slow), .enabled(if: TestTier.runsSlowTests)) struct EffectTextOverlapTests {
  /// Below this opacity a label is too faint to read over another.
  static let legibleAlpha = 0.15
  /// How far into the swipe to the next item the frames are held, in pages.
  static let fractions = [0.1, 0.3, 0.5, 0.7, 0.9]

  /// `kind` under `effect`, dragged `fraction` of a page towards the next item and held.
  static func heldSwipe(_ kind: SceneKind, effect: CarouselEffect, fraction: Double) throws
    -> SceneController
  {
    try EffectContactSheetTests.heldSwipe(kind, effect: effect, fraction: fraction, start: 0.9)
  }

  /// How much of `item`'s text shows in `region`: its opacity and text factor, less what
  /// items over it that cover the whole region let through (nothing, for an opaque one).
  static func shownAlpha(
    of item: SceneItemText, in region: CarouselRect, items: [SceneItemText]
  ) -> Double {
    var alpha = item.opacity * item.textFactor
    for other in items where other.position > item.position {
      guard other.bounds.intersection(region) == region else { continue }
      alpha *= other.isOpaque ? 0 : 1 - other.opacity
    }
    return alpha
  }

  @Test(arguments: [SceneKind.cards, .trips], CarouselEffectKind.allCases)
  func noTwoLabelsShowAtOnePlace(kind: SceneKind, preset: CarouselEffectKind) throws {
    var overlaps: [String] = []
    var labelled = 0
    for fraction in Self.fractions {
      let controller = try Self.heldSwipe(kind, effect: CarouselEffect(preset), fraction: fraction)
      controller.advance(to: 0.2)
      controller.waitForPendingImages(timeout: 30)
      let surface = try RenderSurface(size: controller.viewport, scale: controller.scale)
      let items = controller.drawNotingText(into: surface)
      labelled += items.filter { !$0.textBoxes.isEmpty }.count
      for a in items {
        for b in items where b.position > a.position {
          for boxA in a.textBoxes {
            for boxB in b.textBoxes {
              guard let region = boxA.intersection(boxB), region.width >= 1, region.height >= 1
              else { continue }
              let shownA = Self.shownAlpha(of: a, in: region, items: items)
              let shownB = Self.shownAlpha(of: b, in: region, items: items)
              if shownA > Self.legibleAlpha && shownB > Self.legibleAlpha {
                overlaps.append(
                  "at \(fraction): items \(a.index) (\(shownA)) and \(b.index) (\(shownB)) at \(region)"
                )
              }
            }
          }
        }
      }
    }
    #expect(labelled > 0, "\(kind) \(preset): no labels noted")
    #expect(overlaps.isEmpty, "\(kind) \(preset): \(overlaps.prefix(4))")
  }
}
