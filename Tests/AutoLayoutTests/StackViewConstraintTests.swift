import Testing

@testable import AutoLayout

/// The constraints a stack makes, checked against the recipes of docs/UIKitFacts.md §6:
/// identifiers, items, attributes, relations, constants and priorities, and how they print.
@MainActor
@Suite struct StackViewConstraintTests {
  /// One constraint as (identifier, first item, attribute, relation, second item, attribute,
  /// multiplier, constant, priority), items named by the test.
  struct Row: Equatable, CustomStringConvertible {
    let text: String
    var description: String { text }
  }

  private func rows(_ stack: UIStackView, names: [(AnyObject, String)]) -> [Row] {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      return names.first { $0.0 === item }?.1 ?? "?"
    }
    return stack.constraints.map { c in
      var text = "\(c.identifier ?? "-") \(name(c.firstItem)).\(c.firstAttribute) \(c.relation)"
      if c.secondItem != nil {
        text +=
          " " + (c.multiplier == 1 ? "" : "\(formatPoints(c.multiplier))*")
          + "\(name(c.secondItem)).\(c.secondAttribute)"
      }
      if c.secondItem == nil {
        text += " \(formatPoints(c.constant))"
      } else if c.constant != 0 {
        text +=
          c.constant > 0 ? " + \(formatPoints(c.constant))" : " - \(formatPoints(-c.constant))"
      }
      if !c.priority.isRequired { text += " @\(c.priority)" }
      return Row(text: text)
    }.sorted { $0.text < $1.text }
  }

  @Test func simpleRowFillFill() {
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let (_, stack) = cornerStack([a, b, c]) { $0.spacing = 8 }
    let names: [(AnyObject, String)] = [(stack, "stack"), (a, "a"), (b, "b"), (c, "c")]
    // Recipe (horizontal, .fill distribution, .fill alignment): canvas connections to the first
    // and last views along the axis and to the first view across it, UISV-spacing == spacing
    // between neighbours, the others aligned top and bottom with the first. All required.
    let expected = [
      "UISV-alignment a.bottom == b.bottom", "UISV-alignment a.bottom == c.bottom",
      "UISV-alignment a.top == b.top", "UISV-alignment a.top == c.top",
      "UISV-canvas-connection stack.bottom == a.bottom",
      "UISV-canvas-connection stack.leading == a.leading",
      "UISV-canvas-connection stack.top == a.top",
      "UISV-canvas-connection stack.trailing == c.trailing",
      "UISV-spacing b.leading == a.trailing + 8", "UISV-spacing c.leading == b.trailing + 8",
    ].map(Row.init).sorted { $0.text < $1.text }
    #expect(rows(stack, names: names) == expected)
  }

  @Test func leadingAlignmentUsesASpacer() throws {
    let a = UIView()
    let b = UIView()
    let (_, stack) = cornerStack([a, b]) {
      $0.axis = .vertical
      $0.alignment = .leading
      $0.distribution = .fillEqually
    }
    let spacer = try #require(stack.layoutGuides.first { $0 is _UILayoutSpacer })
    #expect(spacer.identifier == "UISV-alignment-spanner")
    let names: [(AnyObject, String)] = [(stack, "stack"), (a, "a"), (b, "b"), (spacer, "spacer")]
    // Column, .leading: across the axis is leading/trailing. Alignment a.leading == b.leading;
    // the spacer equals every view's leading at 999.5 and bounds its trailing; it fits to zero
    // width at 51; the stack's leading is the first view's, its trailing the spacer's; every
    // view's width is pulled to zero at 25. Along the axis: fill equally (b.height == a.height).
    let expected = [
      "UISV-alignment a.leading == b.leading",
      "UISV-ambiguity-suppression a.width == 0 @25", "UISV-ambiguity-suppression b.width == 0 @25",
      "UISV-canvas-connection stack.bottom == b.bottom",
      "UISV-canvas-connection stack.leading == a.leading",
      "UISV-canvas-connection stack.top == a.top",
      "UISV-canvas-connection stack.trailing == spacer.trailing",
      "UISV-fill-equally b.height == a.height",
      "UISV-spacing b.top == a.bottom",
      "UISV-spanning-boundary spacer.leading == a.leading @999.5",
      "UISV-spanning-boundary spacer.leading == b.leading @999.5",
      "UISV-spanning-boundary spacer.trailing >= a.trailing",
      "UISV-spanning-boundary spacer.trailing >= b.trailing",
      "UISV-spanning-fit spacer.width == 0 @51",
    ].map(Row.init).sorted { $0.text < $1.text }
    #expect(rows(stack, names: names) == expected)
  }

  @Test func equalCenteringGapsAndHiding() throws {
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()
    b.isHidden = true
    let (_, stack) = cornerStack([a, b, c, d]) {
      $0.distribution = .equalCentering
      $0.spacing = 6
    }
    let gaps = stack.layoutGuides.filter { $0 is _UIOLAGapGuide }
    try #require(gaps.count == 2)
    #expect(gaps.allSatisfy { $0.identifier == "UISV-distributing" })
    let names: [(AnyObject, String)] = [
      (stack, "stack"), (a, "a"), (b, "b"), (c, "c"), (d, "d"),
      (gaps[0], "gap0"), (gaps[1], "gap1"),
    ]
    let all = rows(stack, names: names).map(\.text)
    // Visible a, c, d: spacing >= 6 between visible neighbours; the hidden b collapses (999.999)
    // and floats half a spacing after a at 50; gaps run centre to centre; the second gap follows
    // c (index 2) and equals the first at 150 − 2 = 148; the stack fits to zero width at 49.
    for row in [
      "UISV-spacing c.leading >= a.trailing + 6", "UISV-spacing d.leading >= c.trailing + 6",
      "UISV-hiding b.width == 0 @999.999", "UISV-spacing-hidden b.leading >= a.trailing + 3 @50",
      "UISV-distributing-edge gap0.leading == a.centerX",
      "UISV-distributing-edge gap0.trailing == c.centerX",
      "UISV-distributing-edge gap1.leading == c.centerX",
      "UISV-distributing-edge gap1.trailing == d.centerX",
      "UISV-fill-equally gap1.width == gap0.width @148", "UISV-canvas-fit stack.width == 0 @49",
    ] {
      #expect(all.contains(row), "missing \(row)")
    }
    #expect(!all.contains { $0.hasPrefix("UISV-spacing ") && $0.contains("b.") })
  }

  @Test func fillProportionallyPriorities() {
    let boxes = threeBoxes(axis: .horizontal)
    let (_, stack) = cornerStack(boxes) {
      $0.distribution = .fillProportionally
      $0.spacing = 10
    }
    let names: [(AnyObject, String)] = [
      (stack, "stack"), (boxes[0], "a"), (boxes[1], "b"), (boxes[2], "c"),
    ]
    let all = rows(stack, names: names).map(\.text)
    // m = 40/170, 60/170, 50/170 (spacing in the denominator), priorities 999, 998, 997.
    for row in [
      "UISV-fill-proportionally a.width == \(formatPoints(40.0 / 170))*stack.width @999",
      "UISV-fill-proportionally b.width == \(formatPoints(60.0 / 170))*stack.width @998",
      "UISV-fill-proportionally c.width == \(formatPoints(50.0 / 170))*stack.width @997",
    ] {
      #expect(all.contains(row), "missing \(row)")
    }
  }

  @Test func descriptionsReadLikeUIKitsLogs() {
    let a = UIView()
    let b = UIView()
    let (_, stack) = cornerStack([a, b]) {
      $0.alignment = .top
      $0.spacing = UIStackView.spacingUseSystem
    }
    let texts = Set(stack.constraints.map { normalizingAddresses($0.description) })
    let view = "UIView:0xADDR"
    let stackName = "UIStackView:0xADDR"
    let spacer = "_UILayoutSpacer:0xADDR'UISV-alignment-spanner'"
    let names = "names: '|':\(stackName) "
    for text in [
      "<NSLayoutConstraint:0xADDR 'UISV-canvas-connection' \(stackName).leading == \(view).leading   (active)>",
      "<NSLayoutConstraint:0xADDR 'UISV-canvas-connection' H:[\(view)]-(0)-|   (active, \(names))>",
      "<NSLayoutConstraint:0xADDR 'UISV-canvas-connection' V:[\(spacer)]-(0)-|   (active, \(names))>",
      "<_UISystemBaselineConstraint:0xADDR 'UISV-spacing' "
        + "H:[\(view)]-(NSLayoutAnchorConstraintSpace(8))-[\(view)]   (active)>",
      "<NSLayoutConstraint:0xADDR 'UISV-spanning-boundary' \(spacer).top == \(view).top @999.5   (active)>",
      "<NSLayoutConstraint:0xADDR 'UISV-spanning-boundary' \(spacer).bottom >= \(view).bottom   (active)>",
      "<NSLayoutConstraint:0xADDR 'UISV-spanning-fit' \(spacer).height == 0 @51   (active)>",
      "<NSLayoutConstraint:0xADDR 'UISV-ambiguity-suppression' \(view).height == 0 @25   (active)>",
    ] {
      #expect(texts.contains(text), "missing \(text)")
    }
  }

  @Test func marginsRelativeConnectsToTheMarginsGuide() {
    let a = UIView()
    let (_, stack) = cornerStack([a]) { $0.isLayoutMarginsRelativeArrangement = true }
    let texts = Set(stack.constraints.map { normalizingAddresses($0.description) })
    #expect(
      texts.contains(
        "<NSLayoutConstraint:0xADDR 'UISV-canvas-connection' "
          + "UILayoutGuide:0xADDR'UIViewLayoutMarginsGuide'.leading == UIView:0xADDR.leading   (active)>"
      ))
  }

  @Test func multilineLabelsSideBySideShareTheRow() {
    let left = UILabel()
    let right = UILabel()
    let single = UILabel()
    left.numberOfLines = 0
    right.numberOfLines = 2
    let (_, stack) = cornerStack([left, single, right]) { $0.spacing = 10 }
    let names: [(AnyObject, String)] = [
      (stack, "stack"), (left, "left"), (right, "right"), (single, "single"),
    ]
    let all = rows(stack, names: names).map(\.text).filter { $0.hasPrefix("UISV-text-width") }
    // Two multi-line labels (k = 2): width <= (1/2) × stack.width − 10 × (2 − 1)/2 = … − 5, from
    // priority 950 in steps of min(25/2, 1) = 1, in order; the one-line label gets none.
    #expect(
      all == [
        "UISV-text-width-disambiguation left.width <= 0.5*stack.width - 5 @950",
        "UISV-text-width-disambiguation right.width <= 0.5*stack.width - 5 @951",
      ])
  }

  @Test func keysAreUniqueForEveryArrangement() {
    // The engine keeps a stack's constraints by key; two constraints with one key would replace
    // each other. Every distribution × alignment × axis, with a hidden view in the middle.
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      for distribution in StackViewArrangementTests.distributions {
        for alignment in StackViewArrangementTests.alignments {
          let boxes = threeBoxes(axis: axis)
          boxes[1].isHidden = true
          let stack = UIStackView(arrangedSubviews: boxes)
          stack.axis = axis
          stack.distribution = distribution
          stack.alignment = alignment
          let keys = stack.makeArrangementSpecs().map(\.key)
          #expect(Set(keys).count == keys.count, "\(axis) \(distribution) \(alignment)")
        }
      }
    }
  }

  @Test func hiddenChangesKeepUnchangedConstraints() throws {
    let boxes = threeBoxes(axis: .horizontal)
    let (root, stack) = cornerStack(boxes) { $0.spacing = 10 }
    let alignment = try #require(stack.constraints.first { $0.identifier == "UISV-alignment" })
    boxes[2].isHidden = true
    root.layoutIfNeeded()
    // The alignment constraints did not change, so they are the same objects.
    #expect(stack.constraints.contains { $0 === alignment })
    #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
  }
}
