extension Arguments {
  /// A declared positional argument of a command, such as a directory.
  public struct Positional: Sendable {
    /// The placeholder in usage and help: `DIR`.
    public let name: String
    /// One or two sentences for the help text.
    public let help: String
    /// Whether the command fails without it. Required positionals come before optional ones.
    public let isRequired: Bool
    /// Whether it takes all remaining arguments (only the last positional may).
    public let isVariadic: Bool

    /// Declares a positional argument.
    public init(_ name: String, help: String, isRequired: Bool = true, isVariadic: Bool = false) {
      self.name = name
      self.help = help
      self.isRequired = isRequired
      self.isVariadic = isVariadic
    }

    /// `DIR`, `[DIR]`, `FILE...`.
    var synopsis: String {
      let base = isVariadic ? name + "..." : name
      return isRequired ? base : "[\(base)]"
    }
  }
}
