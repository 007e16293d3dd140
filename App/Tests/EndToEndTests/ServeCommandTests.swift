import CarouselTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

struct ServeTestError: Error, CustomStringConvertible {
  var description: String
}

/// `carousel serve`: the web folder over HTTP on 127.0.0.1, nothing outside it.
@Suite struct ServeCommandTests {
  /// A running `carousel serve --port 0 --root folder`, stopped on deinit.
  final class Server {
    let process = Process()
    let port: Int
    /// The line the server printed first (its address).
    let firstLine: String

    /// A server with `environment` added to (and the locale of) the test's own.
    init(root: URL, extra: [String] = [], environment: [String: String] = [:]) throws {
      process.executableURL = CarouselProcess.executable
      process.arguments = ["serve", "--port", "0", "--root", root.path] + extra
      var variables = ProcessInfo.processInfo.environment
      for name in ["LANG", "LC_ALL", "LC_MESSAGES"] { variables[name] = nil }
      process.environment = variables.merging(environment) { $1 }
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      // The first line: "Serving DIR at http://127.0.0.1:PORT/ (Ctrl+C stops)".
      var line: [UInt8] = []
      let deadline = Date().addingTimeInterval(Self.startTimeout)
      var poller = pollfd(
        fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
      var byte: UInt8 = 0
      while !line.contains(10) && Date() < deadline {
        guard poll(&poller, 1, 100) > 0 else { continue }
        guard read(poller.fd, &byte, 1) == 1 else { break }
        line.append(byte)
      }
      let text = String(decoding: line, as: UTF8.self)
      let tail = text.components(separatedBy: "http://127.0.0.1:").dropFirst().first ?? ""
      guard let port = Int(tail.prefix { $0.isNumber }) else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        throw ServeTestError(description: "carousel serve printed \(text.debugDescription)")
      }
      self.port = port
      firstLine = text
    }

    /// Seconds the server may take to print its address.
    static let startTimeout = 20.0

    /// SIGKILL: a child of the test runner inherits its blocked signal mask and never sees
    /// SIGTERM.
    deinit {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }

    /// A new connection to the server.
    func connectSocket() throws -> Int32 {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      try #require(descriptor >= 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      if connected != 0 { close(descriptor) }
      try #require(connected == 0)
      return descriptor
    }

