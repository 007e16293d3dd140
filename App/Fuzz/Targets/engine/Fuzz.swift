import CarouselFuzzing

/// libFuzzer's entry point for the `engine` target (see `FuzzTarget.engine`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.engine.fuzz(data, size)
}
