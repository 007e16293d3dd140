import CarouselFuzzing

/// libFuzzer's entry point for the `catalog` target (see `FuzzTarget.catalog`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.catalog.fuzz(data, size)
}
