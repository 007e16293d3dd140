import CarouselImages
import Testing

/// Which frame shows when: exact, in whole milliseconds.
@Suite struct AnimationTimingTests {
  @Test func eachFrameShowsForItsDelayAndTheFramesRepeat() {
    let timing = AnimationTiming(delays: [100, 200, 300], plays: nil)
    #expect(timing.cycleMilliseconds == 600)
    let expected: [(Int, Int)] = [
      (-5, 0), (0, 0), (99, 0), (100, 1), (299, 1), (300, 2), (599, 2), (600, 0), (700, 1),
      (1_199, 2), (600 * 1_000_000 + 150, 1),
    ]
    for (time, frame) in expected {
      #expect(timing.frame(atMilliseconds: time) == frame, "at \(time) ms")
    }
    // Seconds are taken in whole milliseconds, rounded down.
    #expect(timing.frame(at: 0.0999) == 0)
    #expect(timing.frame(at: 0.1) == 1)
    #expect(timing.frame(at: .infinity) == timing.frame(atMilliseconds: 1 << 52))
    #expect(timing.frame(at: .nan) == 0)
  }

  /// Delays under 20 ms play at 100 ms, as browsers do; 20 ms and longer as stored.
  @Test func delaysBelowTwentyMillisecondsPlayAtOneHundred() {
    let timing = AnimationTiming(delays: [0, 1, 10, 19, 20, 50], plays: nil)
    #expect(timing.delays == [100, 100, 100, 100, 20, 50])
    #expect(timing.cycleMilliseconds == 470)
    #expect(timing.frame(atMilliseconds: 1) == 0)
    #expect(timing.frame(atMilliseconds: 399) == 3)
    #expect(timing.frame(atMilliseconds: 400) == 4)
    #expect(timing.frame(atMilliseconds: 420) == 5)
  }

  /// A counted animation plays its frames that many times and rests on the last frame.
  @Test func aCountedAnimationRestsOnItsLastFrame() {
    let timing = AnimationTiming(delays: [100, 200, 300], plays: 2)
    #expect(timing.frame(atMilliseconds: 650) == 0)
    #expect(timing.frame(atMilliseconds: 1_199) == 2)
    #expect(timing.frame(atMilliseconds: 1_200) == 2)
    #expect(timing.frame(atMilliseconds: 1 << 50) == 2)
    #expect(timing.nextChange(afterMilliseconds: 0) == 100)
    #expect(timing.nextChange(afterMilliseconds: 650) == 700)
    #expect(timing.nextChange(afterMilliseconds: 1_100) == 1_200)
    #expect(timing.nextChange(afterMilliseconds: 1_200) == nil)
    // Zero or negative plays count as one.
    #expect(AnimationTiming(delays: [100, 100], plays: 0).frame(atMilliseconds: 250) == 1)
    // For ever: always a next change.
    let forever = AnimationTiming(delays: [100, 100], plays: nil)
    #expect(forever.nextChange(afterMilliseconds: 1 << 40) != nil)
  }
}
