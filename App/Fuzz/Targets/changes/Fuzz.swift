import CarouselFuzzing

/// libFuzzer's entry point for the `changes` target (see `FuzzTarget.changes`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.changes.fuzz(data, size)
}