    /// Sends `request` (one or more whole HTTP requests), ends the sending side (the server
    /// keeps connections alive for more requests until then), and returns the whole answer;
    /// `timeout` seconds without a byte end the wait.
    func send(_ request: String, timeout: Int = 30) throws -> String {
      let descriptor = try connectSocket()
      defer { close(descriptor) }
      var limit = timeval(tv_sec: timeout, tv_usec: 0)
      setsockopt(
        descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      _ = Array(request.utf8).withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, 0)
      }
      shutdown(descriptor, Int32(SHUT_WR))
      var answer = Data()
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        answer.append(contentsOf: chunk[..<count])
      }
      return String(decoding: answer, as: UTF8.self)
    }

    func get(_ path: String) throws -> String {
      try send("GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    }
  }

  /// A web folder with a page and a module, and a secret beside it.
  static func site() throws -> URL {
    let folder = try CarouselProcess.temporaryDirectory()
    let web = folder.appendingPathComponent("web")
    try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
    _ = try CarouselProcess.write("<!doctype html><title>t</title>", named: "index.html", in: web)
    try Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]).write(
      to: web.appendingPathComponent("carousel-core.wasm"))
    _ = try CarouselProcess.write("secret", named: "secret.txt", in: folder)
    return folder
  }

  @Test func servesTheFolderWithContentTypes() throws {
    let folder = try Self.site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Server(root: folder.appendingPathComponent("web"))
    let page = try server.get("/")
    #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(page.contains("Content-Type: text/html; charset=utf-8\r\n"))
    #expect(page.hasSuffix("\r\n\r\n<!doctype html><title>t</title>"))
    let module = try server.get("/carousel-core.wasm?v=1")
    #expect(module.contains("Content-Type: application/wasm\r\n"))
    #expect(module.contains("Content-Length: 8\r\n"))
    let head = try server.send("HEAD /index.html HTTP/1.1\r\n\r\n")
    #expect(head.hasPrefix("HTTP/1.1 200 OK") && head.hasSuffix("\r\n\r\n"))
  }

  /// The page takes its language from `?lang=`: under a Korean locale the address printed
  /// asks for Korean.
  @Test func aKoreanLocalePrintsTheKoreanPagesAddress() throws {
    let folder = try Self.site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let web = folder.appendingPathComponent("web")
    let korean = try Server(root: web, environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.firstLine.contains(":\(korean.port)/?lang=ko (Ctrl+C stops)"))
    let english = try Server(root: web, environment: ["LANG": "en_GB.UTF-8"])
    #expect(english.firstLine.contains(":\(english.port)/ (Ctrl+C stops)"))
  }

  @Test func nothingOutsideTheFolderIsServed() throws {
    let folder = try Self.site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Server(root: folder.appendingPathComponent("web"))
    for path in ["/../secret.txt", "/%2e%2e/secret.txt", "/missing.js", "/.hidden", "/%00"] {
      #expect(try server.get(path).hasPrefix("HTTP/1.1 404 Not Found"), "\(path)")
    }
    #expect(try server.send("POST / HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 405"))
    #expect(try server.send("nonsense\r\n\r\n").hasPrefix("HTTP/1.1 400"))
    #expect(try server.get("/").hasPrefix("HTTP/1.1 200 OK"), "still serving")
  }

  @Test func pipelinedRequestsAreAnsweredInOrderOnOneConnection() throws {
    let folder = try Self.site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Server(root: folder.appendingPathComponent("web"))
    let answer = try server.send(
      "GET /index.html HTTP/1.1\r\nHost: x\r\n\r\nHEAD /carousel-core.wasm HTTP/1.1\r\n\r\n"
        + "GET /missing HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\nConnection: close\r\n\r\n")
    // Each answer's status line, in order (a body runs straight into the next answer).
    let statuses = answer.components(separatedBy: "HTTP/1.1 ").dropFirst().map {
      "HTTP/1.1 " + ($0.components(separatedBy: "\r\n").first ?? "")
    }
    #expect(
      statuses == [
        "HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found", "HTTP/1.1 200 OK",
      ])
    #expect(answer.hasSuffix("Connection: close\r\n\r\n<!doctype html><title>t</title>"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func idleAndTricklingConnectionsDoNotHoldUpARequest() throws {
    // Six idle sockets made a request wait 30.7 s; one client sending a byte every 4 s held
    // the server for its whole run. Now 1,000 connections, half idle and half trickling,
    // are open (past the server's 512: the oldest make room) while a request is answered
    // well before any of their deadlines (10 s).
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    limit.rlim_cur = max(limit.rlim_cur, min(limit.rlim_max, 4096))
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    let connections = limit.rlim_cur >= 2048 ? 1000 : 400
    let folder = try Self.site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Server(root: folder.appendingPathComponent("web"))
    var sockets: [Int32] = []
    defer { for socket in sockets { close(socket) } }
    for index in 0..<connections {
      let socket = try server.connectSocket()
      sockets.append(socket)
      if index % 2 == 0 { _ = Glibc.send(socket, "G", 1, 0) }
    }
    let answer = try server.send("GET / HTTP/1.1\r\n\r\n", timeout: 8)
    #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer.prefix(80))")
    for (index, socket) in sockets.enumerated() where index % 2 == 0 {
      _ = Glibc.send(socket, "E", 1, Int32(MSG_NOSIGNAL))
    }
    #expect(try server.get("/").hasPrefix("HTTP/1.1 200 OK"))
  }

  @Test func noEncodingOrSymbolicLinkLeadsOutOfTheFolder() throws {
    let folder = try Self.site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let web = folder.appendingPathComponent("web")
    let files = FileManager.default
    // A symbolic link to the folder above, one to a file outside, one to a file inside.
    try files.createSymbolicLink(
      atPath: web.appendingPathComponent("outdir").path, withDestinationPath: folder.path)
    try files.createSymbolicLink(
      atPath: web.appendingPathComponent("secret.txt").path,
      withDestinationPath: folder.appendingPathComponent("secret.txt").path)
    try files.createSymbolicLink(
      atPath: web.appendingPathComponent("page.html").path, withDestinationPath: "index.html")
    let server = try Server(root: web)
    for path in [
      "/outdir/secret.txt", "/secret.txt", "/outdir/outdir/secret.txt", "/%2e%2e/secret.txt",
      "/%2E%2E/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/%252e%252e/secret.txt",
      "/%c0%ae%c0%ae/secret.txt", "/..%5csecret.txt", "/.%2e/secret.txt",
      "/a/%2e%2e/%2e%2e/secret.txt",
    ] {
      let answer = try server.get(path)
      #expect(answer.hasPrefix("HTTP/1.1 404 Not Found"), "\(path)")
      #expect(!answer.contains("secret"), "\(path)")
    }
    #expect(try server.get("/page.html").hasSuffix("<!doctype html><title>t</title>"))
    let huge = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"
    #expect(try server.send(huge).hasPrefix("HTTP/1.1 431"))
  }

  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func badPortsAndFoldersAreOneLineErrors() throws {
    let badPort = try CarouselProcess.run(["serve", "--port", "70000"])
    #expect(badPort.status == 2)
    #expect(badPort.stderr.contains("invalid value '70000' for option '--port'"))
    let noFolder = try CarouselProcess.run(["serve", "--root", "/nonexistent/web"])
    #expect(noFolder.status == 2)
    #expect(noFolder.stderr == "carousel: --root /nonexistent/web: not a folder\n")

    let folder = try Self.site()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Server(root: folder.appendingPathComponent("web"))
    let taken = try CarouselProcess.run([
      "serve", "--port", "\(server.port)", "--root", folder.path,
    ])
    #expect(taken.status == 1)
    #expect(taken.stderr.hasPrefix("carousel: cannot listen on 127.0.0.1:\(server.port): "))
    #expect(taken.stderr.filter { $0 == "\n" }.count == 1)
  }
}
