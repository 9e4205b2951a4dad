import Course
import Grader
import Testing

/// `callbacks` in a step: the grader counts what UIKit called during the step and explains a
/// count out of bounds, through the real loader and grading path.
@Suite("Exercise steps: callback checks")
struct CallbackCheckTests {
  /// A card 120 high under the safe area that `expand()` makes 240 high: in one layout pass, or
  /// through three passes (160, 200, 240), each resizing the card and so laying it out again.
  static func source(passes: [Int]) -> String {
    let body = passes.map { "    cardHeight.constant = \($0)\n    view.layoutIfNeeded()" }
      .joined(separator: "\n")
    return """
      import UIKit

      class CardViewController: UIViewController {
        let cardView = UIView()
        var cardHeight: NSLayoutConstraint!

        override func viewDidLoad() {
          super.viewDidLoad()
          cardView.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(cardView)
          cardHeight = cardView.heightAnchor.constraint(equalToConstant: 120)
          NSLayoutConstraint.activate([
            cardView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            cardView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            cardView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            cardHeight,
          ])
        }

        func expand() {
      \(body)
        }
      }
      """
  }

  // iPhone SE: the card is (0, 20, 375, 120), then (0, 20, 375, 240) either way. A view lays out
  // when its size changes (docs/UIKitFacts.md §14): once for one pass, three times for three.
  static let exercise = StepsCourse.Exercise(
    folder: "01-card", entry: #"{"viewController": "CardViewController"}"#,
    devices: #"["iphone-se"]"#, checks: #"["cardView"]"#,
    steps: """
      [{"snapshot": "initial"},
       {"swift": "vc.expand()", "snapshot": "expand", "callbacks": [
         {"callback": "layoutSubviews", "view": "cardView", "atMost": 1},
         {"callback": "viewWillLayoutSubviews", "atLeast": 1}]}]
      """,
    expected: """
      {"iphone-se": {
        "initial": {"cardView": [0, 20, 375, 120]},
        "expand": {"cardView": [0, 20, 375, 240]}}}
      """,
    starter: source(passes: [160, 200, 240]), solution: source(passes: [240]))

  @Test("layoutSubviews of a checked view at most once: one pass passes, three fail with the count")
  func layoutSubviewsAtMostOnce() throws {
    let course = try StepsCourse([Self.exercise])
    let spec = try course.exercise(Self.exercise.id)
    #expect(
      spec.steps[1].callbacks == [
        CallbackCheck(callback: "layoutSubviews", view: "cardView", atMost: 1),
        CallbackCheck(callback: "viewWillLayoutSubviews", atLeast: 1),
      ])
    let once = try course.grade(Self.exercise.solution, as: spec)
    #expect(once.status == .passed, "\(once.diagnostics)")

    let thrice = try course.grade(Self.exercise.starter, as: spec)
    // Every frame is right: only the count fails it.
    #expect(thrice.checks.allSatisfy { $0.ok })
    #expect(thrice.status == .failed)
    let counted = try #require(thrice.diagnostics.first { $0.kind == .callbackCount })
    #expect(
      counted.message.hasPrefix(
        "In step expand UIKit called `layoutSubviews` of `cardView` 3 times; the exercise allows at most once."
      ))
    #expect(counted.message.contains("layoutSubviews (cardView)"))
    #expect(thrice.diagnostics.filter { $0.kind == .callbackCount }.count == 1)
  }
}
