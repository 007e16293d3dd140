import CarouselImages
import CarouselTestSupport
import Testing

@testable import CarouselSandbox

/// The messages between the app and a worker: what the app reads from a worker is input
/// from a process that may be compromised, so no bytes may trap it.
@Suite struct WireMessageTests {
  static let replies: [DecodeReply] = [
    DecodeReply(
      outcome: .image(width: 640, height: 480, stride: 2_560, damage: nil), cpuMilliseconds: 12),
    DecodeReply(
      outcome: .image(width: 1, height: 1, stride: 4, damage: "premature end of data"),
      cpuMilliseconds: 0),
    DecodeReply(outcome: .failure(.emptyFile(path: "")), cpuMilliseconds: 3),
    DecodeReply(
      outcome: .failure(.corrupt(path: "", format: .png, reason: "bad CRC")), cpuMilliseconds: 3),
    DecodeReply(
      outcome: .failure(
        .exceedsMemoryCeiling(path: "", width: 9, height: 8, byteCount: 7, byteLimit: 6)),
      cpuMilliseconds: 1),
    DecodeReply(outcome: .test([-1, 0, 5]), cpuMilliseconds: 9),
    DecodeReply(outcome: .displayProfile(problem: nil), cpuMilliseconds: 2),
    DecodeReply(
      outcome: .displayProfile(problem: "the screen's colour profile is malformed; using sRGB"),
      cpuMilliseconds: 2),
    DecodeReply(
      outcome: .animation(
        width: 32, frameHeight: 24, stride: 128, delays: [100, 20, 250], plays: nil,
        damage: nil),
      cpuMilliseconds: 40),
    DecodeReply(
      outcome: .animation(
        width: 1, frameHeight: 1, stride: 4, delays: [100, 100], plays: 3,
        damage: "the file ends before its last frame"),
      cpuMilliseconds: 40),
    DecodeReply(outcome: .animationRefused(.still), cpuMilliseconds: 1),
    DecodeReply(
      outcome: .animationRefused(
        .overLimit(path: "", frames: 100_000, width: 1, height: 1, limit: "4096 frames")),
      cpuMilliseconds: 1),
    DecodeReply(
      outcome: .animationRefused(.failed(.corrupt(path: "", format: .gif, reason: "cut"))),
      cpuMilliseconds: 1),
  ]

  /// Every reply and request reads back as written.
  @Test func messagesRoundTrip() {
    for reply in Self.replies {
      #expect(DecodeReply(decoding: reply.encoded) == reply)
    }
    let requests = [
      DecodeRequest(
        task: .decode(pass: .preview, maxSize: PixelSize(width: 320, height: 200)),
        configuration: .default),
      DecodeRequest(
        task: .decode(
          pass: .display, maxSize: PixelSize(width: 1920, height: 1080), fit: .covering),
        configuration: .default),
      DecodeRequest(task: .test(.open(path: "/etc/passwd")), configuration: .default),
      DecodeRequest(task: .test(.allocate(byteCount: 1 << 20)), configuration: .default),
      DecodeRequest(task: .displayProfile(byteCount: 3_144), configuration: .default),
      DecodeRequest(task: .displayProfile(byteCount: 0), configuration: .default),
      DecodeRequest(
        task: .animation(maxSize: PixelSize(width: 640, height: 480)), configuration: .default),
    ]
    for request in requests {
      #expect(DecodeRequest(decoding: request.encoded) == request)
    }
  }

  /// Cut, flipped and random bytes give `nil` or some reply, never a trap: 20,000 seeded
  /// mutations of valid replies and 2,000 random messages.
  @Test(.tags(.slow), .enabled(if: TestTier.runsSlowTests))
  func hostileRepliesNeverTrap() {
    var generator = SeededGenerator(seed: 22)
    var parsed = 0
    for round in 0..<20_000 {
      var bytes = Self.replies[round % Self.replies.count].encoded
      switch generator.next() % 3 {
      case 0: bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count + 1))))
      case 1:
        let index = Int(generator.next() % UInt64(bytes.count))
        bytes[index] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
      default:
        let index = Int(generator.next() % UInt64(bytes.count / 8)) * 8
        let value = Int64(bitPattern: generator.next())
        withUnsafeBytes(of: value) { bytes.replaceSubrange(index..<index + 8, with: $0) }
      }
      if DecodeReply(decoding: bytes) != nil { parsed += 1 }
    }
    for _ in 0..<2_000 {
      let bytes = (0..<Int(generator.next() % 200)).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      _ = DecodeReply(decoding: bytes)
      _ = DecodeRequest(decoding: bytes)
    }
    // Some mutations (of a number, not a tag or a length) still read: the reader is not
    // simply refusing everything.
    #expect(parsed > 0 && parsed < 20_000)
  }
}
