import Testing

@Test func placeholderCarouselImagesTests() { #expect(Bool(true)) }
