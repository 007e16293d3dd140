import CDBus
import CarouselCore
import CarouselLocale
import CarouselScenes

/// Answers the accessibility bus's method calls from the latest tree snapshot: the
/// `Accessible`, `Component`, `Action` and `Application` interfaces of AT-SPI (at-spi2-core's
/// `xml/*.xml`), with the standard `Properties`, `Introspectable` and `Peer`.
///
/// Threading: the bus thread only. Actions are not carried out here: they are returned to
/// be posted to the frame thread.
struct AccessibilityServer {
  /// This application's unique name on the accessibility bus.
  let busName: String
  /// The registry's desktop, this application's parent (the answer to `Embed`).
  var desktop: AccessibleReference = .null
  /// The id the registry gives the application (`Application.Id`).
  var applicationID: Int32 = 0
  /// The words of action descriptions and the locale reported.
  let phrases: Phrases
  /// The snapshot answered from.
  var tree: AccessibleTree?

  static let accessible = "org.a11y.atspi.Accessible"
  static let component = "org.a11y.atspi.Component"
  static let action = "org.a11y.atspi.Action"
  static let application = "org.a11y.atspi.Application"
  static let properties = "org.freedesktop.DBus.Properties"
  static let introspectable = "org.freedesktop.DBus.Introspectable"
  static let peer = "org.freedesktop.DBus.Peer"
  static let cache = "org.a11y.atspi.Cache"

  /// The reference of the object at `path` in this application.
  func reference(_ path: String) -> AccessibleReference {
    AccessibleReference(bus: busName, path: path)
  }

  /// Answers `message` (a method call) on `connection`; returns the action it asks for, if
  /// any, for the frame thread.
  mutating func handle(_ message: OpaquePointer, on connection: OpaquePointer)
    -> SceneAccessibilityAction?
  {
    guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL else { return nil }
    let path = dbus_message_get_path(message).map { String(cString: $0) } ?? ""
    let interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
    let member = dbus_message_get_member(message).map { String(cString: $0) } ?? ""
    var reader = DBusReader(message)
    let localeName = localeName
    var action: SceneAccessibilityAction?
    let reply: Reply
    switch interface {
    case Self.properties: reply = properties(member, path: path, reader: &reader)
    case Self.accessible: reply = accessibleMethod(member, path: path, reader: &reader)
    case Self.component:
      reply = componentMethod(member, path: path, reader: &reader, action: &action)
    case Self.action: reply = actionMethod(member, path: path, reader: &reader, action: &action)
    case Self.application:
      reply = member == "GetLocale" ? .values { $0.string(localeName) } : .unknownMethod
    case Self.cache:
      // No bulk cache: clients then ask each object, which is what they do for GTK 4 too.
      reply =
        member == "GetItems"
        ? .values { $0.array("((so)(so)(so)iiassusau)") { _ in } } : .unknownMethod
    case Self.introspectable:
      reply = member == "Introspect" ? .values { $0.string(Self.introspection) } : .unknownMethod
    case Self.peer:
      reply = member == "Ping" ? .values { _ in } : .unknownMethod
    default: reply = .unknownMethod
    }
    send(reply, to: message, on: connection)
    return action
  }

  // MARK: Replies

  /// What a method call is answered with.
  enum Reply {
    case values((DBusWriter) -> Void)
    case unknownMethod
    case unknownObject
    case invalidArguments
  }

  private func send(_ reply: Reply, to message: OpaquePointer, on connection: OpaquePointer) {
    guard dbus_message_get_no_reply(message) == 0 else { return }
    let answer: OpaquePointer?
    switch reply {
    case .values(let body):
      answer = dbus_message_new_method_return(message)
      if let answer { DBusWriter.append(to: answer, body) }
    case .unknownMethod:
      answer = dbus_message_new_error(
        message, "org.freedesktop.DBus.Error.UnknownMethod", "No such method")
    case .unknownObject:
      answer = dbus_message_new_error(
        message, "org.freedesktop.DBus.Error.UnknownObject", "No such object")
    case .invalidArguments:
      answer = dbus_message_new_error(
        message, "org.freedesktop.DBus.Error.InvalidArgs", "Invalid arguments")
    }
    guard let answer else { return }
    _ = dbus_connection_send(connection, answer, nil)
    dbus_message_unref(answer)
  }

  // MARK: Properties

