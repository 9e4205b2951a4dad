import Testing

@testable import ArgumentParsing

@Suite("Help screens")
struct HelpFormatterTests {
  private let formatter = HelpFormatter(program: SampleProgram.program, width: 80)

  @Test func rootHelpListsGlobalOptionsAndSubcommands() {
    #expect(
      formatter.helpText(for: []) == """
        OVERVIEW: A sample tool.

        USAGE: tool [<options>] [<subcommand>]

        OPTIONS:
          --home <dir>            Where the tool keeps things.
          --quiet                 Say less.
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          copy                    Copy a file.
          remote                  Manage remotes.
          echo                    Print words.
          help                    Show help for a command.

          See 'tool help <subcommand>' for detailed help.
        """)
  }

  @Test func subcommandHelpShowsArgumentsOptionsAndGlobalOptions() {
    #expect(
      formatter.helpText(for: ["copy"]) == """
        OVERVIEW: Copy a file.

        USAGE: tool copy <source> [<target>] [-f] [-m <mode>] [--tag <tag> ...]
               [--only <name>,...]

        ARGUMENTS:
          <source>                The file to copy.
          <target>                Where to put the copy.

        OPTIONS:
          -f, --force             Overwrite the target.
          -m, --mode <mode>       How to copy. (values: fast, safe)
          --tag <tag> ...         Tag the copy.
          --only <name>,...       Copy only these parts.
          -h, --help              Show help information.

        GLOBAL OPTIONS:
          --home <dir>            Where the tool keeps things.
          --quiet                 Say less.
        """)
  }

  @Test func nestedCommandGroupPointsToHelpForItsSubcommands() {
    #expect(
      formatter.helpText(for: ["remote"]) == """
        OVERVIEW: Manage remotes.

        USAGE: tool remote <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        GLOBAL OPTIONS:
          --home <dir>            Where the tool keeps things.
          --quiet                 Say less.

        SUBCOMMANDS:
          add                     Add a remote.

          See 'tool help remote <subcommand>' for detailed help.
        """)
  }

  @Test func longLabelPutsItsHelpOnTheNextLineAndHelpWraps() {
    let program = ProgramSpec(
      root: CommandSpec(
        "t", abstract: "T.",
        discussion: "First paragraph.\n\n  t --x 1\n  t --y 2\n\nLast paragraph.",
        options: [
          .value(
            "a-rather-long-option", valueName: "value",
            help: "Help that is long enough to need a second line here."),
          .flag("short", help: "Fits."),
        ]))
    #expect(
      HelpFormatter(program: program, width: 50).helpText(for: []) == """
        OVERVIEW: T.

        First paragraph.

          t --x 1
          t --y 2

        Last paragraph.

        USAGE: t [--a-rather-long-option <value>]
               [--short]

        OPTIONS:
          --a-rather-long-option <value>
                                  Help that is long enough
                                  to need a second line
                                  here.
          --short                 Fits.
          -h, --help              Show help information.
        """)
  }

  @Test func unknownPathHasNoHelp() {
    #expect(formatter.helpText(for: ["nope"]) == nil)
  }
}
