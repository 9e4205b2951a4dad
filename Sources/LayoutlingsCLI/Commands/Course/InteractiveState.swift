import Terminal

/// Everything the interactive course shows, as a value: `InteractiveMachine` turns it and an
/// event into the next state, and `InteractiveScreen` draws it.
struct InteractiveState: Sendable, Equatable {
  /// The course and the learner's standing.
  var outline: CourseOutline
  /// The page shown.
  var page: CoursePage
  /// The exercise the keys act on (see `CourseOutline.focusExercise(on:preferred:)`).
  var focus: String?
  /// The terminal's size.
  var size: TerminalSize
  /// What fills the space between the header and the footer.
  var panel: Panel = .page
  /// The first body line shown.
  var scroll = 0
  /// The message on the status line, if any.
  var message: String?
  /// What the next key answers, if a question is open.
  var question: Question?
  /// The last grade of each exercise graded since the course started.
  var grades: [String: GradeSummary] = [:]
  /// The exercises rated since the course started, with the rating's name.
  var ratings: [String: String] = [:]
  /// Whether the grade under way was asked for by `s`, so its picture shows when it is done.
  var wantsPicture = false
  /// Whether the course is over and the terminal should be given back.
  var hasQuit = false
  /// Whether UIKit's logs are unfolded in the verdict (`u`).
  var showsLog = false

  /// What the body shows.
  enum Panel: Sendable, Equatable {
    /// The current page: the welcome, a lesson step or an exercise.
    case page
    /// The last verdict of an exercise.
    case verdict(exerciseID: String)
    /// The expected and actual pictures of an exercise's last verdict.
    case picture(exerciseID: String)
    /// A hint (or the solution) just revealed.
    case hint(HintReveal)
    /// The list picker over the course's modules, lessons and exercises.
    case list(ListPicker)
    /// The reference solution and how the learner's constraints differ from it.
    case comparison(SolutionReview)
  }

  /// A question the next key answers.
  enum Question: Sendable, Equatable {
    /// Reset the exercise to its starter? (y/n)
    case reset(exerciseID: String)
    /// Move on from an exercise that has not passed? (n again)
    case skip(exerciseID: String)
  }

  /// A course opened at `page`, with `focus` in focus.
  init(outline: CourseOutline, page: CoursePage, focus: String?, size: TerminalSize) {
    self.outline = outline
    self.page = page
    self.focus = focus
    self.size = size
  }

  /// The state the course starts in: at the saved place, or at the welcome on the first visit.
  static func start(outline: CourseOutline, place: SavedPlace?, size: TerminalSize)
    -> InteractiveState
  {
    let (page, focus) = SavedPlace.resume(place, in: outline)
    var state = InteractiveState(outline: outline, page: page, focus: focus, size: size)
    if place == nil {
      state.message = "Welcome! Press n to begin."
    }
    return state
  }

  /// The exercise whose working copy is watched: the one in focus, on any page, so a save is
  /// graded wherever the learner is reading.
  var watchedExercise: ExerciseOutline? { focusExercise }

  /// The exercise in focus, if any.
  var focusExercise: ExerciseOutline? { focus.flatMap { outline.exercise(id: $0) } }
}
