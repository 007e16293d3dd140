import CarouselFetching
import CarouselFormats
import CarouselImages

/// The trips shown by the `trips` scene, read from a JSON file or built in.
///
/// The file format:
///
/// ```json
/// {"language": "en", "trips": [
///   {"id": "paris", "city": "Paris", "country": "France", "days": 5, "price": 2000,
///    "image": "paris.jpg"}
/// ]}
/// ```
///
/// `language` (optional) is a BCP 47 tag; a language written right to left (Hebrew,
/// Arabic, …) lays the cards out from the right.
///
/// Image paths are relative to the catalog file's folder, or absolute, or `http(s)` URLs
/// (downloaded into the disk cache when shown; the content decides the format). Every
/// problem is an `InputError` naming the file, line and field: bad JSON, a missing or
/// unknown field, a wrong type, an empty id or city, a negative price, fewer than one day,
/// an image file that is not `.jpg`, `.jpeg` or `.png`, a URL without a host, or an id used
/// twice. A missing or corrupt image file, or a URL that cannot be downloaded, is *not* a
/// catalog error: that card shows an error tile.
public struct TripCatalog: Hashable, Sendable {
  /// The trips in display order.
  public var trips: [Trip]
  /// The language the catalog is written in, as a BCP 47 tag ("he", "ar-EG"), if it says.
  public var language: String?

  /// Creates a catalog.
  public init(trips: [Trip], language: String? = nil) {
    self.trips = trips
    self.language = language
  }

  /// The languages written right to left (their primary subtags).
  static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "syr", "ug", "ur",
    "yi",
  ]

  /// Whether the catalog's language is written right to left: its cards then run from the
  /// right (``SceneOptions/rightToLeft`` overrides it).
  public var isRightToLeft: Bool {
    guard let language else { return false }
    let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
    return Self.rightToLeftLanguages.contains(primary.lowercased())
  }

  /// Largest catalog file read: 4 MiB, thousands of trips.
  public static let byteLimit = 4 << 20
  /// Longest id, city or country, in Unicode scalars: longer than any place name, short
  /// enough that laying it out costs nothing.
  public static let maximumTextLength = 200
  /// Longest image path, in bytes (Linux's `PATH_MAX`).
  public static let maximumPathLength = 4096

  /// The fields a trip object may have.
  static let tripFields = ["id", "city", "country", "days", "price", "image"]

  /// Reads the catalog at `path`.
  ///
  /// - Throws: ``SceneError`` whose description is the `InputError` line.
  public static func load(contentsOf path: String) throws(SceneError) -> TripCatalog {
    do {
      return try parse(JSONInputFile.bytes(atPath: path, byteLimit: byteLimit), file: path)
    } catch {
      throw .catalog(error)
    }
  }

  /// Parses catalog JSON read from `file`; relative image paths are resolved against the
  /// folder of `file`.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> TripCatalog {
    let document = try JSONObjectReader(parsing: bytes, file: file)
    try document.rejectUnknownKeys(allowed: ["trips", "language"])
    var language: String?
    if let reader = document.optionalValue("language") {
      let tag = try nonEmptyString(reader, limit: 35)
      guard
        tag.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" })
      else {
        throw reader.error("expected a language tag such as \"he\" or \"ar-EG\", got \"\(tag)\"")
      }
      language = tag
    }
    let folder = Self.folder(of: file)
    var trips: [Trip] = []
    // The first reader of each id: its line is counted only for the message (O(n) each).
    var firstReaderOfID: [String: JSONValueReader] = [:]
    for element in try document.requireArray("trips") {
      let object = try element.object()
      try object.rejectUnknownKeys(allowed: tripFields)
      let idReader = try object.requireValue("id")
      let id = try nonEmptyString(idReader)
      if let first = firstReaderOfID[id] {
        throw idReader.error("duplicate id \"\(id)\" (first used at line \(first.line))")
      }
      firstReaderOfID[id] = idReader
      let city = try nonEmptyString(object.requireValue("city"))
      let country = try limitedText(object.requireValue("country"))
      let days = try object.requireInt("days", range: 1...36_500)
      let price = try object.requireInt("price", range: 0...1_000_000_000_000)
      let imageReader = try object.requireValue("image")
      let image = try nonEmptyString(imageReader, limit: maximumPathLength, unit: "bytes")
      // The C library ends a path at its first NUL: "/dev/zero\u0000.jpg" would pass the
      // extension check below and open /dev/zero.
      guard !image.utf8.contains(0) else {
        throw imageReader.error("contains a NUL character (\\u0000), which no path or URL holds")
      }
      let isRemote = ImageSource.isRemote(path: image)
      if isRemote, let problem = RemoteImageAddress.problem(with: image) {
        throw imageReader.error("\(problem): \"\(image)\"")
      }
      guard isRemote || ImageFormat(fileName: image) != nil else {
        throw imageReader.error("expected a .jpg, .jpeg or .png file name, got \"\(image)\"")
      }
      trips.append(
        Trip(
          id: id, city: city, country: country, days: days, price: price,
          imagePath: isRemote || image.hasPrefix("/") ? image : folder + image))
    }
    return TripCatalog(trips: trips, language: language)
  }

  /// A string value that is not empty or blank, and not longer than `limit`.
  private static func nonEmptyString(
    _ reader: JSONValueReader, limit: Int = maximumTextLength, unit: String = "characters"
  ) throws(InputError) -> String {
    let text = try limitedText(reader, limit: limit, unit: unit)
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw reader.error("must not be empty")
    }
    return text
  }

  /// A string value of at most `limit` Unicode scalars (UTF-8 bytes when `unit` is
  /// "bytes").
  private static func limitedText(
    _ reader: JSONValueReader, limit: Int = maximumTextLength, unit: String = "characters"
  ) throws(InputError) -> String {
    let text = try reader.string()
    let length = unit == "bytes" ? text.utf8.count : text.unicodeScalars.count
    guard length <= limit else {
      throw reader.error("too long: \(length) \(unit), the limit is \(limit)")
    }
    return text
  }

  /// The folder part of `file` with a trailing slash ("" for a bare file name).
  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "" }
    return String(file[...slash])
  }
}
