import Terminal

/// The keys the course and watch mode share, written once: the keys each one presses, their
/// footers, watch's help and the docs' tables all come from these entries, so what a screen
/// says a key does and what the key does cannot drift apart.
enum ScreenKeys {
  /// What a shared key asks of a screen; each mode answers with its own effects.
  enum Action: Sendable, Equatable {
    case next, previous, edit, grade, hint, picture, list, reset, quit, rate, compare, log
    /// The answers to "reset to the starter?".
    case confirmReset, keepFile
  }

  /// One key and what it does, in a footer's long and short words and in a help sentence.
  struct Entry: Sendable, Equatable {
    var key: String
    var word: String
    var short: String
    /// What the key does, for help texts.
    var does: String
    /// What pressing it asks for.
    var action: Action
    /// The keys that press it: the character `key` names, and any given besides.
    var presses: [Key]

    init(
      key: String, word: String, short: String, does: String, action: Action, also: [Key] = []
    ) {
      self.key = key
      self.word = word
      self.short = short
      self.does = does
      self.action = action
      presses = (key.count == 1 ? key.map(Key.character) : []) + also
    }
  }

  static let next = Entry(
    key: "n", word: "next", short: "next",
    does: "goes on to the next exercise (twice when this one has not passed)", action: .next,
    also: [.right])
  static let previous = Entry(
    key: "p", word: "previous", short: "prev", does: "goes back", action: .previous,
    also: [.left])
  static let edit = Entry(
    key: "e", word: "edit", short: "edit", does: "opens the file in the editor (--edit-cmd)",
    action: .edit)
  static let grade = Entry(
    key: "g", word: "grade", short: "grade", does: "grades it now", action: .grade)
  static let hint = Entry(
    key: "h", word: "hint", short: "hint", does: "shows a hint", action: .hint)
  static let picture = Entry(
    key: "s", word: "picture", short: "pic", does: "draws the expected and actual frames",
    action: .picture)
  static let list = Entry(
    key: "l", word: "list", short: "list",
    does: "opens the list picker (Enter opens, / searches, d/p filter, r resets, c continues)",
    action: .list)
  static let reset = Entry(
    key: "r", word: "reset", short: "reset", does: "puts the starter back (asks first)",
    action: .reset)
  static let quit = Entry(
    key: "q", word: "quit", short: "quit", does: "quits", action: .quit, also: [.controlC])
  static let rate = Entry(
    key: "1-4", word: "rate", short: "rate", does: "rates a pass", action: .rate,
    also: ["1", "2", "3", "4"].map(Key.character))
  static let compare = Entry(
    key: "c", word: "compare", short: "cmp",
    does: "compares your constraints with the reference solution's (after a pass)",
    action: .compare)
  static let log = Entry(
    key: "u", word: "UIKit's log", short: "log",
    does: "unfolds UIKit's full log behind a conflict's one-line diagnosis", action: .log)

  /// The course's footer: every shared key, and `p` after `n`.
  static let course = [next, previous, edit, grade, hint, picture, list, reset, quit]
  /// Watch mode's footer: the same keys but `p` (watch stays on one exercise).
  static let watch = [next, edit, grade, hint, picture, list, reset, quit]
  /// Keys that show only when they apply (a pass, a log), said in help texts after the footer's.
  static let situational = [compare, log, rate]
  /// While "reset to the starter?" waits for its answer.
  static let resetQuestion = [
    Entry(
      key: "y", word: "reset", short: "reset", does: "resets", action: .confirmReset,
      also: [.character("Y")]),
    Entry(key: "n", word: "keep my file", short: "keep", does: "keeps the file", action: .keepFile),
  ]

  /// What `key` asks for among `entries`, or nil when none of them is pressed by it.
  static func action(for key: Key, among entries: [Entry]) -> Action? {
    entries.first { $0.presses.contains(key) }?.action
  }

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
