import CarouselRender
import Testing

@Suite struct SubpixelLayerCacheTests {
  private func surface(width: Int = 20, height: Int = 10) throws -> RenderSurface {
    let surface = try RenderSurface(pixelWidth: width, pixelHeight: height)
    surface.fill(RenderColor(hex: 0x4080C0))
    return surface
  }

  @Test func aLayerIsMadeOncePerSurfaceAndPhase() throws {
    let cache = SubpixelLayerCache()
    let card = try surface()
    let first = cache.layer(of: card, identity: "card|a", verticalPhase: 64)
    #expect(first?.verticalPhase == 64)
    #expect(cache.layer(of: card, identity: "card|a", verticalPhase: 64) === first)
    #expect(cache.layersMade == 1)
    // Another phase, or other pixels, is another layer.
    #expect(cache.layer(of: card, identity: "card|a", verticalPhase: 0) !== first)
    #expect(cache.layer(of: card, identity: "card|b", verticalPhase: 64) !== first)
    #expect(cache.layersMade == 3)
  }

  @Test func keepsTheMostRecentlyUsedUpToTheLimit() throws {
    let cache = SubpixelLayerCache(limit: 2)
    let card = try surface()
    let a = cache.layer(of: card, identity: "a", verticalPhase: 0)
    _ = cache.layer(of: card, identity: "b", verticalPhase: 0)
    _ = cache.layer(of: card, identity: "a", verticalPhase: 0)  // a is the most recent
    _ = cache.layer(of: card, identity: "c", verticalPhase: 0)  // evicts b
    #expect(cache.count == 2)
    #expect(cache.layer(of: card, identity: "a", verticalPhase: 0) === a)
    #expect(cache.layersMade == 3)
    _ = cache.layer(of: card, identity: "b", verticalPhase: 0)
    #expect(cache.layersMade == 4)
  }

  @Test func theStandardLimitKeepsASwipeBackAndForth() throws {
    let cache = SubpixelLayerCache()
    let card = try surface()
    // Two cards visible mid-swipe, then the next two, then back.
    for identities in [["1", "2"], ["2", "3"], ["3", "4"], ["2", "3"], ["1", "2"]] {
      for identity in identities {
        _ = cache.layer(of: card, identity: identity, verticalPhase: 32)
      }
    }
    #expect(SubpixelLayerCache.standardLimit == 4)
    #expect(cache.layersMade == 4)
  }
}
