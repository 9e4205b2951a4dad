import Foundation
import Grader
import SpacedRepetition
import Terminal
import Testing

@testable import LayoutlingsCLI

@Suite("Review session: keys and screens (plain)")
struct ReviewMachineTests {
  private let due = Date(timeIntervalSince1970: 1_735_722_000)  // 2025-01-01T09:00:00Z

  private func items() -> [ReviewItem] {
    [
      ReviewItem(
        id: "01-a/01-x", kind: .exercise, exerciseID: "01-a/01-x", title: "Ex", due: due, card: nil,
        retrievability: 0, question: nil, answer: nil, instructions: "Do x.",
        choices: newCardChoices),
      ReviewItem(
        id: "01-a/01-x#1", kind: .card, exerciseID: "01-a/01-x", title: "Ex",
        due: due.addingTimeInterval(60), card: nil, retrievability: 0, question: "What is *x*?",
        answer: "It is x.", instructions: nil, choices: newCardChoices),
    ]
  }

  private struct Driver {
    var state: ReviewState
    var effects: [ReviewEffect]

    init(items: [ReviewItem]) {
      (state, effects) = ReviewMachine.start(
        items: items, size: TerminalSize(columns: 60, rows: 20))
    }

    @discardableResult
    mutating func send(_ event: ReviewEvent) -> [ReviewEffect] {
      ReviewMachine.update(&state, with: event)
    }

    @discardableResult
    mutating func press(_ character: Character) -> [ReviewEffect] {
      send(.key(.character(character)))
    }

    var screen: [String] { ReviewScreen(state: state, styler: .plain).lines() }
  }

