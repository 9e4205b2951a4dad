import Terminal

/// Draws a `ListPicker` as the body of a full screen: a status line (the filter and search in
/// effect, or the question asked), the column heads, then a window of rows that keeps the
/// selection in view. `keys(width:)` is the keys line the screen's footer shows meanwhile.
struct ListPickerScreen {
  var picker: ListPicker
  var styler: Styler

  /// Lines above the rows: the status line and the column heads.
  static let headCount = 2

  /// How many rows fit in a body `height` lines tall.
  static func rowCount(height: Int) -> Int { max(1, height - headCount) }

  /// The body, exactly `height` lines (at least one row) of at most `width` columns.
  func lines(width: Int, height: Int) -> [String] {
    var shown = picker
    shown.reveal(height: height)
    let rows = shown.rows
    let columns = ListPickerColumns(width: width, rows: rows)
    let window = Self.rowCount(height: height)
    var lines = [
      status(width: width, rows: rows, shown: shown.scroll, window: window),
      columns.heads(styler: styler),
    ]
    if rows.isEmpty {
      lines += TextLayout.wrap(emptyNote(), toWidth: max(1, width - 2)).map { "  " + $0 }
    } else {
      let visible = rows.dropFirst(shown.scroll).prefix(window)
      let selected = shown.selectedIndex
      for (index, row) in zip(visible.indices, visible) {
        lines.append(line(row, selected: index == selected, columns: columns))
      }
    }
    lines = Array(lines.prefix(max(height, Self.headCount + 1)))
    lines += Array(repeating: "", count: max(0, height - lines.count))
    return lines.map { line in
      var cut = TextLayout.truncate(line, toWidth: width)
      while cut.hasSuffix(" ") { cut.removeLast() }
      return cut
    }
  }

  // MARK: Status

  /// The status line; `first` and `window` say which rows show, noted when not all do.
  private func status(width: Int, rows: [ListPickerRow], shown first: Int, window: Int)
    -> String
  {
    if let id = picker.pendingReset {
      return styler.apply(
        .bold, to: "Reset \(id) to its starter? Your version is kept as a backup. (y/n)")
    }
    let count = rows.filter { $0.exercise != nil }.count
    let listing = picker.listing
    var parts: [String] = []
    if picker.isSearching {
      parts.append("Search: " + styler.apply(.bold, to: picker.query) + "_")
    } else if !picker.query.isEmpty {
      parts.append("Matching \"\(picker.query)\"")
    }
    switch picker.filter {
    case .all:
      if picker.query.isEmpty {
        parts.append("\(listing.passedCount) of \(listing.exerciseCount) exercises passed")
      } else {
        parts.append(exercises(count))
      }
    case .done: parts.append("done only: " + exercises(count))
    case .pending: parts.append("pending only: " + exercises(count))
    }
    if let note = picker.note { parts.append(note) }
    let current = listing.currentExerciseID
    if picker.note == nil, rows.contains(where: { $0.exercise?.id == current && current != nil }) {
      parts.append("* current")
    }
    if rows.count > window {
      parts.append("rows \(first + 1)-\(min(rows.count, first + window)) of \(rows.count)")
    }
    return TextLayout.truncate(parts.joined(separator: " · "), toWidth: width)
  }

  private func exercises(_ count: Int) -> String {
    count == 1 ? "1 exercise" : "\(count) exercises"
  }

  /// What an empty list says: why it is empty and how to get rows back.
  private func emptyNote() -> String {
    if !picker.query.isEmpty {
      let kept =
        picker.filter == .all
        ? "" : " among the \(picker.filter == .done ? "done" : "pending") ones"
      return "Nothing matches \"\(picker.query)\"\(kept). "
        + (picker.isSearching
          ? "Backspace edits the search; Esc clears it." : "Press / and Esc to clear the search.")
    }
    switch picker.filter {
    case .done: return "No exercise has passed yet. Press d again to show them all."
    case .pending: return "Every exercise has passed. Press p again to show them all."
    case .all: return "This course has no exercises yet."
    }
  }

  // MARK: Rows

  private func line(_ row: ListPickerRow, selected: Bool, columns: ListPickerColumns) -> String {
    let pointer = selected ? styler.apply(.bold, to: ">") : " "
    switch row {
    case .module(let number, let module):
      let passed = module.exercises.filter { $0.status == .passed }.count
      return styler.apply(.bold, to: "\(number). \(module.title)") + "  "
        + styler.apply(.dim, to: "\(passed)/\(module.exercises.count) passed")
    case .lesson(_, let step, let title, let pages, let place):
      let text = ListPickerRow.lessonText(step: step, title: title, pages: pages, place: place)
      var cells = [
        pointer + " ", columns.number(""), columns.title(text, selected: selected, styler),
      ]
      if columns.showsID { cells.append(columns.id("", styler)) }
      cells.append(styler.apply(.dim, to: "lesson"))
      return cells.joined(separator: " ")
    case .exercise(let number, let exercise):
      let current = exercise.id == picker.listing.currentExerciseID ? "*" : " "
      var cells = [
        pointer + current, columns.number(number),
        columns.title(exercise.title, selected: selected, styler),
      ]
      if columns.showsID { cells.append(columns.id(exercise.id, styler)) }
      cells.append(columns.status(exercise.status, styler))
      if columns.showsScore {
        cells.append(columns.score(exercise.bestScore.map(ListText.percent) ?? "–"))
      }
      if columns.showsAttempts {
        cells.append(columns.attempts(exercise.attempts == 0 ? "" : "\(exercise.attempts)"))
      }
      if columns.showsReview { cells.append(exercise.review?.text ?? "") }
      return cells.joined(separator: " ")
    }
  }

  // MARK: Keys

  /// The keys line for the footer, shorter words on narrow terminals.
  func keys(width: Int) -> String {
    let pairs: [(String, String, String)]
    if picker.pendingReset != nil {
      pairs = [("y", "reset", "reset"), ("n", "keep my file", "keep")]
    } else if picker.isSearching {
      pairs = [
        ("type", "to search", "search"), ("Enter", "keep", "keep"), ("Esc", "clear", "clear"),
        ("↑↓", "move", "move"),
      ]
    } else {
      pairs = [
        ("j/k", "move", "move"), ("Enter", "open", "open"), ("/", "search", "find"),
        ("d", "done", "done"), ("p", "pending", "todo"), ("r", "reset", "reset"),
        ("c", "continue", "cont"), ("l", "close", "close"),
      ]
    }
    let long = pairs.map { styler.apply(.bold, to: $0.0) + " " + $0.1 }.joined(separator: "  ")
    if TextLayout.visibleWidth(of: long) <= width { return long }
    let short = pairs.map { styler.apply(.bold, to: $0.0) + " " + $0.2 }.joined(separator: " ")
    if TextLayout.visibleWidth(of: short) <= width { return short }
    return "keys: " + pairs.map { styler.apply(.bold, to: $0.0) }.joined(separator: " ")
  }
}
