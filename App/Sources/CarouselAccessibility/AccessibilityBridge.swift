import CDBus
import CarouselCore
import CarouselLocale
import CarouselScenes
import Foundation
import Synchronization

/// The window on the Linux accessibility bus (AT-SPI 2): screen readers such as Orca see the
/// scene's accessibility tree, hear its announcements and carry out its actions.
///
/// The frame thread hands over immutable snapshots (``publish(_:windowOrigin:announcements:)``)
/// and takes the actions assistive technology asked for (``takeActions()``); a thread of its
/// own does all the bus work: it asks the session bus for the accessibility bus
/// (`org.a11y.Bus.GetAddress`, or `AT_SPI_BUS_ADDRESS`), connects, embeds the application
/// in the registry's desktop (`org.a11y.atspi.Socket.Embed`), answers method calls from the
/// latest snapshot and emits the changes between snapshots as events. A slow or stalled
/// bus stalls only that thread: publishing never waits for it.
///
/// Threading: ``publish(_:windowOrigin:announcements:)``, ``takeActions()`` and ``stop()``
/// MAY be called from any thread; the wake handler is called from the bus thread and MUST
/// return quickly.
public final class AccessibilityBridge: Sendable {
  /// Where the bridge stands.
  public enum Status: Equatable, Sendable {
    /// Still finding or joining the accessibility bus.
    case connecting
    /// Registered with the registry: screen readers see the window.
    case connected
    /// No accessibility bus (no session bus, at-spi2-core not installed or not answering):
    /// the window runs as before, without it.
    case unavailable(reason: String)
  }

  private struct Shared: Sendable {
    var pending: (frame: SceneAccessibilityNode, windowOrigin: CarouselPoint)?
    var announcements: [SceneAnnouncement] = []
    var actions: [SceneAccessibilityAction] = []
    var status: Status = .connecting
    var isStopped = false
  }

  private let shared = Mutex(Shared())
  /// An eventfd the bus thread polls next to the bus's socket: written on each publish.
  private let wakeDescriptor: Int32
  private let phrases: Phrases
  private let onAction: @Sendable () -> Void

  /// Seconds the bus thread waits for the session bus and the registry to answer.
  static let callTimeoutMilliseconds: Int32 = 5_000

  /// Starts the bridge's thread, or returns nil when the environment names no bus at all
  /// (neither `AT_SPI_BUS_ADDRESS` nor `DBUS_SESSION_BUS_ADDRESS`: libdbus would otherwise
  /// try to start a session bus through X11, which is slow and not ours to do), or when
  /// `CAROUSEL_ACCESSIBILITY` is `off`.
  ///
  /// - Parameters:
  ///   - phrases: The language of action descriptions and of the locale reported.
  ///   - onAction: Called on the bus thread when an action arrives (wake the frame loop).
  public static func start(
    environment: [String: String], phrases: Phrases,
    onAction: @escaping @Sendable () -> Void
  ) -> AccessibilityBridge? {
    guard environment[switchVariable] != "off" else { return nil }
    let address = environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
    guard address != nil || environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false else {
      return nil
    }
    let descriptor = cdbus_wake_descriptor()
    guard descriptor >= 0 else { return nil }
    let bridge = AccessibilityBridge(
      wakeDescriptor: descriptor, phrases: phrases, onAction: onAction)
    let thread = Thread { bridge.run(address: address) }
    thread.name = "carousel accessibility bus"
    thread.start()
    return bridge
  }

  /// The environment variable that switches the bridge off (`CAROUSEL_ACCESSIBILITY=off`).
  public static let switchVariable = "CAROUSEL_ACCESSIBILITY"

  private init(wakeDescriptor: Int32, phrases: Phrases, onAction: @escaping @Sendable () -> Void) {
    self.wakeDescriptor = wakeDescriptor
    self.phrases = phrases
    self.onAction = onAction
  }

  /// Where the bridge stands now.
  public var status: Status { shared.withLock { $0.status } }

  /// Hands over the window's tree now (`frame`, in window points, the window's top-left
  /// corner at `windowOrigin` on the screen) and what to announce. Only the latest tree is
  /// kept until the bus thread takes it; announcements are all kept, in order. Never waits
  /// for the bus.
  public func publish(
    _ frame: SceneAccessibilityNode, windowOrigin: CarouselPoint,
    announcements: [SceneAnnouncement] = []
  ) {
    let isLive = shared.withLock { shared -> Bool in
      if shared.isStopped { return false }
      if case .unavailable = shared.status { return false }
      shared.pending = (frame, windowOrigin)
      shared.announcements += announcements
      return true
    }
    if isLive { signalThread() }
  }

