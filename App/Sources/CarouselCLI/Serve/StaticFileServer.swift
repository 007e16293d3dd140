import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server for one folder on the loopback address: GET and HEAD of regular
/// files, one request per connection, one connection at a time (it serves a person's
/// browser, not traffic).
///
/// Paths are percent-decoded; a path with a `..` segment, a hidden segment or a NUL byte is
/// refused, so nothing outside the folder is ever read.
struct StaticFileServer {
  /// A problem that stops the server from starting.
  struct StartError: Error, CustomStringConvertible {
    var description: String
  }

  /// The folder served.
  let root: URL
  private let socket: Int32
  /// The port bound (the one asked for, or the free one chosen for port 0).
  let port: Int

  /// Most bytes of a request head read; browsers send a few hundred.
  static let maximumRequestBytes = 16 * 1024
  /// Largest file served: the page's files are kilobytes; the bound keeps a stray request
  /// for a huge file from filling memory.
  static let maximumFileBytes = 64 * 1024 * 1024
  /// Seconds a client may take to send its request or read the answer before it is dropped,
  /// so one stalled connection cannot hang the server.
  static let socketTimeout = 5

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
    guard bound == 0, listen(descriptor, 64) == 0 else {
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
    self.socket = descriptor
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  static func systemError(_ what: String) -> String {
    "\(what): \(String(cString: strerror(errno)))"
  }

  /// Answers connections until the process ends.
  func serveForever() -> Never {
    signal(SIGPIPE, SIG_IGN)
    while true {
      let client = accept(socket, nil, nil)
      if client < 0 { continue }
      var timeout = timeval(tv_sec: Self.socketTimeout, tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      answer(client)
      close(client)
    }
  }

  /// Reads one request from `client` and writes the answer.
  func answer(_ client: Int32) {
    var head: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while head.count < Self.maximumRequestBytes {
      let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      head += chunk[..<count]
      if head.count >= 4 && head.suffix(4) == [13, 10, 13, 10] { break }
    }
    let requestLine = String(decoding: head.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
    let parts = requestLine.split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/") else {
      return send(client, status: "400 Bad Request", body: "bad request\n")
    }
    let method = String(parts[0])
    guard method == "GET" || method == "HEAD" else {
      return send(client, status: "405 Method Not Allowed", body: "only GET and HEAD\n")
    }
    guard let file = resolve(String(parts[1])) else {
      return send(client, status: "404 Not Found", body: "not found\n")
    }
    guard let contents = FileManager.default.contents(atPath: file.path) else {
      return send(client, status: "404 Not Found", body: "not found\n")
    }
    let type = Self.contentTypes[file.pathExtension.lowercased()] ?? "application/octet-stream"
    send(client, status: "200 OK", type: type, body: contents, includeBody: method == "GET")
  }

  /// The regular file a request target names, or nil when it is outside the folder, hidden,
  /// missing, not a regular file or too large.
  func resolve(_ target: String) -> URL? {
    let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
    guard path.hasPrefix("/"), let decoded = path.removingPercentEncoding,
      !decoded.contains("\0")
    else { return nil }
    var segments = decoded.split(separator: "/").map(String.init)
    guard !segments.contains(where: { $0 == ".." || $0.hasPrefix(".") }) else { return nil }
    if segments.isEmpty || decoded.hasSuffix("/") { segments.append("index.html") }
    let file = segments.reduce(root) { $0.appendingPathComponent($1) }
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = attributes[.size] as? Int, size <= Self.maximumFileBytes
    else { return nil }
    return file
  }

  private func send(_ client: Int32, status: String, body: String) {
    send(client, status: status, type: "text/plain; charset=utf-8", body: Data(body.utf8))
  }

  private func send(
    _ client: Int32, status: String, type: String, body: Data, includeBody: Bool = true
  ) {
    let head =
      "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
      + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    var bytes = Data(head.utf8)
    if includeBody { bytes.append(body) }
    bytes.withUnsafeBytes { buffer in
      var sent = 0
      while sent < buffer.count {
        let count = Glibc.send(
          client, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
        if count <= 0 { return }
        sent += count
      }
    }
  }
}
