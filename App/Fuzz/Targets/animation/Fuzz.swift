import CarouselFuzzing

/// libFuzzer's entry point for the `animation` target (see `FuzzTarget.animation`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.animation.fuzz(data, size)
}
