// The only file of CarouselCore that touches the platform: the C library's math functions.
// An Embedded Swift or WebAssembly build supplies these few functions itself.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#elseif hasFeature(Extern)
  // Embedded Swift on bare WebAssembly: the host supplies these four C functions.
  @_extern(c, "exp") func exp(_ x: Double) -> Double
  @_extern(c, "log") func log(_ x: Double) -> Double
  @_extern(c, "sin") func sin(_ x: Double) -> Double
  @_extern(c, "cos") func cos(_ x: Double) -> Double
#endif

@inline(__always) func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) func _log(_ x: Double) -> Double { log(x) }
@inline(__always) func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) func _cos(_ x: Double) -> Double { cos(x) }
