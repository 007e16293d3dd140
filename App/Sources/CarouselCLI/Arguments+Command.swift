extension Arguments {
  /// A subcommand and what it accepts: `simulate --config CONFIG.json --events EVENTS.jsonl`.
  public struct Command: Sendable {
    /// The word that selects it: `simulate`.
    public let name: String
    /// One line for the program's list of commands.
    public let summary: String
    /// Paragraphs for the command's help, separated by blank lines; may be empty.
    public let description: String
    /// Positional arguments in order.
    public let positionals: [Positional]
    /// Options in the order help lists them.
    public let options: [Option]

    /// Declares a command. Option names must be unique; required positionals precede optional
    /// ones and only the last may be variadic.
    public init(
      _ name: String, summary: String, description: String = "", positionals: [Positional] = [],
      options: [Option] = []
    ) {
      precondition(!name.isEmpty && !name.hasPrefix("-"), "a command name is a word: \(name)")
      precondition(
        Set(options.map(\.name)).count == options.count, "duplicate option in '\(name)'")
      let firstOptional = positionals.firstIndex { !$0.isRequired } ?? positionals.count
      precondition(
        positionals[firstOptional...].allSatisfy { !$0.isRequired },
        "required positionals of '\(name)' must come first")
      precondition(
        positionals.dropLast().allSatisfy { !$0.isVariadic },
        "only the last positional of '\(name)' may be variadic")
      self.name = name
      self.summary = summary
      self.description = description
      self.positionals = positionals
      self.options = options
    }

    /// The declared option named `name` (`--fps`), if any.
    public func option(named name: String) -> Option? {
      options.first { $0.name == name }
    }

    /// The help text: usage line, description, arguments and options in aligned columns.
    public func helpText(programName: String, width: Int = Arguments.defaultHelpWidth) -> String {
      HelpFormatter(width: width).commandHelp(self, programName: programName)
    }
  }
}
