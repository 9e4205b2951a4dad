import Course
import Terminal

/// The exercise watch mode is on.
struct WatchedExercise: Sendable, Equatable {
  /// The exercise id.
  var id: String
  /// The exercise's title.
  var title: String
  /// The working copy being watched.
  var path: String
}

/// Watch mode as a value: the exercise, its last verdict, and what the screen shows.
struct WatchState: Sendable, Equatable {
  /// The exercise being watched; nil once the whole course has passed.
  var exercise: WatchedExercise?
  /// How saves are noticed, as the header says it (`inotify`, `polling`).
  var watching: String
  /// The terminal's size.
  var size: TerminalSize
  /// The last verdict of the current exercise.
  var grade: GradeSummary?
  /// Whether a grade is under way.
  var isGrading = false
  /// What happened to the file, when it cannot be graded (deleted, unreadable).
  var fileProblem: String?
  /// The rating given to the current exercise, if any.
  var rating: String?
  /// What fills the body.
  var panel: Panel = .verdict
  /// Whether `n` was pressed on an exercise that has not passed (a second `n` moves on).
  var isSkipArmed = false
  /// Whether "reset to the starter?" waits for `y`.
  var isResetAsked = false
  /// Whether the grade under way was asked for by `s`, so its picture shows when it is done.
  var wantsPicture = false
  /// The first body line shown.
  var scroll = 0
  /// The message on the status line.
  var message: String?
  /// Whether watch mode is over.
  var hasQuit = false
  /// Whether UIKit's logs are unfolded in the verdict (`u`).
  var showsLog = false

  /// What the body shows.
  enum Panel: Sendable, Equatable {
    /// The verdict, its explanations and pictures.
    case verdict
    /// The expected and actual pictures of the last verdict.
    case picture
    /// A hint or the solution.
    case hint(HintReveal)
    /// The list picker.
    case list(ListPicker)
    /// The reference solution and how the learner's constraints differ from it.
    case comparison(SolutionReview)
  }

  /// Watch mode on `exercise`, before its first grade.
  init(exercise: WatchedExercise?, watching: String, size: TerminalSize) {
    self.exercise = exercise
    self.watching = watching
    self.size = size
  }
}

/// Something that happened in watch mode.
enum WatchModeEvent: Sendable, Equatable {
  /// The watched file holds new contents.
  case fileChanged
  /// The watched file is gone.
  case fileMissing
  /// The watched file cannot be read; the message says why.
  case fileUnreadable(String)
  /// The exercise was graded.
  case graded(GradeSummary)
  /// A key was pressed.
  case key(Key)
  /// The terminal has a new size.
  case resized(TerminalSize)
  /// A hint was revealed.
  case hintRevealed(HintReveal)
  /// The course's list is ready for the picker.
  case listLoaded(CourseListing)
  /// The learner's constraints were compared with the reference solution's.
  case solutionCompared(SolutionReview)
  /// The exercise was rated.
  case rated(rating: String, nextReview: String)
  /// The learner moved on to this exercise.
  case advanced(WatchedExercise)
  /// Every exercise of the course has passed.
  case courseComplete
  /// Work watch mode asked for failed.
  case failed(String)
  /// The editor closed (or could not be opened); the message says how it went.
  case editorClosed(String)
  /// An exercise's working copy holds its starter again; the message says where the old one is.
  case resetDone(exerciseID: String, message: String)
}

/// Work watch mode asks its runner to do.
enum WatchModeEffect: Sendable, Equatable {
  /// Grade the exercise's working copy; the attempt comes from `origin` (nil: a picture, which
  /// records nothing).
  case grade(exerciseID: String, origin: AttemptOrigin? = .save)
  /// Reveal the exercise's next hint.
  case revealHint(exerciseID: String)
  /// Build the exercise list.
  case loadList
  /// Compare the working copy's constraints with the reference solution's.
  case compareSolution(exerciseID: String)
  /// Record a rating for the exercise.
  case rate(exerciseID: String, choice: RatingChoice)
  /// Put the exercise's starter back (keeping the learner's file as a backup).
  case reset(exerciseID: String)
  /// Move on to the exercise after this one (and watch its file).
  case advance(from: String)
  /// Open the working copy at this path in the editor; a save is graded as any other.
  case openEditor(path: String)
  /// Stop watching.
  case quit
  /// Watch this exercise instead (chosen in the list), made the current one when `makeCurrent`.
  case watchExercise(exerciseID: String, makeCurrent: Bool)
}
