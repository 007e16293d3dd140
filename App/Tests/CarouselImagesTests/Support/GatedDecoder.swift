import CarouselImages
import Foundation

/// A decoder that records each path it is asked for and holds every decode until the test
/// opens the gate, so tests control exactly what is running and what is still queued.
///
/// It paints a solid image of the requested size; paths containing "broken" fail.
final class GatedDecoder: ImageDecoding, @unchecked Sendable {
  private let condition = NSCondition()
  private var isOpen: Bool
  private var startedPaths: [String] = []

  init(open: Bool = false) { isOpen = open }

  func decode(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage {
    try held(path, maxSize: maxSize)
  }

  /// Recorded as "preview " and the path.
  func decodePreview(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage {
    try held("preview " + path, maxSize: maxSize)
  }

  private func held(_ path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage {
    condition.lock()
    startedPaths.append(path)
    condition.broadcast()
    while !isOpen { condition.wait() }
    condition.unlock()
    if path.contains("broken") {
      throw .corrupt(path: path, format: .jpeg, reason: "test damage")
    }
    return solidImage(width: maxSize.width, height: maxSize.height)
  }

  /// Lets every held and future decode finish.
  func open() {
    condition.lock()
    isOpen = true
    condition.broadcast()
    condition.unlock()
  }

  /// The paths decodes started for, in order.
  var started: [String] {
    condition.lock()
    defer { condition.unlock() }
    return startedPaths
  }

  /// Waits until at least `count` decodes have started.
  func waitForStarts(_ count: Int, timeoutSeconds: Double = 30) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeoutSeconds)
    condition.lock()
    defer { condition.unlock() }
    while startedPaths.count < count {
      if !condition.wait(until: deadline) { return startedPaths.count >= count }
    }
    return true
  }
}
