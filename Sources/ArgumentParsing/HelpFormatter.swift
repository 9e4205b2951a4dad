/// Writes help screens: overview, discussion, usage, arguments, options and subcommands.
///
/// The layout follows swift-argument-parser's: section titles in capitals, entries indented by
/// two spaces with their help starting at column 26, everything wrapped to `width` columns.
package struct HelpFormatter {
  /// The column where the help of an entry starts.
  package static let helpColumn = 26

  /// The program whose commands are described.
  package let program: ProgramSpec
  /// The width lines wrap to.
  package let width: Int

  /// Creates a formatter for `program`'s help, wrapped to `width` columns.
  package init(program: ProgramSpec, width: Int) {
    self.program = program
    self.width = width
  }

  /// The help screen of the command at `path`, or nil if `path` names no command.
  package func helpText(for path: [String]) -> String? {
    guard let command = program.command(at: path) else { return nil }
    let isRoot = path.isEmpty
    var sections: [[String]] = []
    sections.append(
      TextWrapping.lines(
        of: TextWrapping.words(of: command.abstract), prefix: "OVERVIEW: ", indent: 0,
        width: width))
    sections += paragraphs(of: command.discussion)
    let usage = UsageFormatter.usage(of: command, at: path, in: program)
    sections.append(
      TextWrapping.lines(
        of: TextWrapping.synopsisGroups(of: usage), prefix: "USAGE: ", indent: 7, width: width))
    if !command.arguments.isEmpty {
      sections.append(["ARGUMENTS:"] + command.arguments.flatMap(entry(for:)))
    }
    // The root lists the global options as its own; other commands list them separately.
    var options = command.options
    if isRoot { options += program.globalOptions + [program.versionOption].compactMap { $0 } }
    sections.append(["OPTIONS:"] + (options + [program.helpOption]).flatMap(entry(for:)))
    if !isRoot && !program.globalOptions.isEmpty {
      sections.append(["GLOBAL OPTIONS:"] + program.globalOptions.flatMap(entry(for:)))
    }
    let subcommands = program.listedSubcommands(of: command, isRoot: isRoot)
    if !subcommands.isEmpty {
      sections.append(
        ["SUBCOMMANDS:"] + subcommands.flatMap { entry(label: $0.name, help: $0.abstract) })
      let helpInvocation = program.invocation(of: [ProgramSpec.helpCommandName] + path)
      sections.append(["  See '\(helpInvocation) <subcommand>' for detailed help."])
    }
    return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
  }

  /// Each paragraph of `text` wrapped; a paragraph whose lines all start with two spaces is kept
  /// as written, so examples keep their layout.
  private func paragraphs(of text: String) -> [[String]] {
    var blocks: [[String]] = [[]]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy(\.isWhitespace) {
        if !(blocks.last?.isEmpty ?? true) { blocks.append([]) }
      } else {
        blocks[blocks.count - 1].append(String(line))
      }
    }
    return blocks.filter { !$0.isEmpty }.map { lines in
      if lines.allSatisfy({ $0.hasPrefix("  ") }) { return lines }
      return TextWrapping.lines(
        of: lines.flatMap(TextWrapping.words(of:)), prefix: "", indent: 0, width: width)
    }
  }

  private func entry(for argument: ArgumentSpec) -> [String] {
    entry(label: argument.label, help: helpWithValues(argument.help, argument.allowedValues))
  }

  private func entry(for option: OptionSpec) -> [String] {
    var label = option.shortForm.map { $0 + ", " } ?? ""
    label += option.longForm
    if let placeholder = option.valuePlaceholder { label += " " + placeholder }
    return entry(label: label, help: helpWithValues(option.help, option.allowedValues))
  }

  private func helpWithValues(_ help: String, _ values: [String]) -> String {
    values.isEmpty ? help : "\(help) (values: \(values.joined(separator: ", ")))"
  }

  /// An entry: the label indented by two, its help from `helpColumn` on, or on the next line when
  /// the label leaves less than two spaces before that column.
  private func entry(label: String, help: String) -> [String] {
    let indented = "  " + label
    let words = TextWrapping.words(of: help)
    let column = Self.helpColumn
    if indented.count + 2 <= column {
      let prefix = indented + String(repeating: " ", count: column - indented.count)
      return TextWrapping.lines(of: words, prefix: prefix, indent: column, width: width)
    }
    let helpLines = TextWrapping.lines(
      of: words, prefix: String(repeating: " ", count: column), indent: column, width: width)
    return [indented] + (words.isEmpty ? [] : helpLines)
  }
}
