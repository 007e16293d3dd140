import Testing

@testable import CarouselCore

@Suite struct TransformTests {
  @Test func rotationsTurnTheAxesAsDocumented() {
    let angle = 0.3
    let y = CarouselTransform3D.rotation(aboutY: angle).applied(to: SIMD4(1, 0, 0, 1))
    #expect(y == SIMD4(_cos(0.3), 0, _sin(0.3), 1))
    let x = CarouselTransform3D.rotation(aboutX: angle).applied(to: SIMD4(0, 1, 0, 1))
    #expect(x == SIMD4(0, _cos(0.3), _sin(0.3), 1))
    let z = CarouselTransform3D.rotation(aboutZ: angle).applied(to: SIMD4(1, 0, 0, 1))
    #expect(z == SIMD4(_cos(0.3), _sin(0.3), 0, 1))
  }

  @Test func perspectiveEnlargesWhatComesCloser() {
    // A point 200 in front of the screen, viewer 1000 away: scale 1000 / (1000 − 200).
    let m = CarouselTransform3D.perspective(distance: 1000) * .translation(x: 0, y: 0, z: 200)
    let point = m.projected(x: 80, y: -40)!
    #expect(abs(point.x - 80 * 1000 / 800) < 1e-12)
    #expect(abs(point.y + 40 * 1000 / 800) < 1e-12)
    // Behind the viewer: not drawn.
    let behind = CarouselTransform3D.perspective(distance: 1000) * .translation(x: 0, y: 0, z: 1500)
    #expect(behind.projected(x: 0, y: 0) == nil)
  }

  @Test func productAppliesTheRightFactorFirst() {
    let m = CarouselTransform3D.translation(x: 10, y: 0) * .scale(2)
    #expect(m.applied(to: SIMD4(3, 4, 0, 1)) == SIMD4<Double>(3 * 2 + 10, 4 * 2, 0, 1))
  }

  @Test func facingFollowsTheTurn() {
    #expect(CarouselTransform3D.identity.isFrontFacing)
    #expect(CarouselTransform3D.rotation(aboutY: 1.5).isFrontFacing)
    let viewer = CarouselTransform3D.perspective(distance: 1000)
    #expect(!(viewer * .rotation(aboutY: 1.7)).isFrontFacing)
    #expect(!(viewer * .rotation(aboutX: .pi)).isFrontFacing)
    // Mirrored in y (a reflection) shows its back.
    #expect(!CarouselTransform3D.scale(x: 1, y: -1).isFrontFacing)
  }
}
