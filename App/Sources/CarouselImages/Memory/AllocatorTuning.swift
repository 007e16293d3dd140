#if canImport(CMalloc)
  import CMalloc
#endif

/// Keeps glibc's allocator from holding on to memory the photo pipeline freed.
public enum AllocatorTuning {
  /// Arenas glibc may create: one per decoding thread would each keep their own freed
  /// megabytes; two are enough for the frame thread and the decoders to rarely contend.
  public static let maxArenas: Int32 = 2
  /// Allocations from this size up get their own mapping, returned to the system when
  /// freed. Setting it fixes it: left alone, glibc raises it after each big free (up to
  /// 32 MB), after which freed file buffers and pixels stay resident in the heap.
  public static let mmapThreshold: Int32 = 256 << 10

  /// Applies the limits. Call once at start-up, before threads allocate; a no-op where
  /// the C library is not glibc.
  public static func apply() {
    #if canImport(CMalloc) && canImport(Glibc)
      _ = mallopt(M_ARENA_MAX, maxArenas)
      _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
    #endif
  }
}
