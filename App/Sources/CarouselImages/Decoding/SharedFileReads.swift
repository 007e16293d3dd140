import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One read of an image file shared by every decode that wants it at the same time: the
/// loader decodes a preview and the display image of a photo at once (two threads), and
/// each reading the file on its own held it twice — a 510 MiB JPEG peaked at 1.09 GB.
///
/// A decode that asks for a file another decode is reading waits for that read and gets
/// the same bytes; once no decode holds them they are gone (the registry keeps only weak
/// references). A file is the same file while its device, inode, size and modification time
/// are: one replaced or rewritten in between is read again.
///
/// Threading: ``contents(of:read:)`` MAY be called from any thread; reads run outside the
/// lock, so decodes of different files never wait for each other.
final class SharedFileReads: @unchecked Sendable {
  /// A file's bytes, shared by the decodes holding this object. A holder MUST keep it alive
  /// (`withExtendedLifetime`) for as long as it uses the bytes, so that a decode starting
  /// meanwhile shares them rather than reading its own copy.
  final class Contents: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }
  }

  /// Which file, in which version.
  struct Identity: Hashable {
    var path: String
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    /// The identity of the file at `path` now, or nil when it cannot be looked at (then the
    /// read reports why).
    init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      self.path = path
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      modifiedSeconds = Int(info.st_mtim.tv_sec)
      modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }
  }

  private struct WeakContents {
    weak var contents: Contents?
  }

  private enum Entry {
    /// A decode is reading the file; others wait.
    case reading
    /// The bytes, while some decode holds them.
    case read(WeakContents)
  }

  /// The registry the decoders share.
  static let shared = SharedFileReads()

  private let condition = NSCondition()
  private var entries: [Identity: Entry] = [:]

  /// Number of files whose bytes are held or being read now (for tests).
  var heldCount: Int {
    condition.withLock {
      entries.values.filter {
        if case .read(let weak) = $0 { return weak.contents != nil }
        return true
      }.count
    }
  }

  /// The bytes of the file at `path`: those another decode holds or is reading, else what
  /// `read` returns (called on this thread, once).
  ///
  /// - Throws: what `read` throws; a decode that waited for a read that failed reads for
  ///   itself (and fails the same way).
  /// - Complexity: O(files held) besides the read.
  func contents(of path: String, read: () throws(ImageError) -> [UInt8]) throws(ImageError)
    -> Contents
  {
    guard let identity = Identity(path: path) else { return Contents(try read()) }
    condition.lock()
    var waiting = true
    while waiting {
      switch entries[identity] {
      case .reading:
        condition.wait()
      case .read(let weak):
        if let contents = weak.contents {
          condition.unlock()
          return contents
        }
        waiting = false
      case nil:
        waiting = false
      }
    }
    entries[identity] = .reading
    condition.unlock()

    let result: Result<[UInt8], ImageError>
    do throws(ImageError) {
      result = .success(try read())
    } catch {
      result = .failure(error)
    }
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    // Forget the files no decode holds any more (a few at a time are held).
    entries = entries.filter {
      if case .read(let weak) = $0.value { return weak.contents != nil }
      return true
    }
    switch result {
    case .success(let bytes):
      let contents = Contents(bytes)
      entries[identity] = .read(WeakContents(contents: contents))
      return contents
    case .failure(let error):
      entries[identity] = nil
      throw error
    }
  }
}
