/// The text UIKit logs for unsatisfiable constraints (docs/UIKitFacts.md §4.3), word for word.
@MainActor
enum UnsatisfiableReport {
  static func entry(listed: [NSLayoutConstraint], broken: NSLayoutConstraint) -> LayoutLogEntry {
    LayoutLogEntry(
      kind: .unsatisfiableConstraints, message: message(listed: listed, broken: broken),
      constraints: listed.map { LoggedConstraint($0, isBroken: $0 === broken) },
      brokenConstraint: LoggedConstraint(broken, isBroken: true),
      error: nil)
  }

  static func message(listed: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if listed.contains(where: {
      if case .autoresizing = $0.origin { return true } else { return false }
    }) {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
      )
    }
    lines.append("(")
    let items = listed.map { "    \"\($0.description)\"" }
    lines.append(items.joined(separator: ",\n"))
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append(broken.description)
    lines.append("")
    lines.append(
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."
    )
    lines.append(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.")
    return lines.joined(separator: "\n")
  }
}
