import Terminal

/// Something that happened to the interactive course: a key, a resize, or the outcome of work
/// the course asked for with an `InteractiveEffect`.
enum InteractiveEvent: Sendable, Equatable {
  /// A key was pressed.
  case key(Key)
  /// The terminal has a new size.
  case resized(TerminalSize)
  /// An exercise was graded.
  case graded(GradeSummary)
  /// A hint (or the solution) was revealed.
  case hintRevealed(HintReveal)
  /// The course's list is ready for the picker.
  case listLoaded(CourseListing)
  /// An exercise's working copy holds its starter again; the message says where the old one is.
  case resetDone(exerciseID: String, message: String)
  /// The editor closed; `changed` says whether the working copy changed.
  case editorClosed(exerciseID: String, changed: Bool)
  /// No editor is configured; the learner should open `path` themselves.
  case noEditor(path: String)
  /// A rating was recorded; `nextReview` says when the item is due again.
  case rated(itemID: String, rating: String, nextReview: String)
  /// Work the course asked for failed; the message says why.
  case failed(String)
}

/// Work the interactive course asks its runner to do; its outcome comes back as an event.
enum InteractiveEffect: Sendable, Equatable {
  /// Remember the learner's place.
  case savePlace(SavedPlace)
  /// Make sure the exercise has a working copy.
  case prepareWorkingCopy(exerciseID: String)
  /// Open the exercise's working copy in the learner's editor.
  case openEditor(exerciseID: String)
  /// Grade the exercise's working copy.
  case grade(exerciseID: String)
  /// Reveal the exercise's next hint.
  case revealHint(exerciseID: String)
  /// Build the exercise list.
  case loadList
  /// Put the exercise's starter back.
  case reset(exerciseID: String)
  /// Record a rating for the exercise.
  case rate(exerciseID: String, choice: RatingChoice)
  /// Give the terminal back and end.
  case quit
}
