/// The elements of a JSON array, each read through a ``JSONValueReader`` made when it is
/// accessed (paths `key[0]`, `key[1]`…), so a million elements cost no readers up front.
public struct JSONArrayReader: RandomAccessCollection, Sendable {
  private let document: JSONDocument
  private let first: Int
  /// The elements' slots when some are arrays or objects; `nil` when every element is a
  /// scalar, one slot each from `first`.
  private let slots: [UInt32]?
  private let file: String
  private let path: String
  /// The number of elements.
  public let count: Int

  init(document: JSONDocument, node: Int, file: String, path: String) {
    self.document = document
    self.first = document.firstChild(node)
    self.slots = document.elementSlots(node)
    self.count = document.count(node)
    self.file = file
    self.path = path
  }

  /// 0.
  public var startIndex: Int { 0 }
  /// ``count``.
  public var endIndex: Int { count }

  /// A reader for element `position`.
  public subscript(position: Int) -> JSONValueReader {
    precondition(position >= 0 && position < count, "array index \(position) out of range")
    let node = slots.map { Int($0[position]) } ?? first + position
    return JSONValueReader(
      document: document, node: node, file: file, parentPath: path,
      component: .index(position))
  }
}
