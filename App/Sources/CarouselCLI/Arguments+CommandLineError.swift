/// A command line that cannot be run, with the command it was meant for.
///
/// `description` is one line that ends by pointing at the relevant help:
///
///     unknown option '--foo' for 'simulate' (see carousel simulate --help)
///
/// Printing it and exiting with status 2 is the caller's job.
public struct CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// No command was named and the program has no default command.
    case missingCommand
    /// The first argument names no command.
    case unknownCommand(String)
    /// An option the command does not declare.
    case unknownOption(String)
    /// An option that needs a value came last or was followed by another option.
    case missingValue(option: String)
    /// A value of the wrong form or out of range.
    case invalidValue(option: String, value: String, expected: String)
    /// A switch written with `=value`.
    case unexpectedValue(option: String, value: String)
    /// A non-repeatable option given twice.
    case duplicateOption(String)
    /// A required option that is absent.
    case missingOption(String)
    /// More positional arguments than the command takes.
    case unexpectedArgument(String)
    /// A required positional argument that is absent (by its placeholder, `DIR`).
    case missingArgument(String)
    /// A positional argument of the wrong form.
    case invalidArgument(String, expected: String)
    /// An option that only applies with a kind of argument that is absent (`--watch` with
    /// URLs instead of a folder): `needs` names what it applies to.
    case optionNeedsArgument(option: String, needs: String)
  }

  /// What is wrong.
  public let reason: Reason
  /// The program name: `carousel`.
  public let programName: String
  /// The command the arguments were for, or `nil` before a command was chosen.
  public let commandName: String?

  /// Creates an error.
  public init(_ reason: Reason, programName: String, commandName: String?) {
    self.reason = reason
    self.programName = programName
    self.commandName = commandName
  }

  /// One line: what is wrong, then `(see PROGRAM [COMMAND] --help)`.
  public var description: String {
    let of = commandName.map { " of '\($0)'" } ?? ""
    let problem: String
    switch reason {
    case .missingCommand:
      problem = "missing command"
    case .unknownCommand(let name):
      problem = "unknown command '\(name)'"
    case .unknownOption(let option):
      problem = "unknown option '\(option)'" + (commandName.map { " for '\($0)'" } ?? "")
    case .missingValue(let option):
      problem = "missing value for option '\(option)'\(of)"
    case .invalidValue(let option, let value, let expected):
      problem = "invalid value '\(value)' for option '\(option)'\(of): expected \(expected)"
    case .unexpectedValue(let option, let value):
      problem = "option '\(option)'\(of) takes no value, got '\(value)'"
    case .duplicateOption(let option):
      problem = "option '\(option)'\(of) given more than once"
    case .missingOption(let option):
      problem = "missing required option '\(option)'" + (commandName.map { " for '\($0)'" } ?? "")
    case .unexpectedArgument(let argument):
      problem = "unexpected argument '\(argument)'" + (commandName.map { " for '\($0)'" } ?? "")
    case .missingArgument(let name):
      problem = "missing argument \(name)" + (commandName.map { " for '\($0)'" } ?? "")
    case .invalidArgument(let argument, let expected):
      problem =
        "invalid argument '\(argument)'" + (commandName.map { " for '\($0)'" } ?? "")
        + ": expected \(expected)"
    case .optionNeedsArgument(let option, let needs):
      problem = "option '\(option)'\(of) needs \(needs)"
    }
    let helpCommand = [programName, commandName].compactMap { $0 }.joined(separator: " ")
    return "\(problem) (see \(helpCommand) --help)"
  }
}
