/// The reasons UIKit's visual-format parser gives, word for word.
///
/// Every message text in this module lives here, so tests can prove that an error never says
/// anything UIKit would not. Templates keep UIKit's own placeholders (`%@` for a name, `%g` for a
/// number); use the functions below to fill them in.
public enum VisualFormatMessages {
  /// The exception name UIKit raises for every visual-format parse error.
  public static let exceptionName = "NSInvalidArgumentException"

  /// What every reason starts with.
  public static let reasonPrefix = "Unable to parse constraint format: "

  /// The format string has no characters (reported without a caret).
  public static let emptyString = "It's an empty string."
  /// The format string holds a character outside ASCII (reported without a caret).
  public static let nonASCII = "It contains non-ASCII characters."

  /// `H` is not followed by `:`.
  public static let expectedColonAfterH =
    "Expected ':' after 'H' to specify horizontal arrangement"
  /// `V` is not followed by `:`.
  public static let expectedColonAfterV = "Expected ':' after 'V' to specify vertical arrangement"
  /// A leading `|` ends the string.
  public static let expectedConnectionAfterBar = "Expected a connection after the '|' character"
  /// Something other than `[` or `|` follows a connection.
  public static let expectedViewOrBar = "Expected a view or '|'"
  /// Characters remain after the trailing `|`.
  public static let expectedEnd = "Expected the end of the format string"
  /// A constraint has neither a view before nor after it (UIKit keeps the check; the grammar
  /// never gets there).
  public static let noView = "No view was specified for this constraint"
  /// `|` was used for a view that has no superview.
  public static let noSuperview =
    "Unable to interpret '|' character, because the related view doesn't have a superview"
  /// A connection predicate is followed by `,` instead of `-`.
  public static let expectedDashBeforeList =
    "Expected a '-' here. To specify a list of constraints, "
    + "you must use parentheses around the list of constraints"
  /// A connection predicate is not followed by `-`.
  public static let expectedDash = "Expected a '-' here"
  /// Template: a priority at or below zero.
  public static let priorityNotPositiveTemplate =
    "Invalid priority specified: %g. Priority must be greater than 0"
  /// Template: a priority above 1000.
  public static let priorityTooHighTemplate =
    "Invalid priority specified: %g. "
    + "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
  /// A connection's constant names a view.
  public static let spaceEqualToView =
    "It's not possible to set a space equal to the width or height of a view.  "
    + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
  /// Template: a name that is neither a metric nor (where allowed) a view.
  public static let unknownMetricTemplate =
    "Encountered metric with name \"%@\", "
    + "but value was not specified in metrics or views dictionaries"
  /// A constant starts with a character that cannot begin a number or a name.
  public static let expectedNumberOrKey =
    "Expected a number or key from the metrics dictionary, but encountered something else"
  /// A constant starts with `-` or a digit, but no number follows.
  public static let expectedNumberOrAKey =
    "Expected a number or a key from the metrics dictionary, but encountered something else"
  /// `<`, `=` or `>` is not followed by `=`.
  public static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
  /// The string ends where a predicate should start.
  public static let expectedMoreInput = "Expected more input"
  /// A view (`[`) was expected.
  public static let expectedView = "Expected a view"
  /// `[` is not followed by a name.
  public static let expectedViewName =
    "Expected a view. View names must start with a letter or an underscore, "
    + "then contain letters, numbers, and underscores."
  /// Template: a view name missing from the views dictionary.
  public static let unknownViewTemplate = "%@ is not a key in the views dictionary."
  /// The string ends right after a view's `(`.
  public static let ranOutInView =
    "Unexpectedly ran out of character fodder in the middle of parsing a view"
  /// A view's `)` is not followed by `]`.
  public static let expectedBracketAfterThickness = "Expected ']' after specifying thickness."
  /// A view's predicate list is not closed by `)`.
  public static let thicknessPredicateMustEnd =
    "A predicate on a view's thickness must end with ')' and the view must end with ']'"
  /// A view's name is followed by something other than `]` or `(`.
  public static let expectedBracket = "Expected a ']' here. That is how you give the end of a view."
  /// A connection's `-` is followed by another `-`.
  public static let minusOrExtraBar =
    "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
    + "Use parentheses around negative numbers."
  /// A connection's parenthesised list is not closed by `)`.
  public static let expectedCloseParen =
    "Expected a ')' at the end of a constraint modifier, "
    + "or a ',' before another constraint modifier"
  /// Baseline-to-baseline spacing was asked for in a horizontal layout.
  public static let baselineInHorizontal =
    "BaselineToBaseline format option not valid for horizontal layout"
  /// A horizontal layout was asked to align views on a horizontal-axis attribute.
  public static let alignmentInHorizontal =
    "Options mask required views to be aligned on a horizontal edge, "
    + "which is not allowed for layout that is also horizontal."
  /// A vertical layout was asked to align views on a vertical-axis attribute.
  ///
  /// Derived: UIKit takes this text from a string table that is not public; it is written here
  /// by analogy with ``alignmentInHorizontal``.
  public static let alignmentInVertical =
    "Options mask required views to be aligned on a vertical edge, "
    + "which is not allowed for layout that is also vertical."

