import LayoutReport
import Testing

@testable import Grader

/// A constraint in a sentence names every item as the learner wrote it, guides included.
@Suite("Constraint formulas")
struct ConstraintFormulaTests {
  let file = "/tmp/Exercise.swift"

  @Test("the keyboard layout guide is named as written, from the equation or from UIKit's label")
  func keyboardGuide() {
    let description =
      "<NSLayoutConstraint:0x600003c002d0 UIView:0x7fb5e0c00060.bottom == UIKeyboardLayoutGuide:0x7fb5e0c00120'UIKeyboardLayoutGuide'.top - 16   (active)>"
    let equation = ConstraintEquation(
      first: .init(item: "signInButton", attribute: "bottom"), relation: "==",
      second: .init(item: "view.keyboardLayoutGuide", attribute: "top"), constant: -16)
    let withEquation = ConstraintRecord(
      description: description, file: file, line: 34, origin: .code,
      views: ["signInButton", "view"], equation: equation)
    #expect(
      ConstraintFormula.text(withEquation)
        == "signInButton.bottom == view.keyboardLayoutGuide.top - 16")
    // An older report, without equations: the guide's class and label still say which it is.
    let withoutEquation = ConstraintRecord(
      description: description, file: file, line: 34, origin: .code,
      views: ["signInButton", "view"])
    #expect(
      ConstraintFormula.text(withoutEquation)
        == "signInButton.bottom == view.keyboardLayoutGuide.top - 16")
  }

  @Test("a scroll view's content and frame guides are the scroll view's, not the root view's")
  func scrollViewGuides() {
    let record = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x1 UIView:0x7fb5e0c00060.width == UILayoutGuide:0x7fb5e0c00090'UIScrollView-frameLayoutGuide'.width   (active)>",
      file: file, line: 40, origin: .code, views: ["contentView", "scrollView"],
      equation: ConstraintEquation(
        first: .init(item: "contentView", attribute: "width"), relation: "==",
        second: .init(item: "scrollView.frameLayoutGuide", attribute: "width")))
    #expect(
      ConstraintFormula.text(record) == "contentView.width == scrollView.frameLayoutGuide.width")
    var unnamed = record
    unnamed.equation = nil
    #expect(
      ConstraintFormula.text(unnamed) == "contentView.width == scrollView.frameLayoutGuide.width")
  }

  @Test("an equation whose items do not match the description's objects is not used")
  func mismatchedEquation() {
    let record = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x1 UIView:0x7fb5e0c00060.width == 80   (active)>",
      file: file, line: 12, origin: .code, views: ["avatarView"],
      equation: ConstraintEquation(
        first: .init(item: "avatarView", attribute: "width"), relation: "==",
        second: .init(item: "view", attribute: "width")))
    #expect(ConstraintFormula.text(record) == "avatarView.width == 80")
  }

  @Test("a constraint UIKit writes in the visual format's notation is said from its equation")
  func visualFormatNotation() {
    let leading = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x1 H:|-(0)-[UIView:0x7fb5e0c00060](LTR)   (active, names: '|':UIView:0x7fb5e0c00030 )>",
      file: file, line: 12, origin: .code, views: ["panelView", "view"],
      equation: ConstraintEquation(
        first: .init(item: "panelView", attribute: "leading"), relation: "==",
        second: .init(item: "view", attribute: "leading")))
    #expect(ConstraintFormula.text(leading) == "panelView.leading == view.leading")
    let half = ConstraintEquation(
      first: .init(item: "panelView", attribute: "height"), relation: "==",
      second: .init(item: "view", attribute: "height"), multiplier: 0.5, constant: -8)
    #expect(ConstraintFormula.text(of: half) == "panelView.height == 0.5*view.height - 8")
    let width = ConstraintEquation(
      first: .init(item: "panelView", attribute: "width"), relation: ">=", second: nil,
      constant: 44)
    #expect(ConstraintFormula.text(of: width) == "panelView.width >= 44")
  }

  @Test("a guide the program made is said by the property that holds it")
  func programGuide() {
    let record = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x1 UIView:0x7fb5e0c00060.leading == UILayoutGuide:0x7fb5e0c00090''.trailing + 8   (active)>",
      file: file, line: 20, origin: .code, views: ["badgeView", "view"],
      equation: ConstraintEquation(
        first: .init(item: "badgeView", attribute: "leading"), relation: "==",
        second: .init(item: "view.layoutGuide", attribute: "trailing", written: "spacer"),
        constant: 8))
    #expect(ConstraintFormula.text(record) == "badgeView.leading == spacer.trailing + 8")
    #expect(
      ConstraintFormula.text(of: record.equation!) == "badgeView.leading == spacer.trailing + 8")
  }
}
