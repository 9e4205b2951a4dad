/// The diagnostics an editor shows on Linux for Objective-C syntax that only the grader accepts.
///
/// The grader blanks `@objc`, `@objcMembers` and `@IBOutlet` and rewrites `#selector(…)` before
/// compiling (`SourceNeutralizer`); an editor type-checks the file as written, and on Linux,
/// where Swift has no Objective-C runtime, the compiler refuses those three. Nothing the editor
/// is told can change that (`-enable-objc-interop` trades these errors for others on every
/// `@IBAction` method taking a `UIButton`), so each use costs exactly one error on its own line
/// and nothing else: `docs/Editors.md`, "What the editor cannot know". `@IBAction`,
/// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@GKInspectable`, `@nonobjc` and
/// `dynamic` give none.
public enum GraderOnlySyntax {
  /// A construct and the start of the error the compiler gives for it.
  public struct Limit: Sendable, Equatable {
    /// What the source line holds (`@objc`, `@IBOutlet`, `#selector`).
    public var construct: String
    /// How the error begins.
    public var messagePrefix: String
  }

  /// Every known limit, as measured with Swift 6.3.1 on Linux.
  public static let limits: [Limit] = [
    // `@objc`, `@objc(name)`, `@objc dynamic` and `@objcMembers` alike.
    Limit(construct: "@objc", messagePrefix: "Objective-C interoperability is disabled"),
    Limit(construct: "@IBOutlet", messagePrefix: "'@IBOutlet' property cannot "),
    Limit(
      construct: "#selector",
      messagePrefix: "'#selector' can only be used with the Objective-C runtime"),
  ]

  /// The limit that explains `diagnostic` in `text` (the document it was reported on): an error
  /// with one of the messages, on a line that holds the matching construct.
  public static func limit(explaining diagnostic: Diagnostic, in text: String) -> Limit? {
    guard diagnostic.severity == .error else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.indices.contains(diagnostic.range.start.line) else { return nil }
    let line = lines[diagnostic.range.start.line]
    return limits.first {
      diagnostic.message.hasPrefix($0.messagePrefix) && line.contains($0.construct)
    }
  }
}
