import CarouselImages
import CarouselRender

/// The images of a scene's items: decoded off the calling thread by an ``ImageLoader`` at
/// the display pixel size, prefetched around the current item, and turned into drawable
/// surfaces once, when something is first rasterised from them.
///
/// Threading: MUST be used from the scene's thread; only the loader's completion callback
/// (through ``ImageArrivalSignal``) runs elsewhere.
final class SceneImages {
  /// The image of each item, by item index.
  private(set) var sources: [ImageSource]
  /// Decodes and caches the pixels.
  let loader: ImageLoader
  /// Raised from the decoding threads when a result is ready.
  let signal: ImageArrivalSignal
  private let surfaces: ItemSurfaceCache
  private let prefetchRadius: Int
  private let previewRadius: Int
  private var window: Window?

  /// The loader's view of which items matter, remembered to skip identical updates.
  private struct Window: Equatable {
    var current: Int
    var visible: Range<Int>
    var size: PixelSize
    var looping: Bool
    var isFlying: Bool
  }

  init(sources: [ImageSource], budget: SceneBudget, decoder: any ImageDecoding = ImageDecoder()) {
    let signal = ImageArrivalSignal()
    self.sources = sources
    self.signal = signal
    loader = ImageLoader(
      sources: sources, cache: ImageCache(capacityBytes: budget.decodedImageBytes),
      decoder: decoder, onCompletion: { signal.fire() })
    surfaces = ItemSurfaceCache(byteLimit: budget.imageSurfaceBytes)
    prefetchRadius = budget.prefetchRadius
    previewRadius = budget.previewRadius
  }

  /// The items' images are now `newSources` (the data changed): decoded images of the
  /// files still shown stay cached.
  func setSources(_ newSources: [ImageSource]) {
    sources = newSources
    loader.setSources(newSources)
    window = nil
  }

  /// Number of items with images.
  var count: Int { sources.count }

  /// How many decoded images have been copied into drawable surfaces.
  var surfacesMade: Int { surfaces.misses }

  /// The image of item `index` decoded to fit `size`: ready, loading (a decode is queued) or
  /// failed. Nothing is copied: a ready image becomes a surface only when asked (see
  /// ``SceneImage/surface()``).
  ///
  /// - Complexity: O(1).
  func state(ofItem index: Int, size: PixelSize, priority: ImageLoadPriority = .normal)
    -> SceneImageState
  {
    guard sources.indices.contains(index) else { return .loading }
    return state(of: sources[index], size: size, priority: priority)
  }

  /// The image of `source` decoded to fit `size`; while that decode runs, its preview
  /// (an EXIF thumbnail or a 1/8 decode, drawn in the same rectangle) when it is ready.
  func state(of source: ImageSource, size: PixelSize, priority: ImageLoadPriority = .normal)
    -> SceneImageState
  {
    switch loader.request(source, size: size, priority: priority) {
    case .failed(let error): return .failed(error)
    case .ready(let image):
      return .ready(SceneImage(decoded: image, source: source, decodeSize: size, owner: self))
    case .loading:
      guard previewRadius > 0, source.format == .jpeg,
        case .ready(let preview) = loader.request(
          source, size: size, priority: .high, pass: .preview)
      else { return .loading }
      return .ready(
        SceneImage(
          decoded: preview, source: source, decodeSize: size, owner: self, isPreview: true))
    }
  }

  /// Forgets the sharper decode of `source` at `size` (a zoomed photo back at 1×): its
  /// pixels go back to the pool at once instead of waiting for eviction.
  func discard(_ source: ImageSource, size: PixelSize) {
    loader.cancel(source, size: size)
    loader.cache.removeImage(for: ImageRequestKey(source: source, size: size))
    _ = surfaces.removeSurfaces(identity: "\(source.path)|\(size)")
  }

  /// `image` as a drawable surface over its pixels (no copy), made the first time and
  /// cached.
  ///
  /// - Complexity: O(1).
  func surface(of image: SceneImage) -> Result<RenderSurface, ImageError> {
    let decoded = image.decoded
    let key = ItemSurfaceKey(
      identity: "\(image.source.path)|\(image.decodeSize)\(image.isPreview ? "|preview" : "")",
      pixelWidth: decoded.width,
      pixelHeight: decoded.height, scale: 1)
    do {
      return .success(
        try surfaces.surface(for: key) { () throws(RenderError) -> RenderSurface in
          try RenderSurface(
            wrapping: decoded.buffer.baseAddress, width: decoded.width, height: decoded.height,
            stride: decoded.stride, owner: decoded.buffer)
        })
    } catch {
      return .failure(.decoderFailure(path: image.source.path, reason: error.description))
    }
  }

  /// Tells the loader the current item and the visible ones (virtual indices, wrapped when
  /// `looping`), so it decodes those first, prefetches the neighbours and drops queued work
  /// that scrolled away. While `isFlying` (the carousel moves on its own: momentum or a
  /// spring, as when an arrow key is held) only previews are decoded, see
  /// ``ImageLoader/deferDisplayDecodes(_:)``. Does nothing when nothing changed.
  func updateWindow(
    current: Int, visible: Range<Int>, size: PixelSize, looping: Bool, isFlying: Bool
  ) {
    let wanted = Window(
      current: current, visible: visible, size: size, looping: looping, isFlying: isFlying)
    guard wanted != window, !sources.isEmpty else { return }
    window = wanted
    loader.deferDisplayDecodes(isFlying && previewRadius > 0)
    loader.updateWindow(
      current: current, visible: visible, prefetchRadius: prefetchRadius,
      previewRadius: previewRadius, size: size, looping: looping)
  }

  /// Takes the decodes finished since the last call; returns whether any arrived.
  func drainArrivals() -> Bool {
    signal.reset()
    return !loader.drainCompleted().isEmpty
  }

  /// Blocks until every queued decode finished or `timeout` seconds passed.
  @discardableResult
  func waitUntilIdle(timeout: Double) -> Bool {
    loader.waitUntilIdle(timeoutSeconds: timeout)
  }
}
