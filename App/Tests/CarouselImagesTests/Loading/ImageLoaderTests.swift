import CarouselImages
import Foundation
import Testing

@Suite struct ImageLoaderTests {
  static let timeout = 30.0
  static let size = PixelSize(width: 8, height: 8)

  /// Sources named `item-0.jpg` … that need not exist (for the gated decoder).
  static func sources(_ count: Int) -> [ImageSource] {
    (0..<count).map { ImageSource(path: "/virtual/item-\($0).jpg", format: .jpeg) }
  }

  static func index(of path: String) -> Int {
    Int(path.split(separator: "-").last!.split(separator: ".").first!)!
  }

  @Test func decodedImagesArriveAndAreCached() throws {
    let folder = try TestFolder()
    var sources: [ImageSource] = []
    for index in 0..<3 {
      let path = try folder.write(
        TestImages.jpeg(width: 64 + index * 16, height: 48) { _, _ in .red }, to: "\(index).jpg")
      sources.append(ImageSource(path: path, format: .jpeg))
    }
    let callbacks = Locked(0)
    let loader = ImageLoader(
      sources: sources, cache: ImageCache(capacityBytes: 1 << 20),
      onCompletion: { callbacks.withLock { $0 += 1 } })
    let display = PixelSize(width: 32, height: 32)

    for source in sources { #expect(loader.request(source, size: display) == .loading) }
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))

    let completions = loader.drainCompleted()
    #expect(Set(completions.map(\.source)) == Set(sources))
    let sizes = Dictionary(
      uniqueKeysWithValues: completions.map { ($0.source.fileName, try? $0.result.get().size) })
    #expect(sizes["0.jpg"] == PixelSize(width: 32, height: 24))
    #expect(sizes["1.jpg"] == PixelSize(width: 32, height: 19))  // 80×48 → 32×19.2
    #expect(sizes["2.jpg"] == PixelSize(width: 32, height: 16))
    #expect(callbacks.withLock { $0 } == 3)
    #expect(loader.drainCompleted().isEmpty)

