import Testing

@testable import CarouselCore

@Suite struct DecayTests {
  @Test func lambdaFromRate() {
    #expect(abs(CarouselDecelerationRate.normal.lambda - 2.002) < 0.001)
    #expect(abs(CarouselDecelerationRate.fast.lambda - 10.05) < 0.001)
  }

  @Test func checkValuesFromPhysicsReference() {
    let decay = DecayMotion(
      initialPosition: 0, initialVelocity: 2000, lambda: CarouselDecelerationRate.normal.lambda)
    #expect(abs(decay.restingPosition - 999) < 0.5)
    #expect(abs(decay.position(at: 0.5) - 631.9) < 0.1)
    #expect(abs(decay.velocity(at: 0.5) - 735) < 1)
    let fast = DecayMotion(
      initialPosition: 0, initialVelocity: 2000, lambda: CarouselDecelerationRate.fast.lambda)
    #expect(abs(fast.restingPosition - 199) < 0.5)
  }

  @Test func stopTimeAndReach() {
    let decay = DecayMotion(initialPosition: 10, initialVelocity: -1000, lambda: 2)
    let stop = decay.duration(untilSpeed: 10)
    #expect(abs(abs(decay.velocity(at: stop)) - 10) < 1e-9)
    let t = decay.time(toReach: -200)!
    #expect(abs(decay.position(at: t) - (-200)) < 1e-9)
    #expect(decay.time(toReach: 20) == nil)  // against the velocity
    #expect(decay.time(toReach: -10_000) == nil)  // beyond the rest point
  }
}

@Suite struct SpringTests {
  func displacement(_ spring: CarouselSpring, _ t: Double) -> Double {
    SpringMotion(spring: spring, initialDisplacement: 1, initialVelocity: 0).state(at: t)
      .displacement
  }

  @Test func underdampedCheckValues() {
    let spring = CarouselSpring(angularFrequency: 4 * .pi, dampingRatio: 0.7)
    #expect(abs(displacement(spring, 0.05) - 0.854285) < 1e-6)
    #expect(abs(displacement(spring, 0.1) - 0.576698) < 1e-6)
    #expect(abs(displacement(spring, 0.25) - 0.015913) < 1e-6)
  }

  @Test func criticalCheckValue() {
    #expect(
      abs(displacement(CarouselSpring(angularFrequency: 20, dampingRatio: 1), 0.1) - 0.406006)
        < 1e-6)
  }

  @Test func overdampedCheckValue() {
    #expect(
      abs(displacement(CarouselSpring(angularFrequency: 4 * .pi, dampingRatio: 2), 0.1) - 0.768638)
        < 1e-6)
  }

  @Test func swiftUIParameters() {
    let spring = CarouselSpring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.angularFrequency - 4 * .pi) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    #expect(abs(CarouselSpring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
  }

  @Test(arguments: [0.3, 1.0, 2.5])
  func velocityIsTheDerivative(zeta: Double) {
    let motion = SpringMotion(
      spring: CarouselSpring(angularFrequency: 15, dampingRatio: zeta), initialDisplacement: -300,
      initialVelocity: 1200)
    for t in stride(from: 0.0, to: 1.0, by: 0.05) {
      let h = 1e-6
      let numeric =
        (motion.state(at: t + h).displacement - motion.state(at: t - h).displacement) / (2 * h)
      #expect(abs(numeric - motion.state(at: t).velocity) < 1e-3 * max(1, abs(numeric)))
    }
    #expect(motion.state(at: 0).displacement == -300)
    #expect(abs(motion.state(at: 0).velocity - 1200) < 1e-9)
  }

  @Test(arguments: [0.3, 1.0, 2.5])
  func settlesForGoodAfterSettlingDuration(zeta: Double) {
    let motion = SpringMotion(
      spring: CarouselSpring(angularFrequency: 20, dampingRatio: zeta), initialDisplacement: 390,
      initialVelocity: -2000)
    let settle = motion.settlingDuration(positionTolerance: 0.5, velocityTolerance: 1)
    #expect(settle > 0)
    for step in 0..<400 {
      let s = motion.state(at: settle + Double(step) * 0.01)
      #expect(abs(s.displacement) < 0.5)
      #expect(abs(s.velocity) < 1)
    }
  }
}

