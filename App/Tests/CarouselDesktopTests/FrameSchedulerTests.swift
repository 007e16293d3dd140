import Testing

@testable import CarouselDesktop

@Suite struct FrameSchedulerTests {
  let scheduler = FrameScheduler(frameInterval: 0.016)

  @Test func stillAndNothingScheduledBlocksForever() {
    let wait = scheduler.wait(
      now: 10, needsFrame: false, isVisible: true, lastTick: 9, nextWakeTime: nil)
    #expect(wait == .indefinitely)
  }

  @Test func movingDrawsAtTheFrameRate() {
    // Last frame at 10.000: the next is due at 10.016.
    #expect(
      scheduler.wait(now: 10.004, needsFrame: true, isVisible: true, lastTick: 10, nextWakeTime: 10)
        == .timeout(milliseconds: 12))
    #expect(
      scheduler.wait(now: 10.016, needsFrame: true, isVisible: true, lastTick: 10, nextWakeTime: 10)
        == .none)
    // The first frame after being still is drawn at once.
    #expect(
      scheduler.wait(now: 10, needsFrame: true, isVisible: true, lastTick: nil, nextWakeTime: nil)
        == .none)
  }

  @Test func waitsRoundUpToWholeMilliseconds() {
    // 0.2 ms left: wait 1 ms rather than spin with zero timeouts.
    #expect(
      scheduler.wait(
        now: 10.0158, needsFrame: true, isVisible: true, lastTick: 10, nextWakeTime: nil)
        == .timeout(milliseconds: 1))
  }

  @Test func stillWithAWakeTimeSleepsUntilThen() {
    // Autoplay steps at 13.0.
    #expect(
      scheduler.wait(now: 10, needsFrame: false, isVisible: true, lastTick: 9, nextWakeTime: 13)
        == .timeout(milliseconds: 3000))
  }

  @Test func aWakeTimeThatPassedWaitsForTheFrameSlotNotABusyLoop() {
    #expect(
      scheduler.wait(now: 10, needsFrame: false, isVisible: true, lastTick: 9.995, nextWakeTime: 9)
        == .timeout(milliseconds: 11))
    #expect(
      scheduler.wait(now: 10, needsFrame: false, isVisible: true, lastTick: 9, nextWakeTime: 9)
        == .none)
  }

  @Test func aHiddenWindowIsNotDrawnButTimedChangesStillHappen() {
    #expect(
      scheduler.wait(now: 10, needsFrame: true, isVisible: false, lastTick: 9, nextWakeTime: nil)
        == .indefinitely)
    #expect(
      scheduler.wait(now: 10, needsFrame: true, isVisible: false, lastTick: 9, nextWakeTime: 12.5)
        == .timeout(milliseconds: 2500))
  }

  @Test func ticksStayOnTheFrameGrid() {
    // Due at 10.016, woken at 10.017 (a rounded-up timeout): the frame counts as 10.016,
    // so the next is due at 10.032, not 10.033.
    #expect(scheduler.tickTime(now: 10.017, lastTick: 10) == 10 + 0.016)
    // A whole frame late: a new grid from now.
    #expect(scheduler.tickTime(now: 10.040, lastTick: 10) == 10.040)
    // Earlier than the slot (an autoplay wake time) or the first tick: now.
    #expect(scheduler.tickTime(now: 10.005, lastTick: 10) == 10.005)
    #expect(scheduler.tickTime(now: 3, lastTick: nil) == 3)
  }

  @Test func refreshRateSetsTheInterval() {
    #expect(FrameScheduler(refreshRate: 120).frameInterval == 1.0 / 120)
    #expect(FrameScheduler(refreshRate: 0).frameInterval == 1.0 / 60)
  }
}
