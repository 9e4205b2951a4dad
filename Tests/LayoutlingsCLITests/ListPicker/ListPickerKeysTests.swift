import Terminal
import Testing

@testable import LayoutlingsCLI

@Suite("List picker: keys")
struct ListPickerKeysTests {
  @Test("it opens on the exercise asked for, else on the first row that can be opened")
  func startingSelection() {
    #expect(PickerDriver().selection == two)
    #expect(PickerDriver(selecting: nil).selection == .lesson(moduleID: "01-basics", step: 0))
    #expect(
      PickerDriver(selecting: "gone/01-x").selection == .lesson(moduleID: "01-basics", step: 0))
  }

  @Test("j/k and the arrows move over rows that can be opened, never onto a heading")
  func moving() {
    var driver = PickerDriver()
    #expect(driver.type("j") == .none)
    // From 1.2 (row 3) down past the heading of module 2 (row 4) to its lesson (row 5).
    #expect(driver.selection == .lesson(moduleID: "02-more", step: 0))
    driver.press(.down)
    #expect(driver.selection == three)
    driver.type("jjj")  // stops at the last row
    #expect(driver.selection == four)
    driver.type("k")  // row 6
    driver.press(.up, .up)  // row 5, then past the heading (row 4) to row 3
    #expect(driver.selection == two)
    driver.press(.up, .up, .up, .up)  // stops at the first openable row, below the heading
    #expect(driver.selection == .lesson(moduleID: "01-basics", step: 0))
  }

  @Test("Home, End, Page Up/Down and space; the window follows the selection")
  func pagesAndScrolling() {
    // 5 body lines: a status line, the column heads and 3 rows.
    var driver = PickerDriver(height: 5)
    driver.press(.end)
    #expect(driver.selection == four)
    #expect(driver.picker.scroll == 5)  // 8 rows, 3 shown: rows 5-7
    driver.press(.home)
    #expect(driver.selection == .lesson(moduleID: "01-basics", step: 0))
    #expect(driver.picker.scroll == 0)  // row 1, with its heading (row 0) above it
    // A page is 3 rows: from row 1 to row 4, a heading, so on to row 5.
    driver.press(.pageDown)
    #expect(driver.selection == .lesson(moduleID: "02-more", step: 0))
    #expect(driver.picker.scroll == 3)
    driver.type(" ")  // row 8 is past the end: back to the last row, 7
    #expect(driver.selection == four)
    driver.press(.pageUp)  // row 4 is a heading: on upwards to row 3
    #expect(driver.selection == two)
    #expect(driver.picker.scroll == 3)
    driver.press(.pageUp)  // row 0 is a heading: the first openable row is below it
    #expect(driver.selection == .lesson(moduleID: "01-basics", step: 0))
    #expect(driver.picker.scroll == 0)
  }

  @Test("Enter opens the selected exercise or lesson; l and Esc close")
  func openAndClose() {
    var driver = PickerDriver()
    #expect(driver.press(.enter) == .open(two))
    driver.press(.home)
    #expect(driver.press(.enter) == .open(.lesson(moduleID: "01-basics", step: 0)))
    #expect(driver.type("l") == .close)
    #expect(driver.press(.escape) == .close)
  }

  @Test("keys that are not the picker's pass through to the screen showing it")
  func passThrough() {
    var driver = PickerDriver()
    for key in [Key.character("q"), .character("n"), .character("e"), .controlC, .tab] {
      #expect(driver.press(key) == .passThrough)
    }
  }

  @Test(
    "/ searches titles, ids and numbers as it is typed; Enter keeps it (opening an only match), Esc clears it"
  )
  func search() {
    var driver = PickerDriver()
    #expect(driver.type("/") == .none)
    #expect(driver.picker.isSearching)
    // While typing, j, k, q and the filter keys are letters of the search.
    driver.type("thq")
    #expect(driver.picker.query == "thq")
    #expect(driver.picker.rows.isEmpty)
    driver.press(.backspace)
    // "th" matches Three only; 1.2 is hidden, so the selection moves to the next row shown.
    #expect(driver.picker.rows.map(\.target) == [nil, three])
    #expect(driver.selection == three)
    // The only match: one Enter ends the search and opens it.
    #expect(driver.press(.enter) == .open(three))
    #expect(!driver.picker.isSearching)
    #expect(driver.picker.query == "th")

    // Ids and numbers match too; a module's title or id brings all its rows.
    driver.type("/")
    driver.press(.backspace, .backspace)
    driver.type("01-one")
    #expect(driver.picker.rows.map(\.target) == [nil, one])
    driver.press(.escape)
    #expect(driver.picker.query == "")
    #expect(!driver.picker.isSearching)
    driver.type("/2.2")
    #expect(driver.picker.rows.map(\.target) == [nil, four])
    driver.press(.escape)
    driver.type("/MORE")
    #expect(
      driver.picker.rows.map(\.target) == [
        nil, .lesson(moduleID: "02-more", step: 0), three, four,
      ])
    // Several matches: Enter keeps the search, and a second one opens the selection.
    #expect(driver.press(.enter) == .none)
    #expect(!driver.picker.isSearching)
    #expect(driver.picker.query == "MORE")
  }

  @Test("a search finds lesson pages by their titles, and Enter opens that page")
  func searchLessons() {
    var driver = PickerDriver()
    driver.type("/beta")
    #expect(
      driver.picker.rows == [
        .module(number: 1, sampleListing().modules[0]),
        .lesson(moduleID: "01-basics", step: 1, title: "Beta", pages: 2),
      ])
    #expect(driver.press(.enter) == .open(.lesson(moduleID: "01-basics", step: 1)))
  }

  @Test("d shows only done exercises, p only pending ones; the same key again shows all")
  func filters() {
    var driver = PickerDriver()
    driver.type("d")
    #expect(driver.picker.filter == .done)
    // Lessons have no status, so they go too; 1.2 is hidden and the selection moves on.
    #expect(driver.picker.rows.map(\.target) == [nil, one, nil, four])
    #expect(driver.selection == four)
    driver.type("p")
    #expect(driver.picker.filter == .pending)
    #expect(driver.picker.rows.map(\.target) == [nil, two, nil, three])
    #expect(driver.selection == three)  // 2.2 was last: the row shown before it
    driver.type("p")
    #expect(driver.picker.filter == .all)
    #expect(driver.picker.rows.count == 8)
    #expect(driver.selection == three)
    // A search and a filter together.
    driver.type("d/o")
    #expect(driver.picker.rows.map(\.target) == [nil, one, nil, four])
  }

  @Test("r asks before resetting the selected exercise: y resets, any other key cancels")
  func reset() {
    var driver = PickerDriver()
    #expect(driver.type("r") == .none)
    #expect(driver.picker.pendingReset == "01-basics/02-two")
    #expect(driver.type("n") == .none)
    #expect(driver.picker.pendingReset == nil)
    #expect(driver.picker.note == "Reset cancelled.")
    driver.type("r")
    #expect(driver.type("y") == .reset(exerciseID: "01-basics/02-two"))
    #expect(driver.picker.note == nil)
    // A lesson has nothing to reset.
    driver.press(.home)
    #expect(driver.type("r") == .none)
    #expect(driver.picker.pendingReset == nil)
    #expect(driver.picker.note == "r resets an exercise; select one first.")
  }

  @Test("c continues at the selected exercise; on a lesson it says what it does")
  func continueAt() {
    var driver = PickerDriver()
    driver.type("j")
    driver.type("j")
    #expect(driver.type("c") == .continueAt(exerciseID: "02-more/01-three"))
    driver.type("k")
    #expect(driver.type("c") == .none)
    #expect(driver.picker.note == "c continues at an exercise; Enter opens a lesson.")
  }

  @Test("with no row shown, Enter has nothing to open and the keys that move do nothing")
  func emptyList() {
    var driver = PickerDriver()
    driver.type("/zzz")
    driver.press(.enter, .down, .end)
    #expect(driver.picker.rows.isEmpty)
    #expect(driver.press(.enter) == .none)
    #expect(driver.picker.note == "Nothing to open here.")
  }
}
