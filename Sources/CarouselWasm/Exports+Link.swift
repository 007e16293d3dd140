// Synced carousels: two carousels of the module linked by a ``CarouselLink`` (a main
// carousel and its thumbnails, or two mirrored views). Once linked, input to either goes
// through the link and advancing either advances both, so the follower never lags a frame.

/// A link between two hosted carousels; each holds it while linked. (Strong references,
/// since Embedded Swift has no `unowned`: `carousel_unlink`, which `carousel_destroy`
/// calls, breaks the cycle.)
final class HostedLink {
  var link: CarouselLink
  let first: HostedCarousel
  let second: HostedCarousel

  init(_ mode: CarouselLink.Mode, first: HostedCarousel, second: HostedCarousel) {
    link = CarouselLink(mode)
    self.first = first
    self.second = second
  }

  /// Runs `body` on the link and both engines, then queues both carousels' events; false
  /// when either carousel is not configured yet.
  func withEngines(
    _ body: (inout CarouselLink, inout CarouselEngine, inout CarouselEngine) -> Bool
  ) -> Bool {
    guard first.engine != nil && second.engine != nil else { return false }
    let done = body(&link, &first.engine!, &second.engine!)
    first.collectEvents()
    second.collectEvents()
    return done
  }

  /// Hands `kind` at `time` to the carousel `carousel` (one of the two) through the link.
  func handle(_ kind: CarouselInputEvent.Kind, at time: Double, on carousel: HostedCarousel)
    -> Bool
  {
    let side: CarouselLink.Side = carousel === first ? .first : .second
    return withEngines {
      $0.handle(CarouselInputEvent(time: time, kind), on: side, first: &$1, second: &$2)
    }
  }
}

/// Links `first` and `second` (two different carousels, neither linked yet): `mode` 0
/// thumbnails (`second` shows the thumbnails of `first`), 1 mirror. Both must be
/// configured; a later `configure` of either keeps the link.
@_expose(wasm, "carousel_link")
public func carousel_link(_ first: Int32, _ second: Int32, _ mode: Int32) -> Int32 {
  guard let mode = choice(mode, of: CarouselLink.Mode.self), first != second,
    let a = carousel(first), let b = carousel(second), a.link == nil, b.link == nil
  else { return -1 }
  let link = HostedLink(mode, first: a, second: b)
  a.link = link
  b.link = link
  return link.withEngines { link, first, second in
    link.follow(first: &first, second: &second)
    return true
  } ? 0 : -1
}

/// Ends the link of `handle` (both carousels go their own way).
@_expose(wasm, "carousel_unlink")
public func carousel_unlink(_ handle: Int32) -> Int32 {
  guard let link = carousel(handle)?.link else { return -1 }
  link.first.link = nil
  link.second.link = nil
  return 0
}

/// A thumbnail (in mirror mode, an item of either) chosen at `time`: the main carousel
/// slides to item `index` and the other follows.
@_expose(wasm, "carousel_link_select")
public func carousel_link_select(_ handle: Int32, _ time: Double, _ index: Int32) -> Int32 {
  guard time.isFinite, index >= 0, let link = carousel(handle)?.link else { return -1 }
  return link.withEngines { link, first, second in
    link.select(Int(index), at: time, first: &first, second: &second)
    return true
  } ? 0 : -1
}

/// The item the link marks as selected (the main carousel's current item), or -1.
@_expose(wasm, "carousel_link_selected")
public func carousel_link_selected(_ handle: Int32) -> Int32 {
  guard let link = carousel(handle)?.link else { return -1 }
  return Int32(truncatingIfNeeded: link.link.selectedIndex)
}
