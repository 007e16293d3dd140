import Testing

extension Tag {
  /// Tests that take seconds (an Xvfb window, full-size artwork, a compiler run): `make check`
  /// leaves them out, `make test` runs them (see CarouselCoreTesting's `TestTier`, which this
  /// module re-exports).
  @Tag public static var slow: Self
}