@Suite struct RubberBandTests {
  @Test func checkValues() {
    let band = RubberBand(coefficient: 0.55, dimension: 390)
    #expect(abs(band.offset(for: 100) - 48.20) < 0.01)
    #expect(abs(band.offset(for: 200) - 85.80) < 0.01)
    #expect(abs(band.offset(for: 1000) - 228.19) < 0.01)
    #expect(band.offset(for: -100) == -band.offset(for: 100))
    #expect(band.offset(for: 1e12) < 390)
  }

  @Test func slopeAndInverse() {
    let band = RubberBand(coefficient: 0.55, dimension: 390)
    #expect(band.slope(at: 0) == 0.55)
    for x in [1.0, 50, 300, 2000] {
      #expect(abs(band.fingerOffset(for: band.offset(for: x)) - x) < 1e-6 * x)
      let numeric = (band.offset(for: x + 1e-4) - band.offset(for: x - 1e-4)) / 2e-4
      #expect(abs(numeric - band.slope(at: x)) < 1e-6)
    }
  }
}

@Suite struct VelocityTrackerTests {
  @Test func linearSamplesGiveTheirSlope() {
    var tracker = VelocityTracker()
    for (i, x) in [0.0, 10, 20, 30].enumerated() {
      tracker.addSample(time: Double(i) * 0.008, position: x)
    }
    #expect(abs(tracker.velocity(at: 0.024) - 1250) < 1e-6)
  }

  @Test func quadraticFitTakesSlopeAtNewestSample() {
    var tracker = VelocityTracker()
    // x = 1000·t²: slope at t = 0.05 is 100.
    for i in 0...10 {
      let t = Double(i) * 0.005
      tracker.addSample(time: t, position: 1000 * t * t)
    }
    #expect(abs(tracker.velocity(at: 0.05) - 100) < 1e-6)
  }

  @Test func stalePointerHasNoVelocity() {
    var tracker = VelocityTracker()
    tracker.addSample(time: 0, position: 0)
    tracker.addSample(time: 0.01, position: 20)
    #expect(tracker.velocity(at: 0.06) == 0)  // still for 50 ms
    #expect(tracker.velocity(at: 0.03) == 2000)
  }

  @Test func gapDropsHistoryAndDuplicatesAreIgnored() {
    var tracker = VelocityTracker()
    tracker.addSample(time: 0, position: 0)
    tracker.addSample(time: 0.01, position: 100)
    tracker.addSample(time: 0.2, position: 100)  // 190 ms gap: history dropped
    #expect(tracker.sampleCount == 1)
    tracker.addSample(time: 0.2, position: 500)  // duplicate timestamp ignored
    tracker.addSample(time: 0.21, position: 110)
    #expect(abs(tracker.velocity(at: 0.21) - 1000) < 1e-6)
  }

  @Test func bunchedSamplesNeverReverseTheDirection() {
    // Moves bunched by a busy frame: the parabola through them slopes backwards at the end.
    var tracker = VelocityTracker()
    for (t, x) in [(0.442, 105.0), (0.446, 210), (0.466, 245), (0.487, 280)] {
      tracker.addSample(time: t, position: x)
    }
    #expect(tracker.velocity(at: 0.487) > 0)
  }

  @Test func liftingWhereTheLastMoveEndedKeepsTheVelocity() {
    var tracker = VelocityTracker()
    for (i, x) in [0.0, 10, 20, 30, 30].enumerated() {
      tracker.addSample(time: Double(i) * 0.008, position: x)
    }
    #expect(tracker.velocity(at: 0.032) > 200)  // the parabola bends down, but not to zero
  }

  @Test func clampsAndKeepsAtMostTwentySamples() {
    var tracker = VelocityTracker()
    for i in 0..<50 { tracker.addSample(time: Double(i) * 0.001, position: Double(i) * 100) }
    #expect(tracker.sampleCount == 20)
    #expect(tracker.velocity(at: 0.049) == 8000)
  }
}
