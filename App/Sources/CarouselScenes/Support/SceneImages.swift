@_spi(CarouselHost) import CarouselCore
import CarouselFetching
import CarouselImages
import CarouselRender
import Dispatch

/// The images of a scene's items: decoded off the calling thread by an ``ImageLoader`` at
/// the display pixel size, prefetched around the current item, and turned into drawable
/// surfaces once, when something is first rasterised from them.
///
/// An item whose image is an `http(s)` URL is first downloaded into the disk cache by a
/// `RemoteImageStore` (in the same window order, off the scene's thread); meanwhile it is
/// loading, then its cached file is decoded like any other, and its errors name the URL. A
/// download that failed shows its error until the item has left the view and comes back.
///
/// Threading: MUST be used from the scene's thread; only the loader's and the download
/// store's completion callbacks (through ``ImageArrivalSignal``) run elsewhere. Nothing here
/// touches the network or the disk cache: the store does, on its own threads.
final class SceneImages {
  /// The image of each item, by item index.
  private(set) var sources: [ImageSource]
  /// What the loader decodes for each item: ``sources`` with every URL whose download is
  /// ready replaced by its cached file.
  private var files: [ImageSource]
  /// Decodes and caches the pixels.
  let loader: ImageLoader
  /// Downloads the URLs among ``sources``; made when the first URL appears.
  private var remote: RemoteImageStore?
  /// The items of each URL among ``sources``, to update ``files`` as downloads finish.
  private var itemsByURL: [String: [Int]] = [:]
  private let remoteImages: RemoteImageSettings
  /// Raised from the decoding threads when a result is ready.
  let signal: ImageArrivalSignal
  private let surfaces: ItemSurfaceCache
  /// The decoded image each of ``surfaces`` wraps, as the loader's cache names it.
  private var surfacePixels: [ItemSurfaceKey: ImageRequestKey] = [:]
  private let prefetchRadius: Int
  private let previewRadius: Int
  private var window: Window?
  /// The last window asked for, kept when ``window`` is cleared to resend it.
  private var lastWindow: Window?
  /// The way the carousel last paged: +1 towards higher indices (also before the first
  /// page), −1 towards lower ones. Display decodes are prefetched that way only.
  private var heading = 1
  /// Decodes kept through the window's eviction until ``discard(_:size:)`` (a zoomed
  /// photo's sharper decode).
  private var kept: Set<ImageRequestKey> = []
  /// The files of the window's items on screen: only their decodes arriving change what
  /// is drawn (a neighbour prefetched off screen does not).
  private var onScreenFiles: Set<ImageSource> = []

  /// The loader's view of which items matter, remembered to skip identical updates.
  private struct Window: Equatable {
    var current: Int
    var visible: [Int]
    var size: PixelSize
    var looping: Bool
    var isFlying: Bool
    var isMoving: Bool
    /// How far the downloads of URLs reach on each side.
    var prefetchRadius: Int
    var prefetch: ImagePrefetch
  }

  /// Previews kept behind a carousel paging one way: a step back shows a picture at once,
  /// while its display decode runs.
  static let trailingPreviews = 2

  /// - Parameters:
  ///   - displayFit: How display decodes meet the size asked for: fitted within it
  ///     (aspect-fitted photos) or covering it (aspect-filled slides).
  ///   - currentFirst: Whether the current item's photo is decoded before its neighbours'
  ///     (a carousel of photos, see ``ImageLoader/Configuration/decodesCurrentFirst``); a
  ///     grid of thumbnails leaves it off.
  init(
    sources: [ImageSource], budget: SceneBudget, decoder: any ImageDecoding = ImageDecoder(),
    remoteImages: RemoteImageSettings = RemoteImageSettings(environment: [:]),
    displayFit: DecodeFit = .within, currentFirst: Bool = false
  ) {
    let signal = ImageArrivalSignal()
    self.sources = sources
    self.signal = signal
    self.remoteImages = remoteImages
    files = sources
    loader = ImageLoader(
      sources: sources, cache: ImageCache(capacityBytes: budget.decodedImageBytes),
      decoder: decoder,
      configuration: {
        var configuration = ImageLoader.Configuration.default
        configuration.displayFit = displayFit
        configuration.decodesCurrentFirst = currentFirst
        return configuration
      }(), onCompletion: { signal.fire() })
    surfaces = ItemSurfaceCache(byteLimit: budget.imageSurfaceBytes)
    prefetchRadius = budget.prefetchRadius
    previewRadius = budget.previewRadius
    makeRemoteStoreIfNeeded()
    mapSources()
  }

