#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One client of ``StaticFileServer``: reads request heads, answers them in order (pipelined
/// requests wait in the input), and keeps the connection for the next request unless the
/// client asked to close it. Never blocks: it moves as far as its socket allows each time
/// `poll` says it can.
final class HTTPConnection {
  /// The connected socket (non-blocking).
  let descriptor: Int32
  /// When the connection is dropped unless it has moved on: the end of the time to send a
  /// request head, or to read an answer.
  private(set) var deadline: Double
  /// Whether the connection is done (closed by the client, an error, or answered with
  /// `Connection: close`).
  private(set) var isFinished = false

  /// Bytes received and not yet taken as a request head.
  private var input: [UInt8] = []
  /// The answer being sent: its head's bytes not yet sent, then the file's.
  private var answer: HTTPAnswer?

  init(descriptor: Int32, at time: Double) {
    self.descriptor = descriptor
    deadline = time + StaticFileServer.requestDeadline
  }

  /// What `poll` should wait for: writing while an answer is under way, else reading.
  var interest: Int16 { Int16(answer == nil ? POLLIN : POLLOUT) }

  /// Moves the connection on after `poll` reported `revents`.
  func step(revents: Int16, at time: Double, server: StaticFileServer) {
    if revents & Int16(POLLERR | POLLNVAL) != 0 {
      isFinished = true
      return
    }
    if answer == nil {
      receive()
      startAnswer(at: time, server: server)
    }
    if answer != nil { send(at: time, server: server) }
  }

  /// Releases the socket and any file being sent.
  func close() {
    if let file = answer?.file { _ = Glibc.close(file) }
    answer = nil
    _ = Glibc.close(descriptor)
  }

  /// Reads what the socket holds, up to the request limit.
  private func receive() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while input.count <= StaticFileServer.maximumRequestBytes {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        input += chunk[..<count]
      } else {
        // 0: the client closed its side; a request already complete is still answered.
        if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
          if Self.headEnd(in: input) == nil { isFinished = true }
        }
        return
      }
    }
  }

  /// Takes the next complete request head from the input and prepares its answer.
  private func startAnswer(at time: Double, server: StaticFileServer) {
    guard answer == nil, !isFinished || Self.headEnd(in: input) != nil else { return }
    guard let end = Self.headEnd(in: input), end <= StaticFileServer.maximumRequestBytes else {
      if input.count > StaticFileServer.maximumRequestBytes {
        answer = .text("431 Request Header Fields Too Large", "request too large\n", closes: true)
        deadline = time + StaticFileServer.answerDeadline
      }
      return
    }
    let head = Array(input[..<end])
    input.removeFirst(end + 4)
    answer = server.answer(to: head)
    deadline = time + StaticFileServer.answerDeadline
  }

  /// Sends as much of the answer as the socket takes; at its end, reads the next request.
  private func send(at time: Double, server: StaticFileServer) {
    while var current = answer {
      if !current.head.isEmpty {
        let sent = current.head.withUnsafeBytes {
          Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        }
        guard sent > 0 else { return finishIfBroken() }
        current.head.removeFirst(sent)
      } else if let file = current.file, current.remaining > 0 {
        var chunk = [UInt8](repeating: 0, count: min(StaticFileServer.chunkBytes, current.remaining))
        let read = chunk.withUnsafeMutableBytes {
          pread(file, $0.baseAddress, $0.count, off_t(current.offset))
        }
        guard read > 0 else {
          isFinished = true
          return
        }
        let sent = chunk.withUnsafeBytes {
          Glibc.send(descriptor, $0.baseAddress, read, Int32(MSG_NOSIGNAL))
        }
        guard sent > 0 else { return finishIfBroken() }
        current.offset += sent
        current.remaining -= sent
      } else {
        if let file = current.file { _ = Glibc.close(file) }
        answer = nil
        if current.closesAfter {
          isFinished = true
          return
        }
        deadline = time + StaticFileServer.requestDeadline
        startAnswer(at: time, server: server)
        continue
      }
      answer = current
    }
  }

  /// After a send that moved nothing: wait when the socket is full, give up otherwise.
  private func finishIfBroken() {
    if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR { isFinished = true }
  }

  /// Where the blank line ending the first request head starts, if it has arrived.
  private static func headEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return index
    }
    return nil
  }
}

/// An answer on its way: the head, then `remaining` bytes of `file` from `offset`.
struct HTTPAnswer {
  var head: [UInt8]
  var file: Int32?
  var offset = 0
  var remaining = 0
  /// Whether the connection closes once it is sent.
  var closesAfter: Bool

  /// An answer with `status` and the text `body`.
  static func text(_ status: String, _ body: String, closes: Bool) -> HTTPAnswer {
    HTTPAnswer(
      head: head(
        status: status, type: "text/plain; charset=utf-8", length: body.utf8.count,
        closes: closes) + Array(body.utf8),
      closesAfter: closes)
  }

  /// The bytes of an answer's head.
  static func head(status: String, type: String, length: Int, closes: Bool) -> [UInt8] {
    Array(
      ("HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(length)\r\n"
        + "Cache-Control: no-store\r\nConnection: \(closes ? "close" : "keep-alive")\r\n\r\n")
        .utf8)
  }
}
