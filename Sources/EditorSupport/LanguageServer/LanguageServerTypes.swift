/// A place in a document as the protocol counts: lines from 0, characters in UTF-16 code units
/// from 0.
public struct TextPosition: Sendable, Equatable, CustomStringConvertible {
  /// The line, from 0.
  public var line: Int
  /// The UTF-16 offset in the line, from 0.
  public var character: Int

  /// Creates a position.
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// Where `needle` starts in `text` (or ends, with `atEnd`), at its `occurrence`-th appearance
  /// (from 1); nil when it is not there.
  public init?(of needle: String, in text: String, occurrence: Int = 1, atEnd: Bool = false) {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<max(1, occurrence) {
      guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else {
        return nil
      }
      found = range
      searchStart = range.upperBound
    }
    guard let found else { return nil }
    let target = atEnd ? found.upperBound : found.lowerBound
    let before = text[..<target]
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    line = before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    character = text[lineStart..<target].utf16.count
  }

  var json: LSPAny { ["line": .int(line), "character": .int(character)] }

  init?(_ json: LSPAny?) {
    guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue else {
      return nil
    }
    self.init(line: line, character: character)
  }

  /// `line:character` counted from 1, as editors show it.
  public var description: String { "\(line + 1):\(character + 1)" }
}

/// A range of a document.
public struct TextRange: Sendable, Equatable {
  /// The first position in the range.
  public var start: TextPosition
  /// The position just after the range.
  public var end: TextPosition

  init?(_ json: LSPAny?) {
    guard let start = TextPosition(json?["start"]), let end = TextPosition(json?["end"]) else {
      return nil
    }
    self.start = start
    self.end = end
  }
}

/// One diagnostic the server reported.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: Int, Sendable, Equatable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
  }

  /// Where it applies.
  public var range: TextRange
  /// Its severity (an error when the server leaves it out, as the specification suggests
  /// clients assume).
  public var severity: Severity
  /// The message.
  public var message: String

  init?(_ json: LSPAny) {
    guard let range = TextRange(json["range"]), let message = json["message"]?.stringValue else {
      return nil
    }
    self.range = range
    severity = json["severity"]?.intValue.flatMap(Severity.init(rawValue:)) ?? .error
    self.message = message
  }

  /// `line:character: severity: message`, the position counted from 1.
  public var description: String { "\(range.start): \(severity): \(message)" }
}

/// One entry of a completion list.
public struct CompletionItem: Sendable, Equatable {
  /// What the list shows (`constraint(equalTo:)`).
  public var label: String
  /// The text inserted when there is no edit (`equalTo:`).
  public var insertText: String?
  /// The text of the item's edit, if it has one.
  public var editText: String?
  /// The type or signature shown beside it.
  public var detail: String?

  init?(_ json: LSPAny) {
    guard let label = json["label"]?.stringValue else { return nil }
    self.label = label
    insertText = json["insertText"]?.stringValue
    editText = json["textEdit"]?["newText"]?.stringValue
    detail = json["detail"]?.stringValue
  }

  /// What choosing the item writes: the edit, else the insert text, else the label.
  public var text: String { editText ?? insertText ?? label }
}

/// A hover answer: the documentation shown for a symbol.
public struct HoverResult: Sendable, Equatable {
  /// The contents as the server sent them (Markdown or plain text), joined by blank lines.
  public var text: String

  init?(_ json: LSPAny) {
    guard let contents = json["contents"] else { return nil }
    func text(of value: LSPAny) -> String? {
      value.stringValue ?? value["value"]?.stringValue
    }
    if let parts = contents.arrayValue {
      self.text = parts.compactMap(text(of:)).joined(separator: "\n\n")
    } else if let single = text(of: contents) {
      self.text = single
    } else {
      return nil
    }
  }
}

/// A place in a file, as a definition answer gives it.
public struct Location: Sendable, Equatable {
  /// The file's URI (`file:///…`).
  public var uri: String
  /// The range of the declaration.
  public var range: TextRange

  init?(_ json: LSPAny) {
    // `Location` has `uri` and `range`; `LocationLink` has `targetUri` and `targetRange`.
    guard let uri = json["uri"]?.stringValue ?? json["targetUri"]?.stringValue,
      let range = TextRange(json["range"] ?? json["targetSelectionRange"])
    else { return nil }
    self.uri = uri
    self.range = range
  }
}
