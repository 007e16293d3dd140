/// Why a ``CarouselSnapshot`` cannot be built as asked.
public enum CarouselSnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Error, Equatable
{
  /// Two items share the identity: a snapshot's identities are unique.
  case duplicateItem(ItemID)
  /// Two sections share the identity.
  case duplicateSection(SectionID)
  /// Items were appended to a section the snapshot does not have.
  case unknownSection(SectionID)
  /// More items than the snapshot's identity index can address (2³¹ − 1).
  case tooManyItems(Int)
}

extension CarouselSnapshotError: CustomStringConvertible
where SectionID: CustomStringConvertible, ItemID: CustomStringConvertible {
  /// One line naming the identity at fault, e.g. `duplicate item identity "paris"`.
  public var description: String {
    switch self {
    case .duplicateItem(let id): "duplicate item identity \"\(id.description)\""
    case .duplicateSection(let id): "duplicate section identity \"\(id.description)\""
    case .unknownSection(let id): "no section \"\(id.description)\" to append items to"
    case .tooManyItems(let count):
      "\(count) items: a snapshot holds at most \(IdentityTable.maxCount)"
    }
  }
}
