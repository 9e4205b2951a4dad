/// Rewrites a learner's file so tutorial code written for iOS compiles without an Objective-C
/// runtime, moving no line and, where possible, no column.
///
/// - Interface Builder and Objective-C attributes (`@IBOutlet`, `@IBAction`, `@IBInspectable`,
///   `@IBDesignable`, `@IBSegueAction`, `@GKInspectable`, `@objc`, `@objc(name)`, `@objcMembers`,
///   `@nonobjc`) become spaces of the same width, so `@IBOutlet weak var button: UIButton!` keeps
///   every column and still compiles (`weak` is fine for class types).
/// - `#selector(expression)` becomes `Selector("name")`, `name` being the Objective-C selector
///   Swift would give the method (`#selector(buttonTapped(_:))` → `Selector("buttonTapped:")`),
///   padded with spaces to the original width. Only when the original is shorter
///   (`#selector(tap)` is one byte shorter than `Selector("tap")`) do later columns on that line
///   move; `columnMap` maps them back.
/// - `dynamic` is left alone: without `@objc` it is Swift's own dynamic replacement, which
///   compiles on Linux.
///
/// String literals and comments are never touched: the file is read with `SwiftLexer`.
/// Not handled: `@objc optional` protocol requirements and `#keyPath`, which need the
/// Objective-C runtime in ways a rewrite cannot imitate.
public struct SourceNeutralizer: Sendable {
  /// The attributes blanked out (names without `@`).
  public static let neutralizedAttributes: Set<String> = [
    "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    "objc", "objcMembers", "nonobjc",
  ]

  /// Creates a neutralizer.
  public init() {}

  /// Returns the compilable copy of `source`, the changes made and the column map.
  public func neutralize(_ source: String) -> NeutralizedSource {
    let stream = TokenStream(source)
    let methods = MethodSelectorIndex(stream)
    var edits: [Edit] = []
    var index = 0
    while index < stream.tokens.count {
      let token = stream.tokens[index]
      if token.kind == .attribute,
        Self.neutralizedAttributes.contains(String(stream.text(index).dropFirst()))
      {
        var end = index
        if stream.text(index) == "@objc", let open = stream.openParenthesisOnSameLine(after: index),
          let close = stream.matchingCloseParenthesis(open)
        {
          end = close
        }
        let range = token.range.lowerBound..<stream.tokens[end].range.upperBound
        edits.append(Edit(kind: .removedAttribute, range: range, replacement: nil))
        index = end + 1
        continue
      }
      if token.kind == .poundKeyword, stream.text(index) == "#selector",
        let open = stream.nextSignificant(after: index), stream.isPunctuation(open, "("),
        let close = stream.matchingCloseParenthesis(open)
      {
        let name = SelectorExpression(stream, open: open, close: close).selectorName(methods)
        let range = token.range.lowerBound..<stream.tokens[close].range.upperBound
        edits.append(
          Edit(kind: .rewroteSelector, range: range, replacement: "Selector(\"\(name)\")"))
        index = close + 1
        continue
      }
      index += 1
    }
    return apply(edits, to: stream.lexer.bytes)
  }

  // MARK: - Applying edits

  private struct Edit {
    var kind: SourceChange.Kind
    var range: Range<Int>
    /// nil: blank the range out.
    var replacement: String?
  }

  private static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// Spaces for every byte except line breaks, which stay where they are.
  private static func blanked(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    bytes.map { isLineBreak($0) ? $0 : UInt8(ascii: " ") }
  }

  private func apply(_ edits: [Edit], to bytes: [UInt8]) -> NeutralizedSource {
    let lines = LineTable(bytes)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var changes: [SourceChange] = []
    var shifts: [SourceColumnMap.Shift] = []
    var cursor = 0
    // How far the neutralized copy is ahead of the learner's file on `shiftedLine`.
    var shiftedLine = 0
    var lineDelta = 0
    for edit in edits {
      output += bytes[cursor..<edit.range.lowerBound]
      let (line, column) = lines.position(of: edit.range.lowerBound)
      if line != shiftedLine {
        shiftedLine = line
        lineDelta = 0
      }
      let original = String(decoding: bytes[edit.range], as: UTF8.self)
      guard let replacement = edit.replacement else {
        output += Self.blanked(bytes[edit.range])
        changes.append(
          SourceChange(
            kind: edit.kind, line: line, column: column, original: original, replacement: ""))
        cursor = edit.range.upperBound
        continue
      }
      let firstLineEnd =
        bytes[edit.range].firstIndex(where: Self.isLineBreak) ?? edit.range.upperBound
      let firstLineWidth = firstLineEnd - edit.range.lowerBound
      let replacementBytes = Array(replacement.utf8)
      output += replacementBytes
      if replacementBytes.count < firstLineWidth {
        output += [UInt8](
          repeating: UInt8(ascii: " "), count: firstLineWidth - replacementBytes.count)
      } else if replacementBytes.count > firstLineWidth {
        let start = column + lineDelta
        shifts.append(
          SourceColumnMap.Shift(
            line: line, originalColumns: column..<column + firstLineWidth,
            neutralizedColumns: start..<start + replacementBytes.count))
        lineDelta += replacementBytes.count - firstLineWidth
      }
      output += Self.blanked(bytes[firstLineEnd..<edit.range.upperBound])
      changes.append(
        SourceChange(
          kind: edit.kind, line: line, column: column, original: original, replacement: replacement)
      )
      cursor = edit.range.upperBound
    }
    output += bytes[cursor...]
    return NeutralizedSource(
      text: String(decoding: output, as: UTF8.self), changes: changes,
      columnMap: SourceColumnMap(shifts: shifts))
  }
}

/// Line starts of a byte buffer, for turning offsets into 1-based line and byte column.
struct LineTable {
  private var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
  }

  func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
