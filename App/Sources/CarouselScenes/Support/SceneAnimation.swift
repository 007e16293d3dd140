@_spi(CarouselHost) import CarouselCore
import CarouselFormats
import CarouselImages
import CarouselRender
import Dispatch

/// Plays the current photo of the slider or the gallery when it is an animated GIF, WebP or
/// AVIF, in place of its still first frame.
///
/// Only the current item plays: a neighbour shows its still decode (frame 0) and costs
/// nothing more. When an item becomes current its frames are decoded on a queue of their own
/// (in a decode worker with the sandbox: ``ImageDecoding/decodeAnimation(path:maxSize:)``);
/// the frame loop never waits for them — until they arrive the still shows. The frames are
/// dropped when another item becomes current, so one animation's frames are held at a time
/// (at most ``ImageDecoder/Configuration/maxAnimationByteCount``).
///
/// The animation's clock starts when its item became current (for the first item, when the
/// scene started: `carousel render --at T` draws the frame showing at T).
///
/// Threading: MUST be used from the scene's thread; only the decode runs on the queue.
final class SceneAnimation {
  private let decoder: any ImageDecoding
  private let signal: ImageArrivalSignal
  private let queue = DispatchQueue(label: "carousel.animation", qos: .userInitiated)
  /// The decode under way or done, for which item, path and size.
  private struct Key: Equatable, Sendable {
    var item: Int
    var path: String
    var size: PixelSize
  }
  private var key: Key?
  private var startTime = 0.0
  private var animation: DecodedAnimation?
  /// Results from the queue: the key they were decoded for.
  private let arrival = Locked<(key: Key, result: Result<DecodedAnimation, AnimationRefusal>)?>(nil)
  /// Decodes queued and not finished.
  private let pending = Locked(0)
  /// The decode wanted now: a queued one for another item is skipped.
  private let latest = Locked<Key?>(nil)
  /// The frame showing at the last update.
  private var updatedFrame: Int?
  /// The current frame drawn at one size and scale, redrawn when the frame changes.
  private var tile: (identity: String, surface: RenderSurface)?
  /// Files whose refusal was reported.
  private var reported: Set<String> = []

  init(decoder: any ImageDecoding, signal: ImageArrivalSignal) {
    self.decoder = decoder
    self.signal = signal
  }

  /// The frames held now, in bytes (0 while nothing plays).
  var byteCount: Int { animation?.byteCount ?? 0 }

  /// Notes the current item (`source` decoded at `size`; `nil` when none) at `time`, starts
  /// the decode of its frames when it changed, and takes in frames that arrived.
  ///
  /// - Returns: Whether the picture changed: frames arrived, or another frame shows.
  func update(item: Int, source: ImageSource?, size: PixelSize, time: Double) -> Bool {
    var changed = false
    let wanted = source.flatMap { source in
      source.isRemote ? nil : Key(item: item, path: source.path, size: size)
    }
    if wanted != key {
      let sameItem = wanted?.item == key?.item && wanted?.path == key?.path
      if !sameItem { startTime = time }
      changed = animation != nil
      key = wanted
      latest.withLock { $0 = wanted }
      animation = nil
      tile = nil
      updatedFrame = nil
      if let wanted { start(wanted) }
    }
    if let arrived = arrival.withLock({ value in
      defer { value = nil }
      return value
    }), arrived.key == key {
      switch arrived.result {
      case .success(let frames):
        animation = frames
        changed = true
      case .failure(.still): break
      case .failure(let refusal):
        if reported.insert(arrived.key.path).inserted { TerminalText.report(refusal.description) }
      }
    }
    if let animation {
      let frame = animation.timing.frame(at: time - startTime)
      if frame != updatedFrame { changed = true }
      updatedFrame = frame
    }
    return changed
  }

  /// The frame showing at `time`, `nil` when nothing plays.
  func frame(at time: Double) -> Int? {
    animation?.timing.frame(at: time - startTime)
  }

  /// When the frame next changes after `time` (scene time); `nil` when nothing plays or
  /// the last play has ended.
  func nextWakeTime(after time: Double) -> Double? {
    guard let animation else { return nil }
    let elapsed = Int(clamping: (time - startTime) * 1_000, rounding: .down, to: 0...(1 << 52))
    guard let next = animation.timing.nextChange(afterMilliseconds: elapsed) else { return nil }
    return startTime + Double(next) / 1_000
  }

  /// Blocks until the frames asked for have arrived or `timeout` seconds passed (headless
  /// rendering and tests; a frame loop MUST NOT call this).
  func waitUntilIdle(timeout: Double) {
    _ = pending.wait(until: { $0 == 0 }, timeoutSeconds: timeout)
  }

  /// The current frame of item `index` drawn at `size` points and `scale` by `draw` (as a
  /// photo tile draws its still image), or `nil` when the item does not play (draw its
  /// still as usual).
  func surface(
    forItem index: Int, size: CarouselSize, scale: Double, time: Double,
    draw: (RenderSurface, RenderContext, CarouselRect) -> CarouselRect
  ) -> RenderSurface? {
    guard let animation, let key, key.item == index else { return nil }
    let elapsed = time - startTime
    let frame = animation.timing.frame(at: elapsed)
    let identity = "\(frame)|\(size.width)x\(size.height)@\(scale)"
    if let tile, tile.identity == identity { return tile.surface }
    let frames = animation.frames
    guard
      let image = try? RenderSurface(
        wrapping: frames.buffer.baseAddress + animation.byteOffset(ofFrame: frame),
        width: frames.width, height: animation.frameHeight, stride: frames.stride,
        owner: frames.buffer),
      let surface = try? RenderSurface(size: size, scale: scale)
    else { return nil }
    _ = draw(image, surface.makeContext(), CarouselRect(size: size))
    tile = (identity, surface)
    return surface
  }

  private func start(_ key: Key) {
    pending.withLock { $0 += 1 }
    queue.async { [decoder, arrival, pending, latest, signal] in
      let result: Result<DecodedAnimation, AnimationRefusal>
      if latest.withLock({ $0 }) == key && ImageDecoder.mayAnimate(path: key.path) {
        do throws(AnimationRefusal) {
          result = .success(try decoder.decodeAnimation(path: key.path, maxSize: key.size))
        } catch {
          result = .failure(error)
        }
      } else {
        result = .failure(.still)
      }
      arrival.withLock { $0 = (key, result) }
      pending.withLock { $0 -= 1 }
      signal.fire()
    }
  }
}