  private mutating func properties(_ member: String, path: String, reader: inout DBusReader)
    -> Reply
  {
    guard let interface = reader.string() else { return .invalidArguments }
    switch member {
    case "Get":
      guard let name = reader.string() else { return .invalidArguments }
      guard let value = property(name, of: interface, at: path) else { return .unknownMethod }
      return .values { writer in writer.variant(value.signature) { value.write($0) } }
    case "GetAll":
      let names = Self.propertyNames[interface] ?? []
      let values = names.compactMap { name in
        property(name, of: interface, at: path).map { (name, $0) }
      }
      return .values { writer in
        writer.array("{sv}") { array in
          for (name, value) in values {
            array.entry { entry in
              entry.string(name)
              entry.variant(value.signature) { value.write($0) }
            }
          }
        }
      }
    case "Set":
      // The registry numbers the application it embeds.
      guard interface == Self.application, reader.string() == "Id",
        let id = reader.variantInt32()
      else { return .invalidArguments }
      applicationID = id
      return .values { _ in }
    default: return .unknownMethod
    }
  }

  /// A property's value: its signature and how to write it.
  struct Value {
    var signature: String
    var write: (DBusWriter) -> Void
  }

  static let propertyNames: [String: [String]] = [
    accessible: [
      "Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText",
    ],
    application: ["ToolkitName", "Version", "AtspiVersion", "Id"],
    action: ["NActions"],
  ]

  private func property(_ name: String, of interface: String, at path: String) -> Value? {
    func string(_ text: String) -> Value { Value(signature: "s") { $0.string(text) } }
    func int(_ number: Int) -> Value {
      Value(signature: "i") { $0.int32(Int32(clamping: number)) }
    }
    if path == AccessibleTree.rootPath {
      switch (interface, name) {
      case (Self.accessible, "Name"): return string(Self.applicationName)
      case (Self.accessible, "Description"), (Self.accessible, "HelpText"): return string("")
      case (Self.accessible, "Parent"):
        let desktop = desktop
        return Value(signature: "(so)") { $0.reference(desktop) }
      case (Self.accessible, "ChildCount"): return int(tree == nil ? 0 : 1)
      case (Self.accessible, "Locale"): return string(localeName)
      case (Self.accessible, "AccessibleId"): return string("")
      case (Self.application, "ToolkitName"): return string("CarouselKit")
      case (Self.application, "Version"): return string(Self.toolkitVersion)
      case (Self.application, "AtspiVersion"): return string("2.1")
      case (Self.application, "Id"): return int(Int(applicationID))
      default: return nil
      }
    }
    guard let object = tree?.object(at: path) else { return nil }
    let node = object.node
    switch (interface, name) {
    case (Self.accessible, "Name"): return string(node.name)
    case (Self.accessible, "Description"): return string(node.description)
    case (Self.accessible, "HelpText"): return string("")
    case (Self.accessible, "Parent"):
      let parent = reference(object.parent)
      return Value(signature: "(so)") { $0.reference(parent) }
    case (Self.accessible, "ChildCount"): return int(object.children.count)
    case (Self.accessible, "Locale"): return string(localeName)
    case (Self.accessible, "AccessibleId"): return string(node.id)
    case (Self.action, "NActions"): return int(node.actions.count)
    default: return nil
    }
  }

  // MARK: Accessible

  private func accessibleMethod(_ member: String, path: String, reader: inout DBusReader)
    -> Reply
  {
    if path == AccessibleTree.rootPath { return applicationRoot(member, reader: &reader) }
    guard let tree, let object = tree.object(at: path) else { return .unknownObject }
    let node = object.node
    switch member {
    case "GetChildAtIndex":
      guard let index = reader.int32() else { return .invalidArguments }
      let child =
        object.children.indices.contains(Int(index))
        ? reference(object.children[Int(index)]) : .null
      return .values { $0.reference(child) }
    case "GetChildren":
      let children = object.children.map(reference)
      return .values { writer in writer.array("(so)") { a in children.forEach(a.reference) } }
    case "GetIndexInParent":
      return .values { $0.int32(Int32(clamping: object.indexInParent)) }
    case "GetRelationSet":
      return .values { $0.array("(ua(so))") { _ in } }
    case "GetRole":
      return .values { $0.uint32(ATSPIVocabulary.role(node.role)) }
    case "GetRoleName":
      return .values { $0.string(ATSPIVocabulary.roleName(node.role)) }
    case "GetLocalizedRoleName":
      let name = node.attributes["roledescription"] ?? ATSPIVocabulary.roleName(node.role)
      return .values { $0.string(name) }
    case "GetState":
      let words = ATSPIVocabulary.stateWords(node.states)
      return .values { writer in writer.array("u") { a in words.forEach(a.uint32) } }
    case "GetAttributes":
      var attributes = node.attributes
      attributes["toolkit"] = "CarouselKit"
      attributes["id"] = node.id
      let sorted = attributes.sorted { $0.key < $1.key }
      return .values { writer in
        writer.array("{ss}") { array in
          for (key, value) in sorted {
            array.entry {
              $0.string(key)
              $0.string(value)
            }
          }
        }
      }
    case "GetApplication":
      let root = reference(AccessibleTree.rootPath)
      return .values { $0.reference(root) }
    case "GetInterfaces":
      var interfaces = [Self.accessible, Self.component]
      if !node.actions.isEmpty { interfaces.append(Self.action) }
      return .values { writer in writer.array("s") { a in interfaces.forEach(a.string) } }
    default: return .unknownMethod
    }
  }