  /// The actions assistive technology asked for since the last call, in order.
  public func takeActions() -> [SceneAccessibilityAction] {
    shared.withLock { shared in
      defer { shared.actions.removeAll() }
      return shared.actions
    }
  }

  /// Stops the bus thread (it leaves the bus on its next turn). Does not wait.
  public func stop() {
    shared.withLock { $0.isStopped = true }
    signalThread()
  }

  private func signalThread() {
    var one: UInt64 = 1
    _ = write(wakeDescriptor, &one, 8)
  }

  // MARK: The bus thread

  private func run(address: String?) {
    defer { close(wakeDescriptor) }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    do {
      let connection = try connect(address: address, error: &error)
      defer {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
      }
      var server = AccessibilityServer(
        busName: String(cString: dbus_bus_get_unique_name(connection)), phrases: phrases)
      server.desktop = try embed(
        server.reference(AccessibleTree.rootPath), on: connection, error: &error)
      var listeners = ScreenReaderListeners(ownBusName: server.busName)
      watchListeners(&listeners, on: connection, error: &error)
      shared.withLock { $0.status = .connected }
      serve(connection, server: &server, listeners: &listeners)
      shared.withLock { shared in
        if !shared.isStopped {
          shared.status = .unavailable(reason: "the accessibility bus closed the connection")
        }
      }
    } catch {
      shared.withLock {
        $0.status = .unavailable(reason: error.reason)
        $0.pending = nil
        $0.announcements = []
      }
    }
  }

  private struct BusError: Error {
    var reason: String
  }

  /// The accessibility bus, connected and registered.
  private func connect(address given: String?, error: inout DBusError) throws(BusError)
    -> OpaquePointer
  {
    var address = given
    if address == nil {
      guard let session = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else {
        throw BusError(reason: "no session bus: \(Self.message(error))")
      }
      dbus_connection_set_exit_on_disconnect(session, 0)
      defer {
        dbus_connection_close(session)
        dbus_connection_unref(session)
      }
      address = try busAddress(on: session, error: &error)
    }
    guard let address, let connection = dbus_connection_open_private(address, &error) else {
      throw BusError(reason: "cannot open the accessibility bus: \(Self.message(error))")
    }
    dbus_connection_set_exit_on_disconnect(connection, 0)
    guard dbus_bus_register(connection, &error) != 0 else {
      dbus_connection_close(connection)
      dbus_connection_unref(connection)
      throw BusError(reason: "cannot register on the accessibility bus: \(Self.message(error))")
    }
    return connection
  }

