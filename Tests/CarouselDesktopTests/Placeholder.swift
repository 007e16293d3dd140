import Testing

@Test func placeholderDesktop() { #expect(Bool(true)) }
