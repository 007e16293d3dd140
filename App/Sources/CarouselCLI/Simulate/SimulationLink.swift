@_spi(CarouselHost) import CarouselCore

/// The second carousel of a simulation and how it is linked to the first (CONFIG `link`).
public struct SimulationLink {
  /// How the two follow each other.
  public var mode: CarouselLink.Mode
  /// The follower at t = 0, before any event.
  public var follower: CarouselEngine
  /// Accessibility labels of the follower's items, by index.
  public var labels: [String]
  /// The effect whose per-item appearance the follower's frames list, if any.
  public var effect: CarouselEffect?

  /// A follower linked in `mode`.
  public init(
    mode: CarouselLink.Mode, follower: CarouselEngine, labels: [String] = [],
    effect: CarouselEffect? = nil
  ) {
    self.mode = mode
    self.follower = follower
    self.labels = labels
    self.effect = effect
  }
}

/// The carousels of a running simulation: the first and, when linked, the second and the
/// ``CarouselLink`` between them, with each one's item identities. Input to either goes
/// through the link, as the WebAssembly module's `carousel_link` routes it.
struct LinkedPair {
  var first: CarouselEngine
  var second: CarouselEngine
  var link: CarouselLink?
  var shown: SimulatedIdentities
  var followerShown: SimulatedIdentities
  /// Breakpoints and auto height of an unlinked carousel (a link refuses them).
  var layouts = SimulationLayouts()

  /// `start` and, with `link`, its follower, each with its labels; linked at the start's time.
  init(
    start: CarouselEngine, link: SimulationLink?, labels: [String] = [],
    layouts: SimulationLayouts = SimulationLayouts()
  ) {
    self.layouts = layouts
    first = start
    first.setItemLabels(Self.labelTable(labels), at: first.time)
    second = link?.follower ?? start
    shown = SimulatedIdentities(count: first.count)
    followerShown = SimulatedIdentities(count: second.count)
    guard let link else { return }
    second.setItemLabels(Self.labelTable(link.labels), at: second.time)
    var carousels = CarouselLink(link.mode)
    carousels.advance(to: first.time, first: &first, second: &second)
    self.link = carousels
  }

  static func labelTable(_ labels: [String]) -> [Int: String] {
    Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($0.offset, $0.element) })
  }

  /// The identity of the current item of the carousel on `side` (nil when it has none).
  func identity(on side: CarouselLink.Side) -> String? {
    let index = side == .first ? first.currentIndex : second.currentIndex
    guard index >= 0 else { return nil }
    return side == .first ? shown.identity(at: index) : followerShown.identity(at: index)
  }

  /// Advances both carousels (the follower follows).
  mutating func advance(to time: Double) {
    guard var link else {
      first.advance(to: time)
      return
    }
    link.advance(to: time, first: &first, second: &second)
    self.link = link
  }

  /// Hands one event to its carousel.
  mutating func perform(_ event: SimulationEvent) {
    switch event {
    case .follower(let inner): perform(inner, on: .second)
    case .select(let time, let index, _):
      // validateIdentities(start:events:file:follower:) refused a select without a link.
      guard var link else { return }
      link.select(index, at: time, first: &first, second: &second)
      self.link = link
    default: perform(event, on: .first)
    }
  }

  private mutating func perform(_ event: SimulationEvent, on side: CarouselLink.Side) {
    if case .input(let input, _) = event, var link {
      // Input to either linked carousel goes through the link, which moves the other.
      link.handle(input, on: side, first: &first, second: &second)
      self.link = link
      if case .setCount(let count) = input.kind {
        if side == .first { shown.resize(to: count) } else { followerShown.resize(to: count) }
      }
    } else if side == .first {
      Simulation.perform(event, on: &first, shown: &shown, layouts: layouts)
    } else {
      Simulation.perform(event, on: &second, shown: &followerShown)
    }
  }
}
