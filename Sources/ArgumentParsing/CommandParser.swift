/// Turns command-line words into a ``ParseOutcome`` according to a ``ProgramSpec``.
///
/// The rules:
/// - Subcommand words come before the command's positional arguments; options may appear anywhere,
///   and global options are accepted before and after any subcommand.
/// - `--name value`, `--name=value`, `-x value` and `-xvalue` give a value; a word starting with
///   `-` is never taken as a value (write `--name=-value` for that).
/// - `--` ends options: every later word is a positional argument, even `-h`.
/// - `-h` or `--help` before `--` asks for help on the command reached, and wins over any error;
///   `--version` likewise asks for the version. `help [command ...]` also asks for help.
public struct CommandParser: Sendable {
  /// The program whose command line is parsed.
  public let program: ProgramSpec

  /// Creates a parser for `program`.
  public init(program: ProgramSpec) {
    self.program = program
  }

  /// Parses `words` (the command line without the program name).
  ///
  /// - Throws: ``UsageError`` naming the first problem found, with the usage of the command
  ///   it was found in.
  public func parse(_ words: [String]) throws(UsageError) -> ParseOutcome {
    let optionWords = words.prefix { $0 != "--" }
    let wantsHelp = optionWords.contains { $0 == "--help" || $0 == "-h" }
    let wantsVersion = program.version != nil && optionWords.contains("--version")
    var state = ParseState(program: program)
    do {
      let outcome = try state.consume(words)
      if wantsHelp { return .help(commandPath: state.path) }
      if wantsVersion { return .version }
      return outcome
    } catch {
      if wantsHelp { return .help(commandPath: state.path) }
      if wantsVersion { return .version }
      throw error
    }
  }
}

/// The parser's progress through one command line.
private struct ParseState {
  let program: ProgramSpec
  /// The subcommand words read so far.
  var path: [String] = []
  /// The command those words select.
  var command: CommandSpec
  /// Whether the built-in `help` command was selected; its words then name a command.
  var isHelpCommand = false
  var positionals: [String] = []
  var optionValues: [String: [String]] = [:]
  var flags: Set<String> = []

  init(program: ProgramSpec) {
    self.program = program
    self.command = program.root
  }

  mutating func consume(_ words: [String]) throws(UsageError) -> ParseOutcome {
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded {
        positionals.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word.hasPrefix("--") {
        try consumeLongOption(word, following: words, at: &index)
      } else if Self.looksLikeOption(word) {
        try consumeShortOption(word, following: words, at: &index)
      } else {
        try consumeWord(word)
      }
    }
    return try finish()
  }

