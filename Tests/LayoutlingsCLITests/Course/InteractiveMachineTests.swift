import Course
import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

@Suite("Interactive course: keys, pages and screens (plain)")
struct InteractiveMachineTests {
  private let rule64 = String(repeating: "─", count: 64)

  @Test("the first visit shows the welcome, drawn to the last row")
  func welcomeScreen() {
    let driver = MachineDriver()
    #expect(driver.state.page == .welcome)
    #expect(
      driver.screen == [
        "Test course",
        "Course [----------] 0/2 passed",
        rule64,
        "Test course",
        "===========",
        "",
        "Learn by doing.",
        "",
        "Each lesson step is a page; the exercises follow their step.",
        "Press n to start with First steps.",
        rule64,
        "Exercise 01-first/01-one: One (not started)",
        "Welcome! Press n to begin.",
        "n next p prev e edit g grade h hint s pic l list r reset q quit",
      ])
  }

  @Test("n walks the lesson steps, saving the place each time")
  func nextThroughSteps() {
    var driver = MachineDriver()
    let first = driver.type("n")
    #expect(driver.state.page == .lesson(module: 0, step: 0))
    #expect(
      first == [
        .savePlace(
          SavedPlace(
            moduleID: "01-first", lessonStep: 0, exerciseID: "01-first/01-one",
            showsExercise: false))
      ])
    let screen = driver.screen
    #expect(screen[0] == "1. First steps" + String(repeating: " ", count: 42) + "page 1/3")
    #expect(screen[1] == "Module [----------] 0/1   Course [----------] 0/2 passed")
    #expect(
      Array(screen[3..<10]) == [
        "First steps", "===========", "", "Intro text.", "", "Alpha", "-----",
      ])
    #expect(screen[12] == "")  // the welcome message is gone once the learner moves

    driver.type("n")
    #expect(driver.state.page == .lesson(module: 0, step: 1))
    #expect(driver.screen[0].hasSuffix("page 2/3"))
    let body = InteractiveScreen(state: driver.state, styler: .plain).body()
    #expect(
      body.suffix(3) == [
        "─" + String(repeating: "─", count: 63), "", "Next comes this module's exercise. Press n.",
      ])
  }

  @Test("arriving at an exercise page saves it and prepares its working copy")
  func exercisePage() {
    var driver = MachineDriver()
    driver.type("nn")
    let effects = driver.type("n")
    #expect(driver.state.page == .exercise(module: 0, index: 0))
    #expect(
      effects == [
        .savePlace(
          SavedPlace(
            moduleID: "01-first", lessonStep: 1, exerciseID: "01-first/01-one", showsExercise: true)
        ),
        .prepareWorkingCopy(exerciseID: "01-first/01-one"),
      ])
    let body = driver.screen[3..<10]
    #expect(body.contains("Exercise 1 of 1: One"))
    #expect(body.contains("Your file: `/w/exercises/01-first/01-one.swift`"))
  }

  @Test("n on an exercise that has not passed asks first; a second n moves on")
  func skipNeedsSecondPress() {
    var driver = MachineDriver()
    driver.type("nnn")
    #expect(driver.type("n") == [])
    #expect(driver.state.page == .exercise(module: 0, index: 0))
    #expect(
      driver.state.message
        == "01-first/01-one has not passed yet. Press n again to move on anyway, or g to grade it.")
    driver.type("n")
    #expect(driver.state.page == .lesson(module: 1, step: 0))
    #expect(driver.state.focus == "02-second/01-two")
    #expect(driver.screen[0].hasPrefix("2. Second"))
  }

  @Test("another key after the skip question cancels it")
  func skipQuestionCancelled() {
    var driver = MachineDriver()
    driver.type("nnnn")
    driver.type("p")
    #expect(driver.state.page == .lesson(module: 0, step: 1))
    driver.type("n")
    #expect(driver.state.page == .exercise(module: 0, index: 0))
  }

  @Test("p goes back; the welcome and the end of the course say where they are")
  func previousAndEnds() {
    var driver = MachineDriver()
    driver.type("p")
    #expect(driver.state.message == "This is the start of the course.")
    driver.type("np")
    #expect(driver.state.page == .welcome)
    var end = MachineDriver(
      place: SavedPlace(
        moduleID: "02-second", lessonStep: 0, exerciseID: "02-second/01-two", showsExercise: true))
    end.send(
      .graded(GradeSummary(exerciseID: "02-second/01-two", verdict: bareVerdict(passed: true))))
    #expect(end.type("n") == [])
    #expect(end.state.message == "This is the end of the course.")
  }

  @Test("r asks before resetting; y resets, anything else keeps the file")
  func resetConfirmation() {
    var driver = MachineDriver()
    driver.type("n")
    #expect(driver.type("r") == [])
    let screen = driver.screen
    // The question takes two lines, so the body has one line fewer and now scrolls.
    #expect(
      screen[9] == "── lines 1-6 of 9 (up/down to scroll) " + String(repeating: "─", count: 26))
    #expect(screen[11] == "Reset 01-first/01-one to its starter? Your version is kept as a")
    #expect(screen[12] == "backup. (y/n)")
    #expect(screen[13] == "y reset  n keep my file")
    #expect(driver.type("x") == [])
    #expect(driver.state.message == "Reset cancelled.")
    driver.type("r")
    #expect(driver.type("y") == [.reset(exerciseID: "01-first/01-one")])
    driver.send(.resetDone(exerciseID: "01-first/01-one", message: "Restored."))
    #expect(driver.screen[12] == "Restored.")
  }

  @Test("h asks for a hint and shows it; Enter goes back to the page")
  func hint() {
    var driver = MachineDriver()
    driver.type("n")
    #expect(driver.type("h") == [.revealHint(exerciseID: "01-first/01-one")])
    driver.send(
      .hintRevealed(
        HintReveal(
          exerciseID: "01-first/01-one", heading: "Hint 1 of 2", markdown: "Pin the *top* edge.",
          footer: "Press h again for the next hint.")))
    #expect(
      Array(driver.screen[3..<9]) == [
        "Hint 1 of 2 (01-first/01-one)", "-----------------------------", "",
        "Pin the top edge.", "", "Press h again for the next hint.",
      ])
    driver.send(.key(.enter))
    #expect(driver.state.panel == .page)
  }

  @Test("g grades; a pass updates the bars and offers ratings 1-4")
  func gradeAndRate() {
    var driver = MachineDriver(size: TerminalSize(columns: 64, rows: 16))
    driver.type("nnn")
    #expect(driver.type("g") == [.grade(exerciseID: "01-first/01-one", origin: .key)])
    #expect(driver.screen[14] == "Grading 01-first/01-one…")
    driver.send(
      .graded(
        GradeSummary(
          exerciseID: "01-first/01-one", verdict: bareVerdict(passed: true),
          ratingChoices: newCardChoices)))
    let screen = driver.screen
    #expect(screen[1] == "Module [##########] 1/1   Course [#####-----] 1/2 passed")
    #expect(screen[3] == "01-first/01-one: passed (0 of 0 frames match)")
    #expect(screen[5] == "How well did you know it? Next review after each rating:")
    #expect(
      Array(screen[6..<10]) == [
        "  1 again (1 min)", "  2 hard (5.5 min)", "  3 good (10 min)", "  4 easy (8 days)",
      ])
    // The two-line message leaves the body 8 rows: 3-10, then the rule, the exercise, the message.
    #expect(screen[12] == "Exercise 01-first/01-one: One (passed)")
    #expect(screen[13] == "Passed! How well did you know it? Press 1-4 to rate, or n to go")
    #expect(screen[14] == "on.")
    #expect(driver.type("3") == [.rate(exerciseID: "01-first/01-one", choice: newCardChoices[2])])
    driver.send(.rated(itemID: "01-first/01-one", rating: "good", nextReview: "in 10 minutes"))
    #expect(driver.state.message == "Rated good: next review in 10 minutes. Press n to go on.")
    #expect(driver.screen[5] == "Rated good.")
    #expect(driver.type("4") == [])
    #expect(
      driver.type("n") == [
        .savePlace(
          SavedPlace(
            moduleID: "02-second", lessonStep: 0, exerciseID: "02-second/01-two",
            showsExercise: false))
      ])
  }

  @Test("a failed grade leaves the exercise attempted and offers no rating")
  func failedGrade() {
    var driver = MachineDriver()
    driver.type("nnng")
    driver.send(
      .graded(GradeSummary(exerciseID: "01-first/01-one", verdict: bareVerdict(passed: false))))
    #expect(driver.state.outline.exercise(id: "01-first/01-one")?.standing == .attempted)
    #expect(driver.type("1") == [])
    #expect(driver.screen[12] == "Not yet. h gives a hint, s draws the frames, e opens the file.")
  }

  @Test("s grades first when there is no verdict yet, then shows the picture")
  func pictureAfterGrading() {
    var driver = MachineDriver()
    driver.type("n")
    #expect(driver.type("s") == [.grade(exerciseID: "01-first/01-one", origin: nil)])
    driver.send(
      .graded(GradeSummary(exerciseID: "01-first/01-one", verdict: bareVerdict(passed: false))))
    #expect(driver.state.panel == .picture(exerciseID: "01-first/01-one"))
    #expect(driver.screen[3].hasPrefix("No picture: the program did not produce any frames"))
    driver.send(.key(.escape))
    #expect(driver.type("s") == [])
    #expect(driver.state.panel == .picture(exerciseID: "01-first/01-one"))
  }

  @Test("e opens the editor; a changed file is graded when the editor closes")
  func editor() {
    var driver = MachineDriver()
    driver.type("n")
    #expect(driver.type("e") == [.openEditor(exerciseID: "01-first/01-one")])
    #expect(
      driver.send(.editorClosed(exerciseID: "01-first/01-one", changed: true)) == [
        .grade(exerciseID: "01-first/01-one", origin: .save)
      ])
    #expect(driver.send(.editorClosed(exerciseID: "01-first/01-one", changed: false)) == [])
    driver.send(.noEditor(path: "/w/x.swift"))
    #expect(
      driver.state.message
        == "No editor is set: pass --edit-cmd 'CMD' or set LAYOUTLINGS_EDITOR, VISUAL or EDITOR. "
        + "Meanwhile edit the file in yours and press g: /w/x.swift")
  }

  @Test("l opens the list picker on the exercise in focus and l closes it; q quits")
  func listAndQuit() {
    var driver = MachineDriver()
    #expect(driver.type("l") == [.loadList])
    driver.send(.listLoaded(outlineListing(lessons: true)))
    #expect(
      driver.state.panel
        == .list(ListPicker(listing: outlineListing(lessons: true), selecting: "01-first/01-one")))
    #expect(driver.screen[3] == "0 of 2 exercises passed · * current · rows 1-5 of 6")
    #expect(driver.screen[4].hasPrefix("   #   Title"))
    #expect(driver.screen[13] == "j/k move Enter open / find d done p todo r reset c cont l close")
    #expect(driver.type("l") == [])
    #expect(driver.state.panel == .page)
    #expect(driver.type("q") == [.quit])
    #expect(driver.state.hasQuit)
  }

  @Test("a resize redraws to the new size, shortening the keys")
  func resize() {
    var driver = MachineDriver()
    driver.type("n")
    driver.send(.resized(TerminalSize(columns: 30, rows: 10)))
    let screen = driver.screen
    #expect(screen.count == 10)
    #expect(screen.allSatisfy { $0.count <= 30 })
    #expect(screen[9] == "keys: n p e g h s l r q")
    #expect(screen[0] == "1. First steps" + String(repeating: " ", count: 8) + "page 1/3")
    driver.send(.resized(TerminalSize(columns: 12, rows: 5)))
    #expect(driver.screen == ["Make the", "terminal", "larger (at", "least 20x8).", ""])
  }

  @Test("up and down scroll a long page, and the rule says which lines show")
  func scrolling() {
    var driver = MachineDriver(size: TerminalSize(columns: 64, rows: 10))
    driver.type("n")
    // Body: 3 rows of "First steps", "===", "", "Intro text.", "", "Alpha", "-----", "", "Alpha body."
    #expect(
      driver.screen[6] == "── lines 1-3 of 9 (up/down to scroll) "
        + String(repeating: "─", count: 26))
    driver.send(.key(.down))
    #expect(driver.screen[3] == "===========")
    driver.send(.key(.end))
    #expect(driver.state.scroll == 6)
    #expect(Array(driver.screen[3..<6]) == ["-----", "", "Alpha body."])
    driver.send(.key(.down))
    #expect(driver.state.scroll == 6)
    driver.send(.key(.pageUp))
    #expect(driver.state.scroll == 3)
    driver.send(.key(.home))
    #expect(driver.state.scroll == 0)
  }

  @Test("a save of the file in focus grades it as g does; saves of other files are ignored")
  func saveGrades() {
    var driver = MachineDriver()
    driver.type("n")
    #expect(driver.state.watchedExercise?.id == "01-first/01-one")
    #expect(
      driver.send(.fileChanged(exerciseID: "01-first/01-one")) == [
        .grade(exerciseID: "01-first/01-one", origin: .save)
      ])
    #expect(driver.state.message == "Saved; grading 01-first/01-one…")
    driver.send(
      .graded(GradeSummary(exerciseID: "01-first/01-one", verdict: bareVerdict(passed: false))))
    #expect(driver.state.panel == .verdict(exerciseID: "01-first/01-one"))
    #expect(driver.send(.fileChanged(exerciseID: "02-second/01-two")) == [])
    #expect(
      driver.state.message == "Not yet. h gives a hint, s draws the frames, e opens the file.")
  }

  @Test("a save answers an open question: the reset is not made and the save is graded")
  func saveDuringQuestion() {
    var driver = MachineDriver()
    driver.type("nr")
    #expect(driver.state.question == .reset(exerciseID: "01-first/01-one"))
    #expect(
      driver.send(.fileChanged(exerciseID: "01-first/01-one")) == [
        .grade(exerciseID: "01-first/01-one", origin: .save)
      ])
    #expect(driver.state.question == nil)
    #expect(driver.type("y") == [])
  }

  @Test("a missing or unreadable file in focus is said on the status line")
  func fileProblems() {
    var driver = MachineDriver()
    driver.type("n")
    #expect(driver.send(.fileMissing(exerciseID: "01-first/01-one")) == [])
    #expect(
      driver.state.message
        == "The file is gone. Save it again, or press r to put the starter back.")
    driver.send(.fileUnreadable(exerciseID: "01-first/01-one", reason: "permission denied"))
    #expect(driver.state.message == "The file cannot be read: permission denied")
  }

  @Test("an editor that returns at once leaves the file open there, and nothing is graded yet")
  func editorLeftOpen() {
    var driver = MachineDriver()
    driver.type("n")
    driver.type("e")
    #expect(driver.send(.editorLeftOpen(exerciseID: "01-first/01-one")) == [])
    #expect(
      driver.state.message == "The file is open in your editor; every save of it is graded here.")
  }

  @Test("the file path on the exercise page is a link when links are on, and takes no columns")
  func pathLink() throws {
    var driver = MachineDriver(size: TerminalSize(columns: 64, rows: 30))
    driver.type("nnn")
    #expect(driver.state.page == .exercise(module: 0, index: 0))
    let plain = InteractiveScreen(state: driver.state, styler: .plain).lines()
    let linked = InteractiveScreen(
      state: driver.state, styler: .plain, hyperlinks: Hyperlinks(isEnabled: true, host: "h")
    ).lines()
    let path = "/w/exercises/01-first/01-one.swift"
    let row = try #require(plain.firstIndex { $0.contains(path) })
    #expect(
      linked[row]
        == plain[row].replacingOccurrences(
          of: path, with: "\u{1B}]8;;file://h\(path)\u{1B}\\\(path)\u{1B}]8;;\u{1B}\\"))
    #expect(TextLayout.visibleWidth(of: linked[row]) == TextLayout.visibleWidth(of: plain[row]))
    #expect(zip(plain, linked).filter { $0 != $1 }.count == 1)
  }
}
