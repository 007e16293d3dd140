import CarouselFuzzing

/// libFuzzer's entry point for the `icc` target (see `FuzzTarget.icc`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.icc.fuzz(data, size)
}
