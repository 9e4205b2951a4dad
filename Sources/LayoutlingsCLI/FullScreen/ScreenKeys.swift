import Terminal

/// The keys the course and watch mode share, written once: their footers, watch's help and the
/// docs' tables all say these words.
enum ScreenKeys {
  /// One key and what it does, in a footer's long and short words and in a help sentence.
  struct Entry: Sendable, Equatable {
    var key: String
    var word: String
    var short: String
    /// What the key does, for help texts.
    var does: String
  }

  static let next = Entry(
    key: "n", word: "next", short: "next",
    does: "goes on to the next exercise (twice when this one has not passed)")
  static let previous = Entry(key: "p", word: "previous", short: "prev", does: "goes back")
  static let edit = Entry(
    key: "e", word: "edit", short: "edit", does: "opens the file in the editor (--edit-cmd)")
  static let grade = Entry(key: "g", word: "grade", short: "grade", does: "grades it now")
  static let hint = Entry(key: "h", word: "hint", short: "hint", does: "shows a hint")
  static let picture = Entry(
    key: "s", word: "picture", short: "pic", does: "draws the expected and actual frames")
  static let list = Entry(
    key: "l", word: "list", short: "list",
    does: "opens the list picker (Enter opens, / searches, d/p filter, r resets, c continues)")
  static let reset = Entry(
    key: "r", word: "reset", short: "reset", does: "puts the starter back (asks first)")
  static let quit = Entry(key: "q", word: "quit", short: "quit", does: "quits")
  static let rate = Entry(key: "1-4", word: "rate", short: "rate", does: "rates a pass")
  static let compare = Entry(
    key: "c", word: "compare", short: "cmp",
    does: "compares your constraints with the reference solution's (after a pass)")
  static let log = Entry(
    key: "u", word: "UIKit's log", short: "log",
    does: "unfolds UIKit's full log behind a conflict's one-line diagnosis")

  /// The course's footer: every shared key, and `p` after `n`.
  static let course = [next, previous, edit, grade, hint, picture, list, reset, quit]
  /// Watch mode's footer: the same keys but `p` (watch stays on one exercise).
  static let watch = [next, edit, grade, hint, picture, list, reset, quit]
  /// Keys that show only when they apply (a pass, a log), said in help texts after the footer's.
  static let situational = [compare, log, rate]
  /// While "reset to the starter?" waits for its answer.
  static let resetQuestion = [
    Entry(key: "y", word: "reset", short: "reset", does: "resets"),
    Entry(key: "n", word: "keep my file", short: "keep", does: "keeps the file"),
  ]

  /// `entries` on one line of at most `width` columns: long words, else short ones, else the
  /// keys alone.
  static func line(_ entries: [Entry], width: Int, styler: Styler) -> String {
    let long = entries.map { styler.apply(.bold, to: $0.key) + " " + $0.word }
      .joined(separator: "  ")
    if TextLayout.visibleWidth(of: long) <= width { return long }
    let short = entries.map { styler.apply(.bold, to: $0.key) + " " + $0.short }
      .joined(separator: " ")
    if TextLayout.visibleWidth(of: short) <= width { return short }
    return "keys: " + entries.map { styler.apply(.bold, to: $0.key) }.joined(separator: " ")
  }

  /// `entries` as a help sentence: "Keys: n goes on …, e opens …, q quits."
  static func sentence(_ entries: [Entry]) -> String {
    "Keys: " + entries.map { "\($0.key) \($0.does)" }.joined(separator: ", ") + "."
  }
}
