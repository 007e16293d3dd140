import CarouselFormats
import Testing

@testable import CarouselCLI

private let simulate = Arguments.Command(
  "simulate", summary: "Runs an event script through the engine and prints its states.",
  description:
    "Reads the configuration and the events, validates all of them, then prints one JSON object per frame.\n\nExit status 2 means invalid input.",
  options: [
    .init(
      "--config", .string, valueName: "CONFIG.json", help: "Carousel configuration.",
      isRequired: true),
    .init(
      "--events", .string, valueName: "EVENTS.jsonl",
      help: "Event script; '-' reads standard input.", isRequired: true),
    .init("--fps", .integer(in: 1...1000), help: "Frames per second.", default: "60"),
    .init("--duration", .number(.positive), valueName: "S", help: "Seconds to simulate."),
    .init("--offset", .number, help: "Start offset."),
  ])

private let photos = Arguments.Command(
  "photos", summary: "Shows the photos of a folder.",
  positionals: [
    .init("DIR", help: "Folder of photos."),
    .init("MORE", help: "More folders.", isRequired: false, isVariadic: true),
  ],
  options: [
    .init("--size", .size, help: "Window size.", default: "1280x800"),
    .init("--loop", help: "Wrap around at the ends."),
    .init("--layout", .choice(["linear", "coverFlow"]), help: "Item layout."),
    .init(
      "--tag", .string, valueName: "TAG", help: "Only photos with this tag.", isRepeatable: true),
    .init("--start", .integer, help: "First item."),
  ])

private let program = Arguments.Program(
  name: "carousel", summary: "A carousel engine and its demos.", commands: [photos, simulate],
  defaultCommand: "photos")

private func parse(_ tokens: [String]) throws(CommandLineError) -> Arguments {
  try Arguments.parse(tokens, program: program)
}

private func commandLineError(
  _ tokens: [String], sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
  do {
    let arguments = try parse(tokens)
    Issue.record(
      "expected an error, parsed \(arguments.positionals)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error.description
  }
}

@Suite struct ArgumentsParsingTests {
  @Test func simulateWithEveryForm() throws {
    let arguments = try parse([
      "simulate", "--config", "c.json", "--events=-", "--fps", "30", "--duration=2.5",
      "--offset", "-3",
    ])
    #expect(arguments.command?.name == "simulate")
    #expect(!arguments.isHelpRequested)
    #expect(arguments.string("--config") == "c.json")
    #expect(arguments.string("--events") == "-")
    #expect(arguments.int("--fps") == 30)
    #expect(arguments.double("--duration") == 2.5)
    #expect(arguments.double("--offset") == -3)
  }

  @Test func dashIsAValueAndAPositional() throws {
    let arguments = try parse(["simulate", "--config", "c.json", "--events", "-"])
    #expect(arguments.string("--events") == "-")
    #expect(try parse(["photos", "-"]).positionals == ["-"])
  }

  @Test func defaultsApplyWhenAbsent() throws {
    let arguments = try parse(["simulate", "--events", "e.jsonl", "--config", "c.json"])
    #expect(arguments.int("--fps") == 60)
    #expect(arguments.double("--duration") == nil)
    #expect(!arguments.contains("--duration"))
  }

  @Test func positionalsSwitchesSizesAndRepeats() throws {
    let arguments = try parse([
      "photos", "~/Pictures", "--size", "1920x1080", "--loop", "/media", "--layout", "coverFlow",
      "--tag", "cats", "--tag=dogs", "--start", "-2", "--", "--literal",
    ])
    #expect(arguments.positionals == ["~/Pictures", "/media", "--literal"])
    #expect(arguments.positional("DIR") == "~/Pictures")
    #expect(arguments.positional("MORE") == "/media")
    #expect(arguments.size("--size") == Arguments.PixelSize(width: 1920, height: 1080))
    #expect(arguments.bool("--loop"))
    #expect(arguments.string("--layout") == "coverFlow")
    #expect(arguments.strings("--tag") == ["cats", "dogs"])
    #expect(arguments.int("--start") == -2)
  }

  @Test func defaultCommandAndStdinDash() throws {
    let arguments = try parse(["-", "--size=640X480"])
    #expect(arguments.command?.name == "photos")
    #expect(arguments.positional("DIR") == "-")
    #expect(arguments.size("--size") == Arguments.PixelSize(width: 640, height: 480))
    #expect(!arguments.bool("--loop"))
    #expect(try parse(["--loop", "dir"]).command?.name == "photos")
  }

  @Test func helpIsDetectedEverywhere() throws {
    #expect(try parse(["--help"]).isHelpRequested)
    #expect(try parse(["-h"]).command == nil)
    #expect(try parse(["help"]).command == nil)
    let helpSimulate = try parse(["help", "simulate"])
    #expect(helpSimulate.isHelpRequested && helpSimulate.command?.name == "simulate")
    // Help wins over missing required options and earlier mistakes.
    let arguments = try parse(["simulate", "--bogus", "--fps", "x", "-h"])
    #expect(arguments.isHelpRequested && arguments.command?.name == "simulate")
    #expect(try parse(["photos", "--help"]).isHelpRequested)
    // After `--`, it is just a positional.
    #expect(try parse(["photos", "--", "--help"]).positionals == ["--help"])
  }

  @Test func sizeParsing() {
    #expect(
      Arguments.PixelSize(parsing: "1280x800") == Arguments.PixelSize(width: 1280, height: 800))
    for bad in ["1280", "x800", "1280x", "0x800", "-1x5", "12.5x8", "1x2x3", "axb", "１x2", ""] {
      #expect(Arguments.PixelSize(parsing: bad) == nil, "\(bad)")
    }
  }
}

