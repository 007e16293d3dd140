import Testing

@Test func placeholderCarouselCLITests() { #expect(Bool(true)) }
