import Testing
import VisualFormat

/// Format strings from the course's tutorials, with every constraint written out by hand.
@Suite("Tutorial format strings")
struct TutorialFormatTests {
  private func constraint(
    _ firstItem: VisualFormatItem, _ firstAttribute: VisualFormatAttribute,
    _ secondItem: VisualFormatItem?, _ secondAttribute: VisualFormatAttribute, _ constant: Double,
    relation: VisualFormatRelation = .equal, standard: Bool = false, priority: Float = 1000,
    range: VisualFormatSourceRange
  ) -> VisualFormatConstraint {
    VisualFormatConstraint(
      firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
      secondItem: secondItem, secondAttribute: secondAttribute, multiplier: 1, constant: constant,
      isStandardSpacing: standard, priority: priority, sourceRange: range)
  }

  @Test("The top row: icon, label and date between the margins")
  func topRow() throws {
    let format = "H:|-[icon(==iconDate)]-20-[iconLabel(120@250)]-20@750-[iconDate(>=50)]-|"
    // H : | - [ icon ( = =  iconDate  )  ]  -  2  0  -  [  iconLabel  (  1  2  0  @
    // 0 1 2 3 4 5..8 9 10 11 12.....19 20 21 22 23 24 25 26 27.....35 36 37 38 39 40
    // 2  5  0  )  ]  -  2  0  @  7  5  0  -  [  iconDate  (  >  =  5  0  )  ]  -  |
    // 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55....62 63 64 65 66 67 68 69 70 71
    let resolution = try VisualFormat.resolve(
      format, views: attachedViews("icon", "iconLabel", "iconDate"))
    let expected = [
      constraint(
        .view("icon"), .leading, .superviewMarginsGuide(of: "icon"), .leading, 0, standard: true,
        range: span(3, 4)),
      constraint(.view("icon"), .width, .view("iconDate"), .width, 0, range: span(10, 20)),
      constraint(.view("iconLabel"), .leading, .view("icon"), .trailing, 20, range: span(23, 25)),
      constraint(
        .view("iconLabel"), .width, nil, .notAnAttribute, 120, priority: 250, range: span(37, 44)),
      constraint(
        .view("iconDate"), .leading, .view("iconLabel"), .trailing, 20, priority: 750,
        range: span(47, 53)),
      constraint(
        .view("iconDate"), .width, nil, .notAnAttribute, 50, relation: .greaterThanOrEqual,
        range: span(64, 68)),
      constraint(
        .superviewMarginsGuide(of: "iconDate"), .trailing, .view("iconDate"), .trailing, 0,
        standard: true, range: span(70, 71)),
    ]
    #expect(resolution.constraints == expected)
    #expect(
      resolution.constraints.map(\.description)
        == [
          "icon.leading == superview.layoutMarginsGuide.leading + NSSpace(0)",
          "icon.width == iconDate.width",
          "iconLabel.leading == icon.trailing + 20",
          "iconLabel.width == 120 @250",
          "iconDate.leading == iconLabel.trailing + 20 @750",
          "iconDate.width >= 50",
          "superview.layoutMarginsGuide.trailing == iconDate.trailing + NSSpace(0)",
        ])
  }

  @Test("The welcome screen's column: logo, app name and skip button")
  func welcomeColumn() throws {
    let format = "V:|-[logo]-[appName]-(>=20)-[skip]-|"
    // V : | - [ logo ] -  [  appName  ]  -  (  >  =  2  0  )  -  [  skip  ]  -  |
    // 0 1 2 3 4 5..8 9 10 11 12...18 19 20 21 22 23 24 25 26 27 28 29..32 33 34 35
    let resolution = try VisualFormat.resolve(
      format, views: attachedViews("logo", "appName", "skip"))
    let expected = [
      constraint(
        .view("logo"), .top, .superviewMarginsGuide(of: "logo"), .top, 0, standard: true,
        range: span(3, 4)),
      constraint(
        .view("appName"), .top, .view("logo"), .bottom, 8, standard: true, range: span(10, 11)),
      constraint(
        .view("skip"), .top, .view("appName"), .bottom, 20, relation: .greaterThanOrEqual,
        range: span(22, 26)),
      constraint(
        .superviewMarginsGuide(of: "skip"), .bottom, .view("skip"), .bottom, 0, standard: true,
        range: span(34, 35)),
    ]
    #expect(resolution.constraints == expected)
  }

  @Test("Two buttons of equal width, centred on one line")
  func buttonRow() throws {
    let format = "H:|-[button1]-[button2(==button1)]-|"
    // H : | - [ button1 ]  -  [  button2  (  =  =  button1  )  ]  -  |
    // 0 1 2 3 4 5....11 12 13 14 15...21 22 23 24 25....31 32 33 34 35
    let resolution = try VisualFormat.resolve(
      format, options: .alignAllCenterY, views: attachedViews("button1", "button2"))
    let expected = [
      constraint(
        .view("button1"), .leading, .superviewMarginsGuide(of: "button1"), .leading, 0,
        standard: true, range: span(3, 4)),
      constraint(
        .view("button2"), .leading, .view("button1"), .trailing, 8, standard: true,
        range: span(13, 14)),
      constraint(.view("button2"), .width, .view("button1"), .width, 0, range: span(23, 32)),
      constraint(
        .superviewMarginsGuide(of: "button2"), .trailing, .view("button2"), .trailing, 0,
        standard: true, range: span(34, 35)),
      constraint(.view("button1"), .centerY, .view("button2"), .centerY, 0, range: span(4, 34)),
    ]
    #expect(resolution.constraints == expected)
  }

  @Test("Metrics as constants and priorities")
  func metricsRow() throws {
    let format = "H:|-padding-[title(>=100@hp)]-(>=padding)-[badge(padding)]-padding@hp-|"
    // H : | - padding - [  title  (  >  =  1  0  0  @  h  p  )  ]  -  (  >  =  padding  )  -
    // 0 1 2 3 4....10 11 12 13.17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33....39 40 41
    // [  badge  (  padding  )  ]  -  padding  @  h  p  -  |
    // 42 43.47 48 49....55 56 57 58 59....65 66 67 68 69 70
    let resolution = try VisualFormat.resolve(
      format, metrics: ["padding": 20, "hp": 250], views: attachedViews("title", "badge"))
    let expected = [
      constraint(
        .view("title"), .leading, .superview(of: "title"), .leading, 20, range: span(4, 11)),
      constraint(
        .view("title"), .width, nil, .notAnAttribute, 100, relation: .greaterThanOrEqual,
        priority: 250, range: span(19, 27)),
      constraint(
        .view("badge"), .leading, .view("title"), .trailing, 20, relation: .greaterThanOrEqual,
        range: span(31, 40)),
      constraint(.view("badge"), .width, nil, .notAnAttribute, 20, range: span(49, 56)),
      constraint(
        .superview(of: "badge"), .trailing, .view("badge"), .trailing, 20, priority: 250,
        range: span(59, 69)),
    ]
    #expect(resolution.constraints == expected)
  }
}
