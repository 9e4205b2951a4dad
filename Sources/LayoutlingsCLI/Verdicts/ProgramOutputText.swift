import Grader
import Terminal

/// The learner's own output (`print`) under a verdict, marked as the program's so it is never
/// taken for Layoutlings' words: a heading naming the device, each line behind a bar, at most
/// `shownLines` lines per device, control characters made visible (`VisibleText`). Devices that
/// printed the same text are shown once.
enum ProgramOutputText {
  /// Lines shown per device; `grade --json` holds what was kept (`ProgramOutput.keptLines`).
  static let shownLines = 12

  static func lines(_ outputs: [ProgramOutput], width: Int, styler: Styler) -> [String] {
    var groups: [(devices: [String], output: ProgramOutput)] = []
    for output in outputs {
      let device = output.device ?? "before the first device"
      if let index = groups.firstIndex(where: { $0.output.text == output.text }) {
        groups[index].devices.append(device)
        groups[index].output.truncated = groups[index].output.truncated || output.truncated
      } else {
        groups.append(([device], output))
      }
    }
    var lines: [String] = []
    for group in groups {
      // The program's bytes, never the terminal's instructions: control characters shown.
      let text = VisibleText.lines(group.output.text)
      lines.append(
        styler.apply(
          .bold,
          to: "Your program printed (\(VisibleText.line(group.devices.joined(separator: ", ")))):"))
      for line in text.prefix(shownLines) {
        let shown = TextLayout.truncate(String(line), toWidth: max(10, width - 4))
        lines.append(styler.apply(.dim, to: "  │ ") + shown)
      }
      let hidden = text.count - shownLines
      if hidden > 0 || group.output.truncated {
        let more = hidden > 0 ? "\(hidden) more line\(hidden == 1 ? "" : "s")" : "more"
        let note = group.output.truncated ? " (cut short)" : " (layoutlings grade --json has them)"
        lines.append(styler.apply(.dim, to: "  … \(more)" + note))
      }
    }
    return lines
  }
}
