/// Refuses learner files that choose the names of their own symbols, before they are compiled.
///
/// A learner's file is compiled into the same program as the harness. With `@_cdecl("getenv")` or
/// `@_silgen_name("write")` it could define a C function the harness calls, and so run before the
/// harness has taken its report token out of the environment, or rewrite the report as it is
/// written; `@_section` and `@_used` could put code in the program's start-up list. None of these
/// has a place in an Auto Layout exercise, so a file that uses one gets a compile error at its line.
public enum SymbolAttributeCheck {
  /// The attributes refused, with the `@`.
  public static let refused: Set<String> = [
    "@_cdecl", "@_silgen_name", "@_extern", "@_section", "@_used", "@_dynamicReplacement",
    "@_expose", "@c",
  ]

  /// The first refused attribute of `source` (comments and strings never count) and its 1-based
  /// line, or nil.
  public static func firstRefused(in source: String) -> (attribute: String, line: Int)? {
    let lexer = SwiftLexer(source)
    for token in lexer.tokens() where token.kind == .attribute {
      let text = lexer.text(of: token)
      guard refused.contains(text) else { continue }
      let line =
        1 + lexer.bytes[..<token.range.lowerBound].lazy.filter { $0 == UInt8(ascii: "\n") }.count
      return (text, line)
    }
    return nil
  }

  /// The compile error for `source` at `path`, or nil when it uses none of the refused attributes.
  static func diagnostic(for source: String, path: String) -> Diagnostic? {
    guard let found = firstRefused(in: source) else { return nil }
    return Diagnostic(
      kind: .compileError,
      message: "`\(found.attribute)` is not allowed in an exercise: it names a symbol of the"
        + " program the grader builds from your file, which could tamper with the grading."
        + " Remove it.",
      file: path, line: found.line)
  }
}
