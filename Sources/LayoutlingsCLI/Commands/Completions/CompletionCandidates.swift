import ArgumentParsing

/// What may come next on a `layoutlings` command line, worked out from the program's own specs
/// (so a new command or option completes without touching the shell scripts): commands, options,
/// option and argument values — exercise ids, device ids, the words an option allows — and
/// whether the shell should offer files or folders instead.
struct CompletionCandidates: Equatable {
  /// The words to offer.
  var words: [String] = []
  /// What the shell completes itself.
  var shellKind: ShellKind = .none

  enum ShellKind: String, Equatable {
    case none, files, directories
  }

  /// The line protocol the scripts read: one word a line, then `:files` or `:directories` when
  /// the shell should offer those too.
  var lines: [String] {
    words + (shellKind == .none ? [] : [":" + shellKind.rawValue])
  }

  /// The candidates for the last of `words` (the word being completed, maybe empty), after the
  /// words before it.
  static func complete(
    _ words: [String], program: ProgramSpec, exercises: () -> [String], devices: () -> [String]
  ) -> CompletionCandidates {
    let current = words.last ?? ""
    var command = program.root
    var positionals = 0
    var pendingOption: OptionSpec?
    for word in words.dropLast() {
      if pendingOption != nil {
        pendingOption = nil
      } else if word.hasPrefix("-") {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        if let option = option(spelled: name, in: command, program: program), option.takesValue,
          !word.contains("=")
        {
          pendingOption = option
        }
      } else if positionals == 0, let sub = command.subcommand(named: word) {
        command = sub
      } else {
        positionals += 1
      }
    }
    var result = CompletionCandidates()
    if let pendingOption {
      result = values(
        named: pendingOption.valueName ?? pendingOption.name,
        option: pendingOption.name, allowed: pendingOption.allowedValues, exercises: exercises,
        devices: devices)
    } else if current.hasPrefix("-") {
      let options = command.options + program.globalOptions
      result.words =
        options.flatMap { [$0.longForm] + ($0.shortForm.map { [$0] } ?? []) } + ["--help"]
    } else {
      if positionals == 0 {
        let isRoot = command.name == program.root.name
        result.words = command.subcommands.map(\.name) + (isRoot ? ["help"] : [])
      }
      let arguments = command.arguments
      let index =
        arguments.firstIndex { $0.arity == .zeroOrMore }.map { min($0, positionals) }
        ?? positionals
      if index < arguments.count {
        let argument = arguments[index]
        let found = values(
          named: argument.name, option: nil, allowed: argument.allowedValues,
          exercises: exercises, devices: devices)
        result.words += found.words
        result.shellKind = found.shellKind
      }
    }
    result.words = result.words.filter { $0.hasPrefix(current) }
    return result
  }

  private static func option(
    spelled spelling: String, in command: CommandSpec, program: ProgramSpec
  )
    -> OptionSpec?
  {
    (command.options + program.globalOptions).first {
      $0.longForm == spelling || $0.shortForm == spelling
    }
  }

  /// The values a placeholder stands for: its allowed words, else by what it names.
  private static func values(
    named name: String, option: String?, allowed: [String], exercises: () -> [String],
    devices: () -> [String]
  ) -> CompletionCandidates {
    if !allowed.isEmpty { return CompletionCandidates(words: allowed) }
    switch (option, name) {
    case ("device", _): return CompletionCandidates(words: devices())
    case (_, "id"), ("exercise", _): return CompletionCandidates(words: exercises())
    case (nil, "file"): return CompletionCandidates(words: exercises(), shellKind: .files)
    case (_, "dir"): return CompletionCandidates(shellKind: .directories)
    case (_, "file"), (_, "out"): return CompletionCandidates(shellKind: .files)
    default: return CompletionCandidates()
    }
  }
}
