/// A pasted console log, scanned for the reports of UIKit's layout engine. The app's own lines
/// between and inside them are skipped; every line is looked at once, so a huge paste is read in
/// time proportional to its length.
public struct ConstraintLog: Sendable {
  /// The reports, in the log's order.
  public var blocks: [ConflictBlock]

  public init(blocks: [ConflictBlock]) { self.blocks = blocks }

  /// Why bytes are not a log.
  public enum ReadError: Error, Equatable, Sendable {
    /// NUL bytes or bytes that are not UTF-8: a binary file, not a console log.
    case binary
  }

  /// Reads bytes as text, refusing binary ones.
  public static func read(_ bytes: [UInt8]) throws(ReadError) -> ConstraintLog {
    guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
      throw .binary
    }
    return ConstraintLog(text: text)
  }

  public init(text: String) {
    var scanner = LogScanner()
    var number = 0
    // Split at `\n` bytes in the text's own storage, for speed; a `\r` before it is whitespace
    // to every reader.
    var text = text
    let ends = text.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == 10 } }
    var start = text.startIndex
    var startOffset = 0
    for endOffset in ends + [text.utf8.count] {
      // Each index is taken from the one before, so the whole text is walked once.
      let end = text.utf8.index(start, offsetBy: endOffset - startOffset)
      number += 1
      scanner.read(text[start..<end], number: number)
      guard end < text.endIndex else { break }
      start = text.utf8.index(after: end)
      startOffset = endOffset + 1
    }
    blocks = scanner.finish()
  }
}