  /// Whether `word` is an option rather than a value: it starts with `-` and is not `-` alone.
  static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word.count > 1
  }

  // MARK: - Words

  private mutating func consumeWord(_ word: String) throws(UsageError) {
    if !isHelpCommand && positionals.isEmpty {
      let listed = program.listedSubcommands(of: command, isRoot: path.isEmpty)
      if let next = command.subcommand(named: word) {
        path.append(word)
        command = next
        return
      }
      if path.isEmpty && word == ProgramSpec.helpCommandName && program.hasHelpCommand {
        path = [word]
        command = program.helpCommand
        isHelpCommand = true
        return
      }
      if !listed.isEmpty && command.arguments.isEmpty {
        let suggestion = Suggestion.closest(to: word, among: listed.map(\.name))
        throw error(.unknownCommand(word, suggestion: suggestion))
      }
    }
    positionals.append(word)
  }

  // MARK: - Options

  private mutating func consumeLongOption(
    _ word: String, following words: [String], at index: inout Int
  ) throws(UsageError) {
    let body = word.dropFirst(2)
    var name = String(body)
    var inlineValue: String?
    if let equals = body.firstIndex(of: "=") {
      name = String(body[..<equals])
      inlineValue = String(body[body.index(after: equals)...])
    }
    let spelling = "--" + name
    guard let option = knownOptions.first(where: { $0.name == name }) else {
      throw error(.unknownOption(spelling, suggestion: suggestion(for: spelling)))
    }
    try consume(option, spelledAs: spelling, inlineValue: inlineValue, following: words, at: &index)
  }

  private mutating func consumeShortOption(
    _ word: String, following words: [String], at index: inout Int
  ) throws(UsageError) {
    let body = word.dropFirst()
    let rest = body.dropFirst()
    guard let letter = body.first,
      let option = knownOptions.first(where: { $0.shortName == letter }),
      option.takesValue || rest.isEmpty
    else {
      // `-json` or `-help`: most likely a long option typed with one dash.
      throw error(.unknownOption(word, suggestion: suggestion(for: word)))
    }
    var inlineValue: String?
    if !rest.isEmpty { inlineValue = String(rest.first == "=" ? rest.dropFirst() : rest) }
    try consume(
      option, spelledAs: "-" + String(letter), inlineValue: inlineValue, following: words,
      at: &index)
  }

  private mutating func consume(
    _ option: OptionSpec, spelledAs spelling: String, inlineValue: String?,
    following words: [String], at index: inout Int
  ) throws(UsageError) {
    guard option.takesValue else {
      if let inlineValue { throw error(.unexpectedValue(option: spelling, value: inlineValue)) }
      flags.insert(option.name)
      return
    }
    let label = option.label(spelledAs: spelling)
    var value = inlineValue
    if value == nil, index < words.count, !Self.looksLikeOption(words[index]) {
      value = words[index]
      index += 1
    }
    guard let value, !value.isEmpty else { throw error(.missingValue(option: label)) }
    if case .single = option.kind, optionValues[option.name] != nil {
      throw error(.duplicateOption(option.longForm))
    }
    var pieces = [value]
    if case .list(_, let splitter) = option.kind {
      pieces = splitter.items(value)
      if pieces.contains(where: \.isEmpty) {
        throw error(
          .invalidValue(value, for: label, reason: "the list has an empty item", suggestion: nil))
      }
    }
    for piece in pieces {
      try checkAllowed(piece, in: option.allowedValues, label: label)
    }
    optionValues[option.name, default: []] += pieces
  }

  /// The options valid here: the command's own, then the global ones, then help and version.
  private var knownOptions: [OptionSpec] {
    command.options + program.globalOptions + [program.helpOption]
      + [program.versionOption].compactMap { $0 }
  }

  private func suggestion(for spelling: String) -> String? {
    Suggestion.closest(to: spelling, among: knownOptions.map(\.longForm))
  }

  // MARK: - Finishing

  private func finish() throws(UsageError) -> ParseOutcome {
    if isHelpCommand { return .help(commandPath: try helpTopic()) }
    if !command.runsWithoutSubcommand {
      let expected = program.listedSubcommands(of: command, isRoot: path.isEmpty).map(\.name)
      throw error(.missingSubcommand(expected: expected))
    }
    var remaining = positionals[...]
    var arguments: [String: [String]] = [:]
    for argument in command.arguments {
      var taken: [String] = []
      switch argument.arity {
      case .required:
        guard let word = remaining.popFirst() else { throw error(.missingArgument(argument.label)) }
        taken = [word]
      case .optional:
        if let word = remaining.popFirst() { taken = [word] }
      case .zeroOrMore:
        taken = Array(remaining)
        remaining = []
      }
      for word in taken {
        if word.isEmpty {
          throw error(
            .invalidValue(word, for: argument.label, reason: "it is empty", suggestion: nil))
        }
        try checkAllowed(word, in: argument.allowedValues, label: argument.label)
      }
      if !taken.isEmpty { arguments[argument.name] = taken }
    }
    if !remaining.isEmpty { throw error(.unexpectedArguments(Array(remaining))) }
    return .run(
      ParsedArguments(
        commandPath: path, arguments: arguments, optionValues: optionValues, flags: flags,
        declaredOptions: Set(knownOptions.map(\.name)),
        declaredArguments: Set(command.arguments.map(\.name))))
  }

  /// The command path the words after `help` name.
  private func helpTopic() throws(UsageError) -> [String] {
    var topic: [String] = []
    var current = program.root
    for (offset, word) in positionals.enumerated() {
      if let next = program.command(at: topic + [word]) {
        topic.append(word)
        current = next
        continue
      }
      let listed = program.listedSubcommands(of: current, isRoot: topic.isEmpty).map(\.name)
      if listed.isEmpty { throw error(.unexpectedArguments(Array(positionals[offset...]))) }
      throw error(.unknownCommand(word, suggestion: Suggestion.closest(to: word, among: listed)))
    }
    return topic
  }

  private func checkAllowed(_ value: String, in allowed: [String], label: String) throws(UsageError)
  {
    guard !allowed.isEmpty, !allowed.contains(value) else { return }
    throw error(
      .invalidValue(
        value, for: label, reason: "expected " + EnglishList.or(allowed),
        suggestion: Suggestion.closest(to: value, among: allowed)))
  }

  private func error(_ kind: UsageError.Kind) -> UsageError {
    UsageError(kind, at: path, in: program)
  }
}
