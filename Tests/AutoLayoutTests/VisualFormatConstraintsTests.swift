import Testing

@testable import AutoLayout

/// What `constraints(withVisualFormat:options:metrics:views:)` returns: items, order, state,
/// where each constraint came from, the arguments it accepts and how the constraints print.
@MainActor
@Suite struct VisualFormatConstraintsTests {
  @Test func formatOptionsHaveUIKitsRawValues() {
    typealias Options = NSLayoutConstraint.FormatOptions
    let alignments: [Options] = [
      .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading,
      .alignAllTrailing, .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline,
      .alignAllFirstBaseline,
    ]
    #expect(alignments.map(\.rawValue) == [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096])
    #expect(Options.alignmentMask.rawValue == 0xFFFF)
    #expect(Options.directionLeadingToTrailing.rawValue == 0)
    #expect(Options.directionLeftToRight.rawValue == 0x10000)
    #expect(Options.directionRightToLeft.rawValue == 0x20000)
    #expect(Options.directionMask.rawValue == 0x30000)
    #expect(Options.spacingEdgeToEdge.rawValue == 0)
    #expect(Options.spacingBaselineToBaseline.rawValue == 0x80000)
    #expect(Options.spacingMask.rawValue == 0x80000)
    #expect(Options().isEmpty)
  }

