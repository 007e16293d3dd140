import CarouselFuzzing

/// libFuzzer's entry point for the `gif` target (see `FuzzTarget.gif`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.gif.fuzz(data, size)
}
