import Testing

@Test func placeholderScenes() { #expect(Bool(true)) }
