import Testing

@testable import AutoLayout

@MainActor
@Suite struct ConstraintDescriptionTests {
  private func described(_ constraint: NSLayoutConstraint) -> String {
    normalizingAddresses(constraint.description)
  }

  @Test func equationsWithConstantsAndMultipliers() {
    let root = UIView()
    let box = UIView()
    let other = UIView()
    root.addSubview(box)
    root.addSubview(other)
    let height = box.heightAnchor.constraint(equalToConstant: 200)
    #expect(described(height) == "<NSLayoutConstraint:0xADDR UIView:0xADDR.height == 200>")
    height.isActive = true
    #expect(
      described(height) == "<NSLayoutConstraint:0xADDR UIView:0xADDR.height == 200   (active)>")
    #expect(
      described(box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5))
        == "<NSLayoutConstraint:0xADDR UIView:0xADDR.trailing == UIView:0xADDR.trailing - 5>")
    #expect(
      described(box.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0.2))
        == "<NSLayoutConstraint:0xADDR UIView:0xADDR.height == 0.2*UIView:0xADDR.height>")
    let low = box.widthAnchor.constraint(lessThanOrEqualToConstant: 30.5)
    low.priority = .defaultLow
    low.identifier = "cap"
    #expect(described(low) == "<NSLayoutConstraint:0xADDR 'cap' UIView:0xADDR.width <= 30.5 @250>")
  }

  /// docs/UIKitFacts.md §4.4: an axis with no flexible part prints its right (bottom) margin as
  /// flexible, so views made in code log `h=--& v=--&`; other masks print as they are.
  @Test func autoresizingMasksAsUIKitLogsThem() {
    let cases: [(UIView.AutoresizingMask, String)] = [
      ([], "h=--& v=--&"),
      ([.flexibleRightMargin, .flexibleBottomMargin], "h=--& v=--&"),
      ([.flexibleWidth, .flexibleHeight], "h=-&- v=-&-"),
      ([.flexibleWidth], "h=-&- v=--&"),
      ([.flexibleLeftMargin, .flexibleTopMargin], "h=&-- v=&--"),
      ([.flexibleLeftMargin, .flexibleWidth, .flexibleHeight], "h=&&- v=-&-"),
    ]
    for (mask, code) in cases {
      #expect(ConstraintDescription.maskCode(mask) == code, "mask \(mask.rawValue)")
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
    root.addSubview(framed)
    root.layoutIfNeeded()
    let engine = root.layoutEngineIfPresent
    let widths = (engine?.systemConstraints(of: framed) ?? []).map { described($0) }
      .filter { $0.hasSuffix(".width == 375   (active)>") }
    #expect(
      widths == [
        "<NSAutoresizingMaskLayoutConstraint:0xADDR h=--& v=--& UIView:0xADDR.width == 375   (active)>"
      ])
  }

  @Test func visualFormatRenderings() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    for view in [a, b] { root.addSubview(view) }
    #expect(
      described(a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15))
        == "<NSLayoutConstraint:0xADDR H:|-(15)-[UIView:0xADDR]   (names: '|':UIView:0xADDR )>")
    #expect(
      described(root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8))
        == "<NSLayoutConstraint:0xADDR H:[UIView:0xADDR]-(8)-|   (names: '|':UIView:0xADDR )>")
    #expect(
      described(b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 11))
        == "<NSLayoutConstraint:0xADDR V:[UIView:0xADDR]-(>=11)-[UIView:0xADDR]>")
    #expect(
      described(b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: -3))
        == "<NSLayoutConstraint:0xADDR H:[UIView:0xADDR]-(-3)-[UIView:0xADDR](LTR)>")
  }

  @Test func systemSpacingAndGuides() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let label = UILabel()
    label.text = "Hello"
    root.addSubview(label)
    let spacing = label.topAnchor.constraint(
      equalToSystemSpacingBelow: root.topAnchor, multiplier: 1)
    #expect(spacing.constant == 8)
    #expect(
      described(spacing) == "<_UISystemBaselineConstraint:0xADDR "
        + "V:|-(NSLayoutAnchorConstraintSpace(8))-[UILabel:0xADDR'Hello']   (names: '|':UIView:0xADDR )>"
    )
    let double = label.leadingAnchor.constraint(
      equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2)
    #expect(double.constant == 16)
    _ = root.layoutMarginsGuide
    root.layoutIfNeeded()
    let engine = try #require(root.layoutEngineIfPresent)
    let guideConstraints = engine.systemConstraints(of: root).map(described)
    #expect(
      guideConstraints.contains(
        "<NSLayoutConstraint:0xADDR 'UIView-leftMargin-guide-constraint' "
          + "H:|-(8)-[UILayoutGuide:0xADDR'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0xADDR )>"
      ))
    #expect(
      guideConstraints.contains(
        "<NSLayoutConstraint:0xADDR 'UIView-bottomMargin-guide-constraint' "
          + "V:[UILayoutGuide:0xADDR'UIViewLayoutMarginsGuide']-(8)-|   (active, names: '|':UIView:0xADDR )>"
      ))
  }

  @Test func longLabelTextIsShortened() {
    let label = UILabel()
    label.text = "E-posta adresini mi unuttun?"
    #expect(
      normalizingAddresses(label.widthAnchor.constraint(equalToConstant: 1).description)
        == "<NSLayoutConstraint:0xADDR UILabel:0xADDR'E-posta adresini mi unutt...'.width == 1>")
  }

  @Test func anchorDescriptionsAndProperties() {
    let view = UIView()
    let anchor = view.centerYAnchor
    #expect(
      normalizingAddresses(anchor.description)
        == "<NSLayoutYAxisAnchor:0xADDR \"UIView:0xADDR.centerY\">")
    let c = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 44)
    #expect(c.firstItem === view)
    #expect(c.secondItem == nil)
    #expect(c.firstAttribute == .width && c.secondAttribute == .notAnAttribute)
    #expect(c.relation == .greaterThanOrEqual && c.multiplier == 1 && c.priority == .required)
    #expect(c.firstAnchor.item === view)
  }

  @Test func priorities() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect((UILayoutPriority.required - 1).rawValue == 999)
  }
}
