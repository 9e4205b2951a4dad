import ArgumentParsing

/// Every command of `layoutlings`, found by the words that select it: the parser's program is
/// built from these types' specs, and a parsed command line is decoded by the type its words
/// name.
enum CommandRegistry {
  /// Every command, in the order help lists them (the course itself, with no words, first).
  static let commands: [any Command.Type] = [
    CourseCommand.self,
    WatchCommand.self,
    ListCommand.self,
    GradeCommand.self,
    CheckCommand.self,
    FramesCommand.self,
    ShowCommand.self,
    DevicesCommand.self,
    ExplainCommand.self,
    HintCommand.self,
    SolutionCommand.self,
    ResetCommand.self,
    NextCommand.self,
    RateCommand.self,
    ReviewCommand.self,
    ReportCommand.self,
    EditorSetupCommand.self,
    CompletionsCommand.self,
    DevCheckCommand.self,
    StoreRepairCommand.self,
  ]

  /// Words that only group subcommands (`layoutlings dev …`).
  static let groups: [[String]: CommandSpec] = [
    ["dev"]: CommandSpec(
      "dev", abstract: "Tools for course authors, and for repairing a damaged progress store.")
  ]

  /// The command the words `path` select.
  static func command(at path: [String]) -> (any Command.Type)? {
    commands.first { $0.path == path }
  }

  /// The whole program: the root command with every command and group under it.
  static func program(version: String) -> ProgramSpec {
    ProgramSpec(root: tree(at: []), globalOptions: GlobalOptions.specs, version: version)
  }

  /// The spec at `path` with its subcommands, in the registry's order.
  private static func tree(at path: [String]) -> CommandSpec {
    var spec = command(at: path)?.spec ?? groups[path] ?? CommandSpec(path.last ?? "", abstract: "")
    var children: [String] = []
    for command in commands where command.path.count > path.count {
      guard Array(command.path.prefix(path.count)) == path else { continue }
      let child = command.path[path.count]
      if !children.contains(child) { children.append(child) }
    }
    spec.subcommands = children.map { tree(at: path + [$0]) }
    if command(at: path) == nil { spec.runsWithoutSubcommand = spec.subcommands.isEmpty }
    return spec
  }
}
