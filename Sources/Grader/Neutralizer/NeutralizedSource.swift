/// A learner's file made compilable without an Objective-C runtime, with what changed and how to
/// map compiler columns back.
public struct NeutralizedSource: Sendable, Equatable {
  /// The text to compile: same lines as the learner's file.
  public let text: String
  /// Every rewrite, in source order.
  public let changes: [SourceChange]
  /// Maps columns of `text` back to the learner's file.
  public let columnMap: SourceColumnMap

  /// Creates a result.
  public init(text: String, changes: [SourceChange], columnMap: SourceColumnMap) {
    self.text = text
    self.changes = changes
    self.columnMap = columnMap
  }
}

/// One rewrite the neutralizer made.
public struct SourceChange: Sendable, Equatable {
  /// What kind of rewrite.
  public enum Kind: Sendable, Equatable {
    /// An Interface Builder or Objective-C attribute was blanked out (`@IBOutlet`, `@objc(name)`).
    case removedAttribute
    /// `#selector(…)` became `Selector("…")` with the Objective-C selector name.
    case rewroteSelector
  }

  /// What kind of rewrite.
  public var kind: Kind
  /// The 1-based line in the learner's file.
  public var line: Int
  /// The 1-based column (UTF-8 bytes) in the learner's file.
  public var column: Int
  /// The learner's text that was replaced.
  public var original: String
  /// The text that replaced it, without padding.
  public var replacement: String

  /// Creates a change record.
  public init(kind: Kind, line: Int, column: Int, original: String, replacement: String) {
    self.kind = kind
    self.line = line
    self.column = column
    self.original = original
    self.replacement = replacement
  }
}
