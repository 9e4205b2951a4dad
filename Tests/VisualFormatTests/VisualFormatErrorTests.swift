import Testing
import VisualFormat

/// Every UIKit message with the caret column UIKit's parser stops at, counted by hand.
@Suite("Errors and their carets")
struct VisualFormatErrorTests {
  private static let views: [String: VisualFormatView] = [
    "a": attached, "b": attached, "c": attached, "both": attached,
    "orphan": detached, "popUp": detached,
  ]
  private static let metrics: [String: Double] = [
    "m": 20, "hp": 250, "zero": 0, "neg": -5, "big": 1001, "half": 1000.5, "million": 1e6,
    "both": 5,
  ]

  /// A format, the message it must raise and the caret column.
  struct Case: CustomTestStringConvertible, Sendable {
    var format: String
    var message: String
    var caret: Int?
    var options: VisualFormatOptions = []
    var testDescription: String { "\(format) → \(message.prefix(40))" }
  }

  private static let cases: [Case] = [
    Case(format: "", message: VisualFormatMessages.emptyString, caret: nil),
    Case(format: "[a]-[ü]", message: VisualFormatMessages.nonASCII, caret: nil),
    Case(format: "H:[a]–[b]", message: VisualFormatMessages.nonASCII, caret: nil),
    Case(format: "H[a]", message: VisualFormatMessages.expectedColonAfterH, caret: 1),
    Case(format: "H", message: VisualFormatMessages.expectedColonAfterH, caret: 1),
    Case(format: "V|[a]|", message: VisualFormatMessages.expectedColonAfterV, caret: 1),
    Case(format: "|", message: VisualFormatMessages.expectedConnectionAfterBar, caret: 1),
    Case(format: "V:|", message: VisualFormatMessages.expectedConnectionAfterBar, caret: 3),
    Case(format: "[a]x", message: VisualFormatMessages.expectedViewOrBar, caret: 3),
    Case(format: "[a] [b]", message: VisualFormatMessages.expectedViewOrBar, caret: 3),
    Case(format: "[a]-5-", message: VisualFormatMessages.expectedViewOrBar, caret: 6),
    Case(format: "[a]-5-x", message: VisualFormatMessages.expectedViewOrBar, caret: 6),
    Case(format: "[a]-|[b]", message: VisualFormatMessages.expectedEnd, caret: 5),
    Case(format: "|[a]||", message: VisualFormatMessages.expectedEnd, caret: 5),
    Case(format: "H:|-0-[popUp]-0-|", message: VisualFormatMessages.noSuperview, caret: 13),
    Case(format: "[orphan]-|", message: VisualFormatMessages.noSuperview, caret: 10),
    Case(format: "[orphan]|", message: VisualFormatMessages.noSuperview, caret: 9),
    Case(format: "[a]-5,6-[b]", message: VisualFormatMessages.expectedDashBeforeList, caret: 5),
    Case(format: "[a]-5[b]", message: VisualFormatMessages.expectedDash, caret: 5),
    Case(format: "[a]-(5)[b]", message: VisualFormatMessages.expectedDash, caret: 7),
    Case(
      format: "[a(50@0)]",
      message: "Invalid priority specified: 0. Priority must be greater than 0", caret: 7),
    Case(
      format: "[a]-(5@-5)-[b]",
      message: "Invalid priority specified: -5. Priority must be greater than 0", caret: 9),
    Case(
      format: "[a(50@zero)]",
      message: "Invalid priority specified: 0. Priority must be greater than 0", caret: 10),
    Case(
      format: "[a(50@neg)]",
      message: "Invalid priority specified: -5. Priority must be greater than 0", caret: 9),
    // A view name as a size predicate's priority counts as 0.
    Case(
      format: "[a(50@b)]",
      message: "Invalid priority specified: 0. Priority must be greater than 0", caret: 7),
    Case(
      format: "[a(50@1001)]",
      message:
        "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      caret: 10),
    Case(
      format: "[a]-(8@1000.5)-[b]",
      message:
        "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      caret: 13),
    Case(
      format: "[a]-8@million-[b]",
      message:
        "Invalid priority specified: 1e+06. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      caret: 13),
    Case(
      format: "[a(50@1e6)]",
      message:
        "Invalid priority specified: 1e+06. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      caret: 9),
    Case(format: "[a]-b-[c]", message: VisualFormatMessages.spaceEqualToView, caret: 5),
    Case(format: "[a]-8@b-[c]", message: VisualFormatMessages.spaceEqualToView, caret: 7),
    Case(
      format: "[a]-gap-[b]",
      message:
        "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries",
      caret: 7),
    Case(
      format: "[a(==width)]",
      message:
        "Encountered metric with name \"width\", but value was not specified in metrics or views dictionaries",
      caret: 10),
    Case(
      format: "[a(50@low)]",
      message:
        "Encountered metric with name \"low\", but value was not specified in metrics or views dictionaries",
      caret: 9),
    Case(format: "[a(==)]", message: VisualFormatMessages.expectedNumberOrKey, caret: 5),
    Case(format: "[a(@5)]", message: VisualFormatMessages.expectedNumberOrKey, caret: 3),
    Case(format: "[a(==", message: VisualFormatMessages.expectedNumberOrKey, caret: 5),
    Case(format: "[a(5@)]", message: VisualFormatMessages.expectedNumberOrKey, caret: 5),
    Case(format: "[a]-(+5)-[b]", message: VisualFormatMessages.expectedNumberOrKey, caret: 5),
    Case(format: "[a(.5)]", message: VisualFormatMessages.expectedNumberOrKey, caret: 3),
    Case(format: "[a(5,)]", message: VisualFormatMessages.expectedNumberOrKey, caret: 5),
    Case(format: "[a(-x)]", message: VisualFormatMessages.expectedNumberOrAKey, caret: 3),
    Case(format: "[a]-(-)-[b]", message: VisualFormatMessages.expectedNumberOrAKey, caret: 5),
    Case(format: "[a(==-.)]", message: VisualFormatMessages.expectedNumberOrAKey, caret: 5),
    Case(format: "[a(=5)]", message: VisualFormatMessages.unknownRelation, caret: 4),
    Case(format: "[a(<)]", message: VisualFormatMessages.unknownRelation, caret: 4),
    Case(format: "[a]-(>8)-[b]", message: VisualFormatMessages.unknownRelation, caret: 6),
    Case(format: "[a(=", message: VisualFormatMessages.unknownRelation, caret: 4),
    Case(format: "[a]-", message: VisualFormatMessages.expectedMoreInput, caret: 4),
    Case(format: "[a(5,", message: VisualFormatMessages.expectedMoreInput, caret: 5),
    Case(format: "|-", message: VisualFormatMessages.expectedMoreInput, caret: 2),
    Case(format: "H:", message: VisualFormatMessages.expectedView, caret: 2),
    Case(format: "|-|", message: VisualFormatMessages.expectedView, caret: 2),
    Case(format: "H:|-10-|", message: VisualFormatMessages.expectedView, caret: 7),
    Case(format: "[", message: VisualFormatMessages.expectedView, caret: 1),
    Case(format: "V:[", message: VisualFormatMessages.expectedView, caret: 3),
    Case(format: "a", message: VisualFormatMessages.expectedView, caret: 0),
    Case(format: " [a]", message: VisualFormatMessages.expectedView, caret: 0),
    Case(format: "[1a]", message: VisualFormatMessages.expectedViewName, caret: 1),
    Case(format: "[]", message: VisualFormatMessages.expectedViewName, caret: 1),
    Case(format: "[ a]", message: VisualFormatMessages.expectedViewName, caret: 1),
    Case(format: "[nope]", message: "nope is not a key in the views dictionary.", caret: 5),
    Case(
      format: "H:|[container0]|", message: "container0 is not a key in the views dictionary.",
      caret: 14),
    Case(format: "[a(", message: VisualFormatMessages.ranOutInView, caret: 3),
    Case(format: "[a(5)", message: VisualFormatMessages.expectedBracketAfterThickness, caret: 5),
    Case(format: "[a(5))", message: VisualFormatMessages.expectedBracketAfterThickness, caret: 5),
    Case(format: "[a(5]", message: VisualFormatMessages.thicknessPredicateMustEnd, caret: 4),
    Case(format: "[a(5", message: VisualFormatMessages.thicknessPredicateMustEnd, caret: 4),
    Case(format: "[a(5 )]", message: VisualFormatMessages.thicknessPredicateMustEnd, caret: 4),
    Case(format: "[a", message: VisualFormatMessages.expectedBracket, caret: 2),
    Case(format: "[a-5]", message: VisualFormatMessages.expectedBracket, caret: 2),
    Case(format: "[a b]", message: VisualFormatMessages.expectedBracket, caret: 2),
    Case(format: "[a]--5-[b]", message: VisualFormatMessages.minusOrExtraBar, caret: 4),
    Case(format: "[a]--[b]", message: VisualFormatMessages.minusOrExtraBar, caret: 4),
    Case(format: "|--[a]", message: VisualFormatMessages.minusOrExtraBar, caret: 2),
    Case(format: "[a]-(5-[b]", message: VisualFormatMessages.expectedCloseParen, caret: 6),
    Case(format: "[a]-(5", message: VisualFormatMessages.expectedCloseParen, caret: 6),
    Case(format: "[a]-(5,6]", message: VisualFormatMessages.expectedCloseParen, caret: 8),
    Case(
      format: "H:[a]-[b]", message: VisualFormatMessages.baselineInHorizontal, caret: 9,
      options: .spacingBaselineToBaseline),
    Case(
      format: "|[a]", message: VisualFormatMessages.baselineInHorizontal, caret: 4,
      options: .spacingBaselineToBaseline),
    Case(
      format: "[a]-[b]", message: VisualFormatMessages.alignmentInHorizontal, caret: 7,
      options: .alignAllLeft),
    Case(
      format: "[a][b]", message: VisualFormatMessages.alignmentInHorizontal, caret: 6,
      options: .alignAllCenterX),
    Case(
      format: "V:[a][b]", message: VisualFormatMessages.alignmentInVertical, caret: 8,
      options: .alignAllTop),
    Case(
      format: "V:[a]-[b]", message: VisualFormatMessages.alignmentInVertical, caret: 9,
      options: .alignAllLastBaseline),
  ]

  @Test("Message and caret", arguments: cases)
  func messageAndCaret(_ testCase: Case) throws {
    let error = try #require(
      resolveError(
        testCase.format, options: testCase.options, metrics: Self.metrics, views: Self.views))
    #expect(error.message == testCase.message)
    #expect(error.caretOffset == testCase.caret)
    #expect(error.format == testCase.format)
    #expect(VisualFormatMessages.isKnown(error.message))
  }

  @Test("Every message but the unreachable one is raised by some case")
  func coverage() {
    let raised = Set(Self.cases.map(\.message))
    let fixed = VisualFormatMessages.fixedMessages.filter { $0 != VisualFormatMessages.noView }
    for message in fixed {
      #expect(raised.contains(message), "no case raises: \(message)")
    }
    for template in VisualFormatMessages.templates {
      let head = String(template.prefix { $0 != "%" })
      #expect(raised.contains { $0.hasPrefix(head) }, "no case fills: \(template)")
    }
  }

  @Test("The reason matches a real UIKit crash log character for character")
  func realReason() throws {
    let error = try #require(
      resolveError("H:|-0-[popUp]-0-|", views: ["popUp": detached]))
    #expect(
      error.reason
        == "Unable to parse constraint format: \n"
        + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
        + "H:|-0-[popUp]-0-| \n"
        + "             ^")
    #expect(error.description == error.reason)
    #expect(error.exceptionName == "NSInvalidArgumentException")
    #expect(error.caretLine == "             ^")
  }

  @Test("Caret-less reasons have no message or format lines")
  func caretlessReasons() throws {
    let empty = try #require(resolveError(""))
    #expect(empty.reason == "Unable to parse constraint format: It's an empty string.")
    #expect(empty.caretLine == nil)
    let nonASCII = try #require(resolveError("[a]-[é]"))
    #expect(
      nonASCII.reason == "Unable to parse constraint format: It contains non-ASCII characters.")
  }

