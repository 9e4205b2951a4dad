import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// Each active constraint the program made is reported with its equation, items named as the
/// report names views, whichever way it was written.
@MainActor
@Suite struct EquationRecordingTests {
  final class ThreeWaysController: UIViewController {
    let panelView = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      panelView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(panelView)
      // An anchor to a guide, the item-and-attribute initializer with a margin attribute, a
      // constant size, and a visual format.
      panelView.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20
      ).isActive = true
      view.addConstraint(
        NSLayoutConstraint(
          item: panelView, attribute: .leading, relatedBy: .equal, toItem: view,
          attribute: .leadingMargin, multiplier: 1, constant: 0))
      let width = panelView.widthAnchor.constraint(equalToConstant: 200)
      width.priority = .defaultHigh
      width.isActive = true
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: "V:[panel(100)]", metrics: nil, views: ["panel": panelView]))
    }
  }

  @Test func everyWayOfWritingGivesAnEquationWithNamedItems() throws {
    let result = try #require(
      HarnessRunner.runController(
        plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["panelView"])),
        make: { ThreeWaysController() }, steps: [HarnessStep(snapshot: "initial")]
      ).results.first)
    let equations = result.activeConstraints.filter { $0.origin == .code }.compactMap(\.equation)
    let term = ConstraintEquation.Term.init(item:attribute:)
    #expect(
      equations.contains(
        ConstraintEquation(
          first: term("panelView", "top"), relation: "==",
          second: term("view.safeAreaLayoutGuide", "top"), constant: 20)))
    #expect(
      equations.contains(
        ConstraintEquation(
          first: term("panelView", "leading"), relation: "==",
          second: term("view", "leadingMargin"))))
    // `.defaultHigh` is 750.
    #expect(
      equations.contains(
        ConstraintEquation(
          first: term("panelView", "width"), relation: "==", second: nil, constant: 200,
          priority: 750)))
    #expect(
      equations.contains(
        ConstraintEquation(
          first: term("panelView", "height"), relation: "==", second: nil, constant: 100)))
    #expect(equations.count == 4)
  }

  final class GuideController: UIViewController {
    let badgeView = UIView()
    /// A guide of the program's own, held by a property.
    let spacer = UILayoutGuide()

    override func viewDidLoad() {
      super.viewDidLoad()
      badgeView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(badgeView)
      view.addLayoutGuide(spacer)
      NSLayoutConstraint.activate([
        spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        badgeView.leadingAnchor.constraint(equalTo: spacer.trailingAnchor, constant: 8),
      ])
    }
  }

  @Test func aGuideTheProgramMadeIsWrittenByItsPropertyAndComparedByItsPlace() throws {
    let result = try #require(
      HarnessRunner.runController(
        plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["badgeView"])),
        make: { GuideController() }, steps: [HarnessStep(snapshot: "initial")]
      ).results.first)
    let equations = result.activeConstraints.filter { $0.origin == .code }.compactMap(\.equation)
    let badge = try #require(equations.first { $0.first.item == "badgeView" })
    // Compared as the root view's guide, said as the property the learner wrote.
    #expect(badge.second?.item == "view.layoutGuide")
    #expect(badge.second?.written == "spacer")
    #expect(badge.first.written == nil)
  }
}
