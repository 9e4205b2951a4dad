import Basics

/// The HTML form of a report: one self-contained page (inline CSS and SVG, no script, no
/// network), readable on screen and printable.
public enum ReportHTML {
  /// The report as an HTML document.
  public static func page(_ report: ProgressReport) -> String {
    let today = UTCDay(report.generatedAt)
    var body: [String] = []
    body.append("<h1>Layoutlings progress report</h1>")
    var about: [String] = []
    if let title = report.course.title { about.append("Course: <strong>\(e(title))</strong>") }
    if let name = report.learner.name { about.append("Learner: <strong>\(e(name))</strong>") }
    if let workspace = report.learner.workspace { about.append("Workspace: \(e(workspace))") }
    about.append(
      "<span class=\"time\">Generated \(e(ReportText.timestamp(report.generatedAt)))</span>")
    body.append("<p class=\"meta\">\(about.joined(separator: " · "))</p>")
    body.append(tiles(report))
    body.append(modules(report))
    body.append(
      section(
        "activity", "Activity",
        SVGCharts.heatmap(report.calendar, today: today)
          + "<p class=\"legend\">Each square is a day (UTC): attempts, hints and ratings. Less"
          + SVGCharts.heatColours.map {
            "<span class=\"swatch\" style=\"background:\($0)\"></span>"
          }
          .joined() + " more (0, 1–2, 3–5, 6–9, 10 or more). "
          + "Streak: \(days(report.streak.current)), longest \(days(report.streak.longest)).</p>"))
    body.append(
      section(
        "attempts", "Attempts per day",
        SVGCharts.attemptsPerDay(report.calendar, today: today)
          + "<p class=\"legend\"><span class=\"swatch\" style=\"background:\(SVGCharts.passedColour)\">"
          + "</span>passed<span class=\"swatch\" style=\"background:\(SVGCharts.attemptedColour)\">"
          + "</span>not passed</p>"))
    body.append(
      section(
        "forecast", "Reviews due in the next \(report.forecast.count) days",
        SVGCharts.forecast(report.forecast)
          + "<p class=\"legend\">Today's bar includes every review already overdue.</p>"))
    body.append(revisit(report))
    body.append(exercises(report))
    body.append(reviews(report))
    let title = "Layoutlings progress" + (report.learner.name.map { " of " + $0 } ?? "")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <title>\(e(title))</title>
      <style>
      \(ReportStyle.css)
      </style>
      </head>
      <body>
      <main>
      \(body.joined(separator: "\n"))
      </main>
      </body>
      </html>

      """
  }

  private static func e(_ text: String) -> String { MarkupText.escape(text) }

  private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

  private static func section(_ id: String, _ heading: String, _ content: String) -> String {
    "<section id=\"\(id)\">\n<h2>\(e(heading))</h2>\n\(content)\n</section>"
  }

  private static func tiles(_ report: ProgressReport) -> String {
    let totals = report.totals
    let tiles = [
      (ReportText.percent(totals.completion), "complete (\(totals.passed) of \(totals.exercises))"),
      (String(totals.attempts), "attempts"),
      (String(totals.firstTryPasses), "first-try passes"),
      (String(totals.hintsUsed), "hints used"),
      (String(totals.reviewsDue), "reviews due now"),
      (days(report.streak.current), "streak"),
    ]
    let items = tiles.map {
      "<div class=\"tile\"><span class=\"value\">\(e($0.0))</span>"
        + "<span class=\"label\">\(e($0.1))</span></div>"
    }
    return "<div class=\"tiles\" id=\"totals\">\(items.joined())</div>"
  }

  private static func modules(_ report: ProgressReport) -> String {
    guard !report.modules.isEmpty else {
      return section("modules", "Modules", "<p class=\"none\">The course has no modules yet.</p>")
    }
    let rows = report.modules.map { module in
      let bar = SVGCharts.completionBar(
        passed: module.passed, attempted: module.attempted, total: module.total)
      return "<tr class=\"module\"><td class=\"title\">\(e(module.title))"
        + "<span class=\"id\">\(e(module.id))</span></td>"
        + "<td>\(bar)</td>"
        + "<td class=\"num\">\(module.passed) of \(module.total)</td></tr>"
    }
    return section(
      "modules", "Modules",
      "<table class=\"modules\"><thead><tr><th>Module</th><th>Completion</th>"
        + "<th class=\"num\">Passed</th></tr></thead><tbody>\n\(rows.joined(separator: "\n"))"
        + "\n</tbody></table>")
  }

  private static func revisit(_ report: ProgressReport) -> String {
    guard !report.revisit.isEmpty else {
      return section(
        "revisit", "Where to revisit",
        "<p class=\"none\">No exercise took more than one attempt.</p>")
    }
    let items = report.revisit.map {
      "<li>\(e($0.title)): \($0.attempts) attempts \(status($0.status))"
        + "<span class=\"id\">\(e($0.exerciseID))</span></li>"
    }
    return section("revisit", "Where to revisit", "<ol>\(items.joined())</ol>")
  }

  private static func status(_ status: ExerciseStatus) -> String {
    "<span class=\"status \(status.rawValue)\">\(ReportText.status(status))</span>"
  }

  private static func exercises(_ report: ProgressReport) -> String {
    let header = [
      ("Exercise", false), ("Status", false), ("Best", true), ("Attempts", true),
      ("To pass", true), ("First try", false), ("Hints", true), ("Time to pass", true),
      ("Last activity (UTC)", false), ("Due", true), ("Next review (UTC)", false),
    ]
    .map { "<th\($0.1 ? " class=\"num\"" : "")>\($0.0)</th>" }.joined()
    var rows: [String] = []
    for module in report.modules {
      rows.append("<tr class=\"group\"><th colspan=\"11\">\(e(module.title))</th></tr>")
      for exercise in module.exercises {
        let next = report.reviews.filter { $0.exerciseID == exercise.id }.compactMap(\.due).min()
        let cells = [
          "<td class=\"title\">\(e(exercise.title))<span class=\"id\">\(e(exercise.id))</span></td>",
          "<td>\(status(exercise.status))</td>",
          num(exercise.bestScore.map(ReportText.percent)),
          num(String(exercise.attempts)),
          num(exercise.attemptsToPass.map(String.init)),
          "<td>\(exercise.status == .passed ? (exercise.passedOnFirstTry ? "yes" : "no") : "–")</td>",
          num("\(exercise.hintsUsed) of \(exercise.hintCount)"),
          num(exercise.secondsToPass.map(ReportText.duration)),
          "<td class=\"time\">\(e(ReportText.shortTime(exercise.lastActivityAt)))</td>",
          num(String(exercise.reviewsDue)),
          "<td class=\"time\">\(e(ReportText.shortTime(next)))</td>",
        ]
        rows.append(
          "<tr class=\"exercise\" data-exercise=\"\(e(exercise.id))\">\(cells.joined())</tr>")
      }
    }
    return section(
      "exercises", "Exercises",
      "<table class=\"exercises\"><thead><tr>\(header)</tr></thead><tbody>\n"
        + rows.joined(separator: "\n") + "\n</tbody></table>")
  }

  private static func num(_ text: String?) -> String {
    "<td class=\"num\">\(text.map(e) ?? "–")</td>"
  }

  private static func reviews(_ report: ProgressReport) -> String {
    let scheduled = report.reviews.filter { $0.due != nil }
    guard !scheduled.isEmpty else {
      return section(
        "reviews", "Reviews",
        "<p class=\"none\">No review is scheduled yet: items join once their exercise passes.</p>")
    }
    let rows = scheduled.map { item in
      "<tr class=\"review\"><td class=\"title\">\(e(item.id))</td><td>\(item.kind.rawValue)</td>"
        + "<td>\(item.state.rawValue)</td><td class=\"time\">\(e(ReportText.shortTime(item.due)))</td>"
        + num(item.stability.map { ReportText.rounded($0, places: 2) })
        + num(item.difficulty.map { ReportText.rounded($0, places: 2) })
        + num(item.retrievability.map(ReportText.percent)) + "</tr>"
    }
    return section(
      "reviews", "Reviews",
      "<table class=\"reviews\"><thead><tr><th>Item</th><th>Kind</th><th>State</th><th>Due (UTC)</th>"
        + "<th class=\"num\">Stability (days)</th><th class=\"num\">Difficulty</th>"
        + "<th class=\"num\">Retrievability</th></tr></thead><tbody>\n"
        + rows.joined(separator: "\n") + "\n</tbody></table>")
  }
}
