import CarouselFuzzing

/// libFuzzer's entry point for the `simulate` target (see `FuzzTarget.simulate`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.simulate.fuzz(data, size)
}
