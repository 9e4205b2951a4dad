/// The commands of `layoutlings` and their options: the command-line contract of design.md §6.
enum CommandTable {
  /// The whole program.
  static func program(version: String) -> ProgramSpec {
    ProgramSpec(root: root, globalOptions: globalOptions, version: version)
  }

  /// Options every command accepts, before or after its name.
  static let globalOptions: [OptionSpec] = [
    .value(
      "home", valueName: "dir",
      help: "Keep progress and working copies in this workspace folder (default: "
        + "$LAYOUTLINGS_HOME, else Data/ in the checkout)."),
    .value(
      "course", valueName: "dir",
      help: "Read the lessons from this folder (default: Lessons/ in the checkout)."),
    .value(
      "now", valueName: "date-time",
      help: "Use this instant as the current time, written as ISO-8601 with a time zone, "
        + "such as 2025-01-01T09:00:00Z."),
    .flag("no-color", help: "Print without colours or text styles."),
  ]

  static let root = CommandSpec(
    "layoutlings",
    abstract: "Learn iOS Auto Layout by fixing real Swift files in your own editor.",
    discussion: "Run without a command to start or resume the course: read a lesson step, edit "
      + "the exercise file it names, and get a verdict every time you save.",
    subcommands: [
      watch, list, grade, frames, show, hint, reset, next, rate, review, report, dev,
    ],
    runsWithoutSubcommand: true)

  static let watch = CommandSpec(
    "watch", abstract: "Regrade the current exercise every time its file is saved.",
    discussion: "Keys: n goes to the next exercise once this one passes, h shows a hint, l lists "
      + "the exercises, q quits.",
    options: [
      .flag("poll", help: "Notice saves by polling modification times.")
    ])

  static let list = CommandSpec(
    "list", abstract: "List modules and exercises with their status and due reviews.",
    options: [.flag("json", help: "Print the list as JSON.")])

  static let grade = CommandSpec(
    "grade", abstract: "Grade one exercise file against the frames UIKit would produce.",
    discussion: "The file's '// exercise: <id>' header names the exercise; without one, the "
      + "file's place in the workspace does. Exits with 0 when the file passes and 1 when it "
      + "does not.",
    arguments: [ArgumentSpec("file", help: "The Swift file to grade.")],
    options: [
      .value(
        "exercise", valueName: "id", help: "Grade as this exercise, whatever the header says."),
      .flag("json", help: "Print the verdict as JSON."),
    ])

  static let frames = CommandSpec(
    "frames", abstract: "Run any UIKit layout file and print the frames it produces.",
    arguments: [ArgumentSpec("file", help: "The Swift file to run.")],
    options: [
      .value("controller", valueName: "name", help: "The view controller class to show."),
      OptionSpec(
        "device", kind: .list(valueName: "id"),
        help: "Lay out on these devices, such as iphone-se,iphone-x:landscape."),
      .flag("json", help: "Print the frames as JSON."),
    ])

  static let show = CommandSpec(
    "show", abstract: "Draw the layout of a file in the terminal.",
    arguments: [ArgumentSpec("file", help: "The Swift file to draw.")],
    options: [
      .value("device", valueName: "id", help: "Draw it on this device."),
      .value("svg", valueName: "out", help: "Also write the drawing as SVG to this file."),
      .flag("play", help: "Play the file's animations."),
      .value(
        "exercise", valueName: "id",
        help: "Show it as this exercise (default: the file's '// exercise:' line or its place in"
          + " the workspace); --play then runs the exercise's steps."),
    ])

  static let hint = CommandSpec(
    "hint", abstract: "Show the next hint for an exercise.",
    arguments: [
      ArgumentSpec("id", arity: .optional, help: "The exercise (default: the current one).")
    ])

  static let reset = CommandSpec(
    "reset", abstract: "Restore an exercise's working copy from its starter file.",
    arguments: [ArgumentSpec("id", help: "The exercise to reset.")])

  static let next = CommandSpec("next", abstract: "Move on to the next exercise.")

  static let rate = CommandSpec(
    "rate", abstract: "Rate how well you recalled an exercise, to schedule its next review.",
    arguments: [
      ArgumentSpec("id", help: "The exercise you reviewed."),
      ArgumentSpec(
        "rating", help: "How the recall went.",
        allowedValues: ReviewRating.allCases.map(\.rawValue)),
    ])

  static let review = CommandSpec(
    "review", abstract: "Show the reviews that are due and the scheduler's state.",
    options: [.flag("json", help: "Print the reviews as JSON.")])

  static let report = CommandSpec(
    "report", abstract: "Export progress as a report.",
    discussion: "The format is the one --format names or, without it, the one the extension of "
      + "the output file names (.md, .html, .json, .csv). Without -o the report goes to "
      + "standard output.",
    options: [
      .value(
        "format", valueName: "format", help: "The report's format.",
        allowedValues: ReportFormat.allCases.map(\.rawValue)),
      .value("output", short: "o", valueName: "file", help: "Write the report to this file."),
      .value(
        "class", valueName: "dir",
        help: "Merge the learners' JSON reports (*.json) in this folder (html, csv or md)."),
    ])

  static let dev = CommandSpec(
    "dev", abstract: "Tools for course authors, and for repairing a damaged progress store.",
    subcommands: [
      CommandSpec(
        "check", abstract: "Validate the whole course.",
        discussion: "Checks that every solution passes, every starter fails, every exercise id "
          + "is unique, every device exists, and every hint and card has text."),
      CommandSpec(
        "repair-store", abstract: "Back up a damaged progress store and rebuild it.",
        discussion: "Copies the damaged layoutlings.sqlite to layoutlings.sqlite.corrupt-<time> "
          + "(kept), makes a new store with the course imported, copies into it every attempt, "
          + "rating, hint reveal and setting that can still be read, and says how many were "
          + "recovered and how many lost. Run it while no other layoutlings is running."),
    ])
}
