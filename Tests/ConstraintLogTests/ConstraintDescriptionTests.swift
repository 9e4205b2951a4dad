import Testing

@testable import ConstraintLog

/// One constraint's description, in each form UIKit has printed.
@Suite struct ConstraintDescriptionTests {
  func parse(_ text: String) throws -> LoggedConstraint {
    try #require(ConstraintDescriptionParser.parse(Substring(text)))
  }

  @Test func modernWithMarginAndConstant() throws {
    let constraint = try parse(
      "<NSLayoutConstraint:0x600001a2c0f0 UILabel:0x7f8b1c40a0b0'Sign in'.leading == "
        + "UIView:0x7f8b1c409e30.leadingMargin + 8   (active)>")
    #expect(constraint.kind == "NSLayoutConstraint")
    #expect(constraint.address == "0x600001a2c0f0")
    #expect(constraint.isActive == true)
    let relation = try #require(constraint.relation)
    #expect(
      relation.first.view
        == LoggedView(className: "UILabel", address: "0x7f8b1c40a0b0", label: "Sign in"))
    #expect(relation.first.attribute.name == "leading")
    #expect(relation.kind == .equal)
    #expect(relation.second?.view.address == "0x7f8b1c409e30")
    #expect(relation.second?.attribute.name == "leadingMargin")
    #expect(relation.constant == 8)
    #expect(relation.priority == 1000)
  }

  @Test func identifierMultiplierNegativeConstantAndPriority() throws {
    let constraint = try parse(
      "<NSLayoutConstraint:0x6000 'avatar width' UIImageView:0x7f01.width == "
        + "0.5*UIView:0x7f02.width - 12 @750   (active)>")
    #expect(constraint.identifier == "avatar width")
    let relation = try #require(constraint.relation)
    #expect(relation.multiplier == 0.5)
    #expect(relation.constant == -12)
    #expect(relation.priority == 750)
  }

  @Test func encapsulatedHeightAsAConstant() throws {
    let constraint = try parse(
      "<NSLayoutConstraint:0x6000034be7b0 'UIView-Encapsulated-Layout-Height' "
        + "UITableViewCellContentView:0x152582c80.height == 54.6667   (active)>")
    #expect(constraint.identifier == "UIView-Encapsulated-Layout-Height")
    #expect(constraint.relation?.second == nil)
    #expect(constraint.relation?.constant == 54.6667)
    #expect(constraint.relation?.first.attribute.name == "height")
  }

  @Test func autoresizingMask() throws {
    let constraint = try parse(
      "<NSAutoresizingMaskLayoutConstraint:0x303b3f0c0 h=--& v=--& "
        + "_UIToolbarContentView:0x11452b200.height == 0   (active)>")
    #expect(constraint.isAutoresizingMask)
    #expect(constraint.autoresizingMask == "h=--& v=--&")
    #expect(constraint.relation?.first.view.className == "_UIToolbarContentView")
  }

  @Test func layoutGuideWithItsIdentifier() throws {
    let constraint = try parse(
      "<NSLayoutConstraint:0x600 UIButton:0x7f1'Send'.bottom == "
        + "UILayoutGuide:0x600'UIViewSafeAreaLayoutGuide'.bottom - 20   (active)>")
    let guide = try #require(constraint.relation?.second?.view)
    #expect(guide.className == "UILayoutGuide")
    #expect(guide.label == "UIViewSafeAreaLayoutGuide")
    #expect(guide.isLayoutGuide)
  }

  @Test func visualFormatSizeAndEdges() throws {
    let height = try #require(
      try parse("<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>").relation)
    #expect(height.first.attribute.name == "height")
    #expect(height.first.view.address == "0x7fca0bd50f70")
    #expect(height.constant == 200)

    let leading = try #require(
      try parse(
        "<NSLayoutConstraint:0x618000090ef0 H:|-(10)-[UILabel:0x7fa01200b390'Leo Nicholson']   "
          + "(active, names: '|':UIView:0x7fa012015410 )>"
      ).relation)
    #expect(leading.first.view.label == "Leo Nicholson")
    #expect(leading.first.attribute.name == "leading")
    #expect(leading.second?.view == LoggedView(className: "UIView", address: "0x7fa012015410"))
    #expect(leading.constant == 10)

    let trailing = try #require(
      try parse(
        "<NSLayoutConstraint:0x15e9988e0 V:[UIView:0x15ecf6160]-(8)-|   "
          + "(Names: '|':ApptentiveMessageCenterInputView:0x15e85a630 )>"
      ).relation)
    #expect(trailing.first.view.className == "ApptentiveMessageCenterInputView")
    #expect(trailing.first.attribute.name == "bottom")
    #expect(trailing.second?.view.address == "0x15ecf6160")
  }

  @Test func visualFormatBetweenTwoViewsWithSystemSpacingAndRelations() throws {
    let gap = try #require(
      try parse(
        "<NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-"
          + "[UIButton:0x7fd94ccb1800'Show More']>"
      ).relation)
    #expect(gap.first.view.label == "Show More")
    #expect(gap.first.attribute.name == "leading")
    #expect(gap.second?.view.label == " ")
    #expect(gap.second?.attribute.name == "trailing")
    #expect(gap.constant == 8)

    let atLeast = try #require(
      try parse("<NSLayoutConstraint:0x1 V:[UIView:0x2]-(>=8@750)-[UIView:0x3]>").relation)
    #expect(atLeast.kind == .greaterThanOrEqual)
    #expect(atLeast.priority == 750)
    #expect(atLeast.constant == 8)
  }

  @Test func namesResolveBareIdentifiers() throws {
    let constraint = try parse(
      "<NSLayoutConstraint:0x600003457a70 V:[Username]-(4)-[UIView:0x152584260]   "
        + "(active, names: Username:0x1528ef800 )>")
    let relation = try #require(constraint.relation)
    #expect(relation.second?.view == LoggedView(address: "0x1528ef800", identifier: "Username"))
    #expect(relation.first.view.address == "0x152584260")
  }

  @Test func anUnknownFormIsKeptVerbatim() throws {
    let text = "<NSLayoutConstraint:0x600 UIView:0x1.width ≈ something odd>"
    let constraint = try parse(text)
    #expect(constraint.relation == nil)
    #expect(constraint.text == text)
  }

  @Test func snapKitsPlaceAfterTheAddress() throws {
    let constraint = try parse(
      "<SnapKit.LayoutConstraint:0x281a99500@SyncModeSectionSeparator.swift#17 "
        + "UILabel:0x1035172e0.leading == UIView:0x103517f60.leading + 16.0>")
    #expect(constraint.kind == "SnapKit.LayoutConstraint")
    #expect(constraint.address == "0x281a99500")
    #expect(constraint.relation?.constant == 16)
  }

  @Test func aNameInPlaceOfTheAddress() throws {
    let constraint = try parse(
      "<NSLayoutConstraint:0x610000284e20 UITableViewCellContentView:cv.width == 414>")
    #expect(
      constraint.relation?.first.view
        == LoggedView(className: "UITableViewCellContentView", identifier: "cv"))
  }
}
