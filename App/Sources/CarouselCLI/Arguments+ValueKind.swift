import CarouselFormats

extension Arguments {
  /// What an option takes: nothing (a switch) or a value of a checked kind.
  ///
  /// Values are converted and checked while parsing, so a bad value is reported before the
  /// command does anything.
  public struct ValueKind: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
      case flag
      case string
      case integer(ClosedRange<Int>)
      case number(JSONNumberConstraint)
      case size(unit: String, maximumSide: Int)
      case choice([String])
    }

    let storage: Storage

    /// A switch: present or absent, takes no value (`--loop`).
    public static let flag = ValueKind(storage: .flag)
    /// Any non-empty text, such as a path (`-` included).
    public static let string = ValueKind(storage: .string)
    /// Any integer.
    public static let integer = ValueKind(storage: .integer(Int.min...Int.max))
    /// An integer in `range` (`.integer(in: 1...240)`).
    public static func integer(in range: ClosedRange<Int>) -> ValueKind {
      ValueKind(storage: .integer(range))
    }
    /// Any finite number.
    public static let number = ValueKind(storage: .number(.finite))
    /// A number satisfying `constraint` (`.number(.positive)`).
    public static func number(_ constraint: JSONNumberConstraint) -> ValueKind {
      ValueKind(storage: .number(constraint))
    }
    /// A pixel size, `WIDTHxHEIGHT`.
    public static let size = ValueKind(storage: .size(unit: "pixels", maximumSide: Int.max))
    /// A size `WIDTHxHEIGHT` in `unit` (the word help uses: "points"), each side from 1 to
    /// `maximumSide`.
    public static func size(unit: String, maximumSide: Int) -> ValueKind {
      precondition(maximumSide >= 1, "a size allows at least 1x1")
      return ValueKind(storage: .size(unit: unit, maximumSide: maximumSide))
    }
    /// One of a fixed set of words.
    public static func choice(_ choices: [String]) -> ValueKind {
      precondition(!choices.isEmpty, "a choice needs at least one word")
      return ValueKind(storage: .choice(choices))
    }

    /// Whether the option is a switch that takes no value.
    public var isFlag: Bool { storage == .flag }

    /// The placeholder shown in help when the option does not name one.
    var defaultValueName: String {
      switch storage {
      case .flag: ""
      case .string: "VALUE"
      case .integer: "N"
      case .number: "X"
      case .size: "WxH"
      case .choice: "NAME"
      }
    }

    /// What a valid value looks like, for error messages.
    var expectation: String {
      switch storage {
      case .flag: "no value"
      case .string: "a non-empty value"
      case .integer(let range): JSONValueReader.integerExpectation(range)
      case .number(let constraint): constraint.expectation
      case .size(let unit, let maximumSide) where maximumSide == Int.max:
        "WIDTHxHEIGHT in \(unit), like 1280x800"
      case .size(let unit, let maximumSide):
        "WIDTHxHEIGHT in \(unit), each side 1 to \(maximumSide), like 1280x800"
      case .choice(let choices): "one of " + choices.joined(separator: ", ")
      }
    }

    /// Converts a command-line value, or returns `nil` when it is not valid.
    func convert(_ text: String) -> Value? {
      switch storage {
      case .flag:
        return nil
      case .string:
        return text.isEmpty ? nil : .string(text)
      case .integer(let range):
        guard let integer = Int(text), range.contains(integer) else { return nil }
        return .integer(integer)
      case .number(let constraint):
        guard let number = Double(text), constraint.accepts(number) else { return nil }
        return .number(number)
      case .size(_, let maximumSide):
        guard let size = PixelSize(parsing: text),
          size.width <= maximumSide && size.height <= maximumSide
        else { return nil }
        return .size(size)
      case .choice(let choices):
        return choices.contains(text) ? .string(text) : nil
      }
    }
  }
}
