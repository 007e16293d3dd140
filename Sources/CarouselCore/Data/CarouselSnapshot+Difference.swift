extension CarouselSnapshot {
  /// The changes that turn `old` into this snapshot.
  ///
  /// Heckel's algorithm ("A technique for isolating differences between files", 1978),
  /// which for unique identities reduces to one lookup per item: each new item finds its
  /// old counterpart through `old`'s identity table by the hash stored with the item, so no
  /// identity is hashed here at all. Items left unmatched are removals and insertions;
  /// matched items whose contents differ are updates.
  ///
  /// Moves are chosen in one more linear pass. Walking the new order, the next kept item
  /// expected by the old order either comes next (it stays) or something is out of place;
  /// of the two items in conflict, the one displaced further (in ranks among the kept
  /// items) is the move. Moving one item across the list thus costs one move, not one per
  /// item it passed; the staying items always keep their relative order, which is all that
  /// ``applying(_:)`` relies on. (The fewest moves would need a longest increasing
  /// subsequence, O(n log n).)
  ///
  /// - Complexity: O(`old.count` + `count`) expected.
  ///
  /// Inlinable so that it is specialised for the caller's item type: unspecialised, every
  /// identity comparison goes through a witness table (4 × slower at 100,000 items).
  @inlinable
  public func difference(from old: Self) -> CarouselDifference<SectionID, Item> {
    typealias Difference = CarouselDifference<SectionID, Item>
    let oldCount = old.count
    let newCount = count
    var newIndexByOld = [Int](repeating: -1, count: oldCount)
    var oldIndexByNew = [Int](repeating: -1, count: newCount)
    // Rank of each kept new item among the kept items, in new order.
    var newRank = [Int](repeating: 0, count: newCount)
    var insertions: [Difference.Insertion] = []
    var updates: [Difference.Update] = []
    var rank = 0
    for j in 0..<newCount {
      guard let i = old.index(matching: items[j].id, hash: hashes[j]) else {
        insertions.append(.init(offset: j, item: items[j]))
        continue
      }
      oldIndexByNew[j] = i
      newIndexByOld[i] = j
      newRank[j] = rank
      rank += 1
      // Compared now, while the old item is in cache from the identity check.
      if old.items[i] != items[j] { updates.append(.init(from: i, to: j, item: items[j])) }
    }

    // Displacement of each kept old item: |new rank − old rank|.
    var displacement = [Int](repeating: 0, count: oldCount)
    var removals: [Difference.Removal] = []
    rank = 0
    for i in 0..<oldCount {
      let j = newIndexByOld[i]
      if j < 0 {
        removals.append(.init(offset: i, id: old.items[i].id))
      } else {
        displacement[i] = abs(newRank[j] - rank)
        rank += 1
      }
    }

    var moves: [Difference.Move] = []
    // Per old item: 0 undecided, 1 stays, 2 moves.
    var decision = [UInt8](repeating: 0, count: oldCount)
    var expected = 0
    for j in 0..<newCount {
      let i = oldIndexByNew[j]
      guard i >= 0 else { continue }
      if decision[i] == 2 {
        moves.append(.init(from: i, to: j))
        continue
      }
      // `expected` is the first undecided kept old item, so expected ≤ i: each turn either
      // settles i or moves `expected` on, and `expected` only grows.
      while true {
        while expected < oldCount && (newIndexByOld[expected] < 0 || decision[expected] != 0) {
          expected += 1
        }
        if expected == i {
          decision[i] = 1
          expected += 1
          break
        }
        if displacement[expected] > displacement[i] {
          decision[expected] = 2
          expected += 1
          continue
        }
        decision[i] = 2
        moves.append(.init(from: i, to: j))
        break
      }
    }
    return Difference(
      removals: removals, insertions: insertions, moves: moves, updates: updates,
      sections: sections,
      indexMapping: CarouselIndexMapping(
        newIndexByOld: newIndexByOld, oldIndexByNew: oldIndexByNew))
  }

  /// This snapshot with `difference` applied, or nil when the difference was not made from
  /// a snapshot like this one (its removals name other identities, or its counts differ).
  ///
  /// - Complexity: O(`count` + `difference.newCount`) expected; only inserted identities
  ///   are hashed.
  public func applying(_ difference: CarouselDifference<SectionID, Item>) -> Self? {
    guard difference.oldCount == count else { return nil }
    let newCount = difference.newCount
    guard difference.sections.reduce(0, { $0 + $1.itemCount }) == newCount else { return nil }
    var leaves = [Bool](repeating: false, count: count)
    for removal in difference.removals {
      guard removal.offset >= 0 && removal.offset < count, !leaves[removal.offset],
        items[removal.offset].id == removal.id
      else { return nil }
      leaves[removal.offset] = true
    }
    for move in difference.moves {
      guard move.from >= 0 && move.from < count, !leaves[move.from] else { return nil }
      leaves[move.from] = true
    }
    var result = Self()
    result.items.reserveCapacity(newCount)
    result.hashes.reserveCapacity(newCount)
    var nextStay = 0
    var nextInsertion = 0
    var nextMove = 0
    let insertions = difference.insertions
    let moves = difference.moves
    for j in 0..<newCount {
      if nextInsertion < insertions.count && insertions[nextInsertion].offset == j {
        let item = insertions[nextInsertion].item
        result.items.append(item)
        result.hashes.append(item.id.hashValue)
        nextInsertion += 1
      } else if nextMove < moves.count && moves[nextMove].to == j {
        result.items.append(items[moves[nextMove].from])
        result.hashes.append(hashes[moves[nextMove].from])
        nextMove += 1
      } else {
        while nextStay < count && leaves[nextStay] { nextStay += 1 }
        guard nextStay < count else { return nil }
        result.items.append(items[nextStay])
        result.hashes.append(hashes[nextStay])
        nextStay += 1
      }
    }
    while nextStay < count && leaves[nextStay] { nextStay += 1 }
    guard nextInsertion == insertions.count, nextMove == moves.count, nextStay == count else {
      return nil
    }
    for update in difference.updates {
      guard update.to >= 0 && update.to < newCount, result.items[update.to].id == update.item.id
      else { return nil }
      result.items[update.to] = update.item
    }
    guard result.indexAll() else { return nil }
    result.sections = difference.sections
    return result
  }

  /// Indexes ``items`` by their stored hashes; false when two share an identity.
  private mutating func indexAll() -> Bool {
    table = IdentityTable(capacity: items.count)
    for position in items.indices {
      let id = items[position].id
      if table.insert(position, hashes: hashes, where: { items[$0].id == id }) != nil {
        return false
      }
    }
    return true
  }
}
