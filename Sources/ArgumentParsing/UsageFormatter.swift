/// Writes the one-line synopsis of a command: `layoutlings grade <file> [--exercise <id>] [--json]`.
package enum UsageFormatter {
  /// The synopsis of the command at `path` in `program`, without a `USAGE:` prefix.
  package static func usage(of command: CommandSpec, at path: [String], in program: ProgramSpec)
    -> String
  {
    var parts = [program.invocation(of: path)]
    parts += command.arguments.map(\.synopsis)
    parts += command.options.map(synopsis(of:))
    if path.isEmpty && (!program.globalOptions.isEmpty || program.version != nil) {
      // Listing every global option would drown the root's usage line.
      parts.append("[<options>]")
    }
    let subcommands = program.listedSubcommands(of: command, isRoot: path.isEmpty)
    if !subcommands.isEmpty {
      parts.append(command.runsWithoutSubcommand ? "[<subcommand>]" : "<subcommand>")
    }
    return parts.joined(separator: " ")
  }

  /// How the usage line shows one option: `[--json]`, `[-o <file>]`, `[--device <id>,...]`.
  package static func synopsis(of option: OptionSpec) -> String {
    let spelling = option.shortForm ?? option.longForm
    guard let placeholder = option.valuePlaceholder else { return "[\(spelling)]" }
    return "[\(spelling) \(placeholder)]"
  }
}
