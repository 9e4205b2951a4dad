import ArgumentParsing

/// `layoutlings completions bash|zsh|fish`: the shell's completion script; with `-- +WORD…`,
/// what may come next after the words (the scripts ask this on every Tab). Each word comes with
/// a `+` before it, so that an empty word (nothing typed yet) is still a word.
struct CompletionsCommand: Command {
  static let path = ["completions"]
  static let shell = Argument("shell", help: "The shell.", allowedValues: CompletionScript.shells)
  static let words = Argument(
    "words", arity: .zeroOrMore,
    help: "After --: the words typed so far, each after a '+' (for the scripts).")
  static let spec = CommandSpec(
    "completions", abstract: "Print a shell completion script (bash, zsh or fish).",
    discussion: "bash: layoutlings completions bash > ~/.local/share/bash-completion/completions/"
      + "layoutlings. zsh: save it as _layoutlings in a folder of $fpath. fish: layoutlings "
      + "completions fish > ~/.config/fish/completions/layoutlings.fish. Commands, options, "
      + "exercise ids and device ids complete.",
    arguments: [shell.spec, words.spec])

  var shell: String
  /// The words typed so far, the last being completed; nil prints the script.
  var words: [String]?

  init(shell: String, words: [String]? = nil) {
    self.shell = shell
    self.words = words
  }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    shell = try Self.required(Self.shell, in: arguments, program: program)
    let words = (arguments.values(of: Self.words)).map {
      $0.hasPrefix("+") ? String($0.dropFirst()) : $0
    }
    self.words = words.isEmpty ? nil : words
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    guard let words else {
      try context.say(CompletionScript.text(for: shell))
      return .success
    }
    let paths = CommandPaths(options: options, context: context)
    // Completion never fails: what cannot be read offers nothing.
    let candidates = CompletionCandidates.complete(
      words, program: LayoutlingsCLI.program,
      exercises: { (try? LearnerSession(paths: paths).store.exerciseIDs()) ?? [] },
      devices: { (try? paths.devices().names) ?? [] })
    try context.say(candidates.lines)
    return .success
  }
}
