import Course
import Foundation
import Grader
import SpacedRepetition
import Terminal

/// `CourseWork` on the learner's course store and workspace.
final class StoreCourseWork: CourseWork {
  /// The setting that says whether the interactive course last showed an exercise's page.
  static let pageSetting = "interactive.page"

  let session: LearnerSession
  let grader: (any ExerciseGrader)?
  /// Why there is no grader, as the status line says it.
  let graderProblem: String
  private let clock: () -> Date
  /// When each exercise's working copy (or review copy) was first opened in this process: the
  /// time to a pass counts from it (`RatingEvidence.suggestion(openedAt:)`).
  private var openedAt: [String: Date] = [:]

  /// Creates course work over an open learner session, grading with `grader` when there is one
  /// (else `graderProblem` says why not).
  /// - Parameter clock: the time ratings, hints and places are recorded at; the session's time
  ///   (`--now`, or when the command started) by default.
  init(
    session: LearnerSession, grader: (any ExerciseGrader)?, graderProblem: String = "",
    clock: (() -> Date)? = nil
  ) {
    self.session = session
    self.grader = grader
    self.graderProblem = graderProblem
    let start = session.now
    self.clock = clock ?? { start }
  }

  var now: Date { clock() }
  private var store: CourseStore { session.store }
  private var workspace: Workspace { session.workspace }

  func outline() throws -> CourseOutline {
    let progress = try store.progress(at: now)
    var modules: [ModuleOutline] = []
    for module in progress.modules {
      let lesson = try store.lesson(moduleID: module.id)
      var exercises: [ExerciseOutline] = []
      for exercise in module.exercises {
        let instructions = try store.exercise(id: exercise.id)?.spec.instructions
        exercises.append(
          ExerciseOutline(
            id: exercise.id, title: exercise.title, instructions: instructions,
            standing: Self.standing(exercise.status),
            workingCopyPath: try workspace.workingCopyURL(forExerciseID: exercise.id).path))
      }
      modules.append(
        ModuleOutline(
          id: module.id, title: lesson?.title ?? module.title,
          introduction: lesson?.introduction ?? "", steps: lesson?.steps ?? [],
          exercises: exercises))
    }
    let course = try store.importedCourse()
    return CourseOutline(
      title: course?.title ?? progress.title ?? "Layoutlings", welcome: course?.welcome,
      modules: modules, workspace: session.place)
  }

  func savedPlace() throws -> SavedPlace? {
    guard let position = try store.position() else { return nil }
    return SavedPlace(
      moduleID: position.moduleID, lessonStep: position.lessonStep,
      exerciseID: position.exerciseID,
      showsExercise: try store.setting(Self.pageSetting) == "exercise")
  }

  func save(_ place: SavedPlace) throws {
    try store.setPosition(
      LearnerPosition(
        moduleID: place.moduleID, lessonStep: place.lessonStep, exerciseID: place.exerciseID),
      at: now)
    try store.setSetting(Self.pageSetting, to: place.showsExercise ? "exercise" : "lesson")
  }

  func workingCopy(exerciseID: String) throws -> URL {
    let url = try workspace.prepareWorkingCopy(for: try exercise(exerciseID)).url
    session.editorSettings.keepCurrent()
    if openedAt[exerciseID] == nil { openedAt[exerciseID] = now }
    return url
  }

  func grade(exerciseID: String, origin: AttemptOrigin?) throws -> GradeSummary {
    guard let grader else { throw GradingUnavailable(description: graderProblem) }
    let file = try workingCopy(exerciseID: exerciseID)
    return try offeringRatings(
      try grader.grade(exerciseID: exerciseID, file: file, devices: nil, origin: origin))
  }

  /// `summary` with, after a pass, the rating the evidence suggests and the choices with it
  /// marked.
  func offeringRatings(_ graded: GradeSummary) throws -> GradeSummary {
    var summary = graded
    guard summary.isPassed else { return summary }
    return try StageLog.measure("rating choices offered") {
      let evidence = try store.ratingEvidence(for: summary.exerciseID, at: now)
      summary.suggestion = evidence.suggestion(openedAt: openedAt[summary.exerciseID])
      summary.ratingChoices = try ratingChoices(
        itemID: summary.exerciseID, suggested: summary.suggestion)
      return summary
    }
  }

  /// The rating choices for `itemID` now: its stored card, or a new one.
  func ratingChoices(itemID: String, suggested: SuggestedRating? = nil) throws -> [RatingChoice] {
    let date = now
    let card = try store.reviewCard(for: itemID) ?? Card(id: itemID, due: date)
    return RatingChoice.choices(
      from: store.scheduler.previewIntervals(for: card, at: date), at: date, suggested: suggested)
  }

  /// Notes that the review copy of `exerciseID` was just written: a review's time to the pass
  /// counts from now.
  func reviewOpened(exerciseID: String) {
    openedAt[exerciseID] = now
  }

  func nextHint(exerciseID: String) throws -> HintReveal {
    switch try store.nextHint(for: exerciseID, at: now) {
    case .hint(let index, let count, let text):
      let footer =
        index + 1 == count
        ? "That was the last hint. Press h once more to see the solution."
        : "Press h again for the next hint."
      return HintReveal(
        exerciseID: exerciseID, heading: "Hint \(index + 1) of \(count)", markdown: text,
        footer: footer)
    case .solution(let solution, let reason):
      let why = reason == .passed ? "you passed it" : "every hint was shown"
      return HintReveal(
        exerciseID: exerciseID, heading: "Solution (\(why))",
        markdown: "```swift\n" + solution.trimmingCharacters(in: .newlines) + "\n```",
        footer: "Compare it with your file; the grader only checks the frames.")
    }
  }

  func reset(exerciseID: String) throws -> String {
    let result = try workspace.reset(try exercise(exerciseID), now: now)
    guard let backup = result.backup else {
      return "\(exerciseID) already holds its starter."
    }
    return
      "Restored \(exerciseID) from its starter; your version is in \(backup.lastPathComponent)."
  }

  func rate(itemID: String, choice: RatingChoice) throws -> String {
    let evidence = try store.ratingEvidence(for: itemID, at: now)
    if let refusal = RatingRefusal.sentence(evidence, rating: choice.rating, now: now) {
      throw RatingRefused(description: refusal.prefix(1).uppercased() + refusal.dropFirst())
    }
    let date = choice.previewedAt
    let card = try store.recordRating(itemID: itemID, rating: choice.rating, at: date)
    return TimeText.scheduled(card.due.timeIntervalSince(date))
  }

  /// The stored exercise with `id`.
  func exercise(_ id: String) throws -> ExerciseSpec {
    guard let stored = try store.exercise(id: id) else {
      throw CourseStoreError.unknownExercise(id)
    }
    return stored.spec
  }

  static func standing(_ status: ExerciseStatus) -> ExerciseStanding {
    switch status {
    case .notStarted: return .notStarted
    case .attempted: return .attempted
    case .passed: return .passed
    }
  }
}