  /// The application's root object: its only child is the window.
  private func applicationRoot(_ member: String, reader: inout DBusReader) -> Reply {
    let frame = tree.map { reference($0.framePath) }
    switch member {
    case "GetChildAtIndex":
      guard let index = reader.int32() else { return .invalidArguments }
      let child = index == 0 ? frame ?? .null : .null
      return .values { $0.reference(child) }
    case "GetChildren":
      return .values { writer in writer.array("(so)") { a in frame.map(a.reference) } }
    case "GetIndexInParent": return .values { $0.int32(-1) }
    case "GetRelationSet": return .values { $0.array("(ua(so))") { _ in } }
    case "GetRole": return .values { $0.uint32(ATSPIVocabulary.applicationRole) }
    case "GetRoleName", "GetLocalizedRoleName": return .values { $0.string("application") }
    case "GetState":
      return .values { writer in
        writer.array("u") { a in
          a.uint32(0); a.uint32(0)
        }
      }
    case "GetAttributes":
      return .values { writer in
        writer.array("{ss}") { array in
          array.entry {
            $0.string("toolkit")
            $0.string("CarouselKit")
          }
        }
      }
    case "GetApplication": return .values { $0.reference(.null) }
    case "GetInterfaces":
      return .values { writer in
        writer.array("s") { a in
          a.string(Self.accessible)
          a.string(Self.application)
        }
      }
    default: return .unknownMethod
    }
  }

  // MARK: Component

  private func componentMethod(
    _ member: String, path: String, reader: inout DBusReader,
    action: inout SceneAccessibilityAction?
  ) -> Reply {
    guard let tree, let object = tree.object(at: path) else { return .unknownObject }
    let node = object.node
    switch member {
    case "GetExtents":
      guard let type = reader.uint32() else { return .invalidArguments }
      let rect = extents(of: object, in: tree, type: type)
      return .values { writer in
        writer.structure {
          $0.int32(Self.pixel(rect.minX))
          $0.int32(Self.pixel(rect.minY))
          $0.int32(Self.pixel(rect.width))
          $0.int32(Self.pixel(rect.height))
        }
      }
    case "GetPosition":
      guard let type = reader.uint32() else { return .invalidArguments }
      let rect = extents(of: object, in: tree, type: type)
      return .values {
        $0.int32(Self.pixel(rect.minX))
        $0.int32(Self.pixel(rect.minY))
      }
    case "GetSize":
      return .values {
        $0.int32(Self.pixel(node.frame.width))
        $0.int32(Self.pixel(node.frame.height))
      }
    case "Contains", "GetAccessibleAtPoint":
      guard let x = reader.int32(), let y = reader.int32(), let type = reader.uint32() else {
        return .invalidArguments
      }
      let point = windowPoint(x: Double(x), y: Double(y), type: type, relativeTo: object, in: tree)
      if member == "Contains" {
        let inside = node.frame.contains(point)
        return .values { $0.bool(inside) }
      }
      let hit = tree.deepestObject(at: point, below: path).map(reference) ?? .null
      return .values { $0.reference(hit) }
    case "GetLayer":
      let layer = node.role == .frame ? ATSPIVocabulary.windowLayer : ATSPIVocabulary.widgetLayer
      return .values { $0.uint32(layer) }
    case "GetMDIZOrder": return .values { $0.int16(0) }
    case "GetAlpha": return .values { $0.double(1) }
    case "GrabFocus":
      // Assistive technology's focus in the carousel holds autoplay; elsewhere releases it.
      let focusable = node.states.contains(.focusable)
      if focusable { action = .focusCarousel(tree.isInCarousel(path)) }
      return .values { $0.bool(focusable) }
    case "ScrollTo", "ScrollToPoint":
      return .values { $0.bool(false) }
    default: return .unknownMethod
    }
  }

