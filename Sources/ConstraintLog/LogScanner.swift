/// The state of reading a log line by line: outside any block, inside a block's list of
/// constraints, after the list, or waiting for the broken constraint after "Will attempt to
/// recover by breaking constraint"; besides, an ambiguity trace being read, and a constraint's
/// line cut at the end of a line that the next line may finish (a terminal or a console copy
/// wraps long lines).
struct LogScanner {
  private enum State { case outside, listing, listed, awaitingBroken }

  private enum Event {
    case start, zeroHeight, recover, close
    case constraint(LoggedConstraint)
    case ambiguityHeader
    case ambiguous(ConflictBlock.Ambiguity)
    case legend
    case query(String, Bool?)
    case noCommonAncestor([LoggedView])
    case unableToInstall([LoggedView])
    case notPrepared, impossible
  }

  private var state = State.outside
  private var current: ConflictBlock?
  private var finished: [ConflictBlock] = []
  /// The ambiguity report being read, until a line that is not the trace's.
  private var ambiguity: ConflictBlock?
  /// A `hasAmbiguousLayout` query whose answer is on a later line.
  private var pendingQuery: (String, Int)?
  /// A constraint cut at the end of the previous line, as raw text, with its line's number.
  private var pendingCut: Substring?
  /// The crash message's block a later "Impossible to set up layout…" belongs to.
  private var preparing: Int?

  static let startPhrase: [UInt8] = Array("Unable to simultaneously satisfy constraints".utf8)
  static let recoverPhrase: [UInt8] = Array("Will attempt to recover by breaking constraint".utf8)
  static let zeroHeightPhrase: [UInt8] = Array(
    "height of zero for a table view cell's content view".utf8)
  static let ambiguityPhrase: [UInt8] = Array("View has an ambiguous layout".utf8)
  static let queryPhrase: [UInt8] = Array("hasAmbiguousLayout".utf8)
  static let legendPhrase: [UInt8] = Array("Legend:".utf8)

