@_spi(CarouselHost) import CarouselCore
import Dispatch

/// The photo pipeline between the frame loop and the decoder: cache lookups, background
/// decoding with priorities, prefetch around the current item, and cancellation of work
/// that scrolled away.
///
/// A frame with this loader:
/// 1. `updateWindow(current:visible:prefetch:size:looping:)` when the current item
///    or the visible range changes;
/// 2. `request(_:size:priority:)` for each visible item: `.ready` draws the image,
///    `.loading` a placeholder, `.failed` an error tile;
/// 3. `drainCompleted()` to learn what finished since the last frame (redraw those).
///
/// None of these block on decoding. Decodes run on a Dispatch queue, at most
/// ``Configuration/maxConcurrentDecodes`` at once, the most urgent first. Successful
/// results go to the ``cache``, even when the item scrolled away meanwhile (the work is
/// done). Failures are remembered and reported once, so a corrupt file is not decoded
/// every frame; an image larger than the cache's whole budget is such a failure
/// (``ImageError/tooLarge(path:width:height:pixelLimit:)``, the limit being the budget in
/// pixels).
///
/// Thread safety: every method MAY be called from any thread; a lock guards the state and
/// is never held while decoding.
public final class ImageLoader: Sendable {
  /// Where decoded images are kept, keyed by source and display size.
  public let cache: ImageCache<ImageRequestKey>
  /// How many decodes run at once and how much is remembered.
  public let configuration: Configuration

  private let decoder: any ImageDecoding
  private let onCompletion: (@Sendable () -> Void)?
  private let state: Locked<LoaderState>
  private let workQueue: DispatchQueue

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - sources: The items of the carousel, indexed as in ``updateWindow(current:visible:prefetch:size:looping:)``.
  ///   - cache: Where decoded images go.
  ///   - decoder: What decodes files; ``ImageDecoder`` unless a host or test wraps it.
  ///   - onCompletion: Called on a decoding thread after each result is collected, so a
  ///     host can wake its event loop (for example by pushing an SDL user event). It MUST
  ///     return quickly and MUST NOT wait for the loader.
  public init(
    sources: [ImageSource] = [], cache: ImageCache<ImageRequestKey>,
    decoder: any ImageDecoding = ImageDecoder(), configuration: Configuration = .default,
    onCompletion: (@Sendable () -> Void)? = nil
  ) {
    self.cache = cache
    self.configuration = configuration
    self.decoder = decoder
    self.onCompletion = onCompletion
    state = Locked(LoaderState(sources: sources))
    workQueue = DispatchQueue(
      label: "CarouselImages.ImageLoader", qos: configuration.qualityOfService,
      attributes: .concurrent)
  }

  /// Replaces the carousel's items, for example after a folder is rescanned.
  ///
  /// Queued work for items no longer present is dropped; cached images stay until evicted.
  public func setSources(_ sources: [ImageSource]) {
    let present = Set(sources)
    state.withLock { state in
      state.sources = sources
      state.dropQueued { present.contains($0.source) }
    }
  }

  /// The carousel's items.
  public var sources: [ImageSource] { state.withLock { $0.sources } }

  /// The image for `source` at `size` if it is cached; otherwise schedules a decode (or
  /// raises the priority of one already waiting) and returns at once.
  ///
  /// `source` MUST be a file: an ``ImageSource/isRemote`` URL is downloaded by the host
  /// first (the scenes use `RemoteImageStore`), and its file requested instead.
  public func request(
    _ source: ImageSource, size: PixelSize, priority: ImageLoadPriority = .normal,
    pass: ImageDecodePass = .display
  ) -> ImageLoadState {
    let key = ImageRequestKey(source: source, size: size, pass: pass)
    let (loadState, newWorkers) = state.withLock { state -> (ImageLoadState, Int) in
      if let image = cache.image(for: key) { return (.ready(image), 0) }
      if let error = state.failures[key] { return (.failed(error), 0) }
      if !state.running.contains(key) { state.enqueue(key, priority: priority) }
      return (.loading, state.claimWorkers(limit: configuration.maxConcurrentDecodes))
    }
    startWorkers(newWorkers)
    return loadState
  }

  /// Tells the loader which items matter now, the same prefetch on both sides: see
  /// ``updateWindow(current:visible:prefetch:size:looping:)``.
  public func updateWindow(
    current: Int, visible: Range<Int>, prefetchRadius: Int, previewRadius: Int = 0,
    size: PixelSize, looping: Bool = false
  ) {
    precondition(prefetchRadius >= 0, "prefetch radius must not be negative")
    precondition(previewRadius >= 0, "preview radius must not be negative")
    updateWindow(
      current: current, visible: visible,
      prefetch: .around(displays: prefetchRadius, previews: previewRadius), size: size,
      looping: looping)
  }

