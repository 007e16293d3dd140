import Foundation
import Testing

extension Tag {
  /// Tests that take seconds (an Xvfb window, full-size artwork, a compiler run): `make check`
  /// leaves them out, `make test` runs them.
  @Tag public static var slow: Self
}

/// Which tests run: `make test` runs every test, `make check` (the inner loop) sets
/// `CAROUSEL_TEST_TIER=fast` to leave out the suites and tests tagged ``Testing/Tag/slow``.
///
/// Swift Testing on this toolchain cannot skip by tag from the command line, so a slow test
/// carries both: `@Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))`.
public enum TestTier {
  /// The environment variable naming the tier.
  public static let variable = "CAROUSEL_TEST_TIER"

  /// Whether tests tagged slow run: unless the tier is `fast`.
  public static var runsSlowTests: Bool {
    ProcessInfo.processInfo.environment[variable] != "fast"
  }
}