@Suite struct ArgumentsErrorTests {
  @Test func unknownOption() {
    #expect(
      commandLineError(["simulate", "--foo", "--config", "c", "--events", "e"])
        == "unknown option '--foo' for 'simulate' (see carousel simulate --help)")
    #expect(
      commandLineError(["photos", "d", "-x"])
        == "unknown option '-x' for 'photos' (see carousel photos --help)")
  }

  @Test func unknownAndMissingCommand() {
    #expect(commandLineError(["simulat"]) == "unknown command 'simulat' (see carousel --help)")
    #expect(commandLineError(["help", "nope"]) == "unknown command 'nope' (see carousel --help)")
    let noDefault = Arguments.Program(name: "carousel", summary: "", commands: [simulate])
    #expect(throws: CommandLineError(.missingCommand, programName: "carousel", commandName: nil)) {
      try Arguments.parse([String](), program: noDefault)
    }
    #expect(throws: CommandLineError(.missingCommand, programName: "carousel", commandName: nil)) {
      try Arguments.parse(["--fps", "3"], program: noDefault)
    }
  }

  @Test func missingValue() {
    #expect(
      commandLineError(["simulate", "--config", "c", "--events"])
        == "missing value for option '--events' of 'simulate' (see carousel simulate --help)")
    #expect(
      commandLineError(["simulate", "--config", "--events", "e"])
        == "missing value for option '--config' of 'simulate' (see carousel simulate --help)")
    #expect(
      commandLineError(["simulate", "--config=", "--events", "e"])
        == "missing value for option '--config' of 'simulate' (see carousel simulate --help)")
  }

  @Test func invalidValues() {
    let base = ["simulate", "--config", "c", "--events", "e"]
    #expect(
      commandLineError(base + ["--fps", "fast"])
        == "invalid value 'fast' for option '--fps' of 'simulate': expected an integer from 1 to 1000 (see carousel simulate --help)"
    )
    #expect(
      commandLineError(base + ["--fps", "2.5"])?.contains("invalid value '2.5' for option '--fps'")
        == true)
    #expect(
      commandLineError(base + ["--fps=0"])?.contains("expected an integer from 1 to 1000") == true)
    #expect(
      commandLineError(base + ["--duration", "-1"])?.contains(
        "invalid value '-1' for option '--duration' of 'simulate': expected a positive number")
        == true)
    #expect(
      commandLineError(base + ["--duration", "inf"])?.contains("expected a positive number") == true
    )
    #expect(commandLineError(base + ["--offset", "nan"])?.contains("expected a number") == true)
    #expect(
      commandLineError(["photos", "d", "--size", "big"])
        == "invalid value 'big' for option '--size' of 'photos': expected WIDTHxHEIGHT in pixels, like 1280x800 (see carousel photos --help)"
    )
    #expect(
      commandLineError(["photos", "d", "--layout", "grid"])?.contains(
        "expected one of linear, coverFlow") == true)
  }

  @Test func switchWithValue() {
    #expect(
      commandLineError(["photos", "d", "--loop=yes"])
        == "option '--loop' of 'photos' takes no value, got 'yes' (see carousel photos --help)")
  }

  @Test func duplicateOption() {
    #expect(
      commandLineError(["simulate", "--config", "a", "--config", "b", "--events", "e"])
        == "option '--config' of 'simulate' given more than once (see carousel simulate --help)")
  }

  @Test func missingRequiredOption() {
    #expect(
      commandLineError(["simulate", "--config", "c.json"])
        == "missing required option '--events' for 'simulate' (see carousel simulate --help)")
  }

  @Test func positionalCounts() {
    #expect(
      commandLineError(["photos"])
        == "missing argument DIR for 'photos' (see carousel photos --help)")
    #expect(
      commandLineError(["simulate", "extra", "--config", "c", "--events", "e"])
        == "unexpected argument 'extra' for 'simulate' (see carousel simulate --help)")
  }

  @Test func firstErrorWins() {
    #expect(
      commandLineError(["simulate", "--fps", "0", "--nope"])?.hasPrefix("invalid value '0'") == true
    )
  }
}

