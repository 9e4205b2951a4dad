import Course
import Foundation
import SpacedRepetition
import Terminal

/// The commands that read and record progress: `list`, `next`, `hint`, `reset`, `rate`.
struct ProgressCommands {
  let options: GlobalOptions
  let context: CommandContext

  /// Colours and styles for standard output, following `--no-color`, `NO_COLOR` and the TTY.
  var styler: Styler {
    Styler(
      environment: context.environment, noColorFlag: options.noColor,
      outputIsTerminal: context.outputIsTerminal)
  }

  func session(_ command: [String]) throws -> StoreSession {
    try StoreSession(options: options, context: context, command: command)
  }

  func write(_ lines: [String]) throws {
    try context.output.write(lines.map { $0 + "\n" }.joined())
  }

  /// Markdown as the terminal shows it: rendered when styles are on, else the text as written.
  func markdown(_ text: String) -> [String] {
    let styler = styler
    guard styler.isEnabled else {
      return text.components(separatedBy: "\n")
    }
    return MarkdownRenderer(width: 80, styler: styler).renderLines(text)
  }
}
