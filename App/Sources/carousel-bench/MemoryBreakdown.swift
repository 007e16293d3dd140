import Foundation

/// Where a process's resident memory is, by kind of mapping, from `/proc/self/smaps`: what
/// `photos.peak.*` reports beside the peak, so the figure says what holds the memory.
struct MemoryBreakdown {
  /// Resident kilobytes of each kind, in ``Kind`` order.
  var kilobytes: [Kind: Int] = [:]

  /// Kinds of mappings, by what the pages hold.
  enum Kind: String, CaseIterable {
    /// `[heap]`: malloc's main arena (Swift objects, strings, arrays, small buffers).
    case heap
    /// Anonymous mappings: pixel buffers of the pool, Cairo surfaces and malloc's big
    /// blocks and other arenas, thread stacks.
    case anonymous
    /// The Swift runtime and standard library, Foundation and Dispatch.
    case swift
    /// ICU's code and data (pulled in by Foundation).
    case icu
    /// Fonts and fontconfig's caches.
    case fonts
    /// Every other shared library (Cairo, Pango, SDL, the codecs, glibc…).
    case libraries
    /// The program's own file and anything else file-backed.
    case other
  }

  /// The breakdown of this process now.
  static func current() -> MemoryBreakdown {
    var breakdown = MemoryBreakdown()
    // Read line by line with stdio: /proc files report a size of 0, and reading one whole
    // by its size gets only its first page.
    guard let file = fopen("/proc/self/smaps", "r") else { return breakdown }
    defer { fclose(file) }
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    var kind = Kind.other
    while getline(&buffer, &capacity, file) > 0, let buffer {
      let line = String(cString: buffer).trimmingCharacters(in: .newlines)
      if line.hasPrefix("Rss:") {
        let value = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        breakdown.kilobytes[kind, default: 0] += value
        continue
      }
      // A mapping's header: address range, permissions, offset, device, inode, path.
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count >= 5, fields[0].contains("-"), !fields[0].hasSuffix(":") else {
        continue
      }
      let path = fields.count > 5 ? fields[5].trimmingCharacters(in: .whitespaces) : ""
      kind = Self.kind(ofPath: path)
    }
    return breakdown
  }

  static func kind(ofPath path: String) -> Kind {
    if path.isEmpty || path.hasPrefix("[stack") || path.hasPrefix("[anon") { return .anonymous }
    if path == "[heap]" { return .heap }
    if path.hasPrefix("[") { return .other }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasPrefix("libicu") { return .icu }
    if name.hasPrefix("libswift") || name.hasPrefix("libFoundation")
      || name.hasPrefix("libdispatch") || name.hasPrefix("lib_Foundation")
      || name.hasPrefix("libBlocksRuntime")
    {
      return .swift
    }
    if path.contains("/fonts/") || path.contains("fontconfig") || name.hasSuffix(".ttf")
      || name.hasSuffix(".otf") || name.hasSuffix(".ttc")
    {
      return .fonts
    }
    if name.hasPrefix("lib") && name.contains(".so") { return .libraries }
    return .other
  }

  /// Resident megabytes in all.
  var totalMegabytes: Double {
    Double(kilobytes.values.reduce(0, +)) / 1024
  }

  /// Lines `KIND MEGABYTES`, in ``Kind`` order.
  var lines: [String] {
    Kind.allCases.map { "\($0.rawValue) \(Double(kilobytes[$0] ?? 0) / 1024)" }
  }
}
