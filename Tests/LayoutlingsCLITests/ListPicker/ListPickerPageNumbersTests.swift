import Course
import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

/// The list picker numbers lesson pages as the course's page counter does: the exercises'
/// pages count too, so "Lesson, page 2/4" is the page whose header says "page 2/4".
@Suite("List picker: lesson pages numbered as the course numbers them")
struct ListPickerPageNumbersTests {
  @Test("the fixture's first module: two steps, then its two exercises, four pages in all")
  func fromTheStore() throws {
    let harness = try CommandHarness()
    let work = try harness.work()
    let listing = try work.listing(lessons: true)
    let anchors = listing.modules[0]
    #expect(anchors.stepPages == [1, 2])
    #expect(anchors.modulePages == 4)
    let whole = try #require(listing.rows(filter: .all, query: "").first { $0.target != nil })
    guard case .lesson(_, let step, let title, let pages, let place) = whole else {
      Issue.record("the first row is not the lesson: \(whole)")
      return
    }
    #expect(
      ListPickerRow.lessonText(step: step, title: title, pages: pages, place: place)
        == "Lesson (2 of 4 pages)")

    let found = listing.rows(filter: .all, query: "margins").first {
      if case .lesson(_, 1, _, _, _) = $0 { return true }
      return false
    }
    guard case .lesson(_, let marginsStep, let marginsTitle, let all, let at)? = found else {
      Issue.record("no row for the Margins step")
      return
    }
    let text = ListPickerRow.lessonText(
      step: marginsStep, title: marginsTitle, pages: all, place: at)
    #expect(text == "Lesson, page 2/4: Margins")
    // The course's own header on that page says the same.
    let outline = try work.outline()
    let state = InteractiveState(
      outline: outline, page: .lesson(module: 0, step: 1), focus: nil,
      size: TerminalSize(columns: 64, rows: 14))
    #expect(InteractiveScreen(state: state, styler: .plain).header()[0].hasSuffix(" page 2/4"))
  }

  @Test("without the course's numbering the rows read as before")
  func unknownPlace() {
    #expect(ListPickerRow.lessonText(step: 2, title: "C", pages: 5) == "Lesson, page 3: C")
    #expect(ListPickerRow.lessonText(step: 0, title: nil, pages: 5) == "Lesson (5 pages)")
    #expect(
      ListPickerRow.lessonText(
        step: 0, title: nil, pages: 5, place: PagePlace(number: nil, count: 5))
        == "Lesson (5 pages)")
  }
}
