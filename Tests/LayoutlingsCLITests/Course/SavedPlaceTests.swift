import Testing

@testable import LayoutlingsCLI

@Suite("Interactive course: where it resumes")
struct SavedPlaceTests {
  @Test("no saved place starts at the welcome with the first exercise in focus")
  func firstVisit() {
    let (page, focus) = SavedPlace.resume(nil, in: sampleOutline())
    #expect(page == .welcome)
    #expect(focus == "01-first/01-one")
  }

  @Test("an exercise page resumes on that exercise")
  func exercisePage() {
    let place = SavedPlace(
      moduleID: "02-second", lessonStep: 0, exerciseID: "02-second/01-two", showsExercise: true)
    let (page, focus) = SavedPlace.resume(place, in: sampleOutline())
    #expect(page == .exercise(module: 1, index: 0))
    #expect(focus == "02-second/01-two")
  }

  @Test("a lesson step past the end of a shorter lesson resumes at its last step")
  func clampedStep() {
    let place = SavedPlace(
      moduleID: "01-first", lessonStep: 7, exerciseID: nil, showsExercise: false)
    #expect(SavedPlace.resume(place, in: sampleOutline()).page == .lesson(module: 0, step: 1))
  }

  @Test("a module that left the course resumes at its exercise's module, else the first")
  func retiredModule() {
    let withExercise = SavedPlace(
      moduleID: "09-gone", lessonStep: 0, exerciseID: "02-second/01-two", showsExercise: false)
    #expect(
      SavedPlace.resume(withExercise, in: sampleOutline()).page == .lesson(module: 1, step: 0))
    let without = SavedPlace(
      moduleID: "09-gone", lessonStep: 3, exerciseID: nil, showsExercise: false)
    #expect(SavedPlace.resume(without, in: sampleOutline()).page == .lesson(module: 0, step: 0))
  }

  @Test("saving a page and resuming it gives the same page back")
  func roundTrip() throws {
    let outline = sampleOutline()
    for page in outline.pages where page != .welcome {
      let focus = outline.focusExercise(on: page, preferred: nil)
      let place = try #require(SavedPlace(page: page, focus: focus, in: outline))
      #expect(SavedPlace.resume(place, in: outline).page == page)
    }
  }

  @Test("the welcome is not saved")
  func welcomeNotSaved() {
    #expect(SavedPlace(page: .welcome, focus: nil, in: sampleOutline()) == nil)
  }
}
