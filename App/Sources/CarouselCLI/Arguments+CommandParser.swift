extension Arguments {
  /// One pass over a command's arguments. Errors are collected, not thrown at once, so that
  /// `--help` anywhere still wins over a mistake before it; the first error is thrown.
  struct CommandParser {
    let command: Command
    let programName: String
    private var values: [String: [Value]] = [:]
    private var positionals: [String] = []
    private var isHelpRequested = false
    private var firstError: CommandLineError?

    init(command: Command, programName: String) {
      self.command = command
      self.programName = programName
    }

    mutating func parse(_ tokens: [String]) throws(CommandLineError) -> Arguments {
      var index = 0
      var onlyPositionals = false
      while index < tokens.count {
        let token = tokens[index]
        index += 1
        if onlyPositionals || !Self.looksLikeOption(token) {
          addPositional(token)
        } else if token == "--" {
          onlyPositionals = true
        } else if token == "--help" || token == "-h" {
          isHelpRequested = true
        } else {
          parseOption(token, tokens: tokens, index: &index)
        }
      }

      if isHelpRequested {
        return Arguments(
          programName: programName, command: command, positionals: positionals,
          isHelpRequested: true, values: [:])
      }
      if let firstError { throw firstError }

      let required = command.positionals.filter(\.isRequired)
      if positionals.count < required.count {
        throw error(.missingArgument(required[positionals.count].name))
      }
      for option in command.options where values[option.name] == nil {
        if option.isRequired { throw error(.missingOption(option.name)) }
        if let defaultValue = option.defaultValue {
          guard let value = option.kind.convert(defaultValue) else {
            preconditionFailure("default '\(defaultValue)' of \(option.name) is not valid")
          }
          values[option.name] = [value]
        }
      }
      return Arguments(
        programName: programName, command: command, positionals: positionals,
        isHelpRequested: false, values: values)
    }

    /// Options start with `-`; `-` alone and negative numbers are values.
    static func looksLikeOption(_ token: String) -> Bool {
      token.hasPrefix("-") && token != "-" && Double(token) == nil
    }

    private mutating func addPositional(_ token: String) {
      let accepts =
        positionals.count < command.positionals.count
        || command.positionals.last?.isVariadic == true
      if accepts {
        positionals.append(token)
      } else {
        record(.unexpectedArgument(token))
      }
    }

    private mutating func parseOption(_ token: String, tokens: [String], index: inout Int) {
      var name = token
      var inlineValue: String?
      if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
        name = String(token[..<equals])
        inlineValue = String(token[token.index(after: equals)...])
      }
      guard let option = command.option(named: name) else {
        record(.unknownOption(name))
        return
      }
      if values[name] != nil && !option.isRepeatable {
        record(.duplicateOption(name))
      }

      if option.kind.isFlag {
        if let inlineValue {
          record(.unexpectedValue(option: name, value: inlineValue))
        } else {
          values[name, default: []].append(.flag)
        }
        return
      }

      let text: String
      if let inlineValue {
        text = inlineValue
      } else if index < tokens.count && !Self.looksLikeOption(tokens[index]) {
        text = tokens[index]
        index += 1
      } else {
        record(.missingValue(option: name))
        return
      }
      if text.isEmpty {
        record(.missingValue(option: name))
      } else if let value = option.kind.convert(text) {
        values[name, default: []].append(value)
      } else {
        record(.invalidValue(option: name, value: text, expected: option.kind.expectation))
      }
    }

    private func error(_ reason: CommandLineError.Reason) -> CommandLineError {
      CommandLineError(reason, programName: programName, commandName: command.name)
    }

    private mutating func record(_ reason: CommandLineError.Reason) {
      if firstError == nil { firstError = error(reason) }
    }
  }
}
