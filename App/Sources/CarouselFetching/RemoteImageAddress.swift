import Foundation

/// Checks of the `http(s)` addresses (see `ImageSource.isRemote(path:)`) people write where an image path may go (catalog
/// `image` fields, the gallery's arguments).
public enum RemoteImageAddress {
  /// Why `text`, meant as a URL, cannot be downloaded ("no host", "not a valid URL"), or nil
  /// when it can be.
  public static func problem(with text: String) -> String? {
    guard let url = URL(string: text) else { return "not a valid URL" }
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return "not an http or https URL"
    }
    guard let host = url.host, !host.isEmpty else { return "the URL names no host" }
    return nil
  }
}
