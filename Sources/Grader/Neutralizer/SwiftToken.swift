/// A piece of Swift source as the neutralizer sees it: just enough to tell code from literals and
/// comments, and attributes from identifiers.
public struct SwiftToken: Equatable, Sendable {
  /// What a token is.
  public enum Kind: Equatable, Sendable {
    /// A name or keyword (`var`, `dynamic`, `view`, `$0`).
    case identifier
    /// A name in backticks (`` `default` ``): never a keyword.
    case backtickIdentifier
    /// `@` directly followed by a name (`@IBOutlet`, `@objc`); arguments are separate tokens.
    case attribute
    /// `#` directly followed by a name (`#selector`, `#if`, `#line`).
    case poundKeyword
    /// A string literal of any kind, interpolations included (`"a\(b)"`, `"""…"""`, `#"…"#`).
    case stringLiteral
    /// An extended-delimiter regex literal (`#/…/#`).
    case regexLiteral
    /// A line comment (without its newline) or a block comment (nested ones included).
    case comment
    /// Spaces, tabs and line breaks.
    case whitespace
    /// A numeric literal.
    case number
    /// Any other single byte: `(`, `.`, `:`, `,`, operators.
    case punctuation
  }

  /// What the token is.
  public var kind: Kind
  /// Where the token is, as UTF-8 byte offsets into the source.
  public var range: Range<Int>

  /// Creates a token.
  public init(kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }

  /// Whether the token is whitespace or a comment, which the grammar skips.
  public var isTrivia: Bool {
    kind == .whitespace || kind == .comment
  }
}
