/// The section identifier of a snapshot that has no sections of its own: every item is in
/// ``main``.
public enum CarouselMainSection: Hashable, Sendable, CustomStringConvertible {
  /// The one section of a snapshot without sections.
  case main

  /// `main`.
  public var description: String { "main" }
}

/// A snapshot of one unnamed section: `CarouselListSnapshot<Trip>(items: trips)`.
public typealias CarouselListSnapshot<Item: Identifiable & Equatable> = CarouselSnapshot<
  CarouselMainSection, Item
> where Item.ID: Sendable
