import Terminal

/// The keys of the course, watch mode and reviews, written once: the keys each one presses, their
/// footers, watch's help and the docs' tables all come from these entries, so what a screen
/// says a key does and what the key does cannot drift apart.
enum ScreenKeys {
  /// What a shared key asks of a screen; each mode answers with its own effects.
  enum Action: Sendable, Equatable {
    case next, previous, edit, grade, hint, picture, list, reset, quit, rate, compare, log
    /// The answers to "reset to the starter?".
    case confirmReset, keepFile
    /// A review's own: show a card's answer, skip an item, go on after a failed regrade.
    case reveal, skip, goOn
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

  /// A review: Enter or space shows a card's answer.
  static let reveal = Entry(
    key: "enter", word: "show the answer", short: "show", does: "shows a card's answer",
    action: .reveal, also: [.enter, .character(" ")])
  /// A review: `s` leaves the item for later.
  static let skip = Entry(
    key: "s", word: "skip", short: "skip", does: "skips the item (it stays due)", action: .skip)
  /// A review, after a failed regrade was rated again: Enter, space or `s` go on.
  static let goOn = Entry(
    key: "enter", word: "next", short: "next", does: "goes on to the next item", action: .goOn,
    also: [.enter, .character(" "), .character("s")])
  /// A review's card, once its answer shows: one key per rating, named.
  static let cardRatings = [("1", "again"), ("2", "hard"), ("3", "good"), ("4", "easy")].map {
    Entry(key: $0.0, word: $0.1, short: $0.1, does: "rates it \($0.1)", action: .rate)
  }
  /// Every key a review answers to, whatever its item; its footer shows those that apply.
  static let review = [reveal, skip, edit, grade, rate, quit]

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
