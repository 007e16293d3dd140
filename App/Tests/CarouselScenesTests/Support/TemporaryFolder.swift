import Foundation

/// A fresh folder under the system's temporary directory, deleted when the value is
/// released.
final class TemporaryFolder {
  /// The folder's absolute path.
  let path: String

  init() throws {
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "CarouselScenesTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// Writes `text` to `name` and returns its path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    let target = file(name)
    try text.write(toFile: target, atomically: true, encoding: .utf8)
    return target
  }

  /// Writes `bytes` to `name` and returns its path.
  @discardableResult
  func write(bytes: [UInt8], to name: String) throws -> String {
    let target = file(name)
    try Data(bytes).write(to: URL(fileURLWithPath: target))
    return target
  }
}
