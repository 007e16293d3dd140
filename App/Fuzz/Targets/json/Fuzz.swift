import CarouselFuzzing

/// libFuzzer's entry point for the `json` target (see `FuzzTarget.json`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.json.fuzz(data, size)
}
