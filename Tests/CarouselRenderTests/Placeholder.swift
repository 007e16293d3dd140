import Testing

@Test func placeholderCarouselRenderTests() { #expect(Bool(true)) }
