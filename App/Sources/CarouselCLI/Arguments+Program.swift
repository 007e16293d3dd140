extension Arguments {
  /// The executable: its name, its commands, and the command run when none is named.
  public struct Program: Sendable {
    /// The executable's name in messages and help: `carousel`.
    public let name: String
    /// One or two sentences for the top-level help.
    public let summary: String
    /// The commands, in the order help lists them.
    public let commands: [Command]
    /// The command used when the first argument is not a command name, if any.
    public let defaultCommand: String?

    /// Declares a program; command names must be unique and `defaultCommand` one of them.
    public init(
      name: String, summary: String, commands: [Command], defaultCommand: String? = nil
    ) {
      precondition(
        Set(commands.map(\.name)).count == commands.count, "duplicate command in '\(name)'")
      precondition(
        defaultCommand.map { name in commands.contains { $0.name == name } } ?? true,
        "the default command must be one of the commands")
      self.name = name
      self.summary = summary
      self.commands = commands
      self.defaultCommand = defaultCommand
    }

    /// The command named `name`, if any.
    public func command(named name: String) -> Command? {
      commands.first { $0.name == name }
    }

    /// The top-level help: usage, summary and the list of commands.
    public func helpText(width: Int = Arguments.defaultHelpWidth) -> String {
      HelpFormatter(width: width).programHelp(self)
    }

    /// The help for `command`, or the top-level help when it is `nil`.
    public func helpText(for command: Command?, width: Int = Arguments.defaultHelpWidth)
      -> String
    {
      guard let command else { return helpText(width: width) }
      return command.helpText(programName: name, width: width)
    }
  }
}
