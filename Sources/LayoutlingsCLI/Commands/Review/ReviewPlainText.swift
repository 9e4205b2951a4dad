import Course
import Foundation

/// `layoutlings review` without a terminal: the items due, in order, each with what to do and
/// the command that rates it. Answers are not shown, and nothing waits for input.
enum ReviewPlainText {
  /// ` The next review is card X of Y, due T (in 10 minutes).`, or what schedules one.
  static func nextSentence(_ next: DueReview?, now: Date) -> String {
    guard let next else {
      return " Nothing is scheduled yet: passing an exercise brings its review cards, and rating"
        + " it schedules its first review."
    }
    let what =
      next.isCard ? "card \(next.itemID) of \(next.exerciseID)" : "exercise \(next.itemID)"
    let relative = TimeText.relative(next.due.timeIntervalSince(now))
    return " The next review is \(what), due \(TimeText.iso8601(next.due))"
      + " (\(relative == "now" ? "in less than a minute" : relative))."
  }

  /// The lines to print; `copies` gives the review copy of each exercise item, and `next` the
  /// item due first after `now`, said when nothing is due.
  static func lines(
    items: [ReviewItem], now: Date, copies: [String: String], next: DueReview? = nil
  ) -> [String] {
    guard !items.isEmpty else {
      return ["Nothing to review at \(TimeText.iso8601(now))." + nextSentence(next, now: now)]
    }
    let count = items.count == 1 ? "1 item" : "\(items.count) items"
    var lines = ["Due for review at \(TimeText.iso8601(now)): \(count).", ""]
    let ratings = ReviewRating.allCases.map(\.rawValue).joined(separator: "|")
    for (index, item) in items.enumerated() {
      let number = "\(index + 1)."
      let indent = String(repeating: " ", count: number.count + 1)
      let due = "due \(TimeText.iso8601(item.due)), \(item.stateName)"
      switch item.kind {
      case .exercise:
        lines.append("\(number) Redo exercise \(item.id): \(item.title) (\(due))")
        if let path = copies[item.id] {
          lines.append(indent + "From a fresh starter: \(path)")
        }
        if let device = item.device {
          lines.append(indent + device.sentence)
        }
        if let path = copies[item.id] {
          let only = item.device.map { " (graded on \($0.name) only)" } ?? ""
          lines.append(indent + "Grade it: layoutlings grade \(path)\(only)")
        }
      case .card:
        lines.append("\(number) Card \(item.id) (\(due))")
        let question = (item.question ?? "").components(separatedBy: "\n")
        lines += question.map { indent + $0 }
      }
      lines.append(indent + "Rate it: layoutlings rate \(item.id) \(ratings)")
    }
    lines += ["", "Run layoutlings review in a terminal to go through them one key at a time."]
    return lines
  }
}
