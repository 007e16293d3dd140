import Foundation

/// This process's resident memory and open files, as Linux's `/proc` tells them (0 where
/// there is no `/proc`).
enum ProcessUsage {
  /// Resident memory in bytes: the second field of `/proc/self/statm`, in pages.
  static var residentBytes: Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// File descriptors open now: the entries of `/proc/self/fd`, less the one reading it.
  static var openFiles: Int {
    max(descriptors.count - 1, 0)
  }

  /// The entries of `/proc/self/fd`: one per open descriptor, the listing's own included.
  private static var descriptors: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
  }

  /// File descriptors open now on files inside `folder`: the entries of `/proc/self/fd`
  /// whose target lies there. Unlike ``openFiles`` this counts only what the code reading
  /// that folder holds, whatever else the process opens at the same time.
  static func openFiles(under folder: String) -> Int {
    let prefix = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path + "/"
    return descriptors.count { entry in
      let target = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/self/fd/" + entry)
      return target?.hasPrefix(prefix) ?? false
    }
  }
}
