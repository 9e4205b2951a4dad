import Testing

@testable import LayoutlingsCLI

@Suite("Layoutlings help screens")
struct LayoutlingsHelpTests {
  @Test func gradeHelpText() throws {
    #expect(
      LayoutlingsCLI.helpText(for: try HelpTopic(["grade"])) == """
        OVERVIEW: Grade one exercise file against the frames UIKit would produce.

        The file's '// exercise: <id>' header names the exercise; without one, the
        file's place in the workspace does. An exercise instead of a file grades its
        working copy; without either, the current exercise's. Exits with 0 when the file
        passes and 1 when it does not.

        USAGE: layoutlings grade [<file>] [--exercise <id>] [--json]

        ARGUMENTS:
          <file>                  The Swift file to grade, or an exercise (default: the
                                  current one).

        OPTIONS:
          --exercise <id>         Grade as this exercise, whatever the header says.
          --json                  Print the verdict as JSON.
          -h, --help              Show help information.

        GLOBAL OPTIONS:
          --home <dir>            Keep progress and working copies in this workspace
                                  folder (default: $LAYOUTLINGS_HOME, else Data/ in the
                                  checkout).
          --course <dir>          Read the lessons from this folder (default: Lessons/
                                  in the checkout).
          --now <date-time>       Use this instant as the current time, written as
                                  ISO-8601 with a time zone, such as
                                  2025-01-01T09:00:00Z.
          --no-color              Print without colours or text styles.
          --edit-cmd <command>    Open exercises with this editor command, run by
                                  /bin/sh with the file after it, such as 'code --wait'
                                  (default: $LAYOUTLINGS_EDITOR, $VISUAL, $EDITOR).
        """)
  }

  @Test func solutionHelpText() throws {
    #expect(
      LayoutlingsCLI.helpText(for: try HelpTopic(["solution"])) == """
        OVERVIEW: Show the reference solution and how your constraints differ from it.

        Lays out your working copy and the reference solution and lists the constraints
        the reference has that you do not, and those you have that it does not, with
        their lines. Before the exercise has passed it asks for --force; a forced look
        counts as every hint revealed.

        USAGE: layoutlings solution [<id>] [--force] [--json]

        ARGUMENTS:
          <id>                    The exercise (default: the current one).

        OPTIONS:
          --force                 Show it before the exercise has passed.
          --json                  Print the solution and the comparison as JSON.
          -h, --help              Show help information.

        GLOBAL OPTIONS:
          --home <dir>            Keep progress and working copies in this workspace
                                  folder (default: $LAYOUTLINGS_HOME, else Data/ in the
                                  checkout).
          --course <dir>          Read the lessons from this folder (default: Lessons/
                                  in the checkout).
          --now <date-time>       Use this instant as the current time, written as
                                  ISO-8601 with a time zone, such as
                                  2025-01-01T09:00:00Z.
          --no-color              Print without colours or text styles.
          --edit-cmd <command>    Open exercises with this editor command, run by
                                  /bin/sh with the file after it, such as 'code --wait'
                                  (default: $LAYOUTLINGS_EDITOR, $VISUAL, $EDITOR).
        """)
  }

  @Test func editorSetupHelpText() throws {
    #expect(
      LayoutlingsCLI.helpText(for: try HelpTopic(["editor-setup"])) == """
        OVERVIEW: Give your editor UIKit completion, documentation and errors in
        exercise files.

        Writes compile_flags.txt (the grader's compiler arguments and the layout
        engine's modules) into the workspace's exercises/ and review/ folders, or into
        <folder>, and says how to open it in VS Code, Neovim and Helix. The workspace's
        folders are also kept up to date whenever working copies are made or files
        graded. Exits with 0 when done, 1 when the check fails, 64 when <folder> is
        outside your home folder, the workspace and the temporary folder without
        --anywhere, and 69 when the toolchain has no sourcekit-lsp.

        USAGE: layoutlings editor-setup [<folder>] [--check] [--replace] [--anywhere]

        ARGUMENTS:
          <folder>                A folder of your own Swift files to set up instead of
                                  the workspace's.

        OPTIONS:
          --check                 Then start sourcekit-lsp on the folder and check
                                  completion, documentation and errors.
          --replace               Replace a compile_flags.txt that Layoutlings did not
                                  write.
          --anywhere              Set up a folder outside your home folder, the
                                  workspace and the temporary folder.
          -h, --help              Show help information.

        GLOBAL OPTIONS:
          --home <dir>            Keep progress and working copies in this workspace
                                  folder (default: $LAYOUTLINGS_HOME, else Data/ in the
                                  checkout).
          --course <dir>          Read the lessons from this folder (default: Lessons/
                                  in the checkout).
          --now <date-time>       Use this instant as the current time, written as
                                  ISO-8601 with a time zone, such as
                                  2025-01-01T09:00:00Z.
          --no-color              Print without colours or text styles.
          --edit-cmd <command>    Open exercises with this editor command, run by
                                  /bin/sh with the file after it, such as 'code --wait'
                                  (default: $LAYOUTLINGS_EDITOR, $VISUAL, $EDITOR).
        """)
  }

  @Test func rateHelpListsTheRatingWords() throws {
    let text = LayoutlingsCLI.helpText(for: try HelpTopic(["rate"]))
    #expect(
      text.contains(
        "\n  <rating>                How the recall went. (values: again, hard, good, easy)\n"))
    #expect(text.contains("\nUSAGE: layoutlings rate <id> <rating>\n"))
  }

  @Test func reportHelpShowsTheShortOutputOption() throws {
    let text = LayoutlingsCLI.helpText(for: try HelpTopic(["report"]))
    #expect(
      text.contains("\nUSAGE: layoutlings report [--format <format>] [-o <file>] [--class <dir>]\n")
    )
    #expect(text.contains("\n  -o, --output <file>     Write the report to this file.\n"))
  }

  @Test func rootHelpListsEveryCommandOfTheContract() {
    let text = LayoutlingsCLI.helpText(for: .root)
    #expect(text.hasPrefix("OVERVIEW: "))
    #expect(text.contains("\nUSAGE: layoutlings [<options>] [<subcommand>]\n"))
    let listed = text.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    for name in [
      "watch", "list", "grade", "check", "frames", "show", "devices", "explain", "hint", "solution",
      "reset", "next", "rate", "review", "report", "editor-setup", "dev", "help",
    ] {
      #expect(listed.contains(name), "root help should list \(name)")
    }
    for option in ["--home", "--course", "--now", "--no-color", "--edit-cmd", "--version"] {
      #expect(listed.contains(option), "root help should list \(option)")
    }
  }

  /// Every help screen stays within the width it is asked for.
  @Test(arguments: [80, 60])
  func everyHelpScreenFitsItsWidth(width: Int) throws {
    var paths: [[String]] = [[], ["help"]]
    paths += LayoutlingsCLI.program.root.subcommands.map { [$0.name] }
    paths.append(["dev", "check"])
    for path in paths {
      let text = LayoutlingsCLI.helpText(for: try HelpTopic(path), width: width)
      for line in text.split(separator: "\n") {
        #expect(line.count <= width, "\(path): \(line)")
        #expect(!line.hasSuffix(" "), "\(path): trailing space in '\(line)'")
      }
    }
  }

  @Test func versionText() {
    #expect(LayoutlingsCLI.versionText == "layoutlings " + LayoutlingsCLI.version)
  }
}
