import Course
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
    #expect(driver.first == [.grade(exerciseID: "01-a/01-one", origin: .command)])
    let screen = driver.screen
    #expect(screen[0] == "layoutlings watch: 01-a/01-one: One")
    #expect(screen[1] == "Watching /w/01-a/01-one.swift (inotify)")
    #expect(screen[3] == "Grading…")
    #expect(screen[14] == "Grading…")
    // The course's keys but p, in the course's words (ScreenKeys.watch).
    #expect(screen[15] == "n next  e edit  g grade  h hint  s picture  l list  r reset  q quit")
  }

  @Test("every save regrades; a failure says to save again")
  func saveRegrades() {
    var driver = Driver()
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-one", verdict: verdict(.failed))))
    #expect(driver.screen[3] == "01-a/01-one: failed (0 of 0 frames match)")
    #expect(driver.state.message == "Not yet. Save the file to grade it again; h gives a hint.")
    #expect(driver.send(.fileChanged) == [.grade(exerciseID: "01-a/01-one", origin: .save)])
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
    // The exact 5.5 minutes make the choices too wide for one line of 70 columns.
    #expect(
      Array(screen[6...9]) == [
        "  1 again (1 min)", "  2 hard (5.5 min)", "  3 good (10 min)", "  4 easy (8 days)",
      ])
    // Too long for 70 columns with 1-4 in front: the short words.
    #expect(screen[15] == "1-4 rate n next e edit g grade h hint s pic l list r reset q quit")
    #expect(driver.press("2") == [.rate(exerciseID: "01-a/01-one", choice: newCardChoices[1])])
    #expect(driver.send(.rated(rating: "hard", nextReview: "in 6 minutes")) == [])
    #expect(
      driver.state.message == "Rated hard: next review in 6 minutes. Press n for the next exercise."
    )
    #expect(driver.screen[5] == "Rated hard.")
    #expect(driver.press("3") == [])
    #expect(driver.state.exercise == watchedOne)
    #expect(driver.press("n") == [.advance(from: "01-a/01-one")])
    #expect(
      driver.send(.advanced(watchedTwo)) == [.grade(exerciseID: "01-a/02-two", origin: .command)])
    #expect(driver.state.grade == nil)
    #expect(driver.state.rating == nil)
    #expect(driver.screen[0] == "layoutlings watch: 01-a/02-two: Two")
  }

  @Test("n on an exercise that has not passed needs a second n")
  func skip() {
    var driver = Driver()
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-one", verdict: verdict(.failed))))
    #expect(driver.press("n") == [])
    // The course's words for the same question (MovingOn.notPassedOnScreen).
    #expect(
      driver.state.message
        == "01-a/01-one has not passed yet. Press n again to move on anyway, or g to grade it.")
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
        "The file is gone. Save it again, or press r to put the starter back.", "",
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

  @Test("g grades now; s shows the pictures of the last verdict, grading first without one")
  func gradeAndPicture() {
    var driver = Driver()
    #expect(driver.press("g") == [.grade(exerciseID: "01-a/01-one", origin: .key)])
    #expect(driver.state.message == "Grading 01-a/01-one…")
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-one", verdict: verdict(.failed))))
    #expect(driver.state.panel == .verdict)
    #expect(driver.press("s") == [])
    #expect(driver.state.panel == .picture)
    #expect(driver.screen[3].hasPrefix("No picture: the program did not produce any frames"))
    #expect(driver.send(.key(.enter)) == [])
    #expect(driver.state.panel == .verdict)

    var fresh = Driver()
    fresh.send(.failed("The first grade failed."))
    #expect(fresh.press("s") == [.grade(exerciseID: "01-a/01-one", origin: nil)])
    fresh.send(.graded(GradeSummary(exerciseID: "01-a/01-one", verdict: verdict(.failed))))
    #expect(fresh.state.panel == .picture)
  }

  @Test("r asks first; y resets and the starter waits for a save, anything else keeps the file")
  func reset() {
    var driver = Driver()
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-one", verdict: verdict(.failed))))
    #expect(driver.press("r") == [])
    #expect(
      driver.state.message
        == "Reset 01-a/01-one to its starter? Your version is kept as a backup. (y/n)")
    #expect(driver.screen[15] == "y reset  n keep my file")
    #expect(driver.press("x") == [])
    #expect(driver.state.message == "Reset cancelled.")
    #expect(driver.state.grade != nil)

    driver.press("r")
    #expect(driver.press("y") == [.reset(exerciseID: "01-a/01-one")])
    #expect(
      driver.send(.resetDone(exerciseID: "01-a/01-one", message: "01-a/01-one holds its starter."))
        == [])
    #expect(driver.state.message == "01-a/01-one holds its starter.")
    #expect(driver.state.grade == nil)
    #expect(driver.screen[3] == "Waiting for a save…")
  }

  @Test("an editor that returns at once is said to keep the file open; saves are graded")
  func editorLeftOpen() {
    var driver = Driver()
    #expect(driver.send(WatchEditing.event(.returnedAtOnce, path: watchedOne.path)) == [])
    #expect(
      driver.state.message == "The file is open in your editor; every save of it is graded here.")
    #expect(driver.send(.fileChanged) == [.grade(exerciseID: "01-a/01-one", origin: .save)])
  }
}
