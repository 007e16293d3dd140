import CarouselCore
import TerminalCarouselKit

// A carousel in a terminal: ← / → page, Home / End jump, q quits.
//
//     swift run --package-path Examples TerminalCarousel [--loop] [NAME…]
//
// With a terminal on standard input it runs live; otherwise it reads the keys from standard
// input as a script (one second apart) and prints the picture after each settles:
//
//     printf '\033[C\033[Cq' | swift run --package-path Examples TerminalCarousel
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
let loop = arguments.contains("--loop")
arguments.removeAll { $0 == "--loop" }
let names = arguments.isEmpty ? ["Paris", "Kyoto", "Lima", "Oslo", "Cairo"] : arguments

var carousel: TerminalCarousel
do {
  carousel = try TerminalCarousel(labels: names, loop: loop)
} catch {
  print("TerminalCarousel: \(error)")
  exit(2)
}
var decoder = TerminalKeyDecoder()

func readBytes(limit: Int = 64) -> [UInt8] {
  var buffer = [UInt8](repeating: 0, count: limit)
  let count = read(0, &buffer, limit)
  return count > 0 ? Array(buffer[0..<count]) : []
}

if isatty(0) == 0 {
  // Scripted: every key one second after the previous, a picture when it has settled.
  var input: [UInt8] = []
  while case let chunk = readBytes(limit: 4096), !chunk.isEmpty { input += chunk }
  print(carousel.render() + "\n")
  var time = 0.0
  for action in decoder.decode(input) {
    guard case .key(let key) = action else { break }
    time += 1
    carousel.press(key, at: time)
    time = carousel.settle(from: time)
    print(carousel.render() + "\n")
  }
  exit(0)
}

// Live: raw keys, frames while something moves, idle otherwise.
var saved = termios()
tcgetattr(0, &saved)
var raw = saved
raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
tcsetattr(0, TCSANOW, &raw)
defer { tcsetattr(0, TCSANOW, &saved) }

func now() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

let start = now()
@MainActor func draw() {
  print("\u{1B}[H\u{1B}[2J" + carousel.render() + "\n\n← / → page, q quits")
}
draw()
running: while true {
  let moving = carousel.engine.isAnimating
  var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
  if poll(&descriptor, 1, moving ? 16 : 1000) > 0 {
    for action in decoder.decode(readBytes()) {
      guard case .key(let key) = action else { break running }
      carousel.press(key, at: now() - start)
    }
  }
  carousel.advance(to: now() - start)
  if moving || carousel.engine.isAnimating { draw() }
}
tcsetattr(0, TCSANOW, &saved)
