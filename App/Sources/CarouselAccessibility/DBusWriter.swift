import CDBus

/// Appends values to a D-Bus message, one container at a time (libdbus's iterator API: the
/// variadic `dbus_message_append_args` cannot be called from Swift).
///
/// A writer is only valid inside the closure that received it.
struct DBusWriter {
  let iterator: UnsafeMutablePointer<DBusMessageIter>

  /// Appends to `message`'s arguments with `body`.
  static func append(to message: OpaquePointer, _ body: (DBusWriter) -> Void) {
    let iterator = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
    defer { iterator.deallocate() }
    dbus_message_iter_init_append(message, iterator)
    body(DBusWriter(iterator: iterator))
  }

  func string(_ value: String) {
    value.withCString { pointer in
      var text: UnsafePointer<CChar>? = pointer
      _ = dbus_message_iter_append_basic(iterator, cdbus_type_string, &text)
    }
  }

  func objectPath(_ value: String) {
    value.withCString { pointer in
      var text: UnsafePointer<CChar>? = pointer
      _ = dbus_message_iter_append_basic(iterator, cdbus_type_object_path, &text)
    }
  }

  func int32(_ value: Int32) {
    var value = value
    _ = dbus_message_iter_append_basic(iterator, cdbus_type_int32, &value)
  }

  func uint32(_ value: UInt32) {
    var value = value
    _ = dbus_message_iter_append_basic(iterator, cdbus_type_uint32, &value)
  }

  func int16(_ value: Int16) {
    var value = value
    _ = dbus_message_iter_append_basic(iterator, cdbus_type_int16, &value)
  }

  func bool(_ value: Bool) {
    var value: dbus_bool_t = value ? 1 : 0
    _ = dbus_message_iter_append_basic(iterator, cdbus_type_boolean, &value)
  }

  func double(_ value: Double) {
    var value = value
    _ = dbus_message_iter_append_basic(iterator, cdbus_type_double, &value)
  }

  /// An AT-SPI object reference: the `(so)` struct of a bus name and a path.
  func reference(_ reference: AccessibleReference) {
    structure {
      $0.string(reference.bus)
      $0.objectPath(reference.path)
    }
  }

  /// An array whose elements have the type `signature`, written by `body`.
  func array(_ signature: String, _ body: (DBusWriter) -> Void) {
    container(cdbus_type_array, signature, body)
  }

  /// A struct, its fields written by `body`.
  func structure(_ body: (DBusWriter) -> Void) {
    container(cdbus_type_struct, nil, body)
  }

  /// A dictionary entry (inside an array of `{..}`), key and value written by `body`.
  func entry(_ body: (DBusWriter) -> Void) {
    container(cdbus_type_dict_entry, nil, body)
  }

  /// A variant holding one value of type `signature`, written by `body`.
  func variant(_ signature: String, _ body: (DBusWriter) -> Void) {
    container(cdbus_type_variant, signature, body)
  }

  private func container(_ type: Int32, _ signature: String?, _ body: (DBusWriter) -> Void) {
    let sub = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
    defer { sub.deallocate() }
    let opened: dbus_bool_t
    if let signature {
      opened = signature.withCString { dbus_message_iter_open_container(iterator, type, $0, sub) }
    } else {
      opened = dbus_message_iter_open_container(iterator, type, nil, sub)
    }
    // Only out of memory fails; libdbus then leaves the message unusable and unsent.
    guard opened != 0 else { return }
    body(DBusWriter(iterator: sub))
    _ = dbus_message_iter_close_container(iterator, sub)
  }
}

/// Reads the arguments of a D-Bus message in order.
struct DBusReader {
  private var iterator = DBusMessageIter()
  private var hasMore: Bool

  /// A reader of `message`'s arguments.
  init(_ message: OpaquePointer) {
    hasMore = dbus_message_iter_init(message, &iterator) != 0
  }