  /// Every message without a placeholder, in the order listed above.
  public static let fixedMessages: [String] = [
    emptyString, nonASCII, expectedColonAfterH, expectedColonAfterV, expectedConnectionAfterBar,
    expectedViewOrBar, expectedEnd, noView, noSuperview, expectedDashBeforeList, expectedDash,
    spaceEqualToView, expectedNumberOrKey, expectedNumberOrAKey, unknownRelation,
    expectedMoreInput, expectedView, expectedViewName, ranOutInView,
    expectedBracketAfterThickness, thicknessPredicateMustEnd, expectedBracket, minusOrExtraBar,
    expectedCloseParen, baselineInHorizontal, alignmentInHorizontal, alignmentInVertical,
  ]

  /// Every template, each holding exactly one placeholder.
  public static let templates: [String] = [
    priorityNotPositiveTemplate, priorityTooHighTemplate, unknownMetricTemplate,
    unknownViewTemplate,
  ]

  /// The message for a priority at or below zero, with the value printed as C's `%g` would.
  public static func priorityNotPositive(_ value: Double) -> String {
    fill(priorityNotPositiveTemplate, placeholder: "%g", with: CNumberFormatting.percentG(value))
  }

  /// The message for a priority above 1000, with the value printed as C's `%g` would.
  public static func priorityTooHigh(_ value: Double) -> String {
    fill(priorityTooHighTemplate, placeholder: "%g", with: CNumberFormatting.percentG(value))
  }

  /// The message for a name found in neither dictionary.
  public static func unknownMetric(_ name: String) -> String {
    fill(unknownMetricTemplate, placeholder: "%@", with: name)
  }

  /// The message for a view name missing from the views dictionary.
  public static func unknownView(_ name: String) -> String {
    fill(unknownViewTemplate, placeholder: "%@", with: name)
  }

  /// Whether `message` is one of UIKit's messages, either fixed or a filled-in template.
  public static func isKnown(_ message: String) -> Bool {
    if fixedMessages.contains(message) { return true }
    return templateParts.contains { parts in
      message.utf8.count > parts.head.utf8.count + parts.tail.utf8.count
        && message.hasPrefix(parts.head) && message.hasSuffix(parts.tail)
    }
  }

  /// Each template's text before and after its placeholder.
  private static let templateParts: [(head: String, tail: String)] = templates.compactMap {
    split($0, at: "%@") ?? split($0, at: "%g")
  }

  private static func fill(_ template: String, placeholder: String, with text: String) -> String {
    guard let parts = split(template, at: placeholder) else { return template }
    return parts.head + text + parts.tail
  }

  /// Splits a template around its first placeholder.
  private static func split(_ template: String, at placeholder: String)
    -> (head: String, tail: String)?
  {
    guard let range = template.firstRange(of: placeholder) else { return nil }
    return (String(template[..<range.lowerBound]), String(template[range.upperBound...]))
  }
}
