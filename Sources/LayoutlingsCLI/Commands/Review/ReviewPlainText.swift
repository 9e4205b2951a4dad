import Foundation

/// `layoutlings review` without a terminal: the items due, in order, each with what to do and
/// the command that rates it. Answers are not shown, and nothing waits for input.
enum ReviewPlainText {
  /// The lines to print; `copies` gives the review copy of each exercise item.
  static func lines(items: [ReviewItem], now: Date, copies: [String: String]) -> [String] {
    guard !items.isEmpty else {
      return ["Nothing to review at \(TimeText.iso8601(now))."]
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