@Suite struct ArgumentsHelpTests {
  @Test func commandHelpLayout() {
    let expected = """
      Usage: carousel simulate --config CONFIG.json --events EVENTS.jsonl [--fps N]
                               [--duration S] [--offset X]

      Reads the configuration and the events, validates all of them, then prints one
      JSON object per frame.

      Exit status 2 means invalid input.

      Options:
        --config CONFIG.json   Carousel configuration.
        --events EVENTS.jsonl  Event script; '-' reads standard input.
        --fps N                Frames per second. (default: 60)
        --duration S           Seconds to simulate.
        --offset X             Start offset.
        -h, --help             Show this help and exit.

      """
    #expect(simulate.helpText(programName: "carousel") == expected)
  }

  @Test func positionalsChoicesAndNarrowWrapping() {
    let help = photos.helpText(programName: "carousel", width: 50)
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 50 }, "\(help)")
    let expected = """
      Usage: carousel photos DIR [MORE...] [--size WxH]
                             [--loop] [--layout NAME]
                             [--tag TAG]... [--start N]

      Arguments:
        DIR   Folder of photos.
        MORE  More folders.

      Options:
        --size WxH     Window size. (default: 1280x800)
        --loop         Wrap around at the ends.
        --layout NAME  Item layout. One of: linear,
                       coverFlow.
        --tag TAG      Only photos with this tag.
        --start N      First item.
        -h, --help     Show this help and exit.

      """
    #expect(help == expected)
  }

  @Test func longLabelsGoOnTheirOwnLine() {
    let command = Arguments.Command(
      "x", summary: "",
      options: [.init("--a-very-long-option-name", .string, valueName: "SOMETHING", help: "Help.")])
    #expect(
      command.helpText(programName: "p").hasSuffix(
        "  --a-very-long-option-name SOMETHING\n              Help.\n  -h, --help  Show this help and exit.\n"
      ))
  }

  @Test func programHelpListsCommands() throws {
    let expected = """
      Usage: carousel [COMMAND] [options]

      A carousel engine and its demos.

      Commands:
        photos    Shows the photos of a folder. (default)
        simulate  Runs an event script through the engine and prints its states.

      Run 'carousel COMMAND --help' for the arguments and options of a command.

      """
    #expect(program.helpText() == expected)
    #expect(program.helpText(for: try parse(["--help"]).command) == expected)
    #expect(program.helpText(for: simulate) == simulate.helpText(programName: "carousel"))
  }
}
