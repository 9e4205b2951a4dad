import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

/// A review's footer and the keys its machine answers to come from the same `ScreenKeys` entries.
@Suite("Review keys: what the footer offers is what the keys do")
struct ReviewKeysTests {
  private let due = Date(timeIntervalSince1970: 1_735_722_000)

  private func item(_ kind: ReviewItem.Kind) -> ReviewItem {
    ReviewItem(
      id: kind == .card ? "01-a/01-x#1" : "01-a/01-x", kind: kind, exerciseID: "01-a/01-x",
      title: "Ex", due: due, card: nil, retrievability: 0, question: kind == .card ? "Q?" : nil,
      answer: kind == .card ? "A." : nil, instructions: kind == .exercise ? "Do x." : nil,
      choices: newCardChoices)
  }

  /// Every state a review's footer distinguishes.
  private func states() -> [ReviewState] {
    let size = TerminalSize(columns: 80, rows: 24)
    let hidden = ReviewState(items: [item(.card)], size: size)
    var shown = hidden
    shown.isRevealed = true
    let exercise = ReviewState(items: [item(.exercise)], size: size)
    var passed = exercise
    passed.grade = GradeSummary(exerciseID: "01-a/01-x", verdict: bareVerdict(passed: true))
    var ratedAgain = exercise
    ratedAgain.grade = GradeSummary(exerciseID: "01-a/01-x", verdict: bareVerdict(passed: false))
    ratedAgain.ratedAgain = true
    var over = hidden
    over.index = 1
    return [hidden, shown, exercise, passed, ratedAgain, over]
  }

  @Test("each key the footer shows presses, in the machine's own table, what the footer says")
  func footerKeysAreTheMachinesKeys() {
    for state in states() {
      for entry in ReviewKeys.shown(state) {
        let table =
          state.ratedAgain && entry.action == .goOn ? [ScreenKeys.goOn] : ScreenKeys.review
        for key in entry.presses {
          #expect(
            ScreenKeys.action(for: key, among: table) == entry.action,
            "\(entry.key) in \(entry.word)")
        }
      }
    }
  }

  @Test("no key presses two things in a review")
  func noKeyTwice() {
    let keys = ScreenKeys.review.flatMap(\.presses)
    #expect(Set(keys).count == keys.count)
  }

  @Test("a card's footer names each rating; a narrow footer falls back to short words")
  func footers() {
    let states = states()
    #expect(
      ScreenKeys.line(ReviewKeys.shown(states[1]), width: 80, styler: .plain)
        == "1 again  2 hard  3 good  4 easy  s skip  q quit")
    #expect(
      ScreenKeys.line(ReviewKeys.shown(states[0]), width: 30, styler: .plain)
        == "enter show s skip q quit")
    #expect(ScreenKeys.line(ReviewKeys.shown(states[5]), width: 30, styler: .plain) == "q quit")
  }
}
