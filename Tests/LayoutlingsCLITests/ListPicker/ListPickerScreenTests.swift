import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

/// `n` spaces, so the column arithmetic of the expected lines can be followed.
private func gap(_ n: Int) -> String { String(repeating: " ", count: n) }

@Suite("List picker: drawing")
struct ListPickerScreenTests {
  @Test("80 columns: status, heads, then number, title, id, status, best, tries and review")
  func wide() {
    // Columns: pointer and current mark (2), number (3: "1.1"), title (the longest,
    // "Lesson (2 pages)", 16, plus 1), id (16), status (11), best (4), tries (5), review, one
    // space between each: 2+1+3+1+17+1+16+1+11+1+4+1+5+1 = 65 columns before the review.
    let lines = PickerDriver().lines(width: 80)
    #expect(
      lines == [
        "2 of 4 exercises passed · * current",
        "   #   Title" + gap(13) + "Id" + gap(15) + "Status" + gap(6) + "Best Tries Review",
        "1. Basics  1/2 passed",
        "       Lesson (2 pages)" + gap(19) + "lesson",
        "   1.1 One" + gap(15) + "01-basics/01-one passed" + gap(6) + "100%" + gap(5)
          + "2 in 4 days",
        ">* 1.2 Two" + gap(15) + "01-basics/02-two attempted" + gap(4) + "75%" + gap(5) + "3",
        "2. More  1/2 passed",
        "       Lesson (1 page)" + gap(20) + "lesson",
        "   2.1 Three" + gap(13) + "02-more/01-three not started" + gap(4) + "–",
        "   2.2 Four panels" + gap(7) + "02-more/02-four" + gap(2) + "passed" + gap(6) + "100%"
          + gap(5) + "1 due now",
      ])
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test("40 columns, pending only: the review, then the tries, make room for the title")
  func narrowPending() {
    var driver = PickerDriver(height: 6)
    driver.type("p")
    // Everything: 2+1+3+1+16+1+11 = 35 without best, tries and review (5, 6 and 11 more), so
    // 40 columns keep the best score: 35 + 5 = 40, the title 16 wide.
    #expect(
      driver.lines(width: 40) == [
        "pending only: 2 exercises · * current",
        "   #   Title" + gap(12) + "Status" + gap(6) + "Best",
        "1. Basics  1/2 passed",
        ">* 1.2 Two" + gap(14) + "attempted" + gap(4) + "75%",
        "2. More  1/2 passed",
        "   2.1 Three" + gap(12) + "not started" + gap(4) + "–",
      ])
  }

  @Test("the window of rows follows the selection down a long list")
  func window() {
    var driver = PickerDriver(height: 5)
    driver.press(.end)
    let lines = driver.lines(width: 80)
    #expect(lines.count == 5)
    #expect(lines[0] == "2 of 4 exercises passed · * current · rows 6-8 of 8")
    #expect(lines[2].hasPrefix("       Lesson (1 page)"))
    #expect(lines[4].hasPrefix(">  2.2 Four panels"))
  }

  @Test("an empty result says why and how to get the rows back")
  func empty() {
    var driver = PickerDriver(height: 6)
    driver.type("/zzz")
    #expect(
      driver.lines(width: 60) == [
        "Search: zzz_ · 0 exercises",
        "   # Title" + gap(12) + "Status" + gap(6) + "Best Tries Review",
        "  Nothing matches \"zzz\". Backspace edits the search; Esc",
        "  clears it.",
        "",
        "",
      ])
    driver.press(.enter)
    // "* current" is said only while the current exercise is among the rows.
    #expect(driver.lines(width: 60)[0] == "Matching \"zzz\" · 0 exercises")
    #expect(driver.lines(width: 60)[2] == "  Nothing matches \"zzz\". Press / and Esc to clear the")
    driver.press(.escape)  // closes the picker: the search is kept until the next one
    var done = PickerDriver(height: 6)
    done.picker.listing.modules[0].exercises[0].status = .attempted
    done.picker.listing.modules[1].exercises[1].status = .notStarted
    done.type("d")
    #expect(
      done.lines(width: 70)[2] == "  No exercise has passed yet. Press d again to show them all.")
  }

  @Test("the question, the search and the keys line say what the keys do now")
  func statusAndKeys() {
    var driver = PickerDriver()
    let screen = { (driver: PickerDriver) in
      ListPickerScreen(picker: driver.picker, styler: .plain)
    }
    #expect(
      screen(driver).keys(width: 80)
        == "j/k move  Enter open  / search  d done  p pending  r reset  c continue  l close")
    #expect(
      screen(driver).keys(width: 64)
        == "j/k move Enter open / find d done p todo r reset c cont l close")
    #expect(screen(driver).keys(width: 30) == "keys: j/k Enter / d p r c l")
    driver.type("r")
    #expect(
      driver.lines()[0]
        == "Reset 01-basics/02-two to its starter? Your version is kept as a backup. (y/n)")
    #expect(screen(driver).keys(width: 80) == "y reset  n keep my file")
    driver.type("x")
    #expect(driver.lines()[0] == "2 of 4 exercises passed · Reset cancelled.")
    driver.type("/tw")
    #expect(driver.lines()[0] == "Search: tw_ · 1 exercise · * current")
    #expect(
      screen(driver).keys(width: 80) == "type to search  Enter keep  Esc clear  ↑↓ move")
  }
}

@Suite("List picker: the review column")
struct ReviewTimeTests {
  private let now = Date(timeIntervalSince1970: 1_735_722_000)

  @Test("due now when an item is due or its date has come; else the wait, at most ten columns")
  func text() {
    #expect(ReviewTime(next: now - 60, dueItems: 2, now: now) == .due(items: 2))
    #expect(ReviewTime(next: now, dueItems: 0, now: now) == .due(items: 1))
    #expect(ReviewTime(next: now + 90, dueItems: 0, now: now) == .later(90))
    #expect(ReviewTime.due(items: 1).text == "due now")
    #expect(ReviewTime.due(items: 2).text == "2 due now")
    #expect(ReviewTime.later(90).text == "in 2 min")  // minutes rounded up: never "in 0 min"
    #expect(ReviewTime.later(20).text == "in 1 min")
    #expect(ReviewTime.later(3 * 3_600 + 600).text == "in 3 h")
    #expect(ReviewTime.later(86_400 * 1.2).text == "in 1 day")
    #expect(ReviewTime.later(86_400 * 12).text == "in 12 days")
    #expect(ReviewTime.later(86_400 * 120).text.count <= 11)
  }
}
