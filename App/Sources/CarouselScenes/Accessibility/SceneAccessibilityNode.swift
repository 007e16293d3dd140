import CarouselCore

/// One object of the window as assistive technology sees it (an AT-SPI accessible, a node of
/// the accessibility tree): an immutable value, so a snapshot of the whole tree can be handed
/// to the thread that answers the accessibility bus.
public struct SceneAccessibilityNode: Hashable, Sendable {
  /// Names the node for as long as it means the same thing (`carousel`, `item-3`,
  /// `heart-3`, `page-2`): the bus path of the object is made from it, so a screen reader
  /// keeps its place across snapshots. Letters, digits and `-` only.
  public var id: String
  /// What kind of object it is.
  public var role: SceneAccessibilityRole
  /// What is read for it: `Paris, France, 5 days, $2,000, liked`.
  public var name: String
  /// What is read after the name: an item's position, `3 of 8`.
  public var description: String = ""
  /// Its states (showing, checked, selected, …).
  public var states: SceneAccessibilityStates
  /// Its rectangle in window points.
  public var frame: CarouselRect
  /// Extra facts, e.g. `roledescription: carousel`.
  public var attributes: [String: String] = [:]
  /// What assistive technology can do with it, in the order offered.
  public var actions: [SceneAccessibilityAction] = []
  /// Its children, in reading order.
  public var children: [SceneAccessibilityNode] = []

  /// A node.
  public init(
    id: String, role: SceneAccessibilityRole, name: String, description: String = "",
    states: SceneAccessibilityStates, frame: CarouselRect, attributes: [String: String] = [:],
    actions: [SceneAccessibilityAction] = [], children: [SceneAccessibilityNode] = []
  ) {
    self.id = id
    self.role = role
    self.name = name
    self.description = description
    self.states = states
    self.frame = frame
    self.attributes = attributes
    self.actions = actions
    self.children = children
  }

  /// The first node of this subtree (this one included, depth first) with `id`.
  ///
  /// - Complexity: O(n) in the nodes of the subtree.
  public func node(withID id: String) -> SceneAccessibilityNode? {
    if self.id == id { return self }
    for child in children {
      if let found = child.node(withID: id) { return found }
    }
    return nil
  }
}

/// The kinds of objects the window exposes (AT-SPI roles).
public enum SceneAccessibilityRole: String, Hashable, Sendable {
  /// The window.
  case frame
  /// A group: the carousel, and each slide (told apart by their role descriptions).
  case panel
  /// A button with an on and off state: a trip's heart.
  case toggleButton
  /// The page dots.
  case pageTabList
  /// One page dot.
  case pageTab
}

/// States of an accessible object (a subset of AT-SPI's state set).
public struct SceneAccessibilityStates: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// It can be used.
  public static let enabled = Self(rawValue: 1 << 0)
  /// It lies in the window, on screen: off-screen items have neither this nor ``visible``.
  public static let showing = Self(rawValue: 1 << 1)
  /// It is not hidden.
  public static let visible = Self(rawValue: 1 << 2)
  /// It may take the focus.
  public static let focusable = Self(rawValue: 1 << 3)
  /// It has the focus of assistive technology.
  public static let focused = Self(rawValue: 1 << 4)
  /// It has an on and off state.
  public static let checkable = Self(rawValue: 1 << 5)
  /// It is on (a liked trip's heart).
  public static let checked = Self(rawValue: 1 << 6)
  /// It may be selected.
  public static let selectable = Self(rawValue: 1 << 7)
  /// It is selected: the current item, the current page.
  public static let selected = Self(rawValue: 1 << 8)
  /// Its window is the active one.
  public static let active = Self(rawValue: 1 << 9)
  /// It lays its children out across.
  public static let horizontal = Self(rawValue: 1 << 10)
  /// It lays its children out downwards.
  public static let vertical = Self(rawValue: 1 << 11)
  /// It can be resized.
  public static let resizable = Self(rawValue: 1 << 12)

  /// Shown on screen: ``showing`` and ``visible``.
  public static let onScreen: Self = [.showing, .visible]
}

/// What assistive technology can do in the window: each is carried out on the frame thread
/// as input (``SceneController/perform(_:at:)-(SceneAccessibilityAction,_)``).
public enum SceneAccessibilityAction: Hashable, Sendable {
  /// Show the previous item.
  case previous
  /// Show the next item.
  case next
  /// Start the automatic slide show (the person's own pause ends).
  case startRotation
  /// Stop the automatic slide show until it is started again.
  case stopRotation
  /// Zoom in on the current photo.
  case zoomIn
  /// Zoom out.
  case zoomOut
  /// Bring this item to the middle.
  case show(item: Int)
  /// Toggle the like of this trip.
  case toggleLike(item: Int)
  /// Go to this page.
  case selectPage(Int)
  /// Assistive technology's focus entered the carousel (true) or left it (false): autoplay
  /// holds while it is inside.
  case focusCarousel(Bool)
  /// A screen reader started (true) or stopped (false) listening on the accessibility bus:
  /// while it listens and the window has the keyboard focus, autoplay holds.
  case screenReaderListens(Bool)

  /// The action's name on the bus (AT-SPI's `Action.GetName`): `next`, `previous`,
  /// `start rotation`, `stop rotation`, `zoom in`, `zoom out`, `show`, `toggle`, `select`.
  public var name: String {
    switch self {
    case .previous: "previous"
    case .next: "next"
    case .startRotation: "start rotation"
    case .stopRotation: "stop rotation"
    case .zoomIn: "zoom in"
    case .zoomOut: "zoom out"
    case .show: "show"
    case .toggleLike: "toggle"
    case .selectPage: "select"
    case .focusCarousel: "focus"
    case .screenReaderListens: "listen"
    }
  }
}
