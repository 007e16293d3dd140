/// Two carousels over the same items that drive each other, without feedback loops: a main
/// carousel and its strip of thumbnails (Swiper's thumbs, Flickity's `asNavFor`, Splide's
/// sync), or two views of one list that scroll together.
///
/// The link holds no engine: the host keeps both and hands them to each call, so either can
/// still be drawn, resized or given data changes on its own.
///
/// ```swift
/// var link = CarouselLink(.thumbnails)
/// link.handle(event, on: .first, first: &main, second: &thumbs)  // the user's input
/// link.select(7, at: now, first: &main, second: &thumbs)        // a tap on thumbnail 7
/// link.advance(to: now, first: &main, second: &thumbs)           // every frame
/// ```
public struct CarouselLink: Hashable, Sendable {
  /// How the two carousels follow each other.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// The first carousel is the main one, the second its thumbnails: the thumbnails mark
    /// the main carousel's current item as selected and scroll to keep it in view; a
    /// thumbnail selected (``CarouselLink/select(_:at:first:second:)``) moves the main
    /// carousel to it. Scrolling the thumbnails alone does not move the main carousel.
    case thumbnails
    /// Both show the same position in item units: whichever the user moved last leads,
    /// the other follows it frame by frame and comes to rest where it does.
    case mirror
  }

  /// One of the two linked carousels.
  public enum Side: String, Hashable, Sendable, CaseIterable {
    /// The carousel passed as `first` (the main one in ``Mode/thumbnails``).
    case first
    /// The carousel passed as `second` (the thumbnails in ``Mode/thumbnails``).
    case second

    /// The other side.
    public var other: Side { self == .first ? .second : .first }
  }

  /// How the two follow each other.
  public var mode: Mode
  /// The item the thumbnails mark as selected: the main carousel's current item (−1 while
  /// it is empty). In ``Mode/mirror`` the leader's current item.
  public private(set) var selectedIndex: Int = -1
  /// The carousel the other follows: the one the user moved last (``Mode/mirror``); always
  /// ``Side/first`` in ``Mode/thumbnails``.
  public private(set) var leader: Side = .first

  /// A link of `mode`; the first carousel leads until the user moves the second.
  public init(_ mode: Mode) {
    self.mode = mode
  }

  /// Hands the user's input to the carousel on `side`. In ``Mode/mirror`` a gesture, key,
  /// wheel or move makes that side the leader. Returns what the engine's
  /// ``CarouselEngine/handle(_:)`` returns.
  @discardableResult
  public mutating func handle(
    _ event: CarouselInputEvent, on side: Side,
    first: inout CarouselEngine, second: inout CarouselEngine
  ) -> Bool {
    advance(to: event.time, first: &first, second: &second)
    let handled = side == .first ? first.handle(event) : second.handle(event)
    if handled && mode == .mirror && event.kind.movesTheCarousel { leader = side }
    follow(first: &first, second: &second)
    return handled
  }

  /// A thumbnail (or, in ``Mode/mirror``, an item of either carousel) was chosen: the main
  /// carousel slides to item `index` and the thumbnails follow it.
  public mutating func select(
    _ index: Int, at time: Double, first: inout CarouselEngine, second: inout CarouselEngine
  ) {
    advance(to: time, first: &first, second: &second)
    leader = .first
    first.scroll(toItemAt: index, animated: true)
    follow(first: &first, second: &second)
  }

  /// Advances both carousels to `time` and brings the follower along.
  public mutating func advance(
    to time: Double, first: inout CarouselEngine, second: inout CarouselEngine
  ) {
    first.advance(to: time)
    second.advance(to: time)
    follow(first: &first, second: &second)
  }

  /// Brings the follower to the leader: the selection and, in thumbnails mode, the
  /// selected thumbnail into view; in mirror mode the same position.
  mutating func follow(first: inout CarouselEngine, second: inout CarouselEngine) {
    switch mode {
    case .thumbnails:
      leader = .first
      let current = first.currentIndex
      guard current != selectedIndex else { return }
      selectedIndex = current
      if current >= 0 && !second.showsWhole(item: current) {
        second.scroll(toItemAt: current, animated: true)
      }
    case .mirror:
      // A follower that started to move on its own (an autoplay step) while the leader
      // rests takes the lead.
      if leader == .first && second.isAnimating && !first.isMoving {
        leader = .second
      } else if leader == .second && first.isAnimating && !second.isMoving {
        leader = .first
      }
      if leader == .first {
        second.follow(position: first.position, leaderMoves: first.isMoving)
        selectedIndex = first.currentIndex
      } else {
        first.follow(position: second.position, leaderMoves: second.isMoving)
        selectedIndex = second.currentIndex
      }
    }
  }
}

extension CarouselInputEvent.Kind {
  /// Input by which the user moves a carousel (and so leads a mirrored pair).
  var movesTheCarousel: Bool {
    switch self {
    case .pointerDown, .pointerMove, .wheel, .key, .scrollTo, .selectPage, .scrub: true
    case .pointerUp, .pointerCancel, .resize, .setCount, .pinch, .doubleTap, .zoomBy,
      .visibility, .hover:
      false
    }
  }
}

extension CarouselEngine {
  /// Whether it moves or is held (a drag, an animation, a transition).
  var isMoving: Bool { isAnimating || phase != .idle }

  /// Whether some place of `item` lies wholly inside the viewport.
  func showsWhole(item: Int) -> Bool {
    var whole = false
    let length = viewportLength
    let axis = configuration.axis
    forEachLayoutAttribute { attributes in
      guard attributes.index == item else { return }
      let frame = attributes.frame
      let start = axis == .horizontal ? frame.minX : frame.minY
      let end = axis == .horizontal ? frame.maxX : frame.maxY
      let slack = CarouselEngine.snapPointSlack
      if start >= -slack && end <= length + slack {
        whole = true
      }
    }
    return whole
  }

  /// Shows `position` (in item units, wrapped into the items when looping, else within the
  /// snap points), as a follower does: its own motion stops; when the leader has stopped (`leaderMoves` false) on an
  /// item, it rests exactly there too.
  mutating func follow(position: Double, leaderMoves: Bool) {
    guard count > 0, position.isFinite else { return }
    var target = min(max(position, 0), Double(lastSnap))
    if configuration.loop {
      // The place of that position nearest to where this carousel is now, so a wrap
      // of the leader at the seam is no jump here.
      let n = Double(count)
      target = position + n * ((virtualPosition - position) / n).rounded()
    }
    let base = Int(clampingIndex: target, .down)
    let fraction = target - Double(base)
    var wasBetweenItems = true
    if case .rest(let offset) = motion { wasBetweenItems = offset != 0 || anchor != base }
    anchor = base
    let offset = fraction == 0 ? 0 : fraction * track.restDistance(from: base, to: base + 1)
    motion = .rest(offset: offset)
    crossFade = nil
    if !leaderMoves && fraction == 0 && wasBetweenItems {
      events.append(.settled(index: currentIndex))
    }
    reportCurrentItem()
  }
}