  @Test("A caret at column 0")
  func caretAtStart() throws {
    let error = try #require(resolveError("a"))
    #expect(error.reason == "Unable to parse constraint format: \nExpected a view \na \n^")
  }

  // UIKit stops at the first problem it meets reading left to right.

  @Test("An unknown metric is reported before a later syntax error")
  func nameBeforeSyntax() throws {
    let error = try #require(resolveError("[a(==zz"))
    #expect(error.message == VisualFormatMessages.unknownMetric("zz"))
    #expect(error.caretOffset == 7)
  }

  @Test("An unknown view is reported before its predicates are read")
  func viewBeforePredicates() throws {
    let error = try #require(resolveError("[zz(==qq)]"))
    #expect(error.message == VisualFormatMessages.unknownView("zz"))
    #expect(error.caretOffset == 3)
  }

  @Test("A missing superview is reported before a syntax error at the same column")
  func superviewBeforeSyntax() throws {
    let error = try #require(resolveError("|[orphan]x", views: ["orphan": detached]))
    #expect(error.message == VisualFormatMessages.noSuperview)
    #expect(error.caretOffset == 9)
    // Parsing alone meets the syntax error there.
    #expect(
      throws: VisualFormatError(
        message: VisualFormatMessages.expectedViewOrBar, format: "|[orphan]x", caretOffset: 9)
    ) {
      try VisualFormat.parse("|[orphan]x")
    }
  }

  @Test("A trailing bar's superview is checked before the end of the string")
  func trailingSuperviewBeforeEnd() throws {
    let error = try #require(
      resolveError("[orphan]|[b]", views: ["orphan": detached, "b": attached]))
    #expect(error.message == VisualFormatMessages.noSuperview)
    #expect(error.caretOffset == 9)
  }

  @Test("Alignment is checked at the first pair, before later problems")
  func alignmentBeforeSyntax() throws {
    let error = try #require(resolveError("[a][b][c", options: .alignAllLeft))
    #expect(error.message == VisualFormatMessages.alignmentInHorizontal)
    #expect(error.caretOffset == 6)
  }

  @Test("Baseline spacing is checked before a later unknown view")
  func baselineBeforeName() throws {
    let error = try #require(resolveError("H:[a][b][zz]", options: .spacingBaselineToBaseline))
    #expect(error.message == VisualFormatMessages.baselineInHorizontal)
    #expect(error.caretOffset == 8)
  }

  @Test("The superview of a leading bar is checked before alignment")
  func superviewBeforeAlignment() throws {
    let error = try #require(
      resolveError(
        "|[orphan][b]", options: .alignAllLeft, views: ["orphan": detached, "b": attached]))
    #expect(error.message == VisualFormatMessages.noSuperview)
    #expect(error.caretOffset == 9)
  }

  @Test("A NaN priority is refused as not greater than 0")
  func nanPriority() throws {
    let error = try #require(resolveError("[a(5@-nan)]"))
    #expect(error.message == "Invalid priority specified: nan. Priority must be greater than 0")
    #expect(error.caretOffset == 9)
  }

  @Test("Parsing alone raises syntax errors with the same caret")
  func parseOnlyErrors() {
    #expect(
      throws: VisualFormatError(
        message: VisualFormatMessages.minusOrExtraBar, format: "[a]--5-[b]", caretOffset: 4)
    ) {
      try VisualFormat.parse("[a]--5-[b]")
    }
    #expect(
      throws: VisualFormatError(
        message: VisualFormatMessages.priorityTooHigh(1001), format: "[a(5@1001)]", caretOffset: 9)
    ) {
      try VisualFormat.parse("[a(5@1001)]")
    }
  }
}
