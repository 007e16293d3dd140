extension Arguments {
  /// A declared `--name` option of a command.
  public struct Option: Sendable {
    /// The option as typed, with its dashes: `--fps`.
    public let name: String
    /// What the option takes.
    public let kind: ValueKind
    /// The placeholder for the value in help: `N`, `CONFIG.json`.
    public let valueName: String
    /// One or two sentences for the help text.
    public let help: String
    /// The value used when the option is absent, as it would be typed; shown in help.
    public let defaultValue: String?
    /// Whether the command fails without this option.
    public let isRequired: Bool
    /// Whether the option may be given several times (values accumulate in order); other
    /// options given twice are an error.
    public let isRepeatable: Bool

    /// Declares an option.
    ///
    /// - Parameters:
    ///   - name: Starts with `--`; `--help` is reserved.
    ///   - kind: `.flag` for a switch, else the kind of value.
    ///   - valueName: Placeholder in help; defaults to one from the kind (`N`, `WxH`).
    ///   - help: Description for the help text.
    ///   - defaultValue: Used when absent; MUST be valid for `kind` (checked when parsing).
    ///   - isRequired: Whether the option must be given.
    ///   - isRepeatable: Whether the option may be given more than once.
    public init(
      _ name: String, _ kind: ValueKind = .flag, valueName: String? = nil, help: String,
      default defaultValue: String? = nil, isRequired: Bool = false, isRepeatable: Bool = false
    ) {
      precondition(
        name.hasPrefix("--") && name.count > 2 && !name.contains("="),
        "option names start with '--' and contain no '=': \(name)")
      precondition(name != "--help", "--help is handled by Arguments")
      precondition(
        !(kind.isFlag && (defaultValue != nil || isRequired)),
        "a switch has no default and cannot be required")
      self.name = name
      self.kind = kind
      self.valueName = valueName ?? kind.defaultValueName
      self.help = help
      self.defaultValue = defaultValue
      self.isRequired = isRequired
      self.isRepeatable = isRepeatable
    }

    /// `--fps N` (or `--loop` for a switch).
    var synopsis: String { kind.isFlag ? name : "\(name) \(valueName)" }
  }
}
