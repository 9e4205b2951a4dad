import LayoutReport
import Testing

@testable import Grader

/// An ambiguous view whose missing constraints are what one function makes, which nothing calls.
@Suite("A function that makes constraints, never called")
struct UncalledFunctionTests {
  private func record(_ attribute: String, constant: Double, line: Int) -> ConstraintRecord {
    ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 …>", file: "Exercise.swift", line: line,
      origin: .code,
      equation: ConstraintEquation(
        first: .init(item: "tapButton", attribute: attribute), relation: "==", second: nil,
        constant: constant))
  }

  private let top = ConstraintRecord(
    description: "<NSLayoutConstraint:0x1 …>", file: "Exercise.swift", line: 5, origin: .code,
    equation: ConstraintEquation(
      first: .init(item: "tapButton", attribute: "top"), relation: "==",
      second: .init(item: "titleView", attribute: "bottom"), constant: 12))

  /// The reference makes the height and width on lines 9 and 10, inside `pinTapButton()`.
  private let referenceSource = """
    class ViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint.activate([
          tapButton.topAnchor.constraint(equalTo: titleView.bottomAnchor, constant: 12),
        ])
        pinTapButton()
      }
      private func pinTapButton() {
        NSLayoutConstraint.activate([
          tapButton.heightAnchor.constraint(equalToConstant: 88),
          tapButton.widthAnchor.constraint(equalToConstant: 132),
        ])
      }
    }
    """

  private func learnerSource(calling: Bool) -> String {
    referenceSource.replacingOccurrences(
      of: "    pinTapButton()\n", with: calling ? "    self.pinTapButton()\n" : "")
  }

  private var comparison: ConstraintComparison {
    ConstraintComparison(
      learner: [top],
      reference: [
        top, record("height", constant: 88, line: 11), record("width", constant: 132, line: 12),
      ])
  }

  @Test("the lines of the missing constraints are in the function's body")
  func enclosing() {
    let lines = referenceSource.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(UncalledFunction.enclosingFunction(of: 11, in: lines) == "pinTapButton")
    #expect(UncalledFunction.enclosingFunction(of: 5, in: lines) == "viewDidLoad")
  }

  @Test("declared on line 8 of the learner's file and named nowhere else")
  func neverCalled() throws {
    let found = try #require(
      UncalledFunction.find(
        comparison, about: "tapButton", source: learnerSource(calling: false),
        referenceSource: referenceSource))
    #expect(found.name == "pinTapButton")
    #expect(found.line == 8)
    #expect(found.missing.count == 2)
  }

  @Test("called (as self.pinTapButton()), or the learner has constraints of their own: not said")
  func calledOrOtherDifferences() {
    #expect(
      UncalledFunction.find(
        comparison, about: "tapButton", source: learnerSource(calling: true),
        referenceSource: referenceSource) == nil)
    let extra = ConstraintComparison(
      learner: [top, record("height", constant: 44, line: 11)],
      reference: [top, record("height", constant: 88, line: 11)])
    #expect(
      UncalledFunction.find(
        extra, about: "tapButton", source: learnerSource(calling: false),
        referenceSource: referenceSource) == nil)
  }
}
