/// Reads a course's files, reporting missing, unreadable, non-UTF-8 and malformed ones.
struct CourseFiles {
  /// The course folder's absolute path.
  let root: String
  let log: ProblemLog

  /// The absolute path of `relativePath`.
  func absolutePath(_ relativePath: String) -> String {
    FileSystem.join(root, relativePath)
  }

  /// What is at `relativePath`.
  func kind(_ relativePath: String) -> FileSystem.EntryKind {
    FileSystem.kind(at: absolutePath(relativePath))
  }

  /// The bytes of the file at `relativePath`, or `nil` after reporting why not.
  func bytes(_ relativePath: String) -> [UInt8]? {
    let file = SourceFile(relativePath, log: log)
    guard kind(relativePath) != .missing else {
      file.report("missing file")
      return nil
    }
    do {
      return try FileSystem.readFile(at: absolutePath(relativePath))
    } catch {
      file.report("cannot read the file: \(error.reason)")
      return nil
    }
  }

  /// The text of the UTF-8 file at `relativePath` (a byte-order mark dropped), with its bytes.
  func text(_ relativePath: String, allowBlank: Bool = false) -> (text: String, bytes: [UInt8])? {
    guard let bytes = bytes(relativePath) else { return nil }
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      SourceFile(relativePath, log: log).report(line: line, "not valid UTF-8")
      return nil
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    let text = String(decoding: body, as: UTF8.self)
    if !allowBlank && text.isBlank {
      SourceFile(relativePath, log: log).report("the file is empty")
      return nil
    }
    return (text, bytes)
  }

  /// The JSON document at `relativePath` with its bytes; syntax errors carry line and column.
  func json(_ relativePath: String) -> (document: JSONDocument, bytes: [UInt8])? {
    guard let bytes = bytes(relativePath) else { return nil }
    let file = SourceFile(relativePath, log: log)
    do {
      let document = try JSONDocument(parsing: bytes)
      file.reportDuplicateKeys(in: document)
      return (document, bytes)
    } catch {
      log.report(
        relativePath, line: error.position.line, column: error.position.column, error.message)
      return nil
    }
  }
}