  /// `org.a11y.Bus.GetAddress` on the session bus (at-spi-bus-launcher answers, started by
  /// D-Bus activation if need be).
  private func busAddress(on session: OpaquePointer, error: inout DBusError) throws(BusError)
    -> String
  {
    guard
      let call = dbus_message_new_method_call(
        "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
    else { throw BusError(reason: "out of memory") }
    defer { dbus_message_unref(call) }
    guard
      let reply = dbus_connection_send_with_reply_and_block(
        session, call, Self.callTimeoutMilliseconds, &error)
    else { throw BusError(reason: "no accessibility bus: \(Self.message(error))") }
    defer { dbus_message_unref(reply) }
    var reader = DBusReader(reply)
    guard let address = reader.string(), !address.isEmpty else {
      throw BusError(reason: "the accessibility bus has no address")
    }
    return address
  }

  /// Embeds the application's root in the registry's desktop; returns the desktop.
  private func embed(
    _ root: AccessibleReference, on connection: OpaquePointer, error: inout DBusError
  ) throws(BusError) -> AccessibleReference {
    guard
      let call = dbus_message_new_method_call(
        "org.a11y.atspi.Registry", AccessibleTree.rootPath, "org.a11y.atspi.Socket", "Embed")
    else { throw BusError(reason: "out of memory") }
    defer { dbus_message_unref(call) }
    DBusWriter.append(to: call) { $0.reference(root) }
    guard
      let reply = dbus_connection_send_with_reply_and_block(
        connection, call, Self.callTimeoutMilliseconds, &error)
    else { throw BusError(reason: "the registry did not answer: \(Self.message(error))") }
    defer { dbus_message_unref(reply) }
    var reader = DBusReader(reply)
    return reader.reference() ?? .null
  }

  /// Starts following the registry's event listeners (its signals, then its list so far),
  /// and tells the frame thread whether a screen reader listens. A registry that does not
  /// answer leaves it at "no screen reader".
  private func watchListeners(
    _ listeners: inout ScreenReaderListeners, on connection: OpaquePointer,
    error: inout DBusError
  ) {
    dbus_bus_add_match(connection, Self.registrySignals, &error)
    if dbus_error_is_set(&error) != 0 {
      dbus_error_free(&error)
      return
    }
    guard
      let call = dbus_message_new_method_call(
        "org.a11y.atspi.Registry", Self.registryPath, Self.registryInterface,
        "GetRegisteredEvents")
    else { return }
    defer { dbus_message_unref(call) }
    guard
      let reply = dbus_connection_send_with_reply_and_block(
        connection, call, Self.callTimeoutMilliseconds, &error)
    else {
      dbus_error_free(&error)
      return
    }
    defer { dbus_message_unref(reply) }
    var reader = DBusReader(reply)
    listeners.reset((reader.stringPairs() ?? []).map { (bus: $0.0, event: $0.1) })
    if listeners.isListening { post(.screenReaderListens(true)) }
  }

  /// The registry's listener signals (`EventListenerRegistered`, `…Deregistered`).
  private static let registrySignals =
    "type='signal',interface='org.a11y.atspi.Registry',path='/org/a11y/atspi/registry'"
  private static let registryPath = "/org/a11y/atspi/registry"
  private static let registryInterface = "org.a11y.atspi.Registry"

  /// Follows one of the registry's listener signals; true when `message` was one.
  private func follow(_ message: OpaquePointer, _ listeners: inout ScreenReaderListeners)
    -> Bool
  {
    guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL,
      let interface = dbus_message_get_interface(message),
      String(cString: interface) == Self.registryInterface,
      let member = dbus_message_get_member(message).map({ String(cString: $0) })
    else { return false }
    var reader = DBusReader(message)
    guard let bus = reader.string(), let event = reader.string() else { return true }
    let before = listeners.isListening
    switch member {
    case "EventListenerRegistered": listeners.registered(event, by: bus)
    case "EventListenerDeregistered": listeners.deregistered(event, by: bus)
    default: return true
    }
    if listeners.isListening != before { post(.screenReaderListens(listeners.isListening)) }
    return true
  }

  /// Hands `action` to the frame thread and wakes it.
  private func post(_ action: SceneAccessibilityAction) {
    shared.withLock { $0.actions.append(action) }
    onAction()
  }

  /// Answers calls and emits events until stopped or disconnected.
  private func serve(
    _ connection: OpaquePointer, server: inout AccessibilityServer,
    listeners: inout ScreenReaderListeners
  ) {
    var socket: Int32 = -1
    guard dbus_connection_get_unix_fd(connection, &socket) != 0 else { return }
    var toldSlide: String?
    while dbus_connection_get_is_connected(connection) != 0 {
      while let message = dbus_connection_pop_message(connection) {
        if !follow(message, &listeners), let action = server.handle(message, on: connection) {
          post(action)
        }
        dbus_message_unref(message)
      }
      let (pending, announcements, isStopped) = shared.withLock { shared in
        defer {
          shared.pending = nil
          shared.announcements.removeAll()
        }
        return (shared.pending, shared.announcements, shared.isStopped)
      }
      if isStopped { return }
      let events = AccessibilityEvents(connection: connection, server: server)
      if let pending {
        let tree = AccessibleTree(frame: pending.frame, windowOrigin: pending.windowOrigin)
        if let old = server.tree {
          server.tree = tree
          events.emitChanges(from: old, to: tree)
        } else {
          server.tree = tree
          events.announceWindow(tree)
        }
      }
      if let tree = server.tree {
        for announcement in announcements {
          events.announce(announcement.text, assertive: announcement.isAssertive, in: tree)
        }
        // With each settle's announcement, the focus's own way of saying it.
        if !announcements.isEmpty {
          toldSlide = events.tellCurrentSlide(in: tree, told: toldSlide)
        }
      }
      // Blocks this thread only, until the events are written.
      dbus_connection_flush(connection)
      if dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS {
        continue
      }
      var descriptors = [
        pollfd(fd: socket, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&descriptors, 2, -1)
      if descriptors[1].revents != 0 {
        var count: UInt64 = 0
        _ = read(wakeDescriptor, &count, 8)
      }
      _ = dbus_connection_read_write(connection, 0)
    }
  }

  private static func message(_ error: DBusError) -> String {
    error.message.map { String(cString: $0) } ?? "unknown error"
  }
}
