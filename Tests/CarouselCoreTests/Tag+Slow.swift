import Foundation
import Testing

extension Tag {
  /// Tests that take seconds (a compiler run): `make check` leaves them out, `make test` runs
  /// them.
  @Tag static var slow: Self
}

/// Which tests run: `make test` runs every test, `make check` sets `CAROUSEL_TEST_TIER=fast`
/// to leave out the ones tagged ``Testing/Tag/slow`` (this toolchain's `swift test` cannot
/// skip by tag, so a slow test also carries `.enabled(if: TestTier.runsSlowTests)`).
enum TestTier {
  static var runsSlowTests: Bool {
    ProcessInfo.processInfo.environment["CAROUSEL_TEST_TIER"] != "fast"
  }
}
