@_spi(CarouselHost) import CarouselCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server for one folder on the loopback address: GET and HEAD of regular
/// files, for a person's browser.
///
/// One thread multiplexes every connection with `poll`, so no client can hold the others
/// up: an idle or trickling connection (one byte a second) costs a descriptor until its
/// deadline, never the attention of the server. Connections are kept alive and pipelined
/// requests are answered in order. At most ``maximumConnections`` are open; a new one past
/// that closes the connection nearest its deadline.
///
/// Paths are percent-decoded; a path with a `..` segment, a hidden segment or a NUL byte is
/// refused, and so is one whose real path (symbolic links resolved) leaves the folder, so
/// nothing outside the folder is ever read.
struct StaticFileServer {
  /// A problem that stops the server from starting.
  struct StartError: Error, CustomStringConvertible {
    var description: String
  }

  /// The folder served.
  let root: URL
  /// The folder's real path (symbolic links resolved), which every file served is under.
  let realRoot: String
  private let socket: Int32
  /// The port bound (the one asked for, or the free one chosen for port 0).
  let port: Int

  /// Most bytes of a request head; browsers send a few hundred.
  static let maximumRequestBytes = 16 * 1024
  /// Largest file served: the page's files are kilobytes; the bound keeps a stray request
  /// for a huge file from tying up a connection for long.
  static let maximumFileBytes = 64 * 1024 * 1024
  /// Seconds a connection has to send a whole request head (from its opening, or from the
  /// end of the previous answer): a client sending a byte every few seconds is dropped.
  static let requestDeadline = 10.0
  /// Seconds an answer may take to be read by the client, whatever its size.
  static let answerDeadline = 60.0
  /// Most connections open at once (each is a descriptor; the soft limit is often 1,024).
  static let maximumConnections = 512
  /// Bytes read from a socket, or sent from a file, at a time.
  static let chunkBytes = 64 * 1024

  /// Content types by file extension; anything else is sent as bytes.
  static let contentTypes = [
    "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
    "wasm": "application/wasm", "json": "application/json", "png": "image/png",
    "svg": "image/svg+xml", "jpg": "image/jpeg", "txt": "text/plain; charset=utf-8",
  ]

  /// Binds 127.0.0.1:`port` (0: any free port) for `root`.
  init(root: URL, port: Int) throws(StartError) {
    self.root = root
    guard let real = realpath(root.path, nil) else {
      throw StartError(description: Self.systemError("--root \(root.path)"))
    }
    realRoot = String(cString: real)
    free(real)
    #if canImport(Glibc)
      let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw StartError(description: Self.systemError("socket")) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)  // 127.0.0.1
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 128) == 0 else {
      let message = Self.systemError("cannot listen on 127.0.0.1:\(port)")
      close(descriptor)
      throw StartError(description: message)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    Self.makeNonBlocking(descriptor)
    self.socket = descriptor
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  static func systemError(_ what: String) -> String {
    "\(what): \(String(cString: strerror(errno)))"
  }

  /// Answers connections until the process ends.
  func serveForever() -> Never {
    signal(SIGPIPE, SIG_IGN)
    var connections: [HTTPConnection] = []
    var polled: [pollfd] = []
    while true {
      polled.removeAll(keepingCapacity: true)
      polled.append(pollfd(fd: socket, events: Int16(POLLIN), revents: 0))
      for connection in connections {
        polled.append(pollfd(fd: connection.descriptor, events: connection.interest, revents: 0))
      }
      let now = Self.now()
      let nearest = connections.map(\.deadline).min() ?? now + 1
      let wait = Int32(Int(clamping: max(0, min(nearest - now, 1)) * 1000, to: 0...1000))
      _ = poll(&polled, nfds_t(polled.count), wait)
      let time = Self.now()
      for index in connections.indices where polled[index + 1].revents != 0 {
        connections[index].step(revents: polled[index + 1].revents, at: time, server: self)
      }
      connections.removeAll { connection in
        guard connection.isFinished || connection.deadline <= time else { return false }
        connection.close()
        return true
      }
      if polled[0].revents & Int16(POLLIN) != 0 { acceptAll(into: &connections, at: time) }
    }
  }

  /// Accepts every connection waiting, making room past ``maximumConnections`` by closing
  /// the one nearest its deadline.
  private func acceptAll(into connections: inout [HTTPConnection], at time: Double) {
    while true {
      let client = accept(socket, nil, nil)
      guard client >= 0 else { return }
      Self.makeNonBlocking(client)
      if connections.count >= Self.maximumConnections,
        let oldest = connections.indices.min(by: {
          connections[$0].deadline < connections[$1].deadline
        })
      {
        connections[oldest].close()
        connections.remove(at: oldest)
      }
      connections.append(HTTPConnection(descriptor: client, at: time))
    }
  }

  static func makeNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }

  /// Seconds on a monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
