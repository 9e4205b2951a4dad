import Terminal

/// The picker's columns at one width: the pointer, the number, the title, then the id (only
/// where there is room for every id), the status, the best score, the attempts and the next
/// review. On narrow terminals the review goes first, then the attempts, then the score, so the
/// title keeps at least `minimumTitle` columns.
struct ListPickerColumns {
  static let minimumTitle = 16
  static let statusWidth = 11  // "not started"
  static let scoreWidth = 4  // "100%"
  static let attemptsWidth = 5  // "Tries"
  static let reviewWidth = 10  // "in 12 days"

  let numberWidth: Int
  let titleWidth: Int
  let idWidth: Int
  let showsID: Bool
  let showsScore: Bool
  let showsAttempts: Bool
  let showsReview: Bool

  init(width: Int, rows: [ListPickerRow]) {
    var numbers = 1
    var titles = 0
    var ids = 0
    for row in rows {
      switch row {
      case .module: break
      case .lesson(_, let step, let title, let pages, let place):
        let text = ListPickerRow.lessonText(step: step, title: title, pages: pages, place: place)
        titles = max(titles, TextLayout.visibleWidth(of: text))
      case .exercise(let number, let exercise):
        numbers = max(numbers, number.count)
        titles = max(titles, TextLayout.visibleWidth(of: exercise.title))
        ids = max(ids, TextLayout.visibleWidth(of: exercise.id))
      }
    }
    numberWidth = numbers
    idWidth = ids
    // Pointer and current mark, then a space before every further column.
    var fixed = 2 + (1 + numbers) + 1 + (1 + Self.statusWidth)
    let optional = [Self.scoreWidth, Self.attemptsWidth, Self.reviewWidth].map { $0 + 1 }
    var shown = [true, true, true]
    for index in optional.indices { fixed += optional[index] }
    for index in optional.indices.reversed() where width - fixed < Self.minimumTitle {
      shown[index] = false
      fixed -= optional[index]
    }
    (showsScore, showsAttempts, showsReview) = (shown[0], shown[1], shown[2])
    let room = max(1, width - fixed)
    showsID = ids > 0 && room >= titles + 2 + ids + 1
    titleWidth = showsID ? titles + 1 : min(max(titles + 1, Self.minimumTitle), room)
  }

  /// The column heads, dim.
  func heads(styler: Styler) -> String {
    var cells = ["  ", number("#"), title("Title", selected: false, .plain)]
    if showsID { cells.append(TextLayout.pad("Id", toWidth: idWidth)) }
    cells.append(TextLayout.pad("Status", toWidth: Self.statusWidth))
    if showsScore { cells.append(score("Best")) }
    if showsAttempts { cells.append(attempts("Tries")) }
    if showsReview { cells.append("Review") }
    return styler.apply(.dim, to: cells.joined(separator: " "))
  }

  func number(_ text: String) -> String { TextLayout.pad(text, toWidth: numberWidth) }

  func title(_ text: String, selected: Bool, _ styler: Styler) -> String {
    let cut = TextLayout.truncate(text, toWidth: titleWidth)
    return TextLayout.pad(selected ? styler.apply(.bold, to: cut) : cut, toWidth: titleWidth)
  }

  func id(_ text: String, _ styler: Styler) -> String {
    TextLayout.pad(styler.apply(.dim, to: text), toWidth: idWidth)
  }

  func status(_ status: ExerciseStanding, _ styler: Styler) -> String {
    let word = TextLayout.pad(status.rawValue, toWidth: Self.statusWidth)
    switch status {
    case .passed: return styler.apply(.color(.green), to: word)
    case .attempted: return styler.apply(.color(.yellow), to: word)
    case .notStarted: return styler.apply(.dim, to: word)
    }
  }

  func score(_ text: String) -> String {
    TextLayout.pad(text, toWidth: Self.scoreWidth, alignment: .right)
  }

  func attempts(_ text: String) -> String {
    TextLayout.pad(text, toWidth: Self.attemptsWidth, alignment: .right)
  }
}
