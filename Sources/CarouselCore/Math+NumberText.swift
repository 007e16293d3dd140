/// Numbers in descriptions: at most six decimals, no trailing zeros (`-3`, `0.25`).
@inline(__always) func numberText(_ x: Double) -> String { CarouselConfigurationError.shortNumber(x) }
