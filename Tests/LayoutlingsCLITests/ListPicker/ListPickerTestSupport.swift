import Terminal

@testable import LayoutlingsCLI

/// Two modules small enough to follow by hand. Rows with everything shown:
///
///     0 heading 1. Basics        4 heading 2. More
///     1 lesson of 01-basics      5 lesson of 02-more
///     2 1.1 One (passed)         6 2.1 Three (not started)
///     3 1.2 Two (attempted)      7 2.2 Four panels (passed)
///
/// 1.2 is the learner's current exercise.
func sampleListing() -> CourseListing {
  CourseListing(
    modules: [
      ModuleListing(
        id: "01-basics", title: "Basics", lessonSteps: ["Alpha", "Beta"], lessonPages: 2,
        exercises: [
          ExerciseListing(
            id: "01-basics/01-one", title: "One", status: .passed, bestScore: 1, attempts: 2,
            review: .later(4 * 86_400)),
          ExerciseListing(
            id: "01-basics/02-two", title: "Two", status: .attempted, bestScore: 0.75,
            attempts: 3, review: nil),
        ]),
      ModuleListing(
        id: "02-more", title: "More", lessonSteps: ["Gamma"], lessonPages: 1,
        exercises: [
          ExerciseListing(
            id: "02-more/01-three", title: "Three", status: .notStarted, bestScore: nil,
            attempts: 0, review: nil),
          ExerciseListing(
            id: "02-more/02-four", title: "Four panels", status: .passed, bestScore: 1,
            attempts: 1, review: .due(items: 1)),
        ]),
    ],
    currentExerciseID: "01-basics/02-two")
}

/// Presses keys on a picker shown `height` rows tall and keeps the last action.
struct PickerDriver {
  var picker: ListPicker
  var height: Int
  var last: ListPickerAction = .none

  init(selecting id: String? = "01-basics/02-two", height: Int = 10) {
    picker = ListPicker(listing: sampleListing(), selecting: id)
    self.height = height
  }

  /// Presses each key in turn and returns the last action.
  @discardableResult
  mutating func press(_ keys: Key...) -> ListPickerAction {
    for key in keys { last = picker.update(key, height: height) }
    return last
  }

  /// Types each character of `text` as a key.
  @discardableResult
  mutating func type(_ text: String) -> ListPickerAction {
    for character in text { last = picker.update(.character(character), height: height) }
    return last
  }

  var selection: ListPickerTarget? { picker.selection }

  /// The body in plain text at `width`.
  func lines(width: Int = 80) -> [String] {
    ListPickerScreen(picker: picker, styler: .plain).lines(width: width, height: height)
  }
}

let one = ListPickerTarget.exercise("01-basics/01-one")
let two = ListPickerTarget.exercise("01-basics/02-two")
let three = ListPickerTarget.exercise("02-more/01-three")
let four = ListPickerTarget.exercise("02-more/02-four")