    guard case .ready(let image) = loader.request(sources[0], size: display) else {
      Issue.record("a decoded image should be served from the cache")
      return
    }
    #expect(image.size == PixelSize(width: 32, height: 24))
    #expect(loader.statistics.started == 3)
  }

  @Test func windowDecodesCurrentThenVisibleThenNearestPrefetch() {
    let decoder = GatedDecoder()
    let loader = ImageLoader(
      sources: Self.sources(20), cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder,
      configuration: .init(
        maxConcurrentDecodes: 1, maxRememberedFailures: 10, qualityOfService: .default))
    loader.updateWindow(current: 5, visible: 4..<7, prefetchRadius: 2, size: Self.size)
    decoder.open()
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    // Current (5), visible by distance (6, 4), then the prefetch ring nearest first (7, 3).
    #expect(decoder.started.map(Self.index) == [5, 6, 4, 7, 3])
  }

  /// Heading towards lower indices: display decodes only that way, nearest first; the
  /// previews reach further that way than the other.
  @Test func aHeadingPrefetchesAheadOfIt() {
    let decoder = GatedDecoder()
    let loader = ImageLoader(
      sources: Self.sources(20), cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder,
      configuration: .init(
        maxConcurrentDecodes: 1, maxRememberedFailures: 10, qualityOfService: .default))
    loader.updateWindow(
      current: 5, visible: 5..<6,
      prefetch: .heading(-1, displays: 2, previews: 3, trailingPreviews: 1), size: Self.size)
    decoder.open()
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    let previews = decoder.started.filter { $0.hasPrefix("preview ") }
    let displays = decoder.started.filter { !$0.hasPrefix("preview ") }
    #expect(displays.map(Self.index) == [5, 4, 3])
    #expect(previews.map(Self.index).sorted() == [2, 3, 4, 5, 6])
    #expect(
      ImagePrefetch.heading(1, displays: 1, previews: 8, trailingPreviews: 2)
        == ImagePrefetch(displaysAfter: 1, displaysBefore: 0, previewsAfter: 8, previewsBefore: 2))
    #expect(
      ImagePrefetch.heading(0, displays: 1, previews: 8, trailingPreviews: 2)
        == .around(displays: 1, previews: 8))
  }

  /// A loader of 20 held items that decodes the current one first, with the default threads.
  static func currentFirstLoader() -> (ImageLoader, GatedDecoder) {
    let decoder = GatedDecoder()
    var configuration = ImageLoader.Configuration.default
    configuration.decodesCurrentFirst = true
    let loader = ImageLoader(
      sources: sources(20), cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder,
      configuration: configuration)
    return (loader, decoder)
  }

  @Test func theCurrentPhotoDecodesBesideNothingButThePreviewsOnScreen() {
    let (loader, decoder) = Self.currentFirstLoader()
    // Two decoding threads and a third for previews, but only the current item's preview
    // and photo start (in either order) while its photo is not done.
    loader.updateWindow(
      current: 5, visible: 5..<6, prefetchRadius: 2, previewRadius: 2, size: Self.size)
    #expect(decoder.waitForStarts(2))
    #expect(!decoder.waitForStarts(3, timeoutSeconds: 0.3))
    #expect(Set(decoder.started) == ["preview /virtual/item-5.jpg", "/virtual/item-5.jpg"])
    decoder.open()
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    // Then the neighbours' previews and photos, all of them.
    #expect(decoder.started.count == 2 + 4 + 4)
    #expect(loader.statistics.cancelled == 0)
  }

  @Test func withoutCurrentFirstTheNeighboursDecodeBesideTheCurrentPhoto() {
    let decoder = GatedDecoder()
    let loader = ImageLoader(
      sources: Self.sources(20), cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder)
    loader.updateWindow(
      current: 5, visible: 5..<6, prefetchRadius: 2, previewRadius: 2, size: Self.size)
    // Two photos and the previews' thread at once.
    #expect(decoder.waitForStarts(3))
    decoder.open()
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
  }

  @Test func whileFlyingPastPreviewsDoNotWaitForTheCurrentPhoto() {
    let (loader, decoder) = Self.currentFirstLoader()
    loader.deferDisplayDecodes(true)
    loader.updateWindow(
      current: 5, visible: 5..<6, prefetchRadius: 2, previewRadius: 2, size: Self.size)
    decoder.open()
    // The five previews; the photos stay deferred.
    #expect(decoder.waitForStarts(5))
    #expect(!decoder.waitForStarts(6, timeoutSeconds: 0.3))
    #expect(decoder.started.allSatisfy { $0.hasPrefix("preview ") })
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))  // lets the photos go
    #expect(decoder.started.count == 5 + 5)
  }

  @Test func scrollingAwayDropsQueuedWorkButKeepsFinishedWork() throws {
    let decoder = GatedDecoder()
    let sources = Self.sources(20)
    let loader = ImageLoader(
      sources: sources, cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder)

    // Items 0 and 1 start decoding (two threads); 2 and 3 wait in the queue.
    loader.updateWindow(current: 0, visible: 0..<2, prefetchRadius: 3, size: Self.size)
    try #require(decoder.waitForStarts(2))
    #expect(Set(decoder.started.map(Self.index)) == [0, 1])
    #expect(loader.statistics.queued == 2)
    #expect(loader.statistics.running == 2)

    // The person flings to item 15: 2 and 3 are dropped before they start.
    loader.updateWindow(current: 15, visible: 15..<16, prefetchRadius: 1, size: Self.size)
    #expect(loader.statistics.cancelled == 2)
    decoder.open()
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))

    #expect(Set(decoder.started.map(Self.index)) == [0, 1, 15, 16, 14])
    // Work that was already running still lands in the cache.
    #expect(loader.cache.contains(ImageRequestKey(source: sources[0], size: Self.size)))
    #expect(loader.cache.contains(ImageRequestKey(source: sources[1], size: Self.size)))
    #expect(!loader.cache.contains(ImageRequestKey(source: sources[2], size: Self.size)))
    #expect(
      Set(loader.drainCompleted().map { Self.index(of: $0.source.path) }) == [0, 1, 15, 16, 14])
  }

  @Test func loopingWindowWrapsAroundTheEnds() {
    let decoder = GatedDecoder(open: true)
    let loader = ImageLoader(
      sources: Self.sources(5), cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder)
    loader.updateWindow(
      current: 0, visible: -1..<2, prefetchRadius: 0, size: Self.size, looping: true)
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(Set(decoder.started.map(Self.index)) == [4, 0, 1])
  }

  @Test func nonLoopingWindowIgnoresIndicesOutsideTheItems() {
    let decoder = GatedDecoder(open: true)
    let loader = ImageLoader(
      sources: Self.sources(5), cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder)
    loader.updateWindow(current: 4, visible: 3..<6, prefetchRadius: 2, size: Self.size)
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(Set(decoder.started.map(Self.index)) == [2, 3, 4])
  }

  @Test func windowSkipsWhatIsAlreadyCached() {
    let decoder = GatedDecoder(open: true)
    let loader = ImageLoader(
      sources: Self.sources(5), cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder)
    loader.updateWindow(current: 2, visible: 1..<4, prefetchRadius: 1, size: Self.size)
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    loader.updateWindow(current: 3, visible: 2..<5, prefetchRadius: 1, size: Self.size)
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(decoder.started.map(Self.index).sorted() == [1, 2, 3, 4])
  }

  @Test func failuresAreReportedOnceAndRemembered() throws {
    let folder = try TestFolder()
    let broken = ImageSource(
      path: try folder.write(Array("not a photo".utf8), to: "broken.jpg"), format: .jpeg)
    let loader = ImageLoader(sources: [broken], cache: ImageCache(capacityBytes: 1 << 20))

    #expect(loader.request(broken, size: Self.size) == .loading)
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    let expected = ImageError.unsupportedFormat(
      path: broken.path, reason: "not a JPEG, PNG, WebP, AVIF, HEIF, JPEG XL or GIF image")
    #expect(
      loader.drainCompleted() == [
        ImageLoadCompletion(
          key: ImageRequestKey(source: broken, size: Self.size), result: .failure(expected))
      ])

    // Asked again, every frame: answered from memory, no new decode, no new completion.
    for _ in 0..<3 { #expect(loader.request(broken, size: Self.size) == .failed(expected)) }
    loader.updateWindow(current: 0, visible: 0..<1, prefetchRadius: 2, size: Self.size)
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(loader.drainCompleted().isEmpty)
    #expect(loader.statistics.started == 1)
    #expect(loader.statistics.failed == 1)

    loader.forgetFailures()
    #expect(loader.request(broken, size: Self.size) == .loading)
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(loader.statistics.started == 2)
  }

  @Test func imageLargerThanTheWholeCacheFailsOnceInsteadOfDecodingEveryFrame() {
    let decoder = GatedDecoder(open: true)
    let source = Self.sources(1)[0]
    // 8 × 8 ARGB32 pixels are 256 bytes; the cache holds 100.
    let capacity = 100
    let loader = ImageLoader(
      sources: [source], cache: ImageCache(capacityBytes: capacity), decoder: decoder)
    let expected = ImageError.tooLarge(
      path: source.path, width: 8, height: 8,
      pixelLimit: capacity / DecodedImage.bytesPerPixel)

    #expect(loader.request(source, size: Self.size) == .loading)
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(
      loader.drainCompleted() == [
        ImageLoadCompletion(
          key: ImageRequestKey(source: source, size: Self.size), result: .failure(expected))
      ])
    // Every later frame is answered from memory: no decode loop, no wake-ups.
    for _ in 0..<3 { #expect(loader.request(source, size: Self.size) == .failed(expected)) }
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(loader.drainCompleted().isEmpty)
    #expect(decoder.started.count == 1)
  }

  @Test func requestRaisesPriorityOfQueuedWork() throws {
    let decoder = GatedDecoder()
    let sources = Self.sources(6)
    let loader = ImageLoader(
      sources: sources, cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder,
      configuration: .init(
        maxConcurrentDecodes: 1, maxRememberedFailures: 10, qualityOfService: .default))
    loader.updateWindow(current: 0, visible: 0..<1, prefetchRadius: 3, size: Self.size)
    try #require(decoder.waitForStarts(1))
    #expect(loader.request(sources[3], size: Self.size, priority: .high) == .loading)
    decoder.open()
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(decoder.started.map(Self.index) == [0, 3, 1, 2])
  }

  @Test func cancelAndSetSourcesDropQueuedWork() throws {
    let decoder = GatedDecoder()
    let sources = Self.sources(6)
    let loader = ImageLoader(
      sources: sources, cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder,
      configuration: .init(
        maxConcurrentDecodes: 1, maxRememberedFailures: 10, qualityOfService: .default))
    loader.updateWindow(current: 0, visible: 0..<1, prefetchRadius: 4, size: Self.size)
    try #require(decoder.waitForStarts(1))
    loader.cancel(sources[1], size: Self.size)
    loader.setSources(Array(sources[0..<3]))  // drops 3 and 4
    #expect(loader.statistics.cancelled == 3)
    decoder.open()
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(decoder.started.map(Self.index) == [0, 2])
  }

  @Test func nothingBlocksTheCallerWhileDecodesAreHeld() throws {
    let decoder = GatedDecoder()
    let sources = Self.sources(4)
    let loader = ImageLoader(
      sources: sources, cache: ImageCache(capacityBytes: 1 << 20), decoder: decoder)
    for source in sources { #expect(loader.request(source, size: Self.size) == .loading) }
    #expect(loader.drainCompleted().isEmpty)
    #expect(!loader.waitUntilIdle(timeoutSeconds: 0.05))
    decoder.open()
    #expect(loader.waitUntilIdle(timeoutSeconds: Self.timeout))
    #expect(loader.drainCompleted().count == 4)
  }
}
