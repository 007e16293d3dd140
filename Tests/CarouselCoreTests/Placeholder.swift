import Testing

@Test func placeholderCarouselCoreTests() { #expect(Bool(true)) }
