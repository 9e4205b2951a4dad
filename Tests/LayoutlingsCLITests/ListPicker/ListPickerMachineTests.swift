import Terminal
import Testing

@testable import LayoutlingsCLI

@Suite("List picker in the course and in watch mode (pure)")
struct ListPickerMachineTests {
  private let one = "01-first/01-one"
  private let two = "02-second/01-two"

  /// The course with the picker open on `sampleOutline()`. Rows: heading 1, its lesson, One,
  /// heading 2, its lesson, Two.
  private func courseWithList() -> MachineDriver {
    var driver = MachineDriver()
    driver.type("l")
    driver.send(.listLoaded(outlineListing(lessons: true)))
    return driver
  }

  @Test("Enter on an exercise opens its page: focus, place saved, working copy prepared")
  func courseOpensExercise() {
    var driver = courseWithList()
    driver.type("jj")  // One, past heading 2 to its lesson, then Two
    let effects = driver.send(.key(.enter))
    #expect(driver.state.page == .exercise(module: 1, index: 0))
    #expect(driver.state.focus == two)
    #expect(driver.state.panel == .page)
    #expect(
      effects == [
        .savePlace(
          SavedPlace(moduleID: "02-second", lessonStep: 0, exerciseID: two, showsExercise: true)),
        .prepareWorkingCopy(exerciseID: two),
      ])
  }

  @Test("Enter on a lesson opens its page; a search opens the page whose title matched")
  func courseOpensLesson() {
    var driver = courseWithList()
    driver.type("k")
    #expect(
      driver.send(.key(.enter)) == [
        .savePlace(
          SavedPlace(moduleID: "01-first", lessonStep: 0, exerciseID: one, showsExercise: false))
      ])
    #expect(driver.state.page == .lesson(module: 0, step: 0))
    driver.type("l")
    driver.send(.listLoaded(outlineListing(lessons: true)))
    driver.type("/beta")
    driver.send(.key(.enter))
    driver.send(.key(.enter))
    #expect(driver.state.page == .lesson(module: 0, step: 1))
  }

  @Test("c continues at the exercise and says it is the current one now")
  func courseContinues() {
    var driver = courseWithList()
    driver.type("jj")
    let effects = driver.type("c")
    #expect(
      effects.first
        == .savePlace(
          SavedPlace(moduleID: "02-second", lessonStep: 0, exerciseID: two, showsExercise: true)))
    #expect(driver.state.page == .exercise(module: 1, index: 0))
    #expect(
      driver.state.message
        == "02-second/01-two is now your current exercise; next and watch start here too.")
  }

  @Test("r then y resets the selected exercise and the picker stays open")
  func courseResets() {
    var driver = courseWithList()
    #expect(driver.type("r") == [])
    #expect(driver.screen[3].hasPrefix("Reset 01-first/01-one to its starter?"))
    #expect(driver.screen[13] == "y reset  n keep my file")
    #expect(driver.type("y") == [.reset(exerciseID: one)])
    driver.send(.resetDone(exerciseID: one, message: "Restored 01-first/01-one."))
    guard case .list = driver.state.panel else {
      Issue.record("the picker closed")
      return
    }
    #expect(driver.screen[12] == "Restored 01-first/01-one.")
  }

  @Test("keys the picker does not know reach the course: q quits, n moves on")
  func coursePassesKeysOn() {
    var driver = courseWithList()
    #expect(driver.type("q") == [.quit])
    driver = courseWithList()
    driver.type("/q")
    #expect(!driver.state.hasQuit)  // typed into the search
    driver.send(.key(.escape))
    driver.send(.key(.escape))
    #expect(driver.state.panel == .page)
  }

  // MARK: Watch mode

  private func watchWithList() -> (WatchState, [WatchModeEffect]) {
    var (state, _) = WatchMachine.start(
      exercise: watchedOne, watching: "inotify", size: TerminalSize(columns: 70, rows: 16))
    let work = FakeWatchWork(exercises: [watchedOne, watchedTwo]) { _, _ in verdict(.failed) }
    let loaded = WatchMachine.update(&state, with: .key(.character("l")))
    let listing = (try? work.listing(lessons: false)) ?? CourseListing(modules: [])
    _ = WatchMachine.update(&state, with: .listLoaded(listing))
    return (state, loaded)
  }

  @Test("in watch, Enter watches the chosen exercise, c makes it current too, r y resets")
  func watchActions() throws {
    var (state, loaded) = watchWithList()
    #expect(loaded == [.loadList])
    #expect(WatchMachine.update(&state, with: .key(.character("j"))) == [])
    #expect(
      WatchMachine.update(&state, with: .key(.enter)) == [
        .watchExercise(exerciseID: watchedTwo.id, makeCurrent: false)
      ])
    (state, _) = watchWithList()
    _ = WatchMachine.update(&state, with: .key(.character("j")))
    #expect(
      WatchMachine.update(&state, with: .key(.character("c"))) == [
        .watchExercise(exerciseID: watchedTwo.id, makeCurrent: true)
      ])
    (state, _) = watchWithList()
    _ = WatchMachine.update(&state, with: .key(.character("r")))
    #expect(
      WatchMachine.update(&state, with: .key(.character("y"))) == [
        .reset(exerciseID: watchedOne.id)
      ])
    _ = WatchMachine.update(&state, with: .resetDone(exerciseID: watchedOne.id, message: "Done."))
    #expect(state.message == "Done.")
    #expect(WatchMachine.update(&state, with: .key(.character("q"))) == [.quit])
  }

  @Test("watch's effects: the chosen exercise comes back as the one to watch; reset says how")
  func watchEffects() {
    let work = FakeWatchWork(exercises: [watchedOne, watchedTwo]) { _, _ in verdict(.failed) }
    let effects = WatchEffects(work: work)
    #expect(
      effects.perform(.watchExercise(exerciseID: watchedTwo.id, makeCurrent: false))
        == .advanced(watchedTwo))
    #expect(work.current == 0)
    #expect(
      effects.perform(.watchExercise(exerciseID: watchedTwo.id, makeCurrent: true))
        == .advanced(watchedTwo))
    #expect(work.current == 1)
    #expect(
      effects.perform(.reset(exerciseID: watchedOne.id))
        == .resetDone(exerciseID: watchedOne.id, message: "Restored 01-a/01-one."))
    #expect(
      effects.perform(.watchExercise(exerciseID: "x", makeCurrent: false))
        == .failed("No exercise x."))
  }
}
