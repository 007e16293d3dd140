import Testing

extension Tag {
  /// Tests that take seconds (a compiler run): `make check` leaves them out, `make test` runs
  /// them (see CarouselCoreTesting's `TestTier`).
  @Tag static var slow: Self
}
