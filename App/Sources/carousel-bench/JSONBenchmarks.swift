import CMalloc
import CarouselFormats
import Foundation

/// The memory a parsed JSON input takes against the input's size (issue 7's target: at most
/// 10×), measured two ways: the document's own count of its bytes, and the heap the parse
/// leaves in use (glibc's `mallinfo2`, this process being single-threaded here); and the
/// parse time against a plain scan of the same bytes. `json.heap.tree` is the `JSONValue`
/// tree of the same input, which the readers used before.
enum JSONBenchmarks {
  /// Repetitions of each parse (the median is reported).
  static let repetitions = 9

  /// `[1,1,…]`: the densest document, 2 bytes a value.
  static func digits(size: Int) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(size + 2)
    for _ in 0..<(size / 2 - 1) { bytes += [UInt8(ascii: "1"), UInt8(ascii: ",")] }
    return bytes + [UInt8(ascii: "1"), UInt8(ascii: "]")]
  }

  /// A trip catalog of about `size` bytes.
  static func trips(size: Int) -> [UInt8] {
    var text = #"{"trips":["#
    var index = 0
    while text.utf8.count < size - 200 {
      if index > 0 { text += "," }
      text +=
        #"{"id":"trip-\#(index)","city":"City \#(index)","country":"Country","days":5,"price":2000,"image":"trip-\#(index).jpg"}"#
      index += 1
    }
    return Array((text + "]}").utf8)
  }

  /// Bytes in use on the heap, small blocks and mapped ones.
  static func heapInUse() -> Int {
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
  }

  static func figures() throws -> [Figure] {
    var figures: [Figure] = []
    let inputs: [(name: String, title: String, bytes: [UInt8])] = [
      ("digits", "1 MiB array of digits", digits(size: 1 << 20)),
      ("trips", "4 MiB trip catalog", trips(size: 4 << 20)),
    ]
    for input in inputs {
      let before = heapInUse()
      let document = try JSONParser().document(input.bytes)
      let heap = heapInUse() - before
      let size = Double(input.bytes.count)
      figures.append(
        Figure(
          name: "json.memory.\(input.name)",
          title: "\(input.title): document + source vs source (counted)",
          value: Double(document.representationByteCount + input.bytes.capacity) / size,
          unit: "×"))
      figures.append(
        Figure(
          name: "json.heap.\(input.name)",
          title: "\(input.title): heap the parse leaves in use + source vs source",
          value: (Double(heap) + size) / size, unit: "×"))
      blackHole(document)
      // The value tree the readers used before the document, for comparison.
      let treeBefore = heapInUse()
      let tree = try JSONParser().parse(input.bytes)
      figures.append(
        Figure(
          name: "json.heap.tree.\(input.name)",
          title: "\(input.title): the JSONValue tree instead (the readers before issue 7)",
          value: (Double(heapInUse() - treeBefore) + size) / size, unit: "×"))
      blackHole(tree)

      var parses: [Double] = []
      var scans: [Double] = []
      for _ in 0..<repetitions {
        parses.append(Measure.seconds { blackHole(try? JSONParser().document(input.bytes)) })
        scans.append(
          Measure.seconds {
            blackHole(input.bytes.reduce(0) { $0 &+ ($1 == UInt8(ascii: ",") ? 1 : 0) })
          })
      }
      figures.append(
        Figure(
          name: "json.parse.\(input.name)", title: "\(input.title): parse, median",
          value: Measure.median(parses) * 1000, unit: "ms"))
      figures.append(
        Figure(
          name: "json.scan.\(input.name)", title: "\(input.title): counting its commas, median",
          value: Measure.median(scans) * 1000, unit: "ms"))
    }
    return figures
  }
}
