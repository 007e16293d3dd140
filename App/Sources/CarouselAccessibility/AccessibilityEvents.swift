import CDBus
import CarouselScenes

/// The AT-SPI events (`org.a11y.atspi.Event.Object` signals) that tell screen readers what
/// changed between two snapshots, and the announcements.
///
/// Threading: the bus thread only.
struct AccessibilityEvents {
  let connection: OpaquePointer
  let server: AccessibilityServer

  static let objectInterface = "org.a11y.atspi.Event.Object"
  static let windowInterface = "org.a11y.atspi.Event.Window"

  /// Emits what differs from `old` to `new`: children added and removed
  /// (`ChildrenChanged`), names and descriptions (`PropertyChange`), and the states screen
  /// readers follow (`StateChanged`: showing, visible, focused, checked, selected, active).
  ///
  /// - Complexity: O(n) in the objects of both snapshots.
  func emitChanges(from old: AccessibleTree, to new: AccessibleTree) {
    for (path, object) in new.objects {
      guard let before = old.object(at: path) else { continue }
      let removed = before.children.filter {
        new.object(at: $0) == nil || !object.children.contains($0)
      }
      for child in removed {
        let index = before.children.firstIndex(of: child) ?? 0
        emit(
          "ChildrenChanged", from: path, detail: "remove", index,
          value: ("(so)", { $0.reference(server.reference(child)) }))
      }
      for (index, child) in object.children.enumerated() where !before.children.contains(child) {
        emit(
          "ChildrenChanged", from: path, detail: "add", index,
          value: ("(so)", { $0.reference(server.reference(child)) }))
      }
      let node = object.node
      let previous = before.node
      if node.name != previous.name {
        emit(
          "PropertyChange", from: path, detail: "accessible-name", 0,
          value: ("s", { $0.string(node.name) }))
      }
      if node.description != previous.description {
        emit(
          "PropertyChange", from: path, detail: "accessible-description", 0,
          value: ("s", { $0.string(node.description) }))
      }
      for state in ATSPIVocabulary.toldStates {
        let now = node.states.contains(state)
        guard now != previous.states.contains(state), let name = ATSPIVocabulary.stateName(state)
        else { continue }
        emit("StateChanged", from: path, detail: name, now ? 1 : 0, value: ("i", { $0.int32(0) }))
      }
    }
  }

  /// Tells that the window appeared under the application's root (its first snapshot),
  /// and that it is the active window (`window:activate`, which Orca follows to know where
  /// the person is).
  func announceWindow(_ tree: AccessibleTree) {
    emit(
      "ChildrenChanged", from: AccessibleTree.rootPath, detail: "add", 0,
      value: ("(so)", { $0.reference(server.reference(tree.framePath)) }))
    emit(
      "Activate", from: tree.framePath, interface: Self.windowInterface, detail: "", 0,
      value: ("s", { $0.string("") }))
  }

  /// Emits an announcement Orca speaks (`object:announcement`, what GTK's
  /// `gtk_accessible_announce` sends): `text` from the carousel, `assertive` or polite.
  func announce(_ text: String, assertive: Bool, in tree: AccessibleTree) {
    emit(
      "Announcement", from: tree.announcerPath, detail: "",
      Int(assertive ? ATSPIVocabulary.assertive : ATSPIVocabulary.polite),
      value: ("s", { $0.string(text) }))
  }

  /// Tells that the current slide is the carousel's active descendant
  /// (`object:active-descendant-changed`, as a list tells its current row) when the
  /// carousel has the focus and the current slide is not `told`; returns the slide told.
  /// Screen readers that do not follow announcements (Orca before 45) read the slide the
  /// focus moved to.
  func tellCurrentSlide(in tree: AccessibleTree, told: String?) -> String? {
    let carousel = AccessibleTree.path(forID: "carousel")
    guard let object = tree.object(at: carousel), object.node.states.contains(.focused),
      let current = object.children.first(where: {
        tree.object(at: $0)?.node.states.contains(.selected) == true
      })
    else { return told }
    guard current != told else { return told }
    emit(
      "ActiveDescendantChanged", from: carousel, detail: "", 0,
      value: ("(so)", { $0.reference(server.reference(current)) }))
    return current
  }

  /// One `siiva{sv}` event signal.
  private func emit(
    _ member: String, from path: String, interface: String = objectInterface, detail: String,
    _ detail1: Int, value: (signature: String, write: (DBusWriter) -> Void)
  ) {
    guard let signal = dbus_message_new_signal(path, interface, member) else { return }
    DBusWriter.append(to: signal) { writer in
      writer.string(detail)
      writer.int32(Int32(clamping: detail1))
      writer.int32(0)
      writer.variant(value.signature, value.write)
      writer.array("{sv}") { _ in }
    }
    _ = dbus_connection_send(connection, signal, nil)
    dbus_message_unref(signal)
  }
}
