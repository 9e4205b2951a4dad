import Terminal

/// The review session as a value: the due items, the one shown, and what was rated so far.
struct ReviewState: Sendable, Equatable {
  /// The items, in due order.
  var items: [ReviewItem]
  /// The item shown; `items.count` once every item was seen.
  var index = 0
  /// Whether the current card's answer shows.
  var isRevealed = false
  /// The current exercise's review copy, once it is written.
  var copyPath: String?
  /// The current exercise's last grade.
  var grade: GradeSummary?
  /// What was rated, in order.
  var outcomes: [ReviewOutcome] = []
  /// The ids of the items skipped.
  var skipped: [String] = []
  /// The terminal's size.
  var size: TerminalSize
  /// The first body line shown.
  var scroll = 0
  /// The message on the status line.
  var message: String?
  /// Whether the review is over and the terminal should be given back.
  var hasQuit = false
  /// Whether the current exercise failed its regrade and was rated `again` for it: its verdict
  /// stays shown until Enter moves on, and no other rating is offered.
  var ratedAgain = false

  /// The item shown, or nil once every item was seen.
  var current: ReviewItem? { items.indices.contains(index) ? items[index] : nil }

  /// Creates a session over `items` in a terminal of `size`.
  init(items: [ReviewItem], size: TerminalSize) {
    self.items = items
    self.size = size
  }
}

/// One rating given during a review.
struct ReviewOutcome: Sendable, Equatable {
  /// The item rated.
  var itemID: String
  /// The rating's name.
  var rating: String
  /// When the item is due again, in words.
  var nextReview: String
}

/// Something that happened during a review.
enum ReviewEvent: Sendable, Equatable {
  /// A key was pressed.
  case key(Key)
  /// The terminal has a new size.
  case resized(TerminalSize)
  /// The current exercise's review copy holds a fresh starter.
  case copyReady(exerciseID: String, path: String)
  /// The current exercise's review copy was graded.
  case graded(GradeSummary)
  /// A rating was recorded.
  case rated(ReviewOutcome)
  /// The editor closed; `changed` says whether the review copy changed.
  case editorClosed(changed: Bool)
  /// No editor is configured; the learner should open `path` themselves.
  case noEditor(path: String)
  /// Work the review asked for failed.
  case failed(String)
}

/// Work the review asks its runner to do.
enum ReviewEffect: Sendable, Equatable {
  /// Write a fresh starter into the exercise's review copy.
  case prepareCopy(exerciseID: String)
  /// Open a review copy in the editor.
  case openEditor(exerciseID: String, path: String)
  /// Grade a review copy as its exercise, on `devices` only (nil: every device).
  case grade(exerciseID: String, path: String, devices: [String]? = nil)
  /// Record a rating.
  case rate(itemID: String, choice: RatingChoice)
  /// Give the terminal back and end.
  case quit
}
