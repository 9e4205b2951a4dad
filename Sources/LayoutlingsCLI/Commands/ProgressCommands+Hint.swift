import Course

extension ProgressCommands {
  /// `layoutlings hint [ID]`: the next hint, or the solution once it may be shown.
  func hint(_ requested: String?) throws -> ExitCode {
    let command = ["hint"]
    let session = try session(command)
    let id = try session.exerciseID(requested, command: command)
    let step = try session.run(command: command) {
      try session.store.nextHint(for: id, at: session.now)
    }
    var lines: [String]
    switch step {
    case .hint(let index, let count, let text):
      lines = [styler.apply(.bold, to: "Hint \(index + 1) of \(count) for \(id):")] + markdown(text)
      if index + 1 == count {
        lines += [
          "", "That was the last hint. Ask again to see the solution: layoutlings hint \(id)",
        ]
      } else {
        lines += ["", "Ask again for the next hint: layoutlings hint \(id)"]
      }
    case .solution(let solution, let reason):
      let why = reason == .passed ? "you passed it" : "every hint was shown"
      lines = [styler.apply(.bold, to: "Solution for \(id) (\(why)):"), ""]
      lines += solution.components(separatedBy: "\n")
      while lines.last == "" {
        lines.removeLast()
      }
    }
    try write(lines)
    return .success
  }
}
