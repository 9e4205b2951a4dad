import Course
import Terminal
import Testing

@testable import LayoutlingsCLI

/// A module of three steps and three exercises: step A names 02-b, step B names 01-a, step C is
/// the credits; 03-c is named by no step.
private func placedOutline() -> CourseOutline {
  func exercise(_ folder: String) -> ExerciseOutline {
    ExerciseOutline(
      id: "01-m/\(folder)", title: folder, instructions: nil, standing: .notStarted,
      workingCopyPath: "/w/\(folder).swift")
  }
  return CourseOutline(
    title: "Placed", welcome: nil,
    modules: [
      ModuleOutline(
        id: "01-m", title: "M", introduction: "",
        steps: [
          LessonStep(title: "A", body: "A body.", line: 3, exercises: ["02-b"]),
          LessonStep(title: "B", body: "B body.", line: 7, exercises: ["01-a"]),
          LessonStep(title: "Sources", body: "Credits.", line: 11, isAttribution: true),
        ],
        exercises: [exercise("01-a"), exercise("02-b"), exercise("03-c")])
    ])
}

@Suite("Interactive course: exercises right after the step that names them")
struct StepExercisesTests {
  @Test("each step is followed by the exercises it names; the unnamed ones follow the last")
  func readingOrder() {
    #expect(
      placedOutline().pages == [
        .welcome,
        .lesson(module: 0, step: 0), .exercise(module: 0, index: 1),
        .lesson(module: 0, step: 1), .exercise(module: 0, index: 0),
        .lesson(module: 0, step: 2), .exercise(module: 0, index: 2),
      ])
  }

  @Test("without '@exercises' lines every exercise follows the last step, as before")
  func unplacedModule() {
    #expect(
      sampleOutline().pages == [
        .welcome, .lesson(module: 0, step: 0), .lesson(module: 0, step: 1),
        .exercise(module: 0, index: 0), .lesson(module: 1, step: 0),
        .exercise(module: 1, index: 0),
      ])
  }

  @Test("the credits step is not counted as a page of the module")
  func attributionNotCounted() {
    let outline = placedOutline()
    let places = outline.pages.dropFirst().map { $0.placeInModule(of: outline) }
    // Six pages, five counted: the credits (the fifth page) has no number.
    #expect(places.map { $0?.count } == [5, 5, 5, 5, 5, 5])
    #expect(places.map { $0?.number } == [1, 2, 3, 4, nil, 5])
  }

  @Test("the header says 'sources' on the credits and 'page n/m' elsewhere")
  func header() {
    let outline = placedOutline()
    let size = TerminalSize(columns: 64, rows: 14)
    let credits = InteractiveState(
      outline: outline, page: .lesson(module: 0, step: 2), focus: nil, size: size)
    #expect(InteractiveScreen(state: credits, styler: .plain).header()[0].hasSuffix(" sources"))
    let exercise = InteractiveState(
      outline: outline, page: .exercise(module: 0, index: 0), focus: nil, size: size)
    #expect(InteractiveScreen(state: exercise, styler: .plain).header()[0].hasSuffix(" page 4/5"))
  }

  @Test("a step says which exercise comes next")
  func nextExerciseLine() {
    let outline = placedOutline()
    let state = InteractiveState(
      outline: outline, page: .lesson(module: 0, step: 0), focus: nil,
      size: TerminalSize(columns: 64, rows: 14))
    #expect(
      InteractiveScreen(state: state, styler: .plain).pageMarkdown().hasSuffix(
        "---\n\nNext comes the exercise *02-b*. Press **n**."))
  }

  @Test("on a step followed by an exercise, the keys act on that exercise, not the one before")
  func focusIsTheNextExercise() {
    let outline = placedOutline()
    // Step B says "Next comes the exercise 01-a"; 02-b (after step A) was in focus before it.
    #expect(
      outline.focusExercise(on: .lesson(module: 0, step: 1), preferred: "01-m/02-b")
        == "01-m/01-a")
    #expect(
      outline.focusExercise(on: .lesson(module: 0, step: 0), preferred: "01-m/01-a")
        == "01-m/02-b")
    // A step with no exercise after it keeps the focus it had.
    var plain = outline
    plain.modules[0].steps[0].exercises = []
    plain.modules[0].steps[1].exercises = []
    #expect(
      plain.focusExercise(on: .lesson(module: 0, step: 0), preferred: "01-m/02-b")
        == "01-m/02-b")
  }

  @Test("exercise pages are counted in reading order: the last one says 3 of 3")
  func exerciseNumbersInReadingOrder() {
    let outline = placedOutline()
    let size = TerminalSize(columns: 64, rows: 14)
    // Reading order: 02-b (after step A), 01-a (after step B), 03-c (after the last step).
    for (index, expected) in [
      (1, "Exercise 1 of 3: 02-b"), (0, "Exercise 2 of 3: 01-a"),
      (2, "Exercise 3 of 3: 03-c"),
    ] {
      let state = InteractiveState(
        outline: outline, page: .exercise(module: 0, index: index), focus: nil, size: size)
      #expect(
        InteractiveScreen(state: state, styler: .plain).pageMarkdown().hasPrefix(
          "## \(expected)"), "\(index)")
    }
  }

  @Test("an exercise page is saved with the step it follows, and resumes on itself")
  func savedWithItsStep() throws {
    let outline = placedOutline()
    let place = try #require(
      SavedPlace(page: .exercise(module: 0, index: 0), focus: "01-m/01-a", in: outline))
    #expect(place.lessonStep == 1)
    let unnamed = try #require(
      SavedPlace(page: .exercise(module: 0, index: 2), focus: "01-m/03-c", in: outline))
    #expect(unnamed.lessonStep == 2)
    for page in outline.pages where page != .welcome {
      let focus = outline.focusExercise(on: page, preferred: nil)
      let saved = try #require(SavedPlace(page: page, focus: focus, in: outline))
      #expect(SavedPlace.resume(saved, in: outline).page == page)
    }
  }
}
