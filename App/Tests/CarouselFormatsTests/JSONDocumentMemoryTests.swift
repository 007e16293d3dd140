import Testing

@testable import CarouselFormats

/// The parsed form of a document stays within 10 times the document's size (issue 7: the
/// value tree cost about 140 times), counted from the tape's allocated capacity.
@Suite struct JSONDocumentMemoryTests {
  /// About `size` bytes of `element` repeated inside `[` … `]`, joined by `separator`.
  static func array(of element: String, separator: String = ",", size: Int = 1 << 18)
    -> [UInt8]
  {
    let unit = Array((separator + element).utf8)
    let count = size / unit.count
    var bytes = Array("[\(element)".utf8)
    bytes.reserveCapacity(count * unit.count + 2)
    // In blocks of 1,000: appending a million small arrays is slow in a debug build.
    let block = Array([[UInt8]](repeating: unit, count: 1000).joined())
    for _ in 0..<(count - 1) / 1000 { bytes.append(contentsOf: block) }
    for _ in 0..<(count - 1) % 1000 { bytes.append(contentsOf: unit) }
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }

  /// Documents of about 256 KiB, each the densest of its kind.
  static let documents: [(name: String, bytes: [UInt8])] = [
    ("digits", array(of: "1")),
    ("empty arrays", array(of: "[]")),
    ("empty objects", array(of: "{}")),
    ("empty strings", array(of: #""""#)),
    ("literals", array(of: "null")),
    ("pretty-printed numbers", array(of: "  250.5", separator: ",\n")),
    (
      "trips",
      array(
        of: #"{"id":"p","city":"Paris","country":"France","days":5,"price":2000,"image":"p.jpg"}"#
      )
    ),
    (
      "one object of many keys",
      Array(("{" + (0..<25_000).map { "\"k\($0)\":0" }.joined(separator: ",") + "}").utf8)
    ),
  ]

  @Test(arguments: documents.map(\.name))
  func theTapeStaysUnderSixTimesTheSource(name: String) throws {
    let bytes = try #require(Self.documents.first { $0.name == name }?.bytes)
    let document = try JSONParser().document(bytes)
    let ratio = Double(document.representationByteCount) / Double(bytes.count)
    #expect(ratio < 6, "\(name): \(ratio)× the source beside it")
    // With the source it holds, the whole document is within the issue's 10×.
    #expect(
      document.representationByteCount + bytes.count <= 10 * bytes.count,
      "\(name): \(ratio + 1)×")
  }

  @Test func theTapeIsReservedOnceAtItsExactSize() throws {
    // 3 slots for `[1,[],{"a":null}]`'s values beside 2 + 2 + 2 + key for its containers.
    let document = try JSONParser().document(Array(#"[1, [], {"a": null}]"#.utf8))
    #expect(document.nodes.count == 2 + 1 + 2 + 2 + 1 + 1)
    #expect(document.nodes.capacity == document.nodes.count)
  }

  @Test func readingEveryElementGoesThroughTheTape() throws {
    let bytes = Self.array(of: "7")
    let object = try JSONObjectReader(
      parsing: Array(#"{"lengths":"#.utf8) + bytes + [UInt8(ascii: "}")], file: "c.json")
    let lengths = try object.requireArray("lengths")
    var sum = 0.0
    for length in lengths { sum += try length.double() }
    #expect(sum == 7 * Double(lengths.count))
    #expect(lengths.count == (1 << 18) / 2)
    // Elements are found by arithmetic when all are scalars: no table of slots.
    #expect(lengths[lengths.count - 1].path == "lengths[\(lengths.count - 1)]")
  }
}
