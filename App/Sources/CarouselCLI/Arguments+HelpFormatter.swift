extension Arguments {
  /// Lays out help texts: a usage line, wrapped paragraphs, and two-column tables.
  struct HelpFormatter {
    /// Labels wider than this put their help on the next line instead of widening the column.
    static let maximumLabelWidth = 28
    static let indent = "  "
    /// Spaces between the label column and the help column.
    static let columnGap = 2

    let width: Int

    func commandHelp(_ command: Command, programName: String) -> String {
      var words = command.positionals.map(\.synopsis)
      for option in command.options {
        if option.isRequired {
          words.append(option.synopsis)
        } else {
          words.append("[\(option.synopsis)]" + (option.isRepeatable ? "..." : ""))
        }
      }
      let lead = "Usage: \(programName) \(command.name)"
      var lines = wrapped(
        words, firstPrefix: lead + " ",
        continuationPrefix: String(repeating: " ", count: lead.count + 1))
      if words.isEmpty { lines = [lead] }

      if !command.description.isEmpty {
        lines += paragraphs(command.description)
      }
      if !command.positionals.isEmpty {
        lines += ["", "Arguments:"]
        lines += table(command.positionals.map { ($0.name, $0.help) })
      }
      var rows = command.options.map { option in
        (option.synopsis, optionHelp(option))
      }
      rows.append(("-h, --help", "Show this help and exit."))
      lines += ["", "Options:"]
      lines += table(rows)
      return lines.joined(separator: "\n") + "\n"
    }

    func programHelp(_ program: Program) -> String {
      let commandWord = program.defaultCommand == nil ? "COMMAND" : "[COMMAND]"
      var lines = ["Usage: \(program.name) \(commandWord) [options]"]
      if !program.summary.isEmpty {
        lines += paragraphs(program.summary)
      }
      lines += ["", "Commands:"]
      lines += table(
        program.commands.map { command in
          let suffix = command.name == program.defaultCommand ? " (default)" : ""
          return (command.name, command.summary + suffix)
        })
      lines += [""]
      lines += wrapped(
        "Run '\(program.name) COMMAND --help' for the arguments and options of a command."
          .split(separator: " ").map(String.init), firstPrefix: "", continuationPrefix: "")
      return lines.joined(separator: "\n") + "\n"
    }

    private func optionHelp(_ option: Option) -> String {
      var help = option.help
      if case .choice(let choices) = option.kind.storage {
        help += " One of: \(choices.joined(separator: ", "))."
      }
      if let defaultValue = option.defaultValue {
        help += " (default: \(defaultValue))"
      }
      return help
    }

    /// Each paragraph preceded by a blank line and wrapped to the width.
    private func paragraphs(_ text: String) -> [String] {
      var lines: [String] = []
      for paragraph in text.split(separator: "\n\n", omittingEmptySubsequences: true) {
        lines.append("")
        lines += wrapped(
          paragraph.split(whereSeparator: \.isWhitespace).map(String.init), firstPrefix: "",
          continuationPrefix: "")
      }
      return lines
    }

    /// Rows of `label  help`, the help column aligned and wrapped.
    private func table(_ rows: [(label: String, help: String)]) -> [String] {
      let labelWidth =
        rows.map(\.label.count).filter { $0 <= Self.maximumLabelWidth }.max() ?? 0
      let helpColumn = Self.indent.count + labelWidth + Self.columnGap
      let hanging = String(repeating: " ", count: helpColumn)
      var lines: [String] = []
      for row in rows {
        let words = row.help.split(whereSeparator: \.isWhitespace).map(String.init)
        if row.label.count > labelWidth {
          lines.append(Self.indent + row.label)
          lines += wrapped(words, firstPrefix: hanging, continuationPrefix: hanging)
        } else {
          let padding = String(repeating: " ", count: labelWidth - row.label.count + Self.columnGap)
          lines += wrapped(
            words, firstPrefix: Self.indent + row.label + padding, continuationPrefix: hanging)
        }
      }
      return lines
    }

    /// Greedy word wrap; a word longer than a line stays whole on its own line.
    func wrapped(_ words: [String], firstPrefix: String, continuationPrefix: String) -> [String] {
      var lines: [String] = []
      var current = firstPrefix
      var currentHasWord = false
      for word in words {
        if currentHasWord && current.count + 1 + word.count > width {
          lines.append(current)
          current = continuationPrefix + word
        } else {
          current += (currentHasWord ? " " : "") + word
        }
        currentHasWord = true
      }
      lines.append(current)
      return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }
  }
}
