import LayoutReport

/// A table's rows or headers in the wrong place because the table was made in another style than
/// the reference solution's (`ViewRecord.tableStyle`, recorded on its cells, headers and
/// footers): said once, in place of the wrong frames of the table's views, citing the one line
/// of the learner's file that gives the style when exactly one does.
enum TableStyleDifference {
  /// `verdict` with the first wrong view of a table explained by the table's style, when it
  /// differs from the solution's there.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }) else { return verdict }
    for check in verdict.checks where !check.ok {
      let key = "\(check.snapshot)/\(check.view)"
      guard let mine = learner.device(check.device)?.tableStyles?[key],
        let theirs = reference.device(check.device)?.tableStyles?[key], mine != theirs,
        let table = tablePath(check.view)
      else { continue }
      return said(
        table: table, mine: mine, theirs: theirs, check: check, in: verdict, file: file,
        source: source)
    }
    return verdict
  }

  /// `tableView` for `tableView.cells[1][0]` or `tableView.headers[0].titleLabel`.
  static func tablePath(_ view: String) -> String? {
    for element in [".cells[", ".headers[", ".footers["] {
      if let range = view.range(of: element) { return String(view[..<range.lowerBound]) }
    }
    return nil
  }

  private static func said(
    table: String, mine: String, theirs: String, check: Check, in verdict: Verdict,
    file: String, source: String
  ) -> Verdict {
    let line = SourceAssignments(source).uniqueLine(matching: ["style:.\(mine)"])
    let place = line.map { " (line \($0))" } ?? ""
    let got = check.actual.map { ", not \(MessageText.rect($0))" } ?? ""
    let message =
      "`\(table)` is a `.\(mine)` table\(place), where this layout needs `.\(theirs)`:"
      + " \(difference(mine, theirs))"
      + "\nMake the table with `style: .\(theirs)`; a table's style is given once, when it is"
      + " made, and never changes."
      + "\nOn \(check.device) `\(check.view)` should be \(MessageText.rect(check.expected))\(got)."
    var explained = verdict
    // The table's views are where its style puts them: their wrong frames are this one cause.
    explained.diagnostics.removeAll { diagnostic in
      diagnostic.kind == .frameMismatch && (diagnostic.view.flatMap(tablePath) == table)
    }
    explained.diagnostics.append(
      Diagnostic(
        kind: .frameMismatch, message: message, file: line == nil ? nil : file, line: line,
        device: check.device, view: check.view, cause: .tableStyleWrong))
    explained.diagnostics = Diagnostic.ordered(explained.diagnostics)
    return explained
  }

  /// What the two styles do differently (docs/UIKitFacts.md §10).
  private static func difference(_ mine: String, _ theirs: String) -> String {
    switch (mine, theirs) {
    case ("plain", _):
      "a plain table puts 22 points of `sectionHeaderTopPadding` above each header and floats"
        + " its headers at the top while their section is on screen, where a grouped one"
        + " scrolls them with their rows and spaces its groups its own way (35 points above the"
        + " first)."
    case (_, "plain"):
      "a grouped table spaces its groups its own way (35 points above the first) and scrolls"
        + " its headers with their rows, where a plain one puts 22 points of padding above each"
        + " header and floats it at the top."
    case ("grouped", "insetGrouped"):
      "a grouped table runs its rows from edge to edge, where an inset-grouped one draws each"
        + " group as a card, inset from the table's sides by its layout margins."
    default:
      "an inset-grouped table draws each group as a card inset from the table's sides by its"
        + " layout margins, where a grouped one runs its rows from edge to edge."
    }
  }
}