  @Test func constraintsComeInStringOrderUnactivatedWithTheirItems() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let line = #line + 1
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[a(50)]-[b(==a)]-|", metrics: nil, views: ["a": a, "b": b])
    #expect(row.count == 5)
    #expect(row.allSatisfy { !$0.isActive })
    #expect(root.constraints.isEmpty)
    let margins = root.layoutMarginsGuide
    // a.leading == margins.leading; a.width == 50; b.leading == a.trailing + 8;
    // b.width == a.width; margins.trailing == b.trailing.
    #expect(row[0].firstItem === a && row[0].secondItem === margins)
    #expect(row[1].firstItem === a && row[1].secondItem == nil && row[1].constant == 50)
    #expect(row[2].firstItem === b && row[2].secondItem === a && row[2].constant == 8)
    #expect(row[3].firstItem === b && row[3].secondItem === a && row[3].secondAttribute == .width)
    #expect(row[4].firstItem === margins && row[4].secondItem === b)
    #expect(row.map(\.firstAttribute) == [.leading, .width, .leading, .width, .trailing])
    #expect(row.map(\.constant) == [0, 50, 8, 0, 0])
    #expect(
      row.allSatisfy { $0.relation == .equal && $0.multiplier == 1 && $0.priority == .required })
    #expect(row.allSatisfy { $0.sourceLocation == SourceLocation(fileID: #fileID, line: line) })
  }

  @Test func eachConstraintKnowsThePartOfTheStringItCameFrom() {
    let root = UIView()
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let format = "H:|-[a(50)][b(>=20,<=40@750)]-(8)-|"
    // H : | - [ a ( 5 0 ) ]  [  b  (  >  =  2  0  ,  <  =  4  0  @  7  5  0  )  ]  -  (  8  )  -  |
    // 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34
    // The flush connection sits at 11, alignment spans both views (4 up to 29).
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: .alignAllTop, metrics: nil, views: ["a": a, "b": b])
    let sources = row.compactMap(\.visualFormatSource)
    #expect(sources.count == row.count)
    #expect(sources.allSatisfy { $0.format == format })
    #expect(
      sources.map(\.excerpt) == [
        "-", "50", "", ">=20", "<=40@750", "8", "[a(50)][b(>=20,<=40@750)]",
      ])
    #expect(sources.map(\.offset) == [3, 7, 11, 14, 19, 31, 4])
    #expect(sources[2].length == 0)
    #expect(sources[0].marker == "   ^")
    #expect(sources[3].marker == String(repeating: " ", count: 14) + "^^^^")
  }

  @Test func metricsAcceptEveryNumberTypeAndUIKitsBridgedValues() {
    let root = UIView()
    let a = constrainedView(in: root)
    let optionalSide: CGFloat? = 11
    let metrics: [String: Any] = [
      "int": 1, "int32": Int32(2), "uint8": UInt8(3), "double": 4.5, "float": Float(5.25),
      "cgfloat": CGFloat(6), "number": NSNumber(value: 7.5), "yes": true,
      "priority": UILayoutPriority(9), "text": "10.5", "optional": optionalSide as Any,
    ]
    let names = [
      "int", "int32", "uint8", "double", "float", "cgfloat", "number", "yes", "priority", "text",
      "optional",
    ]
    let constants = names.map { name in
      NSLayoutConstraint.constraints(
        withVisualFormat: "[a(\(name))]", options: [], metrics: metrics, views: ["a": a]
      ).first?.constant
    }
    #expect(constants == [1, 2, 3, 4.5, 5.25, 6, 7.5, 1, 9, 10.5, 11])
  }

  @Test func viewsMayBeOptionalsOrLayoutGuides() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let box: UIView? = constrainedView(in: root)
    let views: [String: Any] = ["guide": guide, "box": box as Any]
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-10-[guide(100)]-[box(30)]", options: .alignAllTop, metrics: nil,
      views: views)
    // `|` next to a guide is its owning view.
    #expect(row.first?.secondItem === root)
    NSLayoutConstraint.activate(row)
    activateFormats(["V:|-5-[guide(20)]"], views: views)
    root.layoutIfNeeded()
    // guide 10…110; box.x = 110 + 8; box.top = guide.top = 5; box has no height constraint
    // but its implicit height ≥ 0 (and nothing else), so its height is 0.
    #expect(guide.layoutFrame == CGRect(x: 10, y: 5, width: 100, height: 20))
    #expect(box?.frame.origin == CGPoint(x: 118, y: 5))
    #expect(box?.frame.width == 30)
  }

  @Test func descriptionsUseUIKitsVisualForms() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-20-[a]-[b(>=50@750)]-|", options: [], metrics: nil,
      views: ["a": a, "b": b])
    NSLayoutConstraint.activate(row)
    let guide = root.layoutMarginsGuide.layoutDebugName
    let (rootName, aName, bName) = (root.layoutDebugName, a.layoutDebugName, b.layoutDebugName)
    #expect(guide.hasSuffix("'UIViewLayoutMarginsGuide'"))
    let texts = row.map { $0.description.replacingOccurrences(of: $0.address, with: "0xC") }
    #expect(
      texts == [
        "<NSLayoutConstraint:0xC H:|-(20)-[\(aName)]   (active, names: '|':\(rootName) )>",
        "<NSLayoutConstraint:0xC H:[\(aName)]-(NSSpace(8))-[\(bName)]   (active)>",
        "<NSLayoutConstraint:0xC \(bName).width >= 50 @750   (active)>",
        "<NSLayoutConstraint:0xC \(guide).trailing == \(bName).trailing NSSpace(0)   (active)>",
      ])
  }

  @Test func unsatisfiableReportsPointAtTheFormatString() throws {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = constrainedView(in: root)
    let format = "H:|-[a(400)]-|"
    // H : | - [ a ( 4 0 0  )  ]  -  |
    // 0 1 2 3 4 5 6 7 8 9 10 11 12 13
    let line = #line + 1
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: [], metrics: nil, views: ["a": a])
    NSLayoutConstraint.activate(row)
    root.layoutIfNeeded()
    let report = try #require(
      LayoutLog.shared.entries(since: before).first { $0.kind == .unsatisfiableConstraints })
    // 8 + 400 + 8 ≠ 300: the last of the three to be added, the trailing `-|`, is broken.
    let broken = try #require(report.brokenConstraint)
    #expect(broken.sourceLocation == SourceLocation(fileID: #fileID, line: line))
    #expect(broken.visualFormatSource == VisualFormatSource(format: format, offset: 12, length: 1))
    #expect(
      normalizingAddresses(broken.description).contains(
        ".trailing == UIView:0xADDR.trailing NSSpace(0)"))
    let fromFormat = report.constraints.filter { $0.visualFormatSource != nil }
    #expect(fromFormat.map { $0.visualFormatSource?.excerpt } == ["-", "400", "-"])
    #expect(fromFormat.allSatisfy { $0.sourceLocation?.line == line })
  }
}
