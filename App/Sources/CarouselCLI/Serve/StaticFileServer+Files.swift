import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StaticFileServer {
  /// The answer to one request head (its bytes before the blank line).
  func answer(to head: [UInt8]) -> HTTPAnswer {
    let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n")
    let parts = (lines.first ?? "").split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/") else {
      return .text("400 Bad Request", "bad request\n", closes: true)
    }
    // A body would be taken for the next request: none is expected with GET or HEAD.
    let fields = lines.dropFirst().map { $0.lowercased() }
    if fields.contains(where: {
      ($0.hasPrefix("content-length:") && $0.dropFirst(15).trimmingCharacters(in: .whitespaces) != "0")
        || $0.hasPrefix("transfer-encoding:")
    }) {
      return .text("400 Bad Request", "GET and HEAD take no body\n", closes: true)
    }
    let closes =
      parts[2] == "HTTP/1.0"
      || fields.contains { $0.hasPrefix("connection:") && $0.contains("close") }
    let method = String(parts[0])
    guard method == "GET" || method == "HEAD" else {
      return .text("405 Method Not Allowed", "only GET and HEAD\n", closes: closes)
    }
    guard let file = open(String(parts[1])) else {
      return .text("404 Not Found", "not found\n", closes: closes)
    }
    let type = Self.contentTypes[file.extension] ?? "application/octet-stream"
    let head = HTTPAnswer.head(status: "200 OK", type: type, length: file.size, closes: closes)
    guard method == "GET" else {
      _ = Glibc.close(file.descriptor)
      return HTTPAnswer(head: head, closesAfter: closes)
    }
    return HTTPAnswer(
      head: head, file: file.descriptor, remaining: file.size, closesAfter: closes)
  }

  /// The regular file a request target names, opened: nil when it is outside the folder
  /// (also through a symbolic link), hidden, missing, not a regular file or too large.
  func open(_ target: String) -> (descriptor: Int32, size: Int, extension: String)? {
    guard let path = resolve(target), let real = realpath(path, nil) else { return nil }
    let resolved = String(cString: real)
    free(real)
    // Symbolic links are followed only while they stay inside the folder.
    guard resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
      return nil
    }
    let descriptor = Glibc.open(resolved, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) <= Self.maximumFileBytes
    else {
      _ = Glibc.close(descriptor)
      return nil
    }
    let name = resolved.split(separator: "/").last ?? ""
    let fileExtension = name.contains(".") ? String(name.split(separator: ".").last!) : ""
    return (descriptor, Int(info.st_size), fileExtension.lowercased())
  }

  /// The path under the folder a request target names, or nil when it has a `..`, hidden
  /// or NUL-holding segment (after percent-decoding) or is not absolute.
  func resolve(_ target: String) -> String? {
    let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
    guard path.hasPrefix("/"), let decoded = path.removingPercentEncoding,
      !decoded.contains("\0")
    else { return nil }
    var segments = decoded.split(separator: "/").map(String.init)
    guard !segments.contains(where: { $0 == ".." || $0.hasPrefix(".") }) else { return nil }
    if segments.isEmpty || decoded.hasSuffix("/") { segments.append("index.html") }
    return ([root.path] + segments).joined(separator: "/")
  }
}
