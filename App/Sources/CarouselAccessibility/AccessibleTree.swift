import CarouselCore
import CarouselScenes

/// A snapshot of the window's accessibility tree, indexed by bus path: what the bus thread
/// answers from (it never reads the scene itself).
struct AccessibleTree: Sendable {
  /// One object: its node and where it sits.
  struct Object: Sendable {
    var node: SceneAccessibilityNode
    /// Its parent's path (the application root's for the frame).
    var parent: String
    /// Its place among its parent's children.
    var indexInParent: Int
    /// Its children's paths, in order.
    var children: [String]
  }

  /// The path of the application's root object, which the registry embeds.
  static let rootPath = "/org/a11y/atspi/accessible/root"

  /// Every object but the application root, by path.
  private(set) var objects: [String: Object] = [:]
  /// The window's path (the root's only child).
  private(set) var framePath: String
  /// The window's top-left corner on the screen, in pixels (for screen coordinates).
  let windowOrigin: CarouselPoint

  /// The index of `frame` (the window's node) in a window at `windowOrigin`.
  ///
  /// - Complexity: O(n) in the nodes.
  init(frame: SceneAccessibilityNode, windowOrigin: CarouselPoint) {
    self.windowOrigin = windowOrigin
    framePath = Self.path(forID: frame.id)
    add(frame, parent: Self.rootPath, index: 0)
  }

  /// The bus path of the node with `id`: D-Bus path elements allow `[A-Za-z0-9_]` only.
  static func path(forID id: String) -> String {
    let element = String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    return "/org/a11y/atspi/accessible/\(element)"
  }

  private mutating func add(_ node: SceneAccessibilityNode, parent: String, index: Int) {
    let path = Self.path(forID: node.id)
    let children = node.children.map { Self.path(forID: $0.id) }
    var stored = node
    stored.children = []
    objects[path] = Object(node: stored, parent: parent, indexInParent: index, children: children)
    for (position, child) in node.children.enumerated() {
      add(child, parent: path, index: position)
    }
  }

  /// The carousel's path (where announcements come from), or the window's.
  var announcerPath: String {
    let carousel = Self.path(forID: "carousel")
    return objects[carousel] == nil ? framePath : carousel
  }

  /// The object at `path` in window coordinates.
  func object(at path: String) -> Object? { objects[path] }

  /// Whether the object at `path` is the carousel or inside it.
  func isInCarousel(_ path: String) -> Bool {
    var current = path
    let carousel = Self.path(forID: "carousel")
    while let object = objects[current] {
      if current == carousel { return true }
      current = object.parent
    }
    return false
  }

  /// The deepest showing object containing `point` (window points) below `path`.
  func deepestObject(at point: CarouselPoint, below path: String) -> String? {
    guard let object = objects[path] else { return nil }
    for child in object.children.reversed() {
      if let node = objects[child]?.node, node.states.contains(.showing),
        node.frame.contains(point)
      {
        return deepestObject(at: point, below: child) ?? child
      }
    }
    return nil
  }
}
