import Testing

@Test func placeholderCarouselStoreTests() { #expect(Bool(true)) }
