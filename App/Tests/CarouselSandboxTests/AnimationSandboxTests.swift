@_spi(CarouselHost) import CarouselCore
import CarouselImages
import CarouselSandbox
import CarouselTestSupport
import Testing

/// An animation's frames decoded in a worker: one sealed memfd of stacked frames and the
/// timing in the reply, the same as in-process.
@Suite struct AnimationSandboxTests {
  static let palette: [(UInt8, UInt8, UInt8)] = [
    (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255),
  ]

  @Test func framesAndTimingAreThoseOfTheInProcessDecode() throws {
    let folder = try SandboxFixtures.folder()
    let frames = [(0, 10), (1, 3), (2, 0), (3, 25)].map {
      TinyGIF.Frame(index: UInt8($0.0), delay: $0.1)
    }
    let path = try SandboxFixtures.write(
      TinyGIF.animation(frames, palette: Self.palette, loops: 2), named: "a.gif", in: folder)
    let size = PixelSize(width: 32, height: 32)
    let pool = SandboxFixtures.pool()
    let sandboxed = try SandboxedImageDecoder(pool: pool).decodeAnimation(path: path, maxSize: size)
    let inProcess = try ImageDecoder().decodeAnimation(path: path, maxSize: size)
    #expect(sandboxed == inProcess)
    #expect(sandboxed.timing.delays == [100, 30, 100, 250])
    #expect(sandboxed.timing.plays == 3)
    #expect(sandboxed.argb(frame: 2, x: 0, y: 0) == 0xFF00_00FF)
    // A still photo does not play, and the worker serves on.
    let still = try SandboxFixtures.write(
      SandboxFixtures.jpeg(width: 16, height: 16), named: "b.jpg", in: folder)
    #expect(throws: AnimationRefusal.still) {
      try SandboxedImageDecoder(pool: pool).decodeAnimation(path: still, maxSize: size)
    }
    #expect(pool.statistics.failed == 0)
  }

  @Test func anAnimationPastTheFrameLimitIsRefusedNamingTheFile() throws {
    let folder = try SandboxFixtures.folder()
    let frames = Array(
      repeating: TinyGIF.Frame(index: 0, delay: 0), count: CarouselLimits.maxAnimationFrames + 1)
    let path = try SandboxFixtures.write(
      TinyGIF.animation(frames, palette: Self.palette), named: "many.gif", in: folder)
    do {
      _ = try SandboxedImageDecoder(pool: SandboxFixtures.pool())
        .decodeAnimation(path: path, maxSize: PixelSize(width: 32, height: 32))
      Issue.record("an animation past the limit decoded")
    } catch {
      let line =
        "an animation of more than 4096 frames of 1×1 pixels, over the limit of 4096 frames"
      #expect(error.description == "\(path): \(line); shown still")
    }
  }
}
