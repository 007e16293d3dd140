import CarouselFuzzing

/// libFuzzer's entry point for the `exif` target (see `FuzzTarget.exif`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.exif.fuzz(data, size)
}
