import Basics

/// The class report as CSV, Markdown and HTML.
public enum ClassReportFormats {
  /// One row per learner: name, file, passed count, then each exercise's status; then three
  /// rows for the class (`(class) passed`, `(class) stuck`, `(class) attempts`). RFC 4180.
  public static func csv(_ report: ClassReport) -> String {
    var lines = [ReportCSV.line(["learner", "file", "passed"] + report.exercises.map(\.id))]
    for learner in report.learners {
      lines.append(
        ReportCSV.line(
          [learner.label, learner.file, String(learner.passed)]
            + learner.cells.map { $0?.status.rawValue ?? "" }))
    }
    let summaries: [(String, (ClassReport.Exercise) -> Int)] = [
      ("(class) passed", \.passed), ("(class) stuck", \.stuck), ("(class) attempts", \.attempts),
    ]
    for (name, value) in summaries {
      lines.append(ReportCSV.line([name, "", ""] + report.exercises.map { String(value($0)) }))
    }
    return lines.joined()
  }

  /// A Markdown grid (one row per learner) and the stuck ranking.
  public static func markdown(_ report: ClassReport) -> String {
    let cell = ReportMarkdown.cell
    var lines = ["# Layoutlings class report", ""]
    lines.append("\(report.learners.count) learners, \(report.exercises.count) exercises.")
    lines.append("")
    lines.append("## Grid")
    lines.append("")
    lines.append(
      "| Learner | Passed | " + report.exercises.map { cell($0.id) }.joined(separator: " | ") + " |"
    )
    lines.append("| --- | --- |" + report.exercises.map { _ in " --- |" }.joined())
    for learner in report.learners {
      let cells = learner.cells.map { exercise in
        exercise.map { "\(ReportText.status($0.status)) (\($0.attempts))" } ?? "–"
      }
      lines.append(
        "| \(cell(learner.label)) | \(learner.passed) of \(report.exercises.count) | "
          + cells.joined(separator: " | ") + " |")
    }
    lines += ["", "Cells: status (attempts).", "", "## Where the class gets stuck", ""]
    let ranking = report.stuckRanking
    if ranking.isEmpty {
      lines.append("Nobody has attempted an exercise yet.")
    } else {
      lines.append("| Exercise | Stuck | Passed | Attempted | Attempts |")
      lines.append("| --- | --- | --- | --- | --- |")
      for exercise in ranking {
        lines.append(
          "| \(cell(exercise.title)) (\(cell(exercise.id))) | \(exercise.stuck) | \(exercise.passed) "
            + "| \(exercise.attempted) | \(exercise.attempts) |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One self-contained page: the coloured grid and the stuck ranking.
  public static func html(_ report: ClassReport) -> String {
    let e = MarkupText.escape
    let header = report.exercises.enumerated().map { index, exercise in
      "<th class=\"exercise\" title=\"\(e(exercise.title))\">\(index + 1)</th>"
    }.joined()
    let rows = report.learners.map { learner in
      let cells = learner.cells.map { exercise -> String in
        guard let exercise else { return "<td class=\"cell missing\">–</td>" }
        let tip =
          "\(exercise.title): \(ReportText.status(exercise.status)), "
          + "\(exercise.attempts) attempts"
        return "<td class=\"cell \(exercise.status.rawValue)\" title=\"\(e(tip))\">"
          + (exercise.attempts > 0 ? String(exercise.attempts) : "") + "</td>"
      }.joined()
      return "<tr class=\"learner\"><th class=\"name\">\(e(learner.label))"
        + "<span class=\"id\">\(e(learner.file))</span></th>"
        + "<td class=\"num\">\(learner.passed)</td>\(cells)</tr>"
    }.joined(separator: "\n")
    let key = report.exercises.enumerated().map { index, exercise in
      "<li value=\"\(index + 1)\">\(e(exercise.title)) <span class=\"id\">\(e(exercise.id))</span></li>"
    }.joined()
    let ranking = report.stuckRanking.map { exercise in
      "<tr class=\"stuck\"><td class=\"title\">\(e(exercise.title))"
        + "<span class=\"id\">\(e(exercise.id))</span></td><td class=\"num\">\(exercise.stuck)</td>"
        + "<td class=\"num\">\(exercise.passed)</td><td class=\"num\">\(exercise.attempted)</td>"
        + "<td class=\"num\">\(exercise.attempts)</td></tr>"
    }.joined(separator: "\n")
    let stuck =
      ranking.isEmpty
      ? "<p class=\"none\">Nobody has attempted an exercise yet.</p>"
      : "<table class=\"ranking\"><thead><tr><th>Exercise</th><th class=\"num\">Stuck</th>"
        + "<th class=\"num\">Passed</th><th class=\"num\">Attempted</th>"
        + "<th class=\"num\">Attempts</th></tr></thead><tbody>\n\(ranking)\n</tbody></table>"
    let css =
      ReportStyle.css + """

        table.grid { width: auto; }
        .grid th.name { min-width: 160px; }
        .grid td.cell { text-align: center; min-width: 26px; font-variant-numeric: tabular-nums; }
        .grid td.passed { background: #c8e6c9; }
        .grid td.attempted { background: #ffe8a3; }
        .grid td.not-started { background: #f1f3f5; }
        .grid td.missing { color: #b0b8c0; }
        .grid th.exercise { text-align: center; }
        """
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <title>Layoutlings class report</title>
      <style>
      \(css)
      </style>
      </head>
      <body>
      <main>
      <h1>Layoutlings class report</h1>
      <p class="meta">\(report.learners.count) learners · \(report.exercises.count) exercises\
      \(report.latestReport.map { " · newest report " + e($0) } ?? "")</p>
      <section id="grid">
      <h2>Grid</h2>
      <table class="grid"><thead><tr><th>Learner</th><th class="num">Passed</th>\(header)</tr></thead>
      <tbody>
      \(rows)
      </tbody></table>
      <p class="legend"><span class="swatch" style="background:#c8e6c9"></span>passed\
      <span class="swatch" style="background:#ffe8a3"></span>attempted\
      <span class="swatch" style="background:#f1f3f5"></span>not started · numbers are attempts</p>
      <ol class="key">\(key)</ol>
      </section>
      <section id="stuck">
      <h2>Where the class gets stuck</h2>
      \(stuck)
      </section>
      </main>
      </body>
      </html>

      """
  }
}
