import Testing

@testable import CarouselDesktop

@Suite struct EventClockTests {
  @Test func eventStampsBecomeSeconds() {
    var clock = EventClock()
    #expect(clock.time(ofEventStamp: 1_250, nowMilliseconds: 1_300) == 1.25)
    #expect(clock.time(ofEventStamp: 2_000, nowMilliseconds: 2_000) == 2.0)
  }

  @Test func stampsBeforeTheCounterWrappedAreUnwrapped() {
    var clock = EventClock()
    let wrap: UInt64 = 1 << 32
    // Stamped 10 ms before the 32-bit counter wrapped, read 5 ms after.
    let time = clock.time(ofEventStamp: UInt32.max - 9, nowMilliseconds: wrap + 5)
    #expect(time == Double(wrap - 10) / 1000)
    // Stamped after the wrap: the high bits of the 64-bit count apply.
    #expect(clock.time(ofEventStamp: 3, nowMilliseconds: wrap + 5) == Double(wrap + 3) / 1000)
  }

  @Test func timeNeverGoesBackwards() {
    var clock = EventClock()
    #expect(clock.time(ofFrameAt: 2.5004) == 2.5004)
    // An event stamped in the same millisecond, earlier than the frame: the frame's time.
    #expect(clock.time(ofEventStamp: 2_500, nowMilliseconds: 2_501) == 2.5004)
    #expect(clock.time(ofFrameAt: 2.4) == 2.5004)
    #expect(clock.time(ofFrameAt: .nan) == 2.5004)
    #expect(clock.time(ofEventStamp: 2_600, nowMilliseconds: 2_601) == 2.6)
    #expect(clock.latest == 2.6)
  }

  @Test func aStampFromTheFutureIsClampedToNow() {
    var clock = EventClock()
    #expect(clock.time(ofEventStamp: 900, nowMilliseconds: 500) == 0.5)
  }
}
