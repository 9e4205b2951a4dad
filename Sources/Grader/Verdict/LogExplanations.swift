import LayoutReport

/// The messages for what the layout engine logged and the program recorded.
enum LogExplanations {
  /// Unsatisfiable constraints: which one UIKit broke, UIKit's text verbatim, then where each
  /// constraint was made.
  static func unsatisfiable(_ entry: LogEntry, devicePhrase: String, device: String) -> Diagnostic {
    let broken = entry.constraints.first(where: \.broken)
    var first = "Some constraints conflict\(devicePhrase)"
    if let broken {
      switch broken.origin {
      case .code:
        let place = MessageText.location(file: broken.file, line: broken.line)
        first +=
          place.map { "; UIKit broke the one made at \($0)." } ?? "; UIKit broke one of yours."
      case .storyboard: first += "; UIKit broke one from the storyboard."
      case .autoresizing: first += "; UIKit broke one it made from an autoresizing mask."
      case .system: first += "; UIKit broke one it made itself."
      }
    } else {
      first += "."
    }
    var lines = [first, "UIKit logged:", entry.text]
    if !entry.constraints.isEmpty {
      lines.append("Where each constraint was made:")
      lines += entry.constraints.map(MessageText.constraintLine)
    }
    let pointer =
      broken.flatMap { $0.origin == .code && $0.file != nil ? $0 : nil }
      ?? MessageText.firstCodeLocation(entry.constraints)
    // Two of the learner's constraints on one edge is the cause itself, said first.
    let pinnedTwice = EdgePinnedTwice.find(in: entry)
    return Diagnostic(
      kind: .unsatisfiableConstraints, message: lines.joined(separator: "\n"),
      file: pointer?.file, line: pointer?.line, device: device, view: broken?.views.first,
      cause: pinnedTwice == nil ? nil : .edgePinnedTwice,
      diagnosis: pinnedTwice?.sentence(devicePhrase: devicePhrase)
        ?? ConflictDiagnosis.sentence(entry, devicePhrase: devicePhrase))
  }

  /// A view whose layout is ambiguous, with the constraints affecting it when the log gives them.
  /// A text view that still scrolls (`scrollingTextView`) has no intrinsic height, which is
  /// said first as the cause.
  static func ambiguous(
    view: String?, entry: LogEntry?, devicePhrase: String, device: String,
    scrollingTextView: Bool = false
  ) -> Diagnostic {
    let subject = view.map { "`\($0)`" } ?? "A view"
    var lines = [
      "\(subject) has an ambiguous layout\(devicePhrase): more than one frame satisfies its"
        + " constraints, so UIKit picks one arbitrarily."
    ]
    if scrollingTextView {
      lines = [
        "\(subject) has no height of its own\(devicePhrase), so its layout is ambiguous: a text"
          + " view that scrolls has no intrinsic content size, and nothing else says how tall it"
          + " is.",
        "Set `isScrollEnabled = false` on it, so it is as tall as its text plus its insets (or"
          + " give it a height, if it should scroll).",
      ]
    }
    if let entry, !entry.text.isEmpty { lines.append(entry.text) }
    let constraints = entry?.constraints ?? []
    if !constraints.isEmpty {
      lines.append("Constraints affecting it:")
      lines += constraints.map(MessageText.constraintLine)
    }
    let pointer = MessageText.firstCodeLocation(constraints)
    return Diagnostic(
      kind: .ambiguousLayout, message: lines.joined(separator: "\n"), file: pointer?.file,
      line: pointer?.line, device: device, view: view,
      cause: scrollingTextView ? .textViewScrolls : nil)
  }

  /// A view that still translates its autoresizing mask into constraints that conflict.
  static func autoresizing(view: String, devicePhrase: String, device: String) -> Diagnostic {
    Diagnostic(
      kind: .autoresizingMask,
      message: "Did you forget `translatesAutoresizingMaskIntoConstraints = false` on `\(view)`?"
        + " It is still true\(devicePhrase), so UIKit turns its autoresizing mask into"
        + " constraints, and they conflict with yours.",
      device: device, view: view)
  }

  /// A visual format string that could not be parsed; `text` is UIKit's message with its caret.
  static func visualFormat(
    text: String, file: String?, line: Int?, devicePhrase: String, device: String
  ) -> Diagnostic {
    let first =
      MessageText.location(file: file, line: line).map {
        "The visual format string at \($0) could not be parsed\(devicePhrase):"
      } ?? "A visual format string could not be parsed\(devicePhrase):"
    return Diagnostic(
      kind: .vflError, message: first + "\n" + text, file: file, line: line, device: device)
  }

  /// An exception UIKit would have raised.
  static func exception(
    text: String, file: String?, line: Int?, devicePhrase: String, device: String
  ) -> Diagnostic {
    let first =
      MessageText.location(file: file, line: line).map {
        "UIKit raised an exception at \($0)\(devicePhrase); on iOS the app would crash here:"
      } ?? "UIKit raised an exception\(devicePhrase); on iOS the app would crash:"
    return Diagnostic(
      kind: .exception, message: first + "\n" + text, file: file, line: line, device: device)
  }

  /// Something the harness could not do.
  static func harness(
    message: String, file: String?, line: Int?, devicePhrase: String, device: String
  ) -> Diagnostic {
    Diagnostic(
      kind: .harnessError,
      message: "The grader could not run the exercise\(devicePhrase): \(message)",
      file: file, line: line, device: device)
  }

  /// A constraint made in code that was never activated.
  static func inactive(_ constraint: ConstraintRecord, devicePhrase: String, device: String)
    -> Diagnostic
  {
    let subject =
      MessageText.location(file: constraint.file, line: constraint.line).map {
        "The constraint made at \($0)"
      } ?? "A constraint"
    return Diagnostic(
      kind: .inactiveConstraint,
      message: "\(subject) is never activated\(devicePhrase): \(constraint.description)."
        + " Set its `isActive` to true or pass it to `NSLayoutConstraint.activate(_:)`.",
      file: constraint.file, line: constraint.line, device: device, view: constraint.views.first)
  }

  /// Anything else UIKit logged; a message of several lines is folded behind its first.
  static func message(_ entry: LogEntry, devicePhrase: String, device: String) -> Diagnostic {
    let lines = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = lines.first { !$0.allSatisfy(\.isWhitespace) }.map {
      String($0.drop(while: \.isWhitespace))
    }
    return Diagnostic(
      kind: .logMessage, message: "UIKit logged\(devicePhrase):\n\(entry.text)", file: entry.file,
      line: entry.line, device: device, view: entry.view,
      diagnosis: lines.count > 1 ? first.map { "UIKit logged\(devicePhrase): \($0)" } : nil)
  }

  /// What identifies the same entry logged on several devices: its text and constraints with
  /// addresses masked, and where it points.
  static func signature(_ entry: LogEntry) -> String {
    ([
      entry.kind.rawValue, MessageText.maskingAddresses(entry.text), entry.view ?? "",
      entry.file ?? "", entry.line.map(String.init) ?? "",
    ]
      + entry.constraints.map(signature)).joined(separator: "\u{1F}")
  }

  /// What identifies the same constraint on several devices.
  static func signature(_ constraint: ConstraintRecord) -> String {
    [
      MessageText.maskingAddresses(constraint.description), constraint.file ?? "",
      constraint.line.map(String.init) ?? "", constraint.broken ? "broken" : "",
      constraint.origin.rawValue,
    ].joined(separator: "\u{1E}")
  }
}
