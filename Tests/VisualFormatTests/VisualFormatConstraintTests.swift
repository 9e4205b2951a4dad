import Testing
import VisualFormat

/// The constraints each form stands for, worked out from UIKit's rules:
/// `B.leading == A.trailing + c` (later view first), `superview.trailing == view.trailing + c`,
/// standard space 8 between siblings and 0 to the margins guide, size constraints right after
/// the view's leading connection, alignment constraints last.
@Suite("Resolving into constraints")
struct VisualFormatConstraintTests {
  @Test("Sibling connections")
  func siblings() throws {
    #expect(try descriptions("[a]-[b]") == ["b.leading == a.trailing + NSSpace(8)"])
    #expect(try descriptions("[a][b]") == ["b.leading == a.trailing"])
    #expect(try descriptions("[a]-20-[b]") == ["b.leading == a.trailing + 20"])
    #expect(try descriptions("[a]-(-5)-[b]") == ["b.leading == a.trailing - 5"])
    #expect(
      try descriptions("[a]-(>=8,<=20@750)-[b]")
        == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750"])
    #expect(try descriptions("[a]->=0-[b]") == ["b.leading >= a.trailing"])
  }

  @Test("Superview edges: flush and explicit constants pin to the superview itself")
  func superviewEdges() throws {
    #expect(
      try descriptions("|[a]|") == [
        "a.leading == superview.leading", "superview.trailing == a.trailing",
      ])
    #expect(
      try descriptions("|-8-[a]-(>=12)-|")
        == ["a.leading == superview.leading + 8", "superview.trailing >= a.trailing + 12"])
  }

  @Test("Standard spacing to a superview pins to its layout margins guide with NSSpace(0)")
  func marginsGuide() throws {
    let constraints = try VisualFormat.resolve("|-[a]-|", views: attachedViews("a")).constraints
    #expect(
      constraints
        == [
          VisualFormatConstraint(
            firstItem: .view("a"), firstAttribute: .leading, relation: .equal,
            secondItem: .superviewMarginsGuide(of: "a"), secondAttribute: .leading, constant: 0,
            isStandardSpacing: true, sourceRange: span(1, 2)),
          VisualFormatConstraint(
            firstItem: .superviewMarginsGuide(of: "a"), firstAttribute: .trailing, relation: .equal,
            secondItem: .view("a"), secondAttribute: .trailing, constant: 0,
            isStandardSpacing: true, sourceRange: span(5, 6)),
        ])
  }

  @Test("Vertical layouts use top and bottom")
  func vertical() throws {
    #expect(
      try descriptions("V:|-[a]-[b]-|")
        == [
          "a.top == superview.layoutMarginsGuide.top + NSSpace(0)",
          "b.top == a.bottom + NSSpace(8)",
          "superview.layoutMarginsGuide.bottom == b.bottom + NSSpace(0)",
        ])
    #expect(
      try descriptions("V:|[a]-10-|") == [
        "a.top == superview.top", "superview.bottom == a.bottom + 10",
      ])
  }

  @Test("Size predicates: width for H, height for V, second item only for a view name")
  func sizes() throws {
    #expect(try descriptions("[a(>=50,<=100@750)]") == ["a.width >= 50", "a.width <= 100 @750"])
    #expect(try descriptions("V:[a(==b)]") == ["a.height == b.height"])
    #expect(try descriptions("[a(b)]") == ["a.width == b.width"])
    let constraint = try #require(
      VisualFormat.resolve("[a(50)]", views: attachedViews("a")).constraints.first)
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
    #expect(constraint.multiplier == 1)
  }

  @Test("Size constraints come right after the view's leading connection")
  func sizeOrder() throws {
    #expect(
      try descriptions("[a(50)]-[b(60)]-[c]")
        == [
          "a.width == 50", "b.leading == a.trailing + NSSpace(8)", "b.width == 60",
          "c.leading == b.trailing + NSSpace(8)",
        ])
    #expect(
      try descriptions("|-[a(50)]-|")
        == [
          "a.leading == superview.layoutMarginsGuide.leading + NSSpace(0)", "a.width == 50",
          "superview.layoutMarginsGuide.trailing == a.trailing + NSSpace(0)",
        ])
  }

  @Test("Metrics: looked up before views, usable as constants and priorities")
  func metrics() throws {
    let metrics = ["m": 20.0, "hp": 250, "b": 5]
    #expect(
      try descriptions("[a]-m@hp-[c]", metrics: metrics) == ["c.leading == a.trailing + 20 @250"])
    // `b` is both a metric and a view: the metric wins.
    #expect(try descriptions("[a(==b)]", metrics: metrics) == ["a.width == 5"])
    #expect(try descriptions("[a(>=m@hp)]", metrics: metrics) == ["a.width >= 20 @250"])
  }

  @Test("Priorities are stored as Float, as UIKit stores them")
  func floatPriority() throws {
    let constraint = try #require(
      VisualFormat.resolve("[a(50@750.3)]", views: attachedViews("a")).constraints.first)
    #expect(constraint.priority == Float(750.3))
    let edge = try #require(
      VisualFormat.resolve("[a(50@1000)]", views: attachedViews("a")).constraints.first)
    #expect(edge.priority == 1000)
  }

  @Test("Left-to-right direction uses left and right")
  func leftToRight() throws {
    #expect(
      try descriptions("|-10-[a]-[b]-10-|", options: .directionLeftToRight)
        == [
          "a.left == superview.left + 10", "b.left == a.right + NSSpace(8)",
          "superview.right == b.right + 10",
        ])
    // Both direction bits set is not right-to-left: UIKit only swaps for exactly 2 << 16.
    #expect(
      try descriptions("[a]-[b]", options: .directionMask) == ["b.left == a.right + NSSpace(8)"])
  }

  @Test("Right-to-left direction swaps the roles: each view is placed left of the one before")
  func rightToLeft() throws {
    #expect(
      try descriptions("|-10-[a]-[b]-10-|", options: .directionRightToLeft)
        == [
          "superview.right == a.right + 10", "a.left == b.right + NSSpace(8)",
          "b.left == superview.left + 10",
        ])
  }

  @Test("Direction options do not affect vertical layouts")
  func directionVertical() throws {
    #expect(
      try descriptions("V:[a]-[b]", options: .directionRightToLeft)
        == ["b.top == a.bottom + NSSpace(8)"])
  }

  @Test("Baseline-to-baseline spacing in a vertical layout")
  func baselines() throws {
    #expect(
      try descriptions("V:|-[a]-[b]-|", options: .spacingBaselineToBaseline)
        == [
          "a.firstBaseline == superview.layoutMarginsGuide.top + NSSpace(0)",
          "b.firstBaseline == a.lastBaseline + NSSpace(8)",
          "superview.layoutMarginsGuide.bottom == b.lastBaseline + NSSpace(0)",
        ])
  }

  @Test("Baseline spacing is only checked where a connection is finished")
  func baselineSingleView() throws {
    #expect(try descriptions("H:[a(50)]", options: .spacingBaselineToBaseline) == ["a.width == 50"])
  }

  @Test("Alignment constraints: each consecutive pair, attributes ascending, appended last")
  func alignment() throws {
    #expect(
      try descriptions("H:[a]-[b]-[c]", options: [.alignAllBottom, .alignAllTop])
        == [
          "b.leading == a.trailing + NSSpace(8)", "c.leading == b.trailing + NSSpace(8)",
          "a.top == b.top", "a.bottom == b.bottom", "b.top == c.top", "b.bottom == c.bottom",
        ])
    #expect(
      try descriptions("V:[a][b(20)]", options: .alignAllLeading)
        == ["b.top == a.bottom", "b.height == 20", "a.leading == b.leading"])
  }

  @Test("A pair joined by a predicate list is aligned once")
  func alignmentWithList() throws {
    #expect(
      try descriptions("[a]-(8,<=20)-[b]", options: .alignAllCenterY)
        == [
          "b.leading == a.trailing + 8", "b.leading <= a.trailing + 20", "a.centerY == b.centerY",
        ])
  }

  @Test("Right to left, alignment pairs start with the view placed first")
  func alignmentRightToLeft() throws {
    #expect(
      try descriptions("[a]-[b]", options: [.directionRightToLeft, .alignAllTop])
        == ["a.left == b.right + NSSpace(8)", "b.top == a.top"])
  }

  @Test("Superview connections and single views get no alignment")
  func alignmentNeedsPairs() throws {
    #expect(
      try descriptions("|-[a]-|", options: .alignAllTop)
        == [
          "a.leading == superview.layoutMarginsGuide.leading + NSSpace(0)",
          "superview.layoutMarginsGuide.trailing == a.trailing + NSSpace(0)",
        ])
  }

  @Test("Alignment bits map to attribute raw values; bits 0 and 13–15 are ignored")
  func alignmentBits() throws {
    #expect(
      try descriptions("V:[a][b]", options: VisualFormatOptions(rawValue: 1 << 7))
        == ["b.top == a.bottom", "a.width == b.width"])
    #expect(
      try descriptions("[a][b]", options: VisualFormatOptions(rawValue: 1 | 1 << 13 | 1 << 15))
        == ["b.leading == a.trailing"])
  }

  @Test("Source ranges of each kind of constraint")
  func sourceRanges() throws {
    let format = "[a(50)][b]-(8)-[c]"
    // [ a ( 5 0 ) ] [ b ]  -  (  8  )  -  [  c  ]
    // 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17
    let constraints = try VisualFormat.resolve(
      format, options: .alignAllTop, views: attachedViews("a", "b", "c")
    ).constraints
    #expect(
      constraints.map(\.sourceRange)
        == [span(3, 5), span(7, 7), span(12, 13), span(0, 10), span(7, 18)])
  }

  @Test("Constraint descriptions")
  func constraintDescriptions() {
    let negative = VisualFormatConstraint(
      firstItem: .view("a"), firstAttribute: .width, relation: .lessThanOrEqual, secondItem: nil,
      secondAttribute: .notAnAttribute, constant: -5, priority: 250, sourceRange: span(0, 1))
    #expect(negative.description == "a.width <= -5 @250")
    let guide = VisualFormatConstraint(
      firstItem: .superview(of: "a"), firstAttribute: .bottom, relation: .greaterThanOrEqual,
      secondItem: .view("a"), secondAttribute: .lastBaseline, constant: 1.5,
      sourceRange: span(0, 1))
    #expect(guide.description == "superview.bottom >= a.lastBaseline + 1.5")
  }

  @Test("The resolution carries the same tree as parsing alone")
  func resolutionSyntax() throws {
    let format = "H:|-[a(>=50)]-(8@750)-[b]|"
    let resolution = try VisualFormat.resolve(format, views: attachedViews("a", "b"))
    #expect(resolution.syntax == (try VisualFormat.parse(format)))
  }
}
