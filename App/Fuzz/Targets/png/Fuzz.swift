import CarouselFuzzing

/// libFuzzer's entry point for the `png` target (see `FuzzTarget.png`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.png.fuzz(data, size)
}
