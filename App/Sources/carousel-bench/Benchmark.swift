@_spi(CarouselHost) import CarouselCore
import Foundation
/// One measured figure: a name other tools rely on, a value and its unit.
struct Figure {
  var name: String
  var title: String
  var value: Double
  var unit: String
}

/// Keeps a value alive so the optimizer cannot remove the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Measurement helpers: medians and percentiles of repeated timings.
enum Measure {
  /// Seconds taken by `body`.
  /// The CPU time this thread has used, in seconds (`CLOCK_THREAD_CPUTIME_ID`).
  static func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
  }

  static func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    let (s, attoseconds) = elapsed.components
    return Double(s) + Double(attoseconds) * 1e-18
  }

  /// The value at fraction `p` (0...1) of the sorted samples.
  static func percentile(_ samples: [Double], _ p: Double) -> Double {
    precondition(!samples.isEmpty, "no samples")
    let sorted = samples.sorted()
    let rank = Int(clamping: p * Double(sorted.count - 1), to: 0...sorted.count - 1)
    return sorted[rank]
  }

  static func median(_ samples: [Double]) -> Double { percentile(samples, 0.5) }
}
