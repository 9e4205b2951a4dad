import Terminal

/// How the progress commands (`list`, `next`, `hint`, `reset`, `rate`) write text.
enum ProgressOutput {
  /// Markdown as the terminal shows it: rendered when styles are on, else the text as written.
  static func markdown(_ text: String, styler: Styler) -> [String] {
    guard styler.isEnabled else {
      return text.components(separatedBy: "\n")
    }
    return MarkdownRenderer(width: 80, styler: styler).renderLines(text)
  }
}
