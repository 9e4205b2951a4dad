import Testing

@testable import LayoutlingsCLI

/// The list picker's search reads an id's dashes as the spaces they stand for.
@Suite("List picker search: words across dashes")
struct ListPickerSearchWordsTests {
  private func listing() -> CourseListing {
    CourseListing(
      modules: [
        ModuleListing(
          id: "03-safe-area", title: "Safe area", lessonSteps: [], lessonPages: 0,
          exercises: [
            ExerciseListing(
              id: "03-safe-area/02-down-to-the-bottom", title: "A bar at the foot",
              status: .notStarted, bestScore: nil, attempts: 0, review: nil)
          ])
      ],
      currentExerciseID: nil)
  }

  @Test("'down to' and 'down-to' find 02-down-to-the-bottom; 'down top' does not")
  func acrossDashes() {
    for query in ["down to", "down-to", "Down  To", "safe area/02"] {
      let ids = listing().rows(filter: .all, query: query).compactMap(\.target)
      #expect(ids == [.exercise("03-safe-area/02-down-to-the-bottom")], "\(query)")
    }
    #expect(listing().rows(filter: .all, query: "down top").isEmpty)
  }
}

/// Lesson titles in the picker show a code span's text, not its backticks.
@Suite("List picker: lesson titles without Markdown")
struct ListPickerLessonTitleTests {
  @Test("`translatesAutoresizingMaskIntoConstraints` shows without its backticks")
  func backticks() {
    #expect(
      ListPickerRow.lessonText(
        step: 2, title: "Turning off `translatesAutoresizingMaskIntoConstraints`", pages: 5)
        == "Lesson, page 3: Turning off translatesAutoresizingMaskIntoConstraints")
  }
}
