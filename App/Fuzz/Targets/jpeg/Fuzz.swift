import CarouselFuzzing

/// libFuzzer's entry point for the `jpeg` target (see `FuzzTarget.jpeg`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.jpeg.fuzz(data, size)
}
