import ArgumentParsing

/// A command whose help screen can be shown; only valid command paths make a topic.
public struct HelpTopic: Sendable, Equatable {
  /// The subcommand words of the command (`["dev", "check"]`); empty for the root.
  public let commandPath: [String]

  /// The help screen of `layoutlings` itself.
  public static let root = HelpTopic(validated: [])

  /// Creates the topic for the command at `commandPath`.
  ///
  /// - Throws: ``UsageError`` (unknown command, with a suggestion) if no command has that path.
  public init(_ commandPath: [String]) throws(UsageError) {
    let program = LayoutlingsCLI.program
    var reached: [String] = []
    for word in commandPath {
      guard program.command(at: reached + [word]) != nil else {
        let parent = program.command(at: reached) ?? program.root
        let names = program.listedSubcommands(of: parent, isRoot: reached.isEmpty).map(\.name)
        let suggestion = Suggestion.closest(to: word, among: names)
        throw UsageError(.unknownCommand(word, suggestion: suggestion), at: ["help"], in: program)
      }
      reached.append(word)
    }
    self.commandPath = commandPath
  }

  /// Creates a topic for a path already known to name a command.
  init(validated commandPath: [String]) {
    self.commandPath = commandPath
  }
}
