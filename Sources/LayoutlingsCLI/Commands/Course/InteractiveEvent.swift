import Course
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
  /// The learner's constraints were compared with the reference solution's.
  case solutionCompared(SolutionReview)
  /// An exercise's working copy holds its starter again; the message says where the old one is.
  case resetDone(exerciseID: String, message: String)
  /// The editor closed; `changed` says whether the working copy changed.
  case editorClosed(exerciseID: String, changed: Bool)
  /// The editor's command returned at once, leaving the file open in the editor (a GUI editor
  /// without `--wait`); its saves are graded as they come.
  case editorLeftOpen(exerciseID: String)
  /// The watched working copy of the exercise holds new contents (a save).
  case fileChanged(exerciseID: String)
  /// The watched working copy of the exercise is gone.
  case fileMissing(exerciseID: String)
  /// The watched working copy of the exercise cannot be read; the reason says why.
  case fileUnreadable(exerciseID: String, reason: String)
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
  /// Grade the exercise's working copy; the attempt comes from `origin` (nil: a picture, which
  /// records nothing).
  case grade(exerciseID: String, origin: AttemptOrigin? = .key)
  /// Reveal the exercise's next hint.
  case revealHint(exerciseID: String)
  /// Build the exercise list.
  case loadList
  /// Compare the working copy's constraints with the reference solution's.
  case compareSolution(exerciseID: String)
  /// Put the exercise's starter back.
  case reset(exerciseID: String)
  /// Record a rating for the exercise.
  case rate(exerciseID: String, choice: RatingChoice)
  /// Give the terminal back and end.
  case quit
}