  mutating func read(_ line: Substring, number: Int) {
    if let cut = pendingCut {
      pendingCut = nil
      if let joined = Self.continuation(of: cut, by: line) {
        add(joined)
        // The rest of the line (`",`) says nothing more.
        return
      }
      add(Self.cutConstraint(cut))
    }
    if let (expression, asked) = pendingQuery, !ConstraintDescriptionParser.trimmed(line).isEmpty {
      pendingQuery = nil
      if AmbiguityTrace.answer(line) == true {
        close()
        finished.append(Self.query(expression, line: asked))
      }
    }
    if ambiguity != nil, !AmbiguityTrace.isTreeLine(line) { closeAmbiguity() }
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
        if constraint.isCut, state == .listing || state == .awaitingBroken,
          let start = line.firstRange(of: constraint.text)?.lowerBound ?? line.firstIndex(of: "<")
        {
          pendingCut = line[start...]
        } else {
          add(constraint)
        }
      case .ambiguityHeader:
        close()
        ambiguity = ConflictBlock(kind: .ambiguousLayout, line: number)
      case .ambiguous(let found):
        if ambiguity == nil {
          close()
          ambiguity = ConflictBlock(kind: .ambiguousLayout, line: number)
        }
        ambiguity?.ambiguities.append(found)
      case .legend:
        closeAmbiguity()
      case .query(let expression, let answer):
        switch answer {
        case true?:
          close()
          finished.append(Self.query(expression, line: number))
        case nil:
          // Only a question put to the debugger has its answer on the next line; a line of
          // pasted code (`if view.hasAmbiguousLayout {`) does not.
          if Self.isDebuggerCommand(line) { pendingQuery = (expression, number) }
        case false?: break
        }
      case .noCommonAncestor(let views):
        close()
        var block = ConflictBlock(kind: .noCommonAncestor, line: number)
        block.subjects = views
        finished.append(block)
      case .unableToInstall(let views):
        close()
        var block = ConflictBlock(kind: .unableToInstall, line: number)
        block.subjects = views
        block.constraints = Self.constraints(in: line).map(\.1)
        finished.append(block)
      case .notPrepared:
        close()
        var block = ConflictBlock(kind: .unpreparedHierarchy, line: number)
        block.constraints = Self.constraints(in: line).map(\.1)
        preparing = finished.count
        finished.append(block)
      case .impossible:
        if let index = preparing, index < finished.count {
          finished[index].terminates = true
        } else {
          close()
          var block = ConflictBlock(kind: .unpreparedHierarchy, line: number)
          block.terminates = true
          finished.append(block)
        }
        preparing = nil
      }
    }
  }

  /// `(lldb) po …`, `po …`, `p …`, `expr …`, `e …`: a command to the debugger.
  static func isDebuggerCommand(_ line: Substring) -> Bool {
    var text = ConstraintDescriptionParser.trimmed(line)
    if text.hasPrefix("(lldb)") { return true }
    text = text.drop { $0 == ">" || $0 == " " }
    return ["po ", "p ", "expr ", "expression ", "e ", "print "].contains { text.hasPrefix($0) }
  }

  /// A constraint of the block being read: one of the list, or the broken one.
  private mutating func add(_ constraint: LoggedConstraint) {
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

  /// The constraint a cut line and the next one make together, when the next line finishes it:
  /// it closes the description with a `>` before any `<` of its own and starts no report. A
  /// terminal cuts a word anywhere, a console copy at a space: the join that reads as a
  /// relation wins, the one with no space first.
  static func continuation(of cut: Substring, by line: Substring) -> LoggedConstraint? {
    let text = ConstraintDescriptionParser.trimmed(line)
    guard !text.isEmpty, text.first != "\"", text.first != "<",
      ByteSearch.firstIndex(of: startPhrase, in: line) == nil,
      ByteSearch.firstIndex(of: recoverPhrase, in: line) == nil,
      let close = end(in: text, from: text.startIndex),
      !text[..<close].contains("<")
    else { return nil }
    let tail = text[...close]
    var best: LoggedConstraint?
    for separator in ["", " "] {
      let joined = ConstraintDescriptionParser.trimmed(cut) + separator + tail
      guard let constraint = ConstraintDescriptionParser.parse(Substring(joined)) else {
        continue
      }
      if constraint.relation != nil { return constraint }
      best = best ?? constraint
    }
    return best
  }

  /// The constraint of a line cut short, as the line has it.
  static func cutConstraint(_ text: Substring) -> LoggedConstraint {
    constraints(in: text).first?.1
      ?? LoggedConstraint(kind: "NSLayoutConstraint", address: "", text: String(text), isCut: true)
  }

  /// The blocks read, the last one closed as far as it went.
  mutating func finish() -> [ConflictBlock] {
    if let cut = pendingCut {
      pendingCut = nil
      add(Self.cutConstraint(cut))
    }
    close()
    closeAmbiguity()
    // A query answered on a later line is told where it was asked.
    return finished.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }
    .map(\.element)
  }

  /// `hasAmbiguousLayout` answered true.
  private static func query(_ expression: String, line: Int) -> ConflictBlock {
    var block = ConflictBlock(kind: .ambiguousLayout, line: line)
    block.query = expression
    return block
  }

  private mutating func closeAmbiguity() {
    guard var block = ambiguity else { return }
    if block.ambiguities.isEmpty { block.missing.append(.ambiguousViews) }
    finished.append(block)
    ambiguity = nil
  }

  private mutating func close() {
    closeAmbiguity()
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
    if let index = ByteSearch.firstIndex(of: Self.ambiguityPhrase, in: line) {
      found.append((index, .ambiguityHeader))
    }
    if let ambiguous = AmbiguityTrace.ambiguity(in: line),
      let index = ByteSearch.firstIndex(of: AmbiguityTrace.marker, in: line)
    {
      found.append((index, .ambiguous(ambiguous)))
    }
    if ambiguity != nil, let index = ByteSearch.firstIndex(of: Self.legendPhrase, in: line) {
      found.append((index, .legend))
    }
    if let index = ByteSearch.firstIndex(of: Self.queryPhrase, in: line) {
      let (expression, answer) = AmbiguityTrace.query(in: line, at: index)
      found.append((index, .query(expression, answer)))
    }
    if let index = ByteSearch.firstIndex(of: HierarchyMessage.noCommonAncestor, in: line) {
      found.append((index, .noCommonAncestor(HierarchyMessage.views(in: line))))
    }
    if let index = ByteSearch.firstIndex(of: HierarchyMessage.unableToInstall, in: line) {
      let views = line.firstRange(of: "view:<").map {
        Array(HierarchyMessage.views(in: line[$0.upperBound...]).prefix(1))
      }
      found.append((index, .unableToInstall(views ?? [])))
    }
    if let index = ByteSearch.firstIndex(of: HierarchyMessage.notPrepared, in: line) {
      found.append((index, .notPrepared))
    }
    if let index = ByteSearch.firstIndex(of: HierarchyMessage.impossible, in: line) {
      found.append((index, .impossible))
    }
    if state != .outside || found.contains(where: { if case .start = $0.1 { true } else { false } })
      || found.contains(where: { if case .recover = $0.1 { true } else { false } })
      || found.contains(where: { if case .zeroHeight = $0.1 { true } else { false } })
    {
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
  static func end(in line: Substring, from start: Substring.Index) -> Substring.Index? {
    var index = start
    while let close = line[index...].firstIndex(of: ">") {
      let next = line.index(after: close)
      if next == line.endIndex || line[next] != "=" { return close }
      index = next
    }
    return nil
  }
}