  @Test("an exercise comes up with a fresh review copy and is rated with 1-4 once it passed")
  func exerciseItem() {
    var driver = Driver(items: items())
    #expect(driver.effects == [.prepareCopy(exerciseID: "01-a/01-x")])
    driver.send(.copyReady(exerciseID: "01-a/01-x", path: "/h/review/01-a/01-x.swift"))
    let screen = driver.screen
    #expect(screen[0] == "Review: item 1 of 2")
    #expect(screen[1] == "Exercise 01-a/01-x (new, due 2025-01-01T09:00:00Z)")
    #expect(Array(screen[3..<8]) == ["Redo: Ex", "--------", "", "Do x.", ""])
    #expect(screen[8] == "A fresh starter is in `/h/review/01-a/01-x.swift`.")
    #expect(screen[19] == "e edit  g grade  s skip  q quit")
    #expect(!screen.contains("How well did you know it? Next review after each rating:"))
    #expect(
      driver.press("g") == [.grade(exerciseID: "01-a/01-x", path: "/h/review/01-a/01-x.swift")])
    #expect(
      driver.press("e") == [.openEditor(exerciseID: "01-a/01-x", path: "/h/review/01-a/01-x.swift")]
    )
    // No rating before a pass: a review rates what was redone.
    #expect(driver.press("3") == [])
    #expect(driver.state.message == "Redo it and grade it with g first: only a pass is rated.")
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-x", verdict: bareVerdict(passed: true))))
    #expect(driver.screen[19] == "e edit  g grade  1-4 rate  s skip  q quit")
    #expect(driver.press("3") == [.rate(itemID: "01-a/01-x", choice: newCardChoices[2])])
  }

  @Test("a pass offers the grade's choices with the suggested one marked")
  func passOffersSuggestion() {
    var driver = Driver(items: items())
    var choices = newCardChoices
    choices[1].suggestionReason = "1 hint revealed"
    let passed = GradeSummary(
      exerciseID: "01-a/01-x", verdict: bareVerdict(passed: true), ratingChoices: choices)
    driver.send(.graded(passed))
    #expect(
      driver.state.message == "Passed. Rate how well you remembered it: 1-4 (suggested: 2 hard).")
    #expect(driver.screen.contains("  2 hard (5.5 min) ← suggested (1 hint revealed)"))
    #expect(driver.press("2") == [.rate(itemID: "01-a/01-x", choice: choices[1])])
  }

  @Test("a failed regrade is rated again at once; its verdict stays until Enter goes on")
  func failedRegradeRatedAgain() {
    var driver = Driver(items: items())
    let again = RatingChoice(rating: .again, interval: 60, previewedAt: choiceTime + 300)
    let failed = GradeSummary(
      exerciseID: "01-a/01-x", verdict: bareVerdict(passed: false), ratingChoices: [again])
    #expect(driver.send(.graded(failed)) == [.rate(itemID: "01-a/01-x", choice: again)])
    #expect(driver.state.message == "Not passed: rating it again…")
    driver.send(
      .rated(ReviewOutcome(itemID: "01-a/01-x", rating: "again", nextReview: "in 1 minute")))
    #expect(driver.state.index == 0)
    #expect(driver.state.ratedAgain)
    #expect(
      driver.state.message
        == "Not passed, so rated again: next review in 1 minute. Press Enter to go on.")
    #expect(driver.screen.contains("01-a/01-x: failed (0 of 0 frames match)"))
    #expect(!driver.screen.contains("How well did you know it? Next review after each rating:"))
    #expect(driver.screen[19] == "enter next  q quit")
    #expect(driver.press("3") == [])
    #expect(driver.press("g") == [])
    driver.send(.key(.enter))
    #expect(driver.state.index == 1)
    #expect(!driver.state.ratedAgain)
    #expect(driver.state.outcomes.map(\.rating) == ["again"])
  }

  @Test("a compile error is not rated: it is fixed and graded again")
  func compileErrorWaits() {
    var driver = Driver(items: items())
    let broken = Verdict(status: .compileError, score: 0, checks: [], diagnostics: [])
    #expect(driver.send(.graded(GradeSummary(exerciseID: "01-a/01-x", verdict: broken))) == [])
    #expect(driver.state.message == "It does not compile yet. Fix it and press g again.")
    #expect(driver.press("1") == [])
  }

  @Test("an exercise reviewed on one device says which, and grades on it only")
  func reviewDevice() {
    var list = items()
    list[0].device = ReviewDeviceNote(
      reference: "ipad-pro-11:landscape", name: "iPad Pro 11-inch, landscape",
      reason: "you have not passed it on this device yet")
    var driver = Driver(items: list)
    driver.send(.copyReady(exerciseID: "01-a/01-x", path: "/h/r.swift"))
    let text = driver.screen.joined(separator: "\n")
    #expect(text.contains("This time on iPad Pro 11-inch, landscape: you have"))
    #expect(
      driver.press("g") == [
        .grade(exerciseID: "01-a/01-x", path: "/h/r.swift", devices: ["ipad-pro-11:landscape"])
      ])
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-x", verdict: bareVerdict(passed: false))))
    #expect(driver.state.message == "Not passed on iPad Pro 11-inch, landscape: rating it again…")
  }

  @Test("a card shows its question, Enter reveals the answer, then it can be rated")
  func cardItem() {
    var driver = Driver(items: Array(items().dropFirst()))
    #expect(driver.effects == [])
    #expect(driver.screen[3] == "Question (Ex)")
    #expect(driver.screen[6] == "What is x?")
    #expect(driver.screen[19] == "enter show the answer  s skip  q quit")
    #expect(driver.press("3") == [])
    #expect(driver.state.message == "Think of the answer, then press Enter to see it.")
    driver.send(.key(.enter))
    #expect(driver.state.isRevealed)
    #expect(Array(driver.screen[8..<12]) == ["Answer", "------", "", "It is x."])
    #expect(driver.screen[19] == "1 again  2 hard  3 good  4 easy  s skip  q quit")
    #expect(driver.press("1") == [.rate(itemID: "01-a/01-x#1", choice: newCardChoices[0])])
  }

  @Test("rating moves to the next item; the last one ends in a summary")
  func walkThrough() {
    var driver = Driver(items: items())
    let next = driver.send(
      .rated(ReviewOutcome(itemID: "01-a/01-x", rating: "good", nextReview: "in 10 minutes")))
    #expect(next == [])
    #expect(driver.state.index == 1)
    #expect(driver.state.message == "Rated good: next review in 10 minutes.")
    driver.send(.key(.character(" ")))
    driver.send(
      .rated(ReviewOutcome(itemID: "01-a/01-x#1", rating: "again", nextReview: "in 1 minute")))
    #expect(driver.state.current == nil)
    #expect(Array(driver.screen[3..<5]) == ["Reviewed 2 of 2 due.", "Ratings: 1 again, 1 good."])
    #expect(driver.send(.key(.enter)) == [.quit])
  }

  @Test("s skips an item, which stays due; q stops early and the summary says what is left")
  func skipAndQuit() {
    var driver = Driver(items: items())
    #expect(driver.press("s") == [])
    #expect(driver.state.skipped == ["01-a/01-x"])
    #expect(driver.press("q") == [.quit])
    #expect(
      ReviewSummary.lines(state: driver.state) == [
        "Reviewed 0 of 2 due.", "Skipped (still due): 1.", "Not reached: 1.",
      ])
  }

  @Test("a changed review copy is graded when the editor closes")
  func editorThenGrade() {
    var driver = Driver(items: items())
    driver.send(.copyReady(exerciseID: "01-a/01-x", path: "/h/r.swift"))
    #expect(
      driver.send(.editorClosed(changed: true)) == [
        .grade(exerciseID: "01-a/01-x", path: "/h/r.swift")
      ])
    let failed = Verdict(status: .failed, score: 0, checks: [], diagnostics: [])
    driver.send(.graded(GradeSummary(exerciseID: "01-a/01-x", verdict: failed)))
    #expect(driver.state.message == "Not passed: rating it again…")
    #expect(driver.screen.contains("01-a/01-x: failed (0 of 0 frames match)"))
  }
}
