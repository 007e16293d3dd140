import CarouselCore
import CarouselRender
import Testing

@Suite struct ItemSurfaceCacheTests {
  /// A 10×10-pixel surface: 40-byte rows, 400 bytes.
  private func tile(_ color: RenderColor) throws(RenderError) -> RenderSurface {
    let surface = try RenderSurface(pixelWidth: 10, pixelHeight: 10)
    surface.fill(color)
    return surface
  }

  private func key(_ identity: String, scale: Double = 1) -> ItemSurfaceKey {
    ItemSurfaceKey(identity: identity, pixelWidth: 10, pixelHeight: 10, scale: scale)
  }

  @Test func secondLookupIsAHitAndDoesNotRender() throws {
    let cache = ItemSurfaceCache(byteLimit: 10_000)
    var renders = 0
    let first = try cache.surface(for: key("trip/paris")) {
      renders += 1
      return try tile(.white)
    }
    let second = try cache.surface(for: key("trip/paris")) {
      renders += 1
      return try tile(.black)
    }
    #expect(first === second)
    #expect(renders == 1)
    #expect(cache.hits == 1)
    #expect(cache.misses == 1)
    #expect(cache.byteCount == 400)
  }

  @Test func sizeAndScaleArePartOfTheKey() throws {
    let cache = ItemSurfaceCache(byteLimit: 100_000)
    _ = try cache.surface(for: key("a", scale: 1)) { try tile(.white) }
    _ = try cache.surface(for: key("a", scale: 2)) { try tile(.white) }
    #expect(cache.misses == 2)
    #expect(cache.count == 2)
    let pointKey = ItemSurfaceKey(identity: "a", size: CarouselSize(width: 5, height: 5), scale: 2)
    #expect(pointKey == key("a", scale: 2))
  }

  @Test func evictsLeastRecentlyUsedBeyondTheByteLimit() throws {
    // Room for two 400-byte surfaces.
    let cache = ItemSurfaceCache(byteLimit: 800)
    for name in ["a", "b"] {
      _ = try cache.surface(for: key(name)) { try tile(.white) }
    }
    // a becomes the most recently used.
    _ = try cache.surface(for: key("a")) { try tile(.white) }
    _ = try cache.surface(for: key("c")) { try tile(.white) }
    #expect(cache.evictions == 1)
    #expect(cache.byteCount == 800)
    #expect(cache.cachedSurface(for: key("b")) == nil)
    #expect(cache.cachedSurface(for: key("a")) != nil)
    #expect(cache.keysByRecency.map(\.identity) == ["c", "a"])
  }

  @Test func anOversizedSurfaceIsKeptUntilSomethingNewerArrives() throws {
    let cache = ItemSurfaceCache(byteLimit: 100)
    _ = try cache.surface(for: key("big")) { try tile(.white) }
    #expect(cache.count == 1)
    _ = try cache.surface(for: key("next")) { try tile(.white) }
    #expect(cache.keysByRecency.map(\.identity) == ["next"])
    #expect(cache.evictions == 1)
  }

  @Test func removingAnIdentityDropsAllItsSizes() throws {
    let cache = ItemSurfaceCache(byteLimit: 100_000)
    _ = try cache.surface(for: key("trip/rome", scale: 1)) {
      try tile(.white)
    }
    _ = try cache.surface(for: key("trip/rome", scale: 2)) {
      try tile(.white)
    }
    _ = try cache.surface(for: key("trip/kyoto")) { try tile(.white) }
    #expect(cache.removeSurfaces(identity: "trip/rome") == 2)
    #expect(cache.count == 1)
    #expect(cache.byteCount == 400)
  }

  @Test func renderErrorsPropagateAndCacheNothing() {
    let cache = ItemSurfaceCache(byteLimit: 10_000)
    #expect(throws: RenderError.invalidSize(width: 0, height: 0)) {
      _ = try cache.surface(for: key("broken")) {
        throw RenderError.invalidSize(width: 0, height: 0)
      }
    }
    #expect(cache.count == 0)
    #expect(cache.misses == 1)
  }
}
