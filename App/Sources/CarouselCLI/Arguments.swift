/// A parsed command line: the chosen command, its positional arguments and its option values.
///
/// Grammar: `PROGRAM [COMMAND] [positional...] [--option value] [--option=value] [--switch]`.
/// Options and positionals may be mixed; `--` ends options; `-` is a positional (standard
/// input). An option value may start with `-` when it is a number (`--offset -3`) or exactly
/// `-`. `--help` or `-h` anywhere before `--` requests help and suppresses every other error.
/// `--version` as the first argument asks for the program's version.
///
/// ```swift
/// let arguments = try Arguments.parse(CommandLine.arguments.dropFirst(), program: program)
/// if arguments.isHelpRequested { print(program.helpText(for: arguments.command)) }
/// let fps = arguments.int("--fps")  // declared with default: "60"
/// ```
///
/// Values are converted and validated while parsing, so the typed accessors do not throw;
/// asking for an undeclared option or with the wrong type traps (a programming error).
public struct Arguments: Sendable {
  /// Width help texts are wrapped to by default.
  public static let defaultHelpWidth = 80

  /// The program name: `carousel`.
  public let programName: String
  /// The command, or `nil` when top-level help was requested.
  public let command: Command?
  /// Positional arguments in order.
  public let positionals: [String]
  /// Whether `--help`, `-h` or `help` was given. When set, nothing else was validated.
  public let isHelpRequested: Bool
  /// Whether `--version` was the first argument (then ``command`` is nil).
  public let isVersionRequested: Bool
  /// Converted values by option name, given ones in order, or the default.
  private let values: [String: [Value]]

  // MARK: - Parsing

  /// Parses the arguments after the program name: a command name first (or the program's
  /// default command), then that command's arguments. `help [COMMAND]` also requests help.
  public static func parse(
    _ arguments: some Sequence<String>, program: Program
  ) throws(CommandLineError) -> Arguments {
    let tokens = Array(arguments)
    let helpFlags = ["--help", "-h"]
    func topLevelHelp() -> Arguments {
      Arguments(
        programName: program.name, command: nil, positionals: [], isHelpRequested: true,
        values: [:])
    }

    guard let first = tokens.first else {
      guard let name = program.defaultCommand, let command = program.command(named: name) else {
        throw CommandLineError(.missingCommand, programName: program.name, commandName: nil)
      }
      return try parse([], command: command, programName: program.name)
    }
    if helpFlags.contains(first) { return topLevelHelp() }
    if first == "--version" {
      guard tokens.count == 1 else {
        throw CommandLineError(
          .unexpectedArgument(tokens[1]), programName: program.name, commandName: nil)
      }
      return Arguments(
        programName: program.name, command: nil, positionals: [], isHelpRequested: false,
        values: [:], isVersionRequested: true)
    }
    if let command = program.command(named: first) {
      return try parse(tokens.dropFirst(), command: command, programName: program.name)
    }
    if first == "help" {
      guard tokens.count > 1 else { return topLevelHelp() }
      guard let command = program.command(named: tokens[1]) else {
        throw CommandLineError(
          .unknownCommand(tokens[1]), programName: program.name, commandName: nil)
      }
      return Arguments(
        programName: program.name, command: command, positionals: [], isHelpRequested: true,
        values: [:])
    }
    // A word that names no command is a typo, even when a default command exists; an option
    // or `-` (standard input) starts the default command's arguments.
    guard first.hasPrefix("-") else {
      throw CommandLineError(
        .unknownCommand(first), programName: program.name, commandName: nil)
    }
    guard let name = program.defaultCommand, let command = program.command(named: name) else {
      throw CommandLineError(.missingCommand, programName: program.name, commandName: nil)
    }
    do {
      return try parse(tokens, command: command, programName: program.name)
    } catch {
      // No command was named: an option the default command does not know is the
      // program's mistake to report, not the default command's.
      guard case .unknownOption = error.reason else { throw error }
      throw CommandLineError(error.reason, programName: program.name, commandName: nil)
    }
  }

  /// Parses the arguments of one command (everything after the command name).
  ///
  /// - Complexity: O(n · m) for n arguments and m declared options.
  public static func parse(
    _ arguments: some Sequence<String>, command: Command, programName: String
  ) throws(CommandLineError) -> Arguments {
    var parser = CommandParser(command: command, programName: programName)
    return try parser.parse(Array(arguments))
  }

  init(
    programName: String, command: Command?, positionals: [String], isHelpRequested: Bool,
    values: [String: [Value]], isVersionRequested: Bool = false
  ) {
    self.programName = programName
    self.command = command
    self.positionals = positionals
    self.isHelpRequested = isHelpRequested
    self.isVersionRequested = isVersionRequested
    self.values = values
  }

  // MARK: - Typed access

  /// Whether a value (given or default) exists for the option.
  public func contains(_ name: String) -> Bool { !(values[name] ?? []).isEmpty }

  /// The text of a `.string` or `.choice` option: the last one given, or the default.
  public func string(_ name: String) -> String? { strings(name).last }

  /// Every text given for a repeatable `.string` or `.choice` option, in order.
  public func strings(_ name: String) -> [String] {
    checkDeclared(name)
    return (values[name] ?? []).map { value in
      guard case .string(let text) = value else { wrongType(name, "string") }
      return text
    }
  }

  /// The value of an `.integer` option, or `nil`.
  public func int(_ name: String) -> Int? {
    checkDeclared(name)
    guard let value = values[name]?.last else { return nil }
    guard case .integer(let integer) = value else { wrongType(name, "int") }
    return integer
  }

  /// The value of a `.number` option (integers written without a point included), or `nil`.
  public func double(_ name: String) -> Double? {
    checkDeclared(name)
    guard let value = values[name]?.last else { return nil }
    guard case .number(let number) = value else { wrongType(name, "double") }
    return number
  }

  /// The value of a `.size` option, or `nil`.
  public func size(_ name: String) -> PixelSize? {
    checkDeclared(name)
    guard let value = values[name]?.last else { return nil }
    guard case .size(let size) = value else { wrongType(name, "size") }
    return size
  }

  /// Whether a `.flag` option was given.
  public func bool(_ name: String) -> Bool {
    checkDeclared(name)
    precondition(
      command?.option(named: name)?.kind.isFlag ?? true, "'\(name)' is not a switch; use its type")
    return contains(name)
  }

  /// Every value of the positional declared as `name`: all that a variadic one took, at
  /// most one otherwise.
  public func positionals(_ name: String) -> [String] {
    guard let command, let offset = command.positionals.firstIndex(where: { $0.name == name })
    else {
      preconditionFailure("positional \(name) is not declared")
    }
    guard offset < positionals.count else { return [] }
    return command.positionals[offset].isVariadic
      ? Array(positionals[offset...]) : [positionals[offset]]
  }

  /// The positional declared as `name` (`DIR`): the first of a variadic one, or `nil`.
  public func positional(_ name: String) -> String? {
    guard let command, let offset = command.positionals.firstIndex(where: { $0.name == name })
    else {
      preconditionFailure("positional \(name) is not declared")
    }
    return offset < positionals.count ? positionals[offset] : nil
  }

  private func checkDeclared(_ name: String) {
    precondition(
      command == nil || command?.option(named: name) != nil,
      "option \(name) is not declared by '\(command?.name ?? "")'")
  }

  private func wrongType(_ name: String, _ accessor: String) -> Never {
    preconditionFailure("option \(name) is not read with \(accessor)(_:)")
  }
}
