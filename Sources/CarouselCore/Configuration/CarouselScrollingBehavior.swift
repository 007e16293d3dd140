/// Apple's five orthogonal scrolling behaviours.
public enum CarouselScrollingBehavior: String, Hashable, Sendable, CaseIterable {
  /// Free momentum; comes to rest wherever the deceleration ends.
  case continuous
  /// Free momentum that comes to rest on an item's leading edge.
  case continuousGroupLeadingBoundary
  /// Pages of the viewport's size; at most ``CarouselConfiguration/maxItemsPerGesture`` pages
  /// per gesture.
  case paging
  /// One item (group) per gesture, leading-aligned.
  case groupPaging
  /// One item (group) per gesture, centred.
  case groupPagingCentered

  /// Whether a release always ends on a snap point.
  var snapsToItems: Bool { self != .continuous }

  /// Whether the number of items per gesture is limited.
  var limitsItemsPerGesture: Bool {
    self == .paging || self == .groupPaging || self == .groupPagingCentered
  }

  /// The alignment this behaviour imposes, or nil where the configuration's alignment rules.
  var impliedAlignment: CarouselItemAlignment? {
    switch self {
    case .continuous, .paging: nil
    case .continuousGroupLeadingBoundary, .groupPaging: .leading
    case .groupPagingCentered: .center
    }
  }
}
