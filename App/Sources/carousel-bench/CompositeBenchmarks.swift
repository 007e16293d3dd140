@_spi(CarouselHost) import CarouselCore
import CarouselRender
import CarouselScenes
import Foundation

/// Compositing one 1920×1080 frame of the trips scene mid-swipe, next to the physical floor:
/// filling and copying a frame buffer of the same size in the same run.
enum CompositeBenchmarks {
  static let size = CarouselSize(width: 1920, height: 1080)
  static let warmUpFrames = 30
  static let frames = 600

  static func composeFigures() throws -> [Figure] {
    let compose = try composeTimes(effect: nil).wall
    return [
      Figure(
        name: "compose.1080p.p50", title: "trips frame 1920×1080 mid-swipe, median",
        value: Measure.median(compose), unit: "ms"),
      Figure(
        name: "compose.1080p.p99", title: "trips frame 1920×1080 mid-swipe, 99th percentile",
        value: Measure.percentile(compose, 0.99), unit: "ms"),
    ]
  }

  /// The same swipe drawn in true perspective: cover flow (the current card and up to three
  /// side covers a side, with reflections), the cube (two faces, shaded) and parallax (each
  /// card's picture moved inside it).
  static func effectFigures() throws -> [Figure] {
    var figures: [Figure] = []
    for (name, effect) in [
      ("coverflow", CarouselEffect.coverFlow), ("cube", .cube), ("parallax", .parallax),
    ] {
      let times = try composeTimes(effect: effect)
      figures.append(
        Figure(
          name: "compose.1080p.\(name).p50",
          title: "trips frame 1920×1080 mid-swipe, \(effect.name), median",
          value: Measure.median(times.wall), unit: "ms"))
      figures.append(
        Figure(
          name: "compose.1080p.\(name).p99",
          title: "trips frame 1920×1080 mid-swipe, \(effect.name), 99th percentile",
          value: Measure.percentile(times.wall, 0.99), unit: "ms"))
      figures.append(
        Figure(
          name: "compose.1080p.\(name).cpu.p99",
          title: "the same, CPU time of the drawing thread (no pre-emption), 99th percentile",
          value: Measure.percentile(times.cpu, 0.99), unit: "ms"))
    }
    return figures
  }

  static func floorFigures() -> [Figure] {
    [
      Figure(
        name: "floor.1080p", title: "fill + copy a 1920×1080 ARGB frame buffer, median",
        value: floorTime(), unit: "ms")
    ]
  }

  /// Milliseconds per frame while a finger drags the trip cards back and forth, placed by
  /// `effect` (nil: flat): wall-clock time, and the CPU time of this thread (what the frame
  /// costs without the pre-emption a loaded machine adds).
  static func composeTimes(effect: CarouselEffect?) throws -> (wall: [Double], cpu: [Double]) {
    var options = SceneOptions()
    options.effect = effect
    options.likesDatabasePath =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-bench-\(ProcessInfo.processInfo.processIdentifier).sqlite3")
      .path
    defer {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: options.likesDatabasePath! + suffix)
      }
    }
    let scene = try SceneController(kind: .trips, options: options, viewport: size, scale: 1)
    scene.waitForPendingImages(timeout: 60)
    let surface = try RenderSurface(size: size, scale: 1)
    let frame = scene.carouselFrame
    let y = frame.midY
    let start = frame.midX + frame.width * 0.3
    let sweep = frame.width * 0.6
    var time = 0.0
    scene.handle(CarouselInputEvent(time: time, .pointerDown(CarouselPoint(x: start, y: y))))
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    samples.reserveCapacity(frames)
    for index in 0..<(warmUpFrames + frames) {
      time += 1.0 / 60
      // A finger sweeping left and right: a new offset every frame, two cards visible.
      let phase = Double(index % 120) / 120
      let x = start - sweep * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
      let cpuStart = Measure.threadCPUSeconds()
      let elapsed = Measure.seconds {
        scene.handle(CarouselInputEvent(time: time, .pointerMove(CarouselPoint(x: x, y: y))))
        scene.advance(to: time)
        scene.draw(into: surface)
      }
      let cpu = Measure.threadCPUSeconds() - cpuStart
      if index == warmUpFrames / 2 { scene.waitForPendingImages(timeout: 60) }
      if index >= warmUpFrames {
        samples.append(elapsed * 1000)
        cpuSamples.append(cpu * 1000)
      }
    }
    precondition(scene.engine.phase == .dragging, "the benchmark must measure a swipe")
    blackHole(surface.pixel(x: 960, y: 540))
    return (samples, cpuSamples)
  }

  /// Milliseconds to fill a 1920×1080 ARGB buffer and copy it to another: the least any
  /// frame costs.
  static func floorTime() -> Double {
    let side = 1...RenderSurface.maximumSide
    let bytes = Int(clamping: size.width, to: side) * Int(clamping: size.height, to: side) * 4
    let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer {
      source.deallocate()
      destination.deallocate()
    }
    var samples: [Double] = []
    for frame in 0..<(warmUpFrames + frames) {
      let elapsed = Measure.seconds {
        memset(source, Int32(frame & 0xFF), bytes)
        memcpy(destination, source, bytes)
      }
      if frame >= warmUpFrames { samples.append(elapsed * 1000) }
    }
    blackHole(destination.load(fromByteOffset: bytes / 2, as: UInt8.self))
    return Measure.median(samples)
  }
}
