import CarouselCore

/// What a terminal's bytes mean: the arrow, Home and End keys as the engine's keys, or quit.
public enum TerminalInput: Equatable, Sendable {
  /// A key for the carousel.
  case key(CarouselKey)
  /// `q` or Ctrl-C: leave.
  case quit
}

/// Turns the bytes a terminal sends into ``TerminalInput``s: `ESC [ C` → right,
/// `ESC [ D` → left, `ESC [ H` / `ESC [ F` → home / end, `h` / `l` like the arrows, `q`
/// or Ctrl-C → quit. Anything else is skipped.
public struct TerminalKeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  public init() {}

  /// The inputs completed by `bytes` (an escape sequence may span calls).
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
    var result: [TerminalInput] = []
    for byte in bytes {
      if !pending.isEmpty || byte == 0x1B {
        pending.append(byte)
        if pending.count == 2 && pending[1] != UInt8(ascii: "[") { pending = [] }
        if pending.count == 3 {
          switch pending[2] {
          case UInt8(ascii: "C"): result.append(.key(.right))
          case UInt8(ascii: "D"): result.append(.key(.left))
          case UInt8(ascii: "H"): result.append(.key(.home))
          case UInt8(ascii: "F"): result.append(.key(.end))
          default: break
          }
          pending = []
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "l"): result.append(.key(.right))
      case UInt8(ascii: "h"): result.append(.key(.left))
      case UInt8(ascii: "q"), 0x03: result.append(.quit)
      default: break
      }
    }
    return result
  }
}
