/// The members of a JSON object, in source order, with unique keys.
public struct JSONObject: Equatable, Sendable {
  /// Objects with more members than this get a dictionary index; below it a linear scan of a
  /// few keys beats hashing the looked-up key.
  static let indexThreshold = 16

  /// The members in the order they were written.
  public let members: [JSONMember]
  /// Key to member offset, built only for large objects.
  private let index: [String: Int]?

  /// Creates an object; the keys must be unique.
  ///
  /// - Complexity: O(n) for n members.
  public init(members: [JSONMember] = []) {
    var index: [String: Int] = [:]
    index.reserveCapacity(members.count)
    for (offset, member) in members.enumerated() {
      let previous = index.updateValue(offset, forKey: member.key)
      precondition(previous == nil, "duplicate key '\(member.key)' in a JSONObject")
    }
    self.init(uniqueMembers: members, index: index)
  }

  /// Creates an object from members the parser has already checked for duplicates.
  init(uniqueMembers members: [JSONMember]) {
    var index: [String: Int]?
    if members.count > Self.indexThreshold {
      var built: [String: Int] = [:]
      built.reserveCapacity(members.count)
      for (offset, member) in members.enumerated() { built[member.key] = offset }
      index = built
    }
    self.init(uniqueMembers: members, index: index)
  }

  private init(uniqueMembers members: [JSONMember], index: [String: Int]?) {
    self.members = members
    self.index = members.count > Self.indexThreshold ? index : nil
  }

  /// The number of members.
  public var count: Int { members.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The keys in source order.
  public var keys: [String] { members.map(\.key) }

  /// The member with this key, or `nil`.
  ///
  /// - Complexity: O(1) for objects of more than 16 members, else O(n).
  public func member(forKey key: String) -> JSONMember? {
    if let index {
      return index[key].map { members[$0] }
    }
    return members.first { $0.key == key }
  }

  /// The value for a key, or `nil` when the key is absent.
  public subscript(key: String) -> JSONValue? { member(forKey: key)?.value }

  /// Two objects are equal when their members are equal in order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members == rhs.members
  }
}
