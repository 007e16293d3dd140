import CarouselCore
import CarouselFormats
import CarouselScenes
import Foundation

/// carousel-bench [--json] [--only PREFIX]
///
/// Medians over many repetitions, with ratios against a baseline measured in the same run.
var arguments = Array(CommandLine.arguments.dropFirst())
// The paging run of `photos.peak`, in its own process (see PhotoBenchmarks.peakInChild).
// The paging runs of `photos.peak*`, each in its own process (see PhotoBenchmarks.peakInChild):
// `photos-peak FOLDER COUNT [KIND WxH]`.
if arguments.first == "photos-peak", arguments.count == 3 || arguments.count == 5,
  let count = Int(arguments[2])
{
  do {
    var kind = SceneKind.gallery
    var window = PhotoBenchmarks.peakWindow
    if arguments.count == 5 {
      let size = arguments[4].split(separator: "x").compactMap { Double($0) }
      guard let named = SceneKind(rawValue: arguments[3]), size.count == 2 else {
        print("photos-peak: KIND WxH, not \(arguments[3]) \(arguments[4])")
        exit(1)
      }
      kind = named
      window = CarouselSize(width: size[0], height: size[1])
    }
    let run = try PhotoBenchmarks.pageThrough(
      folder: arguments[1], count: count, kind: kind, window: window)
    print(JSONOutput.number(run.megabytes))
    for line in run.breakdown.lines { print(line) }
    exit(0)
  } catch {
    print("\(error)")
    exit(1)
  }
}
// The paging runs of `photos.filmstrip.peak.*`, each in its own process.
if arguments.first == "filmstrip-peak", arguments.count == 5, let count = Int(arguments[2]) {
  do {
    let peak = try FilmstripBenchmarks.pageThrough(
      folder: arguments[1], count: count, showsFilmstrip: arguments[3] == "on",
      cache: arguments[4])
    print(JSONOutput.number(peak))
    exit(0)
  } catch {
    print("\(error)")
    exit(1)
  }
}
// The scrolling run of `photos.grid.peak`, in its own process.
if arguments.first == "grid-peak", arguments.count == 3 {
  do {
    print(
      JSONOutput.number(try GridBenchmarks.scrollThrough(folder: arguments[1], cache: arguments[2]))
    )
    exit(0)
  } catch {
    print("\(error)")
    exit(1)
  }
}
// `carousel-bench photo-folder [--count N]`: makes (once) the photos folder of
// `photos --count N` and prints its path, for scripts/bench-feh.sh.
if arguments.first == "photo-folder" {
  let count = arguments.count == 3 && arguments[1] == "--count" ? Int(arguments[2]) : 1_000
  guard let count, (1...1_000_000).contains(count) else {
    FileHandle.standardError.write(Data("carousel-bench: photo-folder [--count N]\n".utf8))
    exit(2)
  }
  do {
    print(try PhotoLibrary.folder(count: count))
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("carousel-bench: \(error)\n".utf8))
    exit(1)
  }
}
/// The number after `flag` for the subcommand `name` when it is the first argument (both
/// taken out of `arguments`), `fallback` without the flag, nil for another subcommand; a
/// value that `parse` refuses exits 2 with `problem`.
@MainActor func subcommandValue<Value>(
  _ name: String, flag: String, fallback: Value, problem: String, parse: (String) -> Value?
) -> Value? {
  guard arguments.first == name else { return nil }
  arguments.removeFirst()
  guard let index = arguments.firstIndex(of: flag) else { return fallback }
  guard index + 1 < arguments.count, let value = parse(arguments[index + 1]) else {
    FileHandle.standardError.write(Data("carousel-bench: \(flag) needs \(problem)\n".utf8))
    exit(2)
  }
  arguments.removeSubrange(index...(index + 1))
  return value
}
/// `carousel-bench photos [--count N]`: the photo figures instead of the engine's.
let photoCount = subcommandValue(
  "photos", flag: "--count", fallback: 1_000,
  problem: "a whole number of photos from 1 to 1000000"
) { text in Int(text).flatMap { (1...1_000_000).contains($0) ? $0 : nil } }
/// `carousel-bench grid [--count N]`: the overview grid's figures.
let gridCount = subcommandValue(
  "grid", flag: "--count", fallback: 100_000,
  problem: "a whole number of photos from 1 to 1000000"
) { text in Int(text).flatMap { (1...1_000_000).contains($0) ? $0 : nil } }
/// `carousel-bench soak [--hours H]`: the soak figures instead of the engine's.
let soakHours = subcommandValue(
  "soak", flag: "--hours", fallback: 24.0, problem: "a number of hours from 0 to 1000"
) { text in Double(text).flatMap { $0 > 0 && $0 <= 1_000 ? $0 : nil } }
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    Usage: carousel-bench [--json] [--only PREFIX]
           carousel-bench photos [--count N] [--json]
           carousel-bench grid [--count N] [--json]
           carousel-bench soak [--hours H] [--json]

    Measures the engine's frame cost at 10 to 1,000,000 items, the compositing of a
    1920×1080 trips frame (flat, cover flow, cube and parallax) against the cost of
    filling and copying a frame buffer, and diffing snapshots of 100,000 items against the
    standard library's difference(from:), and the memory and time of parsing JSON inputs
    (json.memory/json.heap: × the input's size; json.parse against a plain scan).
      --json          one JSON object per figure: {"name":…,"value":…,"unit":…}
      --only PREFIX   only the figures whose names start with PREFIX

    photos: the photo pipeline on N generated 4000×3000 JPEGs (default 1,000; made once
    under $XDG_CACHE_HOME/carousel/bench-photos): photos.list, photos.first,
    photos.rate, photos.baseline.rate, photos.sandbox.* (the decode sandbox against
    in-process decoding), photos.peak and photos.filmstrip.peak.off/.on/.ratio (the
    gallery's filmstrip; --only photos.filmstrip runs those alone).

    grid: the overview grid over N of those photos (default 100,000) at 1920×1080 with a
    fresh thumbnail cache: photos.grid.first.cold/.warm, photos.grid.frame.p50/.p99 (frame
    work while scrolling; .small.p99 over 1,000 photos) and photos.grid.peak.

    soak: a looping gallery autoplaying every 3 s for H injected hours (default 24,
    compressed: the clock is the run's own) over 40 generated photos; the slopes per hour
    of resident memory, heap and open files after the first hour, and the caches' maxima.
    """)
  exit(0)
}
let json = arguments.contains("--json")
let prefix: String = {
  guard let index = arguments.firstIndex(of: "--only") else { return "" }
  guard index + 1 < arguments.count else {
    FileHandle.standardError.write(Data("carousel-bench: --only needs a PREFIX\n".utf8))
    exit(2)
  }
  return arguments[index + 1]
}()
let known = ["--json", "--only", prefix]
if let unknown = arguments.first(where: { !known.contains($0) }) {
  FileHandle.standardError.write(
    Data("carousel-bench: unknown option '\(unknown)' (see --help)\n".utf8))
  exit(2)
}

/// Every figure measured in this run, for the ratios printed at the end.
var measured: [String: Double] = [:]

/// Runs a group of figures only if any of their names match.
@MainActor func run(_ names: [String], _ measure: () throws -> [Figure]) {
  guard names.contains(where: { $0.hasPrefix(prefix) }) else { return }
  do {
    for figure in try measure() where figure.name.hasPrefix(prefix) {
      measured[figure.name] = figure.value
      if json {
        var object = JSONObjectWriter()
        object.add("name", figure.name)
        object.add("value", rawJSON: JSONOutput.number(figure.value, decimals: 4))
        object.add("unit", figure.unit)
        print(object.text)
      } else {
        let value = JSONOutput.number(figure.value, decimals: 4)
        let padded = figure.name.padding(toLength: 32, withPad: " ", startingAt: 0)
        print("\(padded) \(value) \(figure.unit)\t\(figure.title)")
      }
    }
  } catch {
    FileHandle.standardError.write(Data("carousel-bench: \(error)\n".utf8))
    exit(1)
  }
}

if let soakHours {
  run(["soak."]) { try SoakBenchmarks.figures(hours: soakHours) }
  exit(0)
}

if let gridCount {
  run(["photos.grid."]) { try GridBenchmarks.figures(count: gridCount) }
  if !json, let large = measured["photos.grid.frame.p99"],
    let small = measured["photos.grid.frame.small.p99"], small > 0
  {
    let ratio = large / small
    print(
      "ratio  grid frame p99, \(gridCount) photos vs 1,000: \(JSONOutput.number(ratio, decimals: 2))× "
        + "(target ≤ 1.5×) \(ratio <= 1.5 ? "ok" : "OVER")")
  }
  if !json, let p99 = measured["photos.grid.frame.p99"] {
    print("target photos.grid.frame.p99 < 16.7 ms (60 Hz): \(p99 < 16.7 ? "ok" : "OVER")")
  }
  if !json, let peak = measured["photos.grid.peak"] {
    print("target photos.grid.peak ≤ 80 MB: \(peak <= 80 ? "ok" : "OVER")")
  }
  exit(0)
}

if let photoCount {
  run(["photos.list"]) { try PhotoBenchmarks.figures(count: photoCount) }
  run(["photos.filmstrip."]) { try FilmstripBenchmarks.figures(count: photoCount) }
  if !json, let rate = measured["photos.rate"], let baseline = measured["photos.baseline.rate"],
    baseline > 0
  {
    let ratio = rate / baseline
    print(
      "ratio  display-size rate vs plain full decode: \(JSONOutput.number(ratio, decimals: 2))× "
        + "(target ≥ 1.5×) \(ratio >= 1.5 ? "ok" : "UNDER")")
  }
  if !json, let first = measured["photos.first"] {
    print("target photos.first < 100 ms: \(first < 100 ? "ok" : "OVER")")
  }
  if !json, let peak = measured["photos.peak"] {
    print("target photos.peak ≤ 100 MB: \(peak <= 100 ? "ok" : "OVER")")
  }
  // Issue #22: below feh 3.9.1 paging the same photos at 1920×1080 (57–63 MB there).
  for name in ["photos.peak.1080p", "photos.peak.slider.1080p"] {
    guard !json, let peak = measured[name] else { continue }
    print("target \(name) ≤ 63 MB (feh 3.9.1): \(peak <= 63 ? "ok" : "OVER")")
  }
  exit(0)
}

run([
  "frame.n10", "frame.n1000", "frame.n1000000", "frame.loop.n10", "frame.loop.n1000000",
  "frame.keylines.n10", "frame.keylines.n1000000", "frame.keylines.loop.n1000000",
]) {
  EngineBenchmarks.figures { $0.hasPrefix(prefix) }
}
run(["frame.nested.n10", "frame.nested.n1000000"]) {
  NestedBenchmarks.figures { $0.hasPrefix(prefix) }
}
run(["frame.glide.n10", "frame.glide.n1000000"]) {
  AutoScrollBenchmarks.figures { $0.hasPrefix(prefix) }
}
run([
  "frame.link.n10", "frame.link.n1000000", "frame.link.mirror.n10", "frame.link.mirror.n1000000",
]) {
  LinkBenchmarks.figures { $0.hasPrefix(prefix) }
}
run(["frame.autoheight.n10", "frame.autoheight.n1000000"]) {
  AutoHeightBenchmarks.figures { $0.hasPrefix(prefix) }
}
run(["compose.1080p.p50", "compose.1080p.p99"]) {
  try CompositeBenchmarks.composeFigures()
}
run([
  "compose.1080p.coverflow.p50", "compose.1080p.coverflow.p99", "compose.1080p.coverflow.cpu.p99",
  "compose.1080p.cube.p50", "compose.1080p.cube.p99", "compose.1080p.cube.cpu.p99",
  "compose.1080p.parallax.p50", "compose.1080p.parallax.p99", "compose.1080p.parallax.cpu.p99",
]) {
  try CompositeBenchmarks.effectFigures()
}
run(["floor.1080p"]) {
  CompositeBenchmarks.floorFigures()
}
run(["diff.100k.changes", "diff.100k.shuffle", "diff.stdlib.100k.changes"]) {
  DiffBenchmarks.figures { $0.hasPrefix(prefix) }
}

run([
  "json.memory.digits", "json.heap.digits", "json.heap.tree.digits", "json.parse.digits",
  "json.scan.digits", "json.memory.trips", "json.heap.trips", "json.heap.tree.trips",
  "json.parse.trips", "json.scan.trips",
]) {
  try JSONBenchmarks.figures()
}

run(["startup."]) { try AccessibilityBenchmarks.figures() }

// Targets as ratios against baselines measured in this same run (human-readable mode only).
if !json {
  for name in ["json.memory.digits", "json.heap.digits", "json.memory.trips", "json.heap.trips"] {
    guard let value = measured[name] else { continue }
    print(
      "target \(name): \(JSONOutput.number(value, decimals: 2))× the input (target ≤ 10×) \(value <= 10 ? "ok" : "OVER")"
    )
  }
  let targets: [(String, String, String, Double)] = [
    ("frame.n1000000", "frame.n10", "1,000,000 items vs 10 items", 1.5),
    ("frame.loop.n1000000", "frame.loop.n10", "looping, 1,000,000 vs 10", 1.5),
    ("frame.keylines.n1000000", "frame.keylines.n10", "keylines, 1,000,000 vs 10", 1.5),
    ("frame.keylines.loop.n1000000", "frame.keylines.n10", "keylines, looping, 10^6 vs 10", 1.5),
    ("frame.nested.n1000000", "frame.nested.n10", "nested, 1,000,000 vs 10", 1.5),
    ("frame.glide.n1000000", "frame.glide.n10", "gliding, looping, 10^6 vs 10", 1.5),
    ("frame.link.n1000000", "frame.link.n10", "linked (thumbnails), 10^6 vs 10", 1.5),
    ("frame.link.mirror.n1000000", "frame.link.mirror.n10", "linked (mirror), 10^6 vs 10", 1.5),
    ("frame.autoheight.n1000000", "frame.autoheight.n10", "auto height, 10^6 vs 10", 1.5),
    ("compose.1080p.p99", "floor.1080p", "compose p99 vs fill+copy floor", 6),
  ]
  // Absolute targets for the perspective effects (a frame at 60 Hz leaves 16.7 ms).
  for name in [
    "compose.1080p.coverflow.p99", "compose.1080p.cube.p99", "compose.1080p.parallax.p99",
  ] {
    guard let value = measured[name] else { continue }
    let verdict = value < 6 ? "ok" : "OVER"
    print("target \(name): \(JSONOutput.number(value, decimals: 2)) ms (target < 6 ms) \(verdict)")
  }
  for (name, baseline, title, limit) in targets {
    guard let value = measured[name], let base = measured[baseline], base > 0 else { continue }
    let ratio = value / base
    let verdict = ratio <= limit ? "ok" : "OVER"
    print(
      "ratio  \(title): \(JSONOutput.number(ratio, decimals: 2))× (target ≤ \(JSONOutput.number(limit))×) \(verdict)"
    )
  }
  if let ours = measured["diff.100k.changes"], let stdlib = measured["diff.stdlib.100k.changes"],
    ours > 0
  {
    let speedup = stdlib / ours
    print(
      "ratio  stdlib diff vs snapshot diff, 10 % changed: \(JSONOutput.number(speedup, decimals: 0))× faster (target ≥ 100×) \(speedup >= 100 ? "ok" : "UNDER")"
    )
  }
  if let frame = measured["startup.first.frame"], frame > 0 {
    for name in ["startup.a11y.nobus", "startup.a11y.deadbus"] {
      guard let bridge = measured[name] else { continue }
      let ratio = (frame + bridge) / frame
      print(
        "ratio  first frame with \(name) vs without: \(JSONOutput.number(ratio, decimals: 4))× (target ≤ 1.01×) \(ratio <= 1.01 ? "ok" : "OVER")"
      )
    }
  }
  let limits: [(String, Double)] = [("diff.100k.changes", 10), ("diff.100k.shuffle", 20)]
  for (name, limit) in limits {
    guard let value = measured[name] else { continue }
    print(
      "target \(name): \(JSONOutput.number(value, decimals: 2)) ms (target < \(JSONOutput.number(limit)) ms) \(value < limit ? "ok" : "OVER")"
    )
  }
}
