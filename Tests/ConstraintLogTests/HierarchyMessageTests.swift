import Testing

@testable import ConstraintLog

/// The messages UIKit stops an app with when a constraint's views are not in one hierarchy,
/// each found among the app's lines and explained with what to change.
@Suite struct HierarchyMessageTests {
  @Test func noCommonAncestorNamesTheTwoViewsNotTheAnchors() throws {
    let text = """
      App: building the cell
      Thread 1: "Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x600002beeb00 \\"UILabel:0x1270105c0.top\\"> and <NSLayoutYAxisAnchor:0x600002beeb40 \\"UIStackView:0x127010430.bottom\\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
      """
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.kind == .noCommonAncestor)
    #expect(block.line == 2)
    #expect(block.views.map(\.address) == ["0x1270105c0", "0x127010430"])
    #expect(block.views.map(\.className) == ["UILabel", "UIStackView"])
    let diagnosis = try #require(DiagnosisCatalogue.diagnoses(of: block).first)
    #expect(diagnosis.cause == .noCommonAncestor)
    #expect(diagnosis.fix.contains("addSubview"))
    #expect(diagnosis.exercises == ["01-constraints-in-code/01-half-height-panel"])
  }

  @Test func itemsPrintedWithTheirFramesNotTheirLayers() {
    let text =
      "*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to "
      + "activate constraint with items <UIView: 0x7fd1; frame = (0 0; 0 0); layer = <CALayer: "
      + "0x6001>> and <UILabel: 0x7fd2; frame = (0 0; 0 0); layer = <_UILabelLayer: 0x6002>> "
      + "because they have no common ancestor.'"
    let block = ConstraintLog(text: text).blocks.first
    #expect(block?.views.map(\.address) == ["0x7fd1", "0x7fd2"])
  }

  @Test func unableToInstallGivesTheConstraintAndTheViewItWasAddedTo() throws {
    let text =
      "Unable to install constraint on view.  Does the constraint reference something from "
      + "outside the subtree of the view?  That's illegal. constraint:<NSLayoutConstraint:0x7fa1 "
      + "UIView:0x7fb1.width == UIView:0x7fb2.width> view:<UIView: 0x7fb3; frame = (0 0; 320 "
      + "568); layer = <CALayer: 0x6000>>"
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.kind == .unableToInstall)
    #expect(block.constraints.map(\.address) == ["0x7fa1"])
    #expect(block.subjects.map(\.address) == ["0x7fb3"])
    let diagnosis = try #require(DiagnosisCatalogue.diagnoses(of: block).first)
    #expect(diagnosis.cause == .installedOnWrongView)
    #expect(diagnosis.summary.contains("addConstraint on UIView 0x7fb3"))
    #expect(diagnosis.fix.contains("NSLayoutConstraint.activate"))
  }

  @Test func theWarningAndTheCrashAfterItAreOneReport() throws {
    let text = """
      2015-02-02 20:15:46.899 App[7571:208641] The view hierarchy is not prepared for the constraint: <NSLayoutConstraint:0x7f947bd87220 V:[_UILayoutGuide:0x7f947bd700f0]-(0)-[UIToolbar:0x7f947bf22390]>
          When added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView _viewHierarchyUnpreparedForConstraint:] to debug.
      2015-02-02 20:15:46.900 App[7571:208641] *** Assertion failure in -[UIView _layoutEngine_didAddLayoutConstraint:roundingAdjustment:mutuallyExclusiveConstraints:], /SourceCache/UIKit_Sim/UIKit-3318.16.14/NSLayoutConstraint_UIKitAdditions.m:560
      2015-02-02 20:15:46.903 App[7571:208641] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Impossible to set up layout with view hierarchy unprepared for constraint.'
      """
    let log = ConstraintLog(text: text)
    #expect(log.blocks.count == 1)
    let block = try #require(log.blocks.first)
    #expect(block.kind == .unpreparedHierarchy)
    #expect(block.terminates)
    // `V:[guide]-(0)-[toolbar]`: the toolbar's top on the guide's bottom.
    let relation = try #require(block.constraints.first?.relation)
    #expect(relation.first.view.className == "UIToolbar")
    #expect(relation.first.attribute.name == "top")
    #expect(relation.second?.attribute.name == "bottom")
    #expect(DiagnosisCatalogue.diagnoses(of: block).first?.cause == .unpreparedHierarchy)
  }

  @Test func theCrashAloneAndTheWarningAlone() throws {
    let crash = ConstraintLog(
      text: "Fatal Exception: NSInternalInconsistencyException\n"
        + "Impossible to set up layout with view hierarchy unprepared for constraint.\n")
    #expect(crash.blocks.map(\.kind) == [.unpreparedHierarchy])
    #expect(crash.blocks.first?.terminates == true)
    #expect(crash.blocks.first?.constraints.isEmpty == true)
    let warning = ConstraintLog(
      text: "[LayoutConstraints] The view hierarchy is not prepared for the constraint: "
        + "<NSLayoutConstraint:0x6000023c7c00 UIStackView:0x7fe2f3833a20.centerX == "
        + "UIVisualEffectView:0x7fe2f3855d60.centerX   (inactive)>")
    let block = try #require(warning.blocks.first)
    #expect(!block.terminates)
    #expect(block.constraints.first?.isActive == false)
    let summary = try #require(DiagnosisCatalogue.diagnoses(of: block).first).summary
    #expect(summary.hasPrefix("UIKit warns"))
  }
}
