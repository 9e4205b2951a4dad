/// The state of reading a log line by line: outside any block, inside a block's list of
/// constraints, after the list, or waiting for the broken constraint after "Will attempt to
/// recover by breaking constraint".
struct LogScanner {
  private enum State { case outside, listing, listed, awaitingBroken }

  private enum Event {
    case start, zeroHeight, recover, close
    case constraint(LoggedConstraint)
  }

  private var state = State.outside
  private var current: ConflictBlock?
  private var finished: [ConflictBlock] = []

  static let startPhrase: [UInt8] = Array("Unable to simultaneously satisfy constraints".utf8)
  static let recoverPhrase: [UInt8] = Array("Will attempt to recover by breaking constraint".utf8)
  static let zeroHeightPhrase: [UInt8] = Array(
    "height of zero for a table view cell's content view".utf8)

  mutating func read(_ line: Substring, number: Int) {
    for event in events(in: line) {
      switch event {
      case .start:
        close()
        current = ConflictBlock(kind: .unsatisfiable, line: number)
        state = .listing
      case .zeroHeight:
        close()
        finished.append(ConflictBlock(kind: .zeroHeightCell, line: number))
      case .close:
        if state == .listing { state = .listed }
      case .recover:
        // A log that lost the list's `)` still names the broken one: only a block that ends
        // without it is said to lack its `)`.
        if state == .listing || state == .listed { state = .awaitingBroken }
      case .constraint(let constraint):
        switch state {
        case .listing:
          current?.constraints.append(constraint)
        case .awaitingBroken:
          current?.broken = constraint
          close()
        case .outside, .listed:
          break
        }
      }
    }
  }

  /// The blocks read, the last one closed as far as it went.
  mutating func finish() -> [ConflictBlock] {
    close()
    return finished
  }

  private mutating func close() {
    guard var block = current else { return }
    if state == .listing { block.missing.append(.closingParenthesis) }
    if block.constraints.isEmpty { block.missing.append(.constraints) }
    if block.constraints.contains(where: \.isCut) || block.broken?.isCut == true {
      block.missing.append(.endOfConstraint)
    }
    if block.broken == nil { block.missing.append(.brokenConstraint) }
    finished.append(block)
    current = nil
    state = .outside
  }

  /// What a line says, in the order it says it (a log flattened onto one line still reads in
  /// order).
  private func events(in line: Substring) -> [Event] {
    var found: [(Substring.Index, Event)] = []
    // Searched as bytes: most lines are the app's own, and comparing characters is slower.
    if let index = ByteSearch.firstIndex(of: Self.startPhrase, in: line) {
      found.append((index, .start))
    }
    if let index = ByteSearch.firstIndex(of: Self.recoverPhrase, in: line) {
      found.append((index, .recover))
    }
    if let index = ByteSearch.firstIndex(of: Self.zeroHeightPhrase, in: line) {
      found.append((index, .zeroHeight))
    }
    if ConstraintDescriptionParser.trimmed(line) == ")" { found.append((line.startIndex, .close)) }
    if state != .outside || !found.isEmpty {
      for (index, constraint) in Self.constraints(in: line) {
        found.append((index, .constraint(constraint)))
      }
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// Each `<…Constraint:0x… …>` of a line, with where it starts; one that the line cuts short
  /// runs to the line's end.
  static func constraints(in line: Substring) -> [(Substring.Index, LoggedConstraint)] {
    var found: [(Substring.Index, LoggedConstraint)] = []
    var searchFrom = line.startIndex
    while let marker = line[searchFrom...].utf8.firstRange(of: "Constraint:0x".utf8) {
      var start = marker.lowerBound
      while start > line.startIndex {
        let before = line.index(before: start)
        // Module-qualified classes too: `SnapKit.LayoutConstraint`.
        let character = line[before]
        guard character.isLetter || character.isNumber || character == "_" || character == "."
        else { break }
        start = before
      }
      guard start > line.startIndex, line[line.index(before: start)] == "<" else {
        searchFrom = marker.upperBound
        continue
      }
      let open = line.index(before: start)
      let end = Self.end(in: line, from: marker.upperBound)
      let isCut = end == nil
      let text = isCut ? line[open...] : line[open...end!]
      if let constraint = ConstraintDescriptionParser.parse(
        ConstraintDescriptionParser.trimmed(text), isCut: isCut)
      {
        found.append((open, constraint))
      }
      searchFrom = isCut ? line.endIndex : line.index(after: end!)
    }
    return found
  }

  /// The `>` closing a description: one not followed by `=` (which would be `>=`).
  private static func end(in line: Substring, from start: Substring.Index) -> Substring.Index? {
    var index = start
    while let close = line[index...].firstIndex(of: ">") {
      let next = line.index(after: close)
      if next == line.endIndex || line[next] != "=" { return close }
      index = next
    }
    return nil
  }
}