  /// Starts the download store when the items include a URL and a cache folder is known.
  private func makeRemoteStoreIfNeeded() {
    guard remote == nil, let cache = remoteImages.cache, sources.contains(where: \.isRemote)
    else { return }
    let downloader = ImageDownloader(cache: cache, configuration: remoteImages.configuration)
    remote = RemoteImageStore(downloader: downloader) { [signal] in signal.fire() }
  }

  /// Names the downloaded file of each URL in `changed` in ``files`` and hands the loader
  /// the new list when something changed.
  ///
  /// - Complexity: O(*c*) in the changed URLs' items, plus O(*n*) in all items when one
  ///   became ready (the loader takes the whole list).
  private func resolveFiles(_ changed: Set<String>) {
    guard let remote else { return }
    var didChange = false
    for url in changed {
      let file = remote.readyFile(for: url)
      for index in itemsByURL[url] ?? [] {
        let resolved = file ?? sources[index]
        if files[index] != resolved {
          files[index] = resolved
          didChange = true
        }
      }
    }
    guard didChange else { return }
    loader.setSources(files)
    window = nil
  }

  /// ``files`` and ``itemsByURL`` for the current ``sources``.
  private func mapSources() {
    itemsByURL = [:]
    for (index, source) in sources.enumerated() where source.isRemote {
      itemsByURL[source.path, default: []].append(index)
    }
    files = sources.map { source in
      source.isRemote ? remote?.readyFile(for: source.path) ?? source : source
    }
  }

  /// The items' images are now `newSources` (the data changed): decoded images of the
  /// files still shown stay cached.
  func setSources(_ newSources: [ImageSource]) {
    sources = newSources
    makeRemoteStoreIfNeeded()
    mapSources()
    loader.setSources(files)
    window = nil
  }

  /// Number of items with images.
  var count: Int { sources.count }

  /// Drawable surfaces cached now, and their bytes.
  var surfaceCount: Int { surfaces.count }
  var surfaceBytes: Int { surfaces.byteCount }

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
  ///
  /// A URL is loading while it downloads (asking starts the download), failed when the
  /// download failed, and otherwise the state of its cached file, reported under the URL.
  /// With `keep` the decode stays through the window's eviction until
  /// ``discard(_:size:)`` (a decode the window does not name, as a zoomed photo's).
  func state(
    of source: ImageSource, size: PixelSize, priority: ImageLoadPriority = .normal,
    keep: Bool = false
  ) -> SceneImageState {
    guard source.isRemote else {
      if keep { kept.insert(ImageRequestKey(source: source, size: size)) }
      return state(of: source, file: source, size: size, priority: priority)
    }
    guard let remote else {
      return .failed(
        .downloadFailed(url: source.path, reason: RemoteImageSettings.noCacheReason))
    }
    switch remote.status(of: source.path) {
    case .loading: return .loading
    case .failed(let error): return .failed(error)
    case .ready(let file):
      if keep { kept.insert(ImageRequestKey(source: file, size: size)) }
      return state(of: source, file: file, size: size, priority: priority)
    }
  }

