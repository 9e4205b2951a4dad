import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// Every named stack view's configuration, recorded in settled snapshots for the grader.
@MainActor
@Suite struct StackViewRecordingTests {
  final class FormController: UIViewController {
    let formStack = UIStackView()
    let titleLabel = UILabel()
    let cardView = UIView()
    let looseView = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      formStack.translatesAutoresizingMaskIntoConstraints = false
      formStack.axis = .vertical
      formStack.alignment = .leading
      formStack.distribution = .equalSpacing
      formStack.isLayoutMarginsRelativeArrangement = true
      view.addSubview(formStack)
      formStack.addArrangedSubview(titleLabel)
      formStack.addArrangedSubview(cardView)
      formStack.addSubview(looseView)
      formStack.setCustomSpacing(24, after: titleLabel)
      cardView.isHidden = true
      cardView.alpha = 0.5
      NSLayoutConstraint.activate([
        formStack.topAnchor.constraint(equalTo: view.topAnchor),
        formStack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      ])
    }
  }

  @Test func aStacksPropertiesAndMembersAreRecorded() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["formStack"])),
      make: { FormController() }, steps: [HarnessStep(snapshot: "initial")])
    let snapshot = try #require(report.results.first?.snapshots.first)
    let stack = try #require(snapshot.stackViews.first { $0.path == "formStack" })
    #expect(stack.axis == "vertical")
    #expect(stack.alignment == "leading")
    #expect(stack.distribution == "equalSpacing")
    #expect(stack.isLayoutMarginsRelativeArrangement)
    #expect(
      stack.members == [
        .init(path: "titleLabel", arranged: true, hidden: false, alpha: 1, customSpacingAfter: 24),
        .init(path: "cardView", arranged: true, hidden: true, alpha: 0.5),
        .init(path: "looseView", arranged: false, hidden: false, alpha: 1),
      ])
  }
}
