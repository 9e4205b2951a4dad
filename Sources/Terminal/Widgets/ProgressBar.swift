/// A progress bar with a count: `[██░░░░░░] 12/48` in colour, `[##------] 12/48` without.
public struct ProgressBar: Sendable, Hashable {
  /// How many items are done.
  public var completed: Int
  /// How many items there are.
  public var total: Int
  /// Number of cells between the brackets.
  public var width: Int

  /// Creates a bar for `completed` of `total` items, `width` cells wide.
  public init(completed: Int, total: Int, width: Int = 20) {
    self.completed = completed
    self.total = total
    self.width = width
  }

  /// Cells to fill: `completed / total` of the width rounded down, so the bar is full only when
  /// everything is done; 0 when `total` is not positive.
  public var filledCells: Int {
    let cells = max(0, width)
    guard total > 0 else { return 0 }
    let done = min(max(0, completed), total)
    return done * cells / total
  }

  /// Returns the bar and the count. With colour the filled part is green `█` and the rest dim `░`;
  /// without colour the bar is ASCII: `#` for done and `-` for the rest.
  public func render(styler: Styler) -> String {
    let cells = max(0, width)
    let filled = filledCells
    let count = " \(completed)/\(total)"
    guard styler.isEnabled else {
      return "[" + String(repeating: "#", count: filled)
        + String(repeating: "-", count: cells - filled)
        + "]" + count
    }
    return "[" + styler.apply(.color(.green), to: String(repeating: "█", count: filled))
      + styler.apply(.dim, to: String(repeating: "░", count: cells - filled)) + "]" + count
  }
}