  /// The state of `source`, whose pixels come from the local `file` (itself, or the
  /// download of a URL).
  private func state(
    of source: ImageSource, file: ImageSource, size: PixelSize, priority: ImageLoadPriority
  ) -> SceneImageState {
    switch loader.request(file, size: size, priority: priority) {
    case .failed(let error):
      return .failed(file == source ? error : error.replacingPath(with: source.path))
    case .ready(let image):
      return .ready(SceneImage(decoded: image, source: source, decodeSize: size, owner: self))
    case .loading:
      guard previewRadius > 0, file.format == .jpeg,
        case .ready(let preview) = loader.request(
          file, size: size, priority: .high, pass: .preview)
      else { return .loading }
      return .ready(
        SceneImage(
          decoded: preview, source: source, decodeSize: size, owner: self, isPreview: true))
    }
  }

  /// Forgets the sharper decode of `source` at `size` (a zoomed photo back at 1×): its
  /// pixels go back to the pool at once instead of waiting for eviction.
  func discard(_ source: ImageSource, size: PixelSize) {
    let file = source.isRemote ? remote?.readyFile(for: source.path) ?? source : source
    loader.cancel(file, size: size)
    kept.remove(ImageRequestKey(source: file, size: size))
    loader.cache.removeImage(for: ImageRequestKey(source: file, size: size))
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
    let file =
      image.source.isRemote
      ? remote?.readyFile(for: image.source.path) ?? image.source : image.source
    surfacePixels[key] = ImageRequestKey(
      source: file, size: image.decodeSize, pass: image.isPreview ? .preview : .display)
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
  /// that scrolled away. Does nothing when nothing changed.
  ///
  /// - While `isFlying` (the carousel moves on its own past photos: momentum, or a spring
  ///   more than a page from its snap point, as when an arrow key is held) only previews are
  ///   decoded, see ``ImageLoader/deferDisplayDecodes(_:)``.
  /// - While `isMoving` no display decode is prefetched: what is on screen is decoded. At
  ///   rest the neighbour ahead is, the way the carousel last paged (``heading``); the
  ///   photos behind keep only their previews.
  /// - While `holdsNeighbours` (the scene's first sharp frame is not drawn yet) only what is
  ///   on screen is decoded, with its previews: the window's start-up gets the other core.
  /// - Each change drops what the window no longer holds (a photo that left the screen,
  ///   the neighbour prefetched ahead once the carousel moves). So at most two display
  ///   images are resident while paging: the two on screen during a move, the current one
  ///   and the one ahead at rest.
  ///
  /// `windowRadius` sets a prefetch of that many items each side without previews or
  /// eviction (the grid's rows, the filmstrip).
  func updateWindow(
    current: Int, visible: some Sequence<Int>, size: PixelSize, looping: Bool, isFlying: Bool,
    isMoving: Bool = false, holdsNeighbours: Bool = false, prefetchRadius windowRadius: Int? = nil
  ) {
    let paged = window.map { current - $0.current } ?? 0
    if paged != 0 { heading = paged > 0 ? 1 : -1 }
    let prefetch =
      if holdsNeighbours {
        ImagePrefetch.onScreen(previews: previewRadius > 0)
      } else if let windowRadius {
        ImagePrefetch.around(displays: windowRadius, previews: previewRadius)
      } else {
        ImagePrefetch.heading(
          heading, displays: isMoving ? 0 : prefetchRadius, previews: previewRadius,
          trailingPreviews: Self.trailingPreviews)
      }
    let wanted = Window(
      current: current, visible: Array(visible), size: size, looping: looping,
      isFlying: isFlying,
      isMoving: isMoving, prefetchRadius: windowRadius ?? prefetchRadius, prefetch: prefetch)
    guard wanted != window, !sources.isEmpty else { return }
    let evicts = window != nil && windowRadius == nil
    window = wanted
    lastWindow = wanted
    let defersWhileFlying = isFlying && previewRadius > 0
    // The photo the page brings in is decoded once the photos left behind are gone: a
    // decode thread waiting for work took it before they were, and held four slides.
    loader.deferDisplayDecodes(defersWhileFlying || evicts)
    loader.updateWindow(
      current: current, visible: wanted.visible, prefetch: prefetch, size: size,
      looping: looping)
    onScreenFiles = onScreenFiles(of: wanted)
    if evicts {
      // What the window did not ask for goes (photos and previews that scrolled away, the
      // neighbour prefetched ahead once the carousel moves; a zoomed decode is kept until
      // the zoom goes), so the peak holds the window's images whatever the folder. The drawable surfaces over
      // those pixels go with them: the window's own were just drawn, so they are the most
      // recently used and stay.
      loader.evictOutsideWindow(keeping: kept)
      surfaces.removeSurfaces { [loader, surfacePixels] key in
        surfacePixels[key].map { !loader.cache.contains($0) } ?? true
      }
      surfacePixels = surfacePixels.filter { surfaces.cachedSurface(for: $0.key) != nil }
      loader.deferDisplayDecodes(defersWhileFlying)
    }
    if let remote { updateDownloads(remote, for: wanted) }
  }

  /// Tells the download store the URLs of the window, in the loader's order: the current
  /// item, the visible ones nearest first, then the prefetched neighbours.
  private func updateDownloads(_ remote: RemoteImageStore, for window: Window) {
    let count = sources.count
    func url(_ index: Int) -> String? {
      let wrapped = window.looping ? CarouselLoopIndex.item(at: index, count: count) : index
      guard sources.indices.contains(wrapped), sources[wrapped].isRemote else { return nil }
      return sources[wrapped].path
    }
    let current = window.current
    let visibleByDistance = window.visible.sorted {
      abs($0 - current) != abs($1 - current) ? abs($0 - current) < abs($1 - current) : $0 > $1
    }
    var order = [current] + visibleByDistance
    if window.prefetchRadius > 0 {
      for distance in 1...window.prefetchRadius {
        order += [current + distance, current - distance]
      }
    }
    let visible = Set(([current] + visibleByDistance).compactMap(url))
    remote.updateWindow(wanted: order.compactMap(url), visible: visible)
  }

  /// The files of the current item and the visible ones of `window`.
  private func onScreenFiles(of window: Window) -> Set<ImageSource> {
    Set(
      ([window.current] + window.visible).compactMap { index in
        let wrapped =
          window.looping ? CarouselLoopIndex.item(at: index, count: files.count) : index
        return files.indices.contains(wrapped) ? files[wrapped] : nil
      })
  }

  /// Takes the decodes and downloads finished since the last call; returns whether any
  /// arrived that may change what is drawn (a neighbour decoded off screen does not).
  func drainArrivals() -> Bool {
    signal.reset()
    var arrived = loader.drainCompleted().contains { onScreenFiles.contains($0.source) }
    if let remote {
      let changed = remote.takeChanges()
      if !changed.isEmpty {
        resolveFiles(changed)
        arrived = true
      }
    }
    return arrived
  }

  /// Blocks until every queued download and decode finished or `timeout` seconds passed
  /// (downloads first, then the decodes of what they brought).
  @discardableResult
  func waitUntilIdle(timeout: Double) -> Bool {
    guard let remote else { return loader.waitUntilIdle(timeoutSeconds: timeout) }
    let start = DispatchTime.now().uptimeNanoseconds
    let downloaded = remote.waitUntilIdle(timeoutSeconds: timeout)
    resolveFiles(remote.takeChanges())
    if let lastWindow {
      window = lastWindow
      loader.updateWindow(
        current: lastWindow.current, visible: lastWindow.visible, prefetch: lastWindow.prefetch,
        size: lastWindow.size, looping: lastWindow.looping)
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return loader.waitUntilIdle(timeoutSeconds: max(0, timeout - elapsed)) && downloaded
  }
}