  /// Tells the loader which items matter now; queued work for any other item is dropped
  /// (work already running finishes and is cached).
  ///
  /// Order: the previews (``ImageDecodePass/preview``, JPEG files only) of the current
  /// item and the visible ones, nearest first; the display decode of the current item;
  /// the previews of the neighbours `prefetch` names; then the display decodes of the
  /// visible items and of the neighbours `prefetch` names. Neighbours go nearest first, the
  /// side `prefetch` leans to first at each distance. Previews cost a few milliseconds (an
  /// EXIF thumbnail, a 1/8 DCT decode), so an item scrolled into view quickly always has
  /// at least its preview. With ``Configuration/decodesCurrentFirst`` nothing but the
  /// previews on screen starts beside the current item's display decode until it is done.
  ///
  /// - Parameters:
  ///   - current: The index of the current item in ``sources``.
  ///   - visible: The indices on screen. With `looping`, indices outside `0..<count` wrap
  ///     around; without it they are ignored.
  ///   - prefetch: The neighbours of `current` decoded ahead, on each side.
  ///   - size: The display size images are decoded for.
  ///   - looping: Whether the carousel wraps from the last item to the first.
  /// - Complexity: O(*w* + *q*) for a window of *w* items and *q* queued jobs.
  public func updateWindow(
    current: Int, visible: some Sequence<Int>, prefetch: ImagePrefetch, size: PixelSize,
    looping: Bool = false
  ) {
    let newWorkers = state.withLock { state -> Int in
      let count = state.sources.count
      var wanted: [(key: ImageRequestKey, priority: ImageLoadPriority)] = []
      var seen: Set<ImageRequestKey> = []
      @discardableResult
      func want(_ index: Int, _ priority: ImageLoadPriority, _ pass: ImageDecodePass) -> Bool {
        guard count > 0 else { return false }
        let wrapped = looping ? CarouselLoopIndex.item(at: index, count: count) : index
        guard (0..<count).contains(wrapped) else { return false }
        let key = ImageRequestKey(source: state.sources[wrapped], size: size, pass: pass)
        // A URL is downloaded by the host first (RemoteImageStore), which then names the
        // downloaded file in the sources.
        guard !key.source.isRemote else { return false }
        // Only JPEG has a preview much cheaper than its display decode (an EXIF thumbnail,
        // a 1/8 DCT decode); for the others it would double the work.
        guard pass == .display || key.source.format == .jpeg else { return false }
        guard seen.insert(key).inserted else { return false }
        wanted.append((key, priority))
        return true
      }
      /// The neighbours `after` items after `current` and `before` items before it,
      /// nearest first.
      func wantNeighbours(
        after: Int, before: Int, _ priority: ImageLoadPriority, _ pass: ImageDecodePass
      ) {
        let sides = prefetch.leansBefore ? [(-1, before), (1, after)] : [(1, after), (-1, before)]
        for distance in stride(from: 1, through: max(after, before), by: 1) {
          for (sign, reach) in sides where distance <= reach {
            want(current + sign * distance, priority, pass)
          }
        }
      }
      let visibleByDistance = visible.sorted {
        abs($0 - current) != abs($1 - current) ? abs($0 - current) < abs($1 - current) : $0 > $1
      }
      if prefetch.previewsOnScreen {
        want(current, .high, .preview)
        for index in visibleByDistance { want(index, .high, .preview) }
      }
      // The current item sharp before the previews of items off screen: they are for
      // flying past, and sixteen of them ahead of it delayed the first sharp photo.
      let onScreenPreviews = Set(wanted.map(\.key))
      let currentDisplay = want(current, .high, .display) ? wanted.last?.key : nil
      wantNeighbours(
        after: prefetch.previewsAfter, before: prefetch.previewsBefore, .high, .preview)
      for index in visibleByDistance { want(index, .normal, .display) }
      wantNeighbours(
        after: prefetch.displaysAfter, before: prefetch.displaysBefore, .low, .display)

      let wantedKeys = Set(wanted.map(\.key))
      state.windowKeys = wantedKeys
      if configuration.decodesCurrentFirst {
        state.currentDisplay = currentDisplay
        state.onScreenPreviews = onScreenPreviews
      }
      state.dropQueued { wantedKeys.contains($0) }
      for (key, priority) in wanted {
        let order = state.takeOrder()
        // Touching cached images keeps the window's images the most recently used, so
        // eviction takes images that scrolled away first.
        if cache.image(for: key) != nil || state.failures[key] != nil
          || state.running.contains(key)
        {
          continue
        }
        // A preview is pointless once the display image is there.
        if key.pass == .preview,
          cache.contains(ImageRequestKey(source: key.source, size: key.size, pass: .display))
        {
          continue
        }
        state.enqueue(key, priority: priority, order: order)
      }
      return state.claimWorkers(limit: configuration.maxConcurrentDecodes)
    }
    startWorkers(newWorkers)
  }

