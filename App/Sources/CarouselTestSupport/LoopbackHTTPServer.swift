import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 for tests of downloads: each request's path goes to a
/// handler that says what to answer, including the awkward answers real servers give (a
/// stall midway, a body without a length, a connection closed at once).
///
/// Hostile answers too: a verbatim byte stream (``Response/raw(_:stallAfter:)``, for broken
/// heads, 1xx storms, header floods, random bytes, or nothing at all) and a body that repeats
/// without end (``Response/repeating``, for endless streams and compression bombs).
///
/// One thread per connection, one request per connection. ``stop()`` closes the listening
/// socket (new connections are refused) and releases stalled answers; ``start()`` listens
/// again on the same port, so a test can take the server away and bring it back.
public final class LoopbackHTTPServer: @unchecked Sendable {
  /// What to send for one request.
  public struct Response: Sendable {
    /// The status code (`200`, `404`, `302`…).
    public var status: Int
    /// Header fields besides `Content-Length` and `Connection`.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]
    /// Whether `Content-Length` is sent (without it, the body ends when the connection does).
    public var sendsLength: Bool
    /// Send the head and this many body bytes, then nothing until the server stops.
    public var stallAfter: Int?
    /// Sent after `body` over and over, until the client goes away, the server stops, or
    /// ``LoopbackHTTPServer/longestStall`` seconds pass: an endless body.
    public var repeating: [UInt8]?
    /// Whether `body` is sent verbatim, with no status line or header fields composed.
    public var isRaw = false

    /// Creates a response.
    public init(
      status: Int = 200, headers: [String: String] = [:], body: [UInt8] = [],
      sendsLength: Bool = true, stallAfter: Int? = nil, repeating: [UInt8]? = nil
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.sendsLength = sendsLength
      self.stallAfter = stallAfter
      self.repeating = repeating
    }

    /// `bytes` sent verbatim (the head is the caller's), then, with `stallAfter`, nothing
    /// until the server stops: `.raw([], stallAfter: 0)` accepts and never answers.
    public static func raw(_ bytes: [UInt8], stallAfter: Int? = nil) -> Response {
      var response = Response(body: bytes, stallAfter: stallAfter)
      response.isRaw = true
      return response
    }

    /// `bytes` as one chunk of a `Transfer-Encoding: chunked` body (its size line, the
    /// bytes and the line break after them).
    public static func chunk(_ bytes: [UInt8]) -> [UInt8] {
      Array((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + [13, 10]
    }

    /// `404 Not Found` with a short HTML body.
    public static let notFound = Response(
      status: 404, headers: ["Content-Type": "text/html"],
      body: Array("<html><body>not found</body></html>".utf8))

    /// A `302` to `location`.
    public static func redirect(to location: String) -> Response {
      Response(status: 302, headers: ["Location": location])
    }
  }

  /// The port listened on (chosen by the system on the first ``start()``).
  public private(set) var port = 0
  /// `http://127.0.0.1:PORT`.
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// What the server's threads share. They hold it, not the server, so the server is
  /// released (and stops) when its test lets go of it, and no weak reference is needed
  /// (the address sanitizer's leak check cannot follow a weak reference's side table,
  /// whose address the object keeps encoded).
  private let connections: Connections

  /// Longest a stalled answer waits for ``stop()``, so a forgotten server never hangs a test.
  public static let longestStall = 60.0

  /// Creates a server that answers each request path with `handler` (called on the
  /// connection's thread), and starts it.
  public init(handler: @escaping @Sendable (String) -> Response) throws {
    connections = Connections(handler: handler)
    try start()
  }

  deinit { stop() }

  /// Every request path received so far, in order.
  public var requests: [String] { connections.requests }

  /// Blocks until at least `count` requests have arrived or `timeoutSeconds` pass; returns
  /// whether they arrived.
  @discardableResult
  public func waitForRequests(_ count: Int, timeoutSeconds: Double = 20) -> Bool {
    connections.waitForRequests(count, timeoutSeconds: timeoutSeconds)
  }

  /// Listens (again) on ``port``; the first call picks a free port.
  public func start() throws {
    port = try connections.listen(on: port)
  }

  /// Stops listening (connections are refused from now on) and ends stalled answers.
  public func stop() {
    connections.stop()
  }
}

/// The listening socket, the requests received and the answers under way.
private final class Connections: @unchecked Sendable {
  private let handler: @Sendable (String) -> LoopbackHTTPServer.Response
  private let lock = NSCondition()
  private var listener: Int32 = -1
  private var requestPaths: [String] = []
  /// Bumped by ``stop()``: stalled answers of an earlier generation end.
  private var generation = 0