  /// The next argument if it is a 32-bit signed integer.
  mutating func int32() -> Int32? {
    guard hasMore, dbus_message_iter_get_arg_type(&iterator) == cdbus_type_int32 else {
      return nil
    }
    var value: Int32 = 0
    dbus_message_iter_get_basic(&iterator, &value)
    advance()
    return value
  }

  /// The next argument if it is a 32-bit unsigned integer.
  mutating func uint32() -> UInt32? {
    guard hasMore, dbus_message_iter_get_arg_type(&iterator) == cdbus_type_uint32 else {
      return nil
    }
    var value: UInt32 = 0
    dbus_message_iter_get_basic(&iterator, &value)
    advance()
    return value
  }

  /// The next argument if it is a string or an object path.
  mutating func string() -> String? {
    let type = hasMore ? dbus_message_iter_get_arg_type(&iterator) : cdbus_type_invalid
    guard type == cdbus_type_string || type == cdbus_type_object_path else { return nil }
    var pointer: UnsafePointer<CChar>?
    dbus_message_iter_get_basic(&iterator, &pointer)
    advance()
    return pointer.map { String(cString: $0) }
  }

  /// The next argument if it is an `(so)` reference.
  mutating func reference() -> AccessibleReference? {
    guard hasMore, dbus_message_iter_get_arg_type(&iterator) == cdbus_type_struct else {
      return nil
    }
    var sub = DBusMessageIter()
    dbus_message_iter_recurse(&iterator, &sub)
    var fields: [String] = []
    for _ in 0..<2 {
      let type = dbus_message_iter_get_arg_type(&sub)
      guard type == cdbus_type_string || type == cdbus_type_object_path else { return nil }
      var pointer: UnsafePointer<CChar>?
      dbus_message_iter_get_basic(&sub, &pointer)
      fields.append(pointer.map { String(cString: $0) } ?? "")
      dbus_message_iter_next(&sub)
    }
    advance()
    return AccessibleReference(bus: fields[0], path: fields[1])
  }

  /// The next argument if it is an array of `(ss)` pairs.
  mutating func stringPairs() -> [(String, String)]? {
    guard hasMore, dbus_message_iter_get_arg_type(&iterator) == cdbus_type_array else {
      return nil
    }
    var array = DBusMessageIter()
    dbus_message_iter_recurse(&iterator, &array)
    var pairs: [(String, String)] = []
    while dbus_message_iter_get_arg_type(&array) == cdbus_type_struct {
      var pair = DBusMessageIter()
      dbus_message_iter_recurse(&array, &pair)
      var fields: [String] = []
      for _ in 0..<2 {
        guard dbus_message_iter_get_arg_type(&pair) == cdbus_type_string else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&pair, &pointer)
        fields.append(pointer.map { String(cString: $0) } ?? "")
        dbus_message_iter_next(&pair)
      }
      pairs.append((fields[0], fields[1]))
      dbus_message_iter_next(&array)
    }
    advance()
    return pairs
  }

  /// The next argument if it is a variant holding a 32-bit signed integer.
  mutating func variantInt32() -> Int32? {
    guard hasMore, dbus_message_iter_get_arg_type(&iterator) == cdbus_type_variant else {
      return nil
    }
    var sub = DBusMessageIter()
    dbus_message_iter_recurse(&iterator, &sub)
    guard dbus_message_iter_get_arg_type(&sub) == cdbus_type_int32 else { return nil }
    var value: Int32 = 0
    dbus_message_iter_get_basic(&sub, &value)
    advance()
    return value
  }

  private mutating func advance() {
    hasMore = dbus_message_iter_next(&iterator) != 0
  }
}

/// An AT-SPI object reference: the bus name of the application and the object's path.
struct AccessibleReference: Hashable, Sendable {
  var bus: String
  var path: String

  /// The reference AT-SPI uses for "no object".
  static let null = AccessibleReference(bus: "", path: "/org/a11y/atspi/null")
}