  /// Holds display decodes back (they stay queued) while previews keep running, or lets
  /// them go again.
  ///
  /// Hosts defer while the carousel flies past photos (a held arrow key pages 25 times a
  /// second): a display decode started for a photo that is gone 40 ms later only keeps
  /// the workers from the previews of the photos coming into view. Decodes already
  /// running finish.
  public func deferDisplayDecodes(_ deferred: Bool) {
    let newWorkers = state.withLock { state -> Int in
      guard state.displaysDeferred != deferred else { return 0 }
      state.displaysDeferred = deferred
      return state.claimWorkers(limit: configuration.maxConcurrentDecodes)
    }
    startWorkers(newWorkers)
  }

  /// Drops every cached image the last window did not ask for (photos and previews that
  /// scrolled away, a zoomed decode), except those in `kept`, so that what stays resident is
  /// the window's images whatever their sizes. Decodes still running for such images are
  /// cached when they finish, until the next call.
  public func evictOutsideWindow(keeping kept: Set<ImageRequestKey> = []) {
    let keys = state.withLock { $0.windowKeys }
    cache.removeAll { !keys.contains($0) && !kept.contains($0) }
  }

  /// Drops the queued request for `source` at `size`, if it has not started.
  public func cancel(_ source: ImageSource, size: PixelSize) {
    let key = ImageRequestKey(source: source, size: size)
    state.withLock { $0.dropQueued { $0 != key } }
  }

  /// Drops every queued request that has not started.
  public func cancelAll() {
    state.withLock { $0.dropQueued { _ in false } }
  }

  /// Forgets remembered failures, so failed files are tried again on the next request
  /// (for example after the person fixed or replaced them).
  public func forgetFailures() {
    state.withLock { state in
      state.failures.removeAll()
      state.failureOrder.removeAll()
    }
  }

  /// The results collected since the last call, oldest first. Never blocks on decoding.
  ///
  /// Hosts SHOULD drain every frame (or on each completion callback): results accumulate
  /// until drained.
  public func drainCompleted() -> [ImageLoadCompletion] {
    state.withLock { state in
      defer { state.completed.removeAll(keepingCapacity: true) }
      return state.completed
    }
  }

  /// Counters describing the queue and past work.
  public var statistics: Statistics {
    state.withLock { state in
      var statistics = state.statistics
      statistics.queued = state.queued.count
      statistics.running = state.running.count
      return statistics
    }
  }

  /// Blocks until nothing is queued or running and every completion callback has
  /// returned, or `timeoutSeconds` pass. Deferred display decodes are let go first (see
  /// ``deferDisplayDecodes(_:)``). For headless rendering and tests; a frame loop MUST NOT
  /// call this.
  ///
  /// - Returns: Whether the loader became idle in time.
  @discardableResult
  public func waitUntilIdle(timeoutSeconds: Double) -> Bool {
    deferDisplayDecodes(false)
    return state.wait(until: \.isIdle, timeoutSeconds: timeoutSeconds)
  }

  // MARK: - Decoding threads

  private func startWorkers(_ count: Int) {
    for _ in 0..<count {
      workQueue.async { self.runWorker() }
    }
  }

  /// Decodes queued jobs, most urgent first, until the queue is empty.
  private func runWorker() {
    while let key = state.withLock({
      $0.takeNextJob(displayLimit: configuration.maxConcurrentDecodes)
    }) {
      var result: Result<DecodedImage, ImageError>
      do throws(ImageError) {
        switch key.pass {
        case .display:
          result = .success(
            try decoder.decode(
              path: key.source.path, size: key.size, fit: configuration.displayFit))
        case .preview:
          result = .success(try decoder.decodePreview(path: key.source.path, maxSize: key.size))
        }
      } catch {
        result = .failure(error)
      }
      // The cache refuses an image bigger than its whole budget; without a remembered
      // failure every frame would request it again and decode it forever.
      if case .success(let image) = result, image.byteCount > cache.capacityBytes {
        result = .failure(
          .tooLarge(
            path: key.source.path, width: image.width, height: image.height,
            pixelLimit: cache.capacityBytes / DecodedImage.bytesPerPixel))
      }
      let released = state.withLock { state -> Int in
        state.running.remove(key)
        switch result {
        case .success(let image):
          cache.insert(image, for: key)
        case .failure(let error):
          state.statistics.failed += 1
          state.rememberFailure(error, for: key, limit: configuration.maxRememberedFailures)
        }
        state.completed.append(ImageLoadCompletion(key: key, result: result))
        if onCompletion != nil { state.notifying += 1 }
        // The rest of the window waited for the current item: it may start now.
        return key == state.currentDisplay
          ? state.claimWorkers(limit: configuration.maxConcurrentDecodes) : 0
      }
      startWorkers(released)
      if let onCompletion {
        onCompletion()
        state.withLock { $0.notifying -= 1 }
      }
    }
  }
}
