import Grader
import LayoutReport
import Testing

/// Equivalent constraints, written by hand the ways programs write them, have one canonical form.
@Suite struct CanonicalConstraintTests {
  func term(_ item: String, _ attribute: String) -> ConstraintEquation.Term {
    ConstraintEquation.Term(item: item, attribute: attribute)
  }

  func canonical(
    _ first: ConstraintEquation.Term, _ relation: String, _ second: ConstraintEquation.Term?,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
  ) -> CanonicalConstraint {
    CanonicalConstraint(
      ConstraintEquation(
        first: first, relation: relation, second: second, multiplier: multiplier,
        constant: constant, priority: priority))
  }

  @Test func anAnchorReadsAsItsEquation() {
    let pinned = canonical(
      term("panelView", "leading"), "==", term("view.safeAreaLayoutGuide", "leading"),
      constant: 20)
    #expect(pinned.text == "panelView.leading == view.safeAreaLayoutGuide.leading + 20")
  }

  /// `view.trailingAnchor.constraint(equalTo: panelView.trailingAnchor, constant: 20)` (and the
  /// VFL `[panelView]-20-|`, which UIKit writes `view.trailing == panelView.trailing + 20`) is
  /// `panelView.trailing == view.trailing - 20`: the root view goes right, the constant negated.
  @Test func sidesSwapWithTheConstantNegated() {
    let rootFirst = canonical(
      term("view", "trailing"), "==", term("panelView", "trailing"), constant: 20)
    let panelFirst = canonical(
      term("panelView", "trailing"), "==", term("view", "trailing"), constant: -20)
    #expect(rootFirst == panelFirst)
    #expect(rootFirst.text == "panelView.trailing == view.trailing - 20")
  }

  /// `view.bottom >= panel.bottom + 8` is `panel.bottom <= view.bottom - 8`.
  @Test func anInequalityFlipsWhenTheSidesSwap() {
    let rootFirst = canonical(
      term("view", "bottom"), ">=", term("panelView", "bottom"), constant: 8)
    #expect(rootFirst.text == "panelView.bottom <= view.bottom - 8")
  }

  /// `view.height == 2 × panel.height` is `panel.height == 0.5 × view.height`; 2 and 0.5 both
  /// read exactly, so the order is the usual one.
  @Test func anExactMultiplierIsInverted() {
    let rootFirst = canonical(
      term("view", "height"), "==", term("panelView", "height"), multiplier: 2)
    let panelFirst = canonical(
      term("panelView", "height"), "==", term("view", "height"), multiplier: 0.5)
    #expect(rootFirst == panelFirst)
    #expect(panelFirst.text == "panelView.height == 0.5 × view.height")
  }

  /// `view.width == 3 × panel.width` stays as written rather than become `panel.width ==
  /// 0.3333 × view.width`; `panel.width == (1/3) × view.width` turns into it, since 1/3 does not
  /// read exactly and 3 does.
  @Test func anInexactInverseKeepsTheSideThatReadsExactly() {
    let rootFirst = canonical(
      term("view", "width"), "==", term("panelView", "width"), multiplier: 3)
    let panelFirst = canonical(
      term("panelView", "width"), "==", term("view", "width"), multiplier: 1.0 / 3.0)
    #expect(rootFirst.text == "view.width == 3 × panelView.width")
    #expect(panelFirst.text == rootFirst.text)
  }

  /// `widthAnchor.constraint(equalToConstant: 100)` has no second item; the item-and-attribute
  /// initializer with `toItem: nil` and `multiplier: 1` is the same; a multiplier of 0 on a
  /// second item leaves only the constant.
  @Test func aConstantSizeHasNoSecondSide() {
    let anchor = canonical(term("panelView", "width"), "==", nil, constant: 100)
    let initializer = canonical(
      term("panelView", "width"), "==", nil, multiplier: 1, constant: 100)
    let timesZero = canonical(
      term("panelView", "width"), "==", term("view", "width"), multiplier: 0, constant: 100)
    #expect(anchor == initializer)
    #expect(anchor == timesZero)
    #expect(anchor.text == "panelView.width == 100")
  }

  /// `.leadingMargin` of the root view is `view.layoutMarginsGuide.leading`.
  @Test func marginAttributesAreTheMarginsGuide() {
    let attribute = canonical(
      term("panelView", "leading"), "==", term("view", "leadingMargin"))
    let guide = canonical(
      term("panelView", "leading"), "==", term("view.layoutMarginsGuide", "leading"))
    #expect(attribute == guide)
    let centred = canonical(
      term("panelView", "centerX"), "==", term("view", "centerXWithinMargins"))
    #expect(centred.text == "panelView.centerX == view.layoutMarginsGuide.centerX")
  }

  @Test func leftIsNotLeading() {
    let left = canonical(term("panelView", "left"), "==", term("view", "left"))
    let leading = canonical(term("panelView", "leading"), "==", term("view", "leading"))
    #expect(left != leading)
  }

  @Test func anOptionalConstraintSaysItsPriority() {
    let optional = canonical(
      term("panelView", "width"), "==", nil, constant: 400, priority: 750)
    #expect(optional.text == "panelView.width == 400 (priority 750)")
    #expect(optional != canonical(term("panelView", "width"), "==", nil, constant: 400))
  }

  /// Two subviews order by name: `b.leading == a.trailing + 8` (VFL `[a]-8-[b]`) and
  /// `a.trailing == b.leading - 8` are one constraint.
  @Test func siblingsOrderByName() {
    let vfl = canonical(term("b", "leading"), "==", term("a", "trailing"), constant: 8)
    let anchor = canonical(term("a", "trailing"), "==", term("b", "leading"), constant: -8)
    #expect(vfl == anchor)
    #expect(vfl.text == "a.trailing == b.leading - 8")
  }

  /// Floating-point noise below 1/10 000 does not tell two constraints apart.
  @Test func numbersCompareToTenThousandths() {
    let exact = canonical(
      term("panelView", "height"), "==", term("view", "height"), multiplier: 0.3)
    let noisy = canonical(
      term("panelView", "height"), "==", term("view", "height"), multiplier: 0.1 + 0.2)
    #expect(exact == noisy)
  }
}
