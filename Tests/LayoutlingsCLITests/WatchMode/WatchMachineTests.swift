import Grader
import Terminal
import Testing

@testable import LayoutlingsCLI

@Suite("Watch mode: saves, verdicts, rating and moving on (pure)")
struct WatchMachineTests {
  private struct Driver {
    var state: WatchState
    var first: [WatchModeEffect]

    init(exercise: WatchedExercise? = watchedOne) {
      (state, first) = WatchMachine.start(
        exercise: exercise, watching: "inotify", size: TerminalSize(columns: 70, rows: 16))
    }

    @discardableResult
    mutating func send(_ event: WatchModeEvent) -> [WatchModeEffect] {
      WatchMachine.update(&state, with: event)
    }

    @discardableResult
    mutating func press(_ character: Character) -> [WatchModeEffect] {
      send(.key(.character(character)))
    }

    var screen: [String] { WatchScreen(state: state, styler: .plain).lines() }
  }

  @Test("watching starts by grading the file as it is")
  func start() {
    let driver = Driver()
    #expect(driver.first == [.grade(exerciseID: "01-a/01-one")])
    let screen = driver.screen
    #expect(screen[0] == "layoutlings watch: 01-a/01-one: One")
    #expect(screen[1] == "Watching /w/01-a/01-one.swift (inotify)")
    #expect(screen[3] == "Grading…")
    #expect(screen[14] == "Grading…")
    #expect(screen[15] == "e edit  n next exercise  h hint  l list  q quit")
  }

  @Test("every save regrades; a failure says to save again")
  func saveRegrades() {
    var driver = Driver()
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-one", verdict: verdict(.failed))))
    #expect(driver.screen[3] == "01-a/01-one: failed (0 of 0 frames match)")
    #expect(driver.state.message == "Not yet. Save the file to grade it again; h gives a hint.")
    #expect(driver.send(.fileChanged) == [.grade(exerciseID: "01-a/01-one")])
    #expect(driver.state.isGrading)
  }

  @Test("a pass offers ratings with their intervals, then n moves on; nothing moves by itself")
  func passRateNext() {
    var driver = Driver()
    driver.send(
      .graded(
        GradeSummary(
          exerciseID: "01-a/01-one", verdict: verdict(.passed), ratingChoices: newCardChoices)))
    let screen = driver.screen
    #expect(screen[3] == "01-a/01-one: passed (0 of 0 frames match)")
    #expect(screen[5] == "How well did you know it? Next review after each rating:")
    #expect(screen[6] == "  1 again (1 min)   2 hard (6 min)   3 good (10 min)   4 easy (8 days)")
    #expect(screen[15] == "1-4 rate  e edit  n next exercise  h hint  l list  q quit")
    #expect(driver.press("2") == [.rate(exerciseID: "01-a/01-one", choice: newCardChoices[1])])
    #expect(driver.send(.rated(rating: "hard", nextReview: "in 6 minutes")) == [])
    #expect(
      driver.state.message == "Rated hard: next review in 6 minutes. Press n for the next exercise."
    )
    #expect(driver.screen[5] == "Rated hard.")
    #expect(driver.press("3") == [])
    #expect(driver.state.exercise == watchedOne)
    #expect(driver.press("n") == [.advance(from: "01-a/01-one")])
    #expect(driver.send(.advanced(watchedTwo)) == [.grade(exerciseID: "01-a/02-two")])
    #expect(driver.state.grade == nil)
    #expect(driver.state.rating == nil)
    #expect(driver.screen[0] == "layoutlings watch: 01-a/02-two: Two")
  }

  @Test("n on an exercise that has not passed needs a second n")
  func skip() {
    var driver = Driver()
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-one", verdict: verdict(.failed))))
    #expect(driver.press("n") == [])
    #expect(
      driver.state.message == "01-a/01-one has not passed yet. Press n again to move on anyway.")
    #expect(driver.press("h") == [.revealHint(exerciseID: "01-a/01-one")])
    #expect(driver.press("n") == [])
    #expect(driver.press("n") == [.advance(from: "01-a/01-one")])
    #expect(driver.send(.courseComplete) == [])
    #expect(
      driver.state.message
        == "Every exercise of the course has passed. Well done! Press q to leave.")
  }

  @Test("e opens the working copy in the editor; what the editor did is the status line")
  func edit() {
    var driver = Driver()
    #expect(driver.press("e") == [.openEditor(path: watchedOne.path)])
    #expect(driver.state.message == "Opening the editor…")
    #expect(
      driver.send(
        WatchEditing.event(.closed(changed: false), path: watchedOne.path)) == [])
    #expect(driver.state.message == "Editor closed; the file did not change.")
    driver.send(WatchEditing.event(.noEditor, path: watchedOne.path))
    #expect(
      driver.state.message
        == "No editor is set: pass --edit-cmd 'CMD' or set LAYOUTLINGS_EDITOR, VISUAL or EDITOR."
        + " The file is \(watchedOne.path).")
  }

  @Test("a deleted file is reported; a verdict for another exercise is ignored")
  func missingAndStale() {
    var driver = Driver()
    driver.send(.fileMissing)
    #expect(
      Array(driver.screen[3..<5]) == [
        "The file is gone. Save it again (or press q and run layoutlings", "reset).",
      ])
    driver.send(.graded(GradeSummary(exerciseID: "01-a/02-two", verdict: verdict(.passed))))
    #expect(driver.state.grade == nil)
  }

  @Test("h shows a hint, l the list (l again goes back), q quits")
  func panels() {
    var driver = Driver()
    driver.send(
      .hintRevealed(
        HintReveal(
          exerciseID: "01-a/01-one", heading: "Hint 1 of 2", markdown: "Look.", footer: "More.")))
    #expect(Array(driver.screen[3..<8]) == ["Hint 1 of 2", "-----------", "", "Look.", ""])
    #expect(driver.press("l") == [.loadList])
    driver.send(.listLoaded(CourseListing(modules: [], currentExerciseID: nil)))
    #expect(driver.screen[3] == "0 of 0 exercises passed")
    #expect(driver.screen[5] == "  This course has no exercises yet.")
    #expect(driver.press("l") == [])
    #expect(driver.state.panel == .verdict)
    #expect(driver.press("q") == [.quit])
    #expect(driver.state.hasQuit)
  }

  @Test("with nothing left to watch the screen says so")
  func nothingLeft() {
    let driver = Driver(exercise: nil)
    #expect(driver.first == [])
    #expect(driver.screen[1] == "No exercise left to watch.")
  }
}
