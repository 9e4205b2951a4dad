import Terminal

/// The list picker as a pure state machine: the course's modules, lessons and exercises as rows,
/// a selection, a filter and a search. `update(_:height:)` applies a key and says what the
/// screen showing it must do; `ListPickerScreen` draws it. The course and watch mode show the
/// same picker and turn its actions into their own effects.
///
/// Keys: `↑`/`↓`/`k`/`j` move, Page Up/Down (and space) move a page, Home/End, Enter opens,
/// `/` searches (typed characters edit the query, Backspace, Enter keeps it and opens an only
/// match, Esc clears it),
/// `d` only done, `p` only pending (the same key again shows all), `r` resets (asks y/n),
/// `c` continues at the exercise, `l` and Esc close.
struct ListPicker: Sendable, Equatable {
  /// What the rows are made of.
  var listing: CourseListing
  /// Which exercises show.
  var filter: ListPickerFilter = .all
  /// The search in effect; empty for none.
  var query = ""
  /// Whether keys are typing the search.
  var isSearching = false
  /// The exercise a `r` asked to reset, until `y` or another key answers.
  var pendingReset: String?
  /// What the selected row leads to; nil when no row is shown.
  var selection: ListPickerTarget?
  /// The first row shown.
  var scroll = 0
  /// A one-line note about the last key (`Lessons have no starter to reset.`), until the next.
  var note: String?

  /// A picker over `listing` with `selected` (an exercise id) selected, else the first row.
  init(listing: CourseListing, selecting selected: String?) {
    self.listing = listing
    let rows = self.rows
    let targets = rows.compactMap(\.target)
    let wanted = selected.map { ListPickerTarget.exercise($0) }
    selection = wanted.flatMap { targets.contains($0) ? $0 : nil } ?? targets.first
  }

  /// The rows shown under the filter and the search.
  var rows: [ListPickerRow] { listing.rows(filter: filter, query: query) }

  /// The index of the selected row in `rows`, if it is shown.
  var selectedIndex: Int? {
    guard let selection else { return nil }
    return rows.firstIndex { $0.target == selection }
  }

  /// The exercise on the selected row, if it is one.
  var selectedExercise: ExerciseListing? { selectedIndex.flatMap { rows[$0].exercise } }

  // MARK: Keys

  /// Applies `key`, with `height` rows of the picker's body on screen, and says what to do.
  mutating func update(_ key: Key, height: Int) -> ListPickerAction {
    note = nil
    defer { reveal(height: height) }
    let page = ListPickerScreen.rowCount(height: height)
    if let id = pendingReset {
      pendingReset = nil
      guard key == .character("y") || key == .character("Y") else {
        note = "Reset cancelled."
        return .none
      }
      return .reset(exerciseID: id)
    }
    if let moved = move(key, page: page) { return moved }
    if isSearching { return search(key) }
    switch key {
    case .enter:
      guard let selection else {
        note = "Nothing to open here."
        return .none
      }
      return .open(selection)
    case .character("/"):
      isSearching = true
      return .none
    case .character("d"): return show(filter == .done ? .all : .done)
    case .character("p"): return show(filter == .pending ? .all : .pending)
    case .character("r"):
      guard let exercise = selectedExercise else {
        note = "r resets an exercise; select one first."
        return .none
      }
      pendingReset = exercise.id
      return .none
    case .character("c"):
      guard let exercise = selectedExercise else {
        note = "c continues at an exercise; Enter opens a lesson."
        return .none
      }
      return .continueAt(exerciseID: exercise.id)
    case .character("l"), .escape:
      return .close
    default:
      return .passThrough
    }
  }

  /// Moves the selection for the moving keys; nil for any other key.
  private mutating func move(_ key: Key, page: Int) -> ListPickerAction? {
    let typing = isSearching
    switch key {
    case .up: select(from: -1, step: -1)
    case .down: select(from: 1, step: 1)
    case .character("k") where !typing: select(from: -1, step: -1)
    case .character("j") where !typing: select(from: 1, step: 1)
    case .pageUp: select(from: -page, step: -1)
    case .pageDown: select(from: page, step: 1)
    case .character(" ") where !typing: select(from: page, step: 1)
    case .home: selectEnd(first: true)
    case .end: selectEnd(first: false)
    default: return nil
    }
    return ListPickerAction.none
  }

  /// Keys while the search is typed.
  private mutating func search(_ key: Key) -> ListPickerAction {
    switch key {
    case .character(let character):
      query.append(character)
    case .backspace:
      if !query.isEmpty { query.removeLast() }
    case .enter:
      isSearching = false
      // A search down to one row has chosen it: Enter opens it at once.
      let targets = rows.compactMap(\.target)
      if targets.count == 1 { return .open(targets[0]) }
      return .none
    case .escape:
      isSearching = false
      query = ""
    case .controlC:
      return .passThrough
    default:
      return .none
    }
    keepSelection()
    return .none
  }

  private mutating func show(_ filter: ListPickerFilter) -> ListPickerAction {
    self.filter = filter
    keepSelection()
    return .none
  }

  /// After the rows changed: the selected row if it still shows, else the first selectable row
  /// after where it was, else the last one.
  private mutating func keepSelection() {
    let rows = self.rows
    guard let selection, !rows.contains(where: { $0.target == selection }) else {
      if self.selection == nil { self.selection = rows.lazy.compactMap(\.target).first }
      return
    }
    let order = listing.rows(filter: .all, query: "").compactMap(\.target)
    let shown = Set(rows.compactMap(\.target))
    let start = order.firstIndex(of: selection) ?? 0
    self.selection =
      order[start...].first(where: shown.contains) ?? order[..<start].last(where: shown.contains)
      ?? rows.lazy.compactMap(\.target).first
  }

  /// Selects the selectable row `offset` rows from the selected one, looking on in the
  /// direction of `step` past headings, and back the other way at the end of the list.
  private mutating func select(from offset: Int, step: Int) {
    let rows = self.rows
    guard !rows.isEmpty else { return }
    let current = selectedIndex ?? 0
    let start = min(max(0, current + offset), rows.count - 1)
    let ahead = stride(from: start, to: step > 0 ? rows.count : -1, by: step)
    let behind = stride(from: start, to: step > 0 ? -1 : rows.count, by: -step)
    if let index = ahead.first(where: { rows[$0].target != nil })
      ?? behind.first(where: { rows[$0].target != nil })
    {
      selection = rows[index].target
    }
  }

  private mutating func selectEnd(first: Bool) {
    let targets = rows.compactMap(\.target)
    selection = first ? targets.first : targets.last
  }

  // MARK: Scrolling

  /// Scrolls so the selected row shows in `height` rows of body (with its module's heading
  /// when that fits too), keeping the scroll within the list.
  mutating func reveal(height: Int) {
    let count = rows.count
    let shown = ListPickerScreen.rowCount(height: height)
    if let index = selectedIndex {
      if index < scroll {
        scroll = index
        if index > 0, case .module = rows[index - 1] { scroll = index - 1 }
      } else if index >= scroll + shown {
        scroll = index - shown + 1
      }
    }
    scroll = min(max(0, scroll), max(0, count - shown))
  }
}