  init(handler: @escaping @Sendable (String) -> LoopbackHTTPServer.Response) {
    self.handler = handler
  }

  var requests: [String] { lock.withLock { requestPaths } }

  func waitForRequests(_ count: Int, timeoutSeconds: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeoutSeconds)
    lock.lock()
    defer { lock.unlock() }
    while requestPaths.count < count {
      if !lock.wait(until: deadline) { return requestPaths.count >= count }
    }
    return true
  }

  /// Listens on `port` (0: a free one) and returns the port.
  func listen(on port: Int) throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, Glibc.listen(descriptor, 64) == 0 else {
      let code = errno
      close(descriptor)
      throw POSIXError(.init(rawValue: code) ?? .EIO)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    lock.withLock { listener = descriptor }
    signal(SIGPIPE, SIG_IGN)
    // Holds this object until the socket is closed by stop() (accept then fails).
    let thread = Thread { [self] in acceptConnections(on: descriptor) }
    thread.start()
    return Int(UInt16(bigEndian: address.sin_port))
  }

  func stop() {
    lock.withLock {
      if listener >= 0 {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        listener = -1
      }
      generation += 1
      lock.broadcast()
    }
  }

  private func acceptConnections(on descriptor: Int32) {
    while true {
      let client = accept(descriptor, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      let thread = Thread { [self] in
        answer(client)
        close(client)
      }
      thread.start()
    }
  }

  private func answer(_ client: Int32) {
    var head: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while head.count < 65536 {
      let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return }
      head += chunk[..<count]
      if head.count >= 4 && Array(head.suffix(4)) == [13, 10, 13, 10] { break }
    }
    let requestLine = String(decoding: head.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
    let parts = requestLine.split(separator: " ")
    let path = parts.count >= 2 ? String(parts[1]) : "/"
    let generation = lock.withLock { () -> Int in
      requestPaths.append(path)
      lock.broadcast()
      return self.generation
    }
    let response = handler(path)
    if !response.isRaw {
      var text = "HTTP/1.1 \(response.status) Status\r\nConnection: close\r\n"
      if response.sendsLength { text += "Content-Length: \(response.body.count)\r\n" }
      for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
        text += "\(name): \(value)\r\n"
      }
      text += "\r\n"
      guard send(client, Array(text.utf8)) else { return }
    }
    guard let stall = response.stallAfter else {
      guard send(client, response.body), let repeating = response.repeating,
        !repeating.isEmpty
      else { return }
      // Ends when the client closes (the send fails), the server stops, or time runs out;
      // the generation is looked at every 64 sends, not to take the lock for each.
      let deadline = Date(timeIntervalSinceNow: LoopbackHTTPServer.longestStall)
      var sends = 0
      while send(client, repeating) {
        sends += 1
        guard sends % 64 == 0 else { continue }
        if Date() > deadline || lock.withLock({ self.generation != generation }) { return }
      }
      return
    }
    _ = send(client, Array(response.body.prefix(stall)))
    let deadline = Date(timeIntervalSinceNow: LoopbackHTTPServer.longestStall)
    lock.withLock {
      while self.generation == generation {
        if !lock.wait(until: deadline) { break }
      }
    }
  }

  private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var sent = 0
      while sent < buffer.count {
        let count = Glibc.send(
          client, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
        if count <= 0 { return false }
        sent += count
      }
      return true
    }
  }
}
