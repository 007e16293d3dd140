import Foundation

/// A fresh folder under the system temporary directory, removed when released.
final class TestFolder {
  let path: String

  init() throws {
    path = "\(FileManager.default.temporaryDirectory.path)/carousel-images-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Writes `bytes` to `name` and returns its path.
  @discardableResult
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let target = file(name)
    try Data(bytes).write(to: URL(fileURLWithPath: target))
    return target
  }

  /// Creates an empty file or a subfolder named `name`.
  func touch(_ name: String, folder: Bool = false) throws {
    if folder {
      try FileManager.default.createDirectory(atPath: file(name), withIntermediateDirectories: true)
    } else {
      try write([], to: name)
    }
  }
}
