import CarouselTestSupport
import Testing

/// The real app in a real X11 window (Xvfb), driven by xdotool with real mouse drags,
/// clicks and key presses, observed through `CAROUSEL_STATE_FILE`.
///
/// Each test starts its own X server and app; the suite runs one test at a time so the
/// windows do not compete for the CPU (timing matters for drags and the idle measurement).
@Suite(
  .serialized, .tags(.slow), .enabled(if: TestTier.runsSlowTests),
  .enabled(
    if: WindowTools.isAvailable,
    "Xvfb and xdotool are not installed (make deps installs them): window tests skipped"))
struct WindowTests {}
