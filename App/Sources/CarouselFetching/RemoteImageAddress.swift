import Foundation

/// Checks of the `http(s)` addresses (see `ImageSource.isRemote(path:)`) people write where an image path may go (catalog
/// `image` fields, the gallery's arguments).
public enum RemoteImageAddress {
  /// Why `text`, meant as a URL, cannot be downloaded ("no host", "port 99999 is out of
  /// range", "not a valid URL"), or nil when it can be.
  public static func problem(with text: String) -> String? {
    if let port = port(in: text) {
      guard let number = Int(port), (1...65_535).contains(number) else {
        let shown = port.count <= 12 ? String(port) : port.prefix(12) + "…"
        return port.allSatisfy(\.isASCIIDigitCharacter)
          ? "port \(shown) is out of range" : "not a valid URL (its port is not a number)"
      }
    }
    guard let url = URL(string: text) else { return "not a valid URL" }
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return "not an http or https URL"
    }
    guard let host = url.host, !host.isEmpty else { return "the URL names no host" }
    return nil
  }

  /// The text after the host's `:` (`99999` in `http://h:99999/x`), or nil when the
  /// address names no port; read by hand because Foundation refuses a URL whose port is out
  /// of range without saying why.
  private static func port(in text: String) -> Substring? {
    guard let schemeEnd = text.range(of: "://") else { return nil }
    let rest = text[schemeEnd.upperBound...]
    let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
    // An IPv6 literal (`[::1]:8080`) holds colons of its own.
    let afterHost = hostAndPort.hasPrefix("[")
      ? hostAndPort.drop { $0 != "]" }.dropFirst() : hostAndPort.drop { $0 != ":" }
    guard afterHost.hasPrefix(":") else { return nil }
    let port = afterHost.dropFirst()
    return port.isEmpty ? nil : port
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