  /// `object`'s rectangle in the coordinates `type` names (screen, window or parent).
  private func extents(of object: AccessibleTree.Object, in tree: AccessibleTree, type: UInt32)
    -> CarouselRect
  {
    let frame = object.node.frame
    switch ATSPIVocabulary.CoordinateType(rawValue: type) ?? .window {
    case .window: return frame
    case .screen: return frame.offsetBy(dx: tree.windowOrigin.x, dy: tree.windowOrigin.y)
    case .parent:
      let parent = tree.object(at: object.parent)?.node.frame.origin ?? .zero
      return frame.offsetBy(dx: -parent.x, dy: -parent.y)
    }
  }

  /// A point given in `type` coordinates, in window points.
  private func windowPoint(
    x: Double, y: Double, type: UInt32, relativeTo object: AccessibleTree.Object,
    in tree: AccessibleTree
  ) -> CarouselPoint {
    switch ATSPIVocabulary.CoordinateType(rawValue: type) ?? .window {
    case .window: return CarouselPoint(x: x, y: y)
    case .screen: return CarouselPoint(x: x - tree.windowOrigin.x, y: y - tree.windowOrigin.y)
    case .parent:
      let parent = tree.object(at: object.parent)?.node.frame.origin ?? .zero
      return CarouselPoint(x: x + parent.x, y: y + parent.y)
    }
  }

  /// A coordinate as AT-SPI's whole pixels (clamped: a frame far off screen stays a number).
  private static func pixel(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(max(min(value.rounded(), Double(Int32.max)), Double(Int32.min)))
  }

  // MARK: Action

  private func actionMethod(
    _ member: String, path: String, reader: inout DBusReader,
    action: inout SceneAccessibilityAction?
  ) -> Reply {
    guard let tree, let object = tree.object(at: path) else { return .unknownObject }
    let actions = object.node.actions
    if member == "GetActions" {
      let rows = actions.map { ($0.name, description(of: $0), keyBinding(of: $0)) }
      return .values { writer in
        writer.array("(sss)") { array in
          for row in rows {
            array.structure {
              $0.string(row.0)
              $0.string(row.1)
              $0.string(row.2)
            }
          }
        }
      }
    }
    guard let index = reader.int32() else { return .invalidArguments }
    let chosen = actions.indices.contains(Int(index)) ? actions[Int(index)] : nil
    switch member {
    case "GetName", "GetLocalizedName":
      return .values { $0.string(chosen?.name ?? "") }
    case "GetDescription":
      let text = chosen.map(description(of:)) ?? ""
      return .values { $0.string(text) }
    case "GetKeyBinding":
      let text = chosen.map(keyBinding(of:)) ?? ""
      return .values { $0.string(text) }
    case "DoAction":
      action = chosen
      return .values { $0.bool(chosen != nil) }
    default: return .unknownMethod
    }
  }

  /// What an action does, in the person's language.
  private func description(of action: SceneAccessibilityAction) -> String {
    switch action {
    case .previous: phrases.text(.previous)
    case .next: phrases.text(.next)
    case .startRotation: phrases.text(.start)
    case .stopRotation: phrases.text(.stop)
    case .zoomIn: phrases.text(.zoomIn)
    case .zoomOut: phrases.text(.zoomOut)
    case .show, .selectPage, .focusCarousel, .screenReaderListens: ""
    case .toggleLike: phrases.text(.liked)
    }
  }

  /// The key that does the same in the window.
  private func keyBinding(of action: SceneAccessibilityAction) -> String {
    switch action {
    case .previous: "Left"
    case .next: "Right"
    case .startRotation, .stopRotation: "space"
    case .zoomIn: "plus"
    case .zoomOut: "minus"
    case .toggleLike: "l"
    case .show, .selectPage, .focusCarousel, .screenReaderListens: ""
    }
  }

  // MARK: Constants

  /// The application's name as screen readers list it.
  static let applicationName = "carousel"
  /// The toolkit's version (`Application.Version`).
  static let toolkitVersion = "0.5"

  /// The POSIX locale of the phrases (`Accessible.Locale`).
  var localeName: String {
    switch phrases.language {
    case .english: "en_US"
    case .korean: "ko_KR"
    }
  }

  /// What `Introspect` answers: the interfaces every object may have.
  static let introspection = """
    <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
    <node>
      <interface name="org.a11y.atspi.Accessible"/>
      <interface name="org.a11y.atspi.Component"/>
      <interface name="org.a11y.atspi.Action"/>
      <interface name="org.a11y.atspi.Application"/>
      <interface name="org.freedesktop.DBus.Properties"/>
    </node>
    """
}
