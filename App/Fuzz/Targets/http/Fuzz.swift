import CarouselFuzzing

/// libFuzzer's entry point for the `http` target (see `FuzzTarget.http`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.http.fuzz(data, size)
}
