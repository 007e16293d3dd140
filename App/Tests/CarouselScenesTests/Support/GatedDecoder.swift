import CarouselImages
import Foundation

/// A real decoder that holds every decode back until the test opens the gate, so tests can
/// see the loading state for as long as they like.
final class GatedDecoder: ImageDecoding, @unchecked Sendable {
  private let condition = NSCondition()
  private var isOpen = false

  func decode(path: String, maxSize: PixelSize) throws(ImageError) -> DecodedImage {
    condition.lock()
    while !isOpen { condition.wait() }
    condition.unlock()
    return try ImageDecoder().decode(path: path, maxSize: maxSize)
  }

  func decode(path: String, size: PixelSize, fit: DecodeFit) throws(ImageError) -> DecodedImage {
    condition.lock()
    while !isOpen { condition.wait() }
    condition.unlock()
    return try ImageDecoder().decode(path: path, size: size, fit: fit)
  }

  /// Lets every waiting and future decode run.
  func open() {
    condition.lock()
    isOpen = true
    condition.broadcast()
    condition.unlock()
  }
}
