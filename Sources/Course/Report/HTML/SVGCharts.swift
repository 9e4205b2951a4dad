import Basics

/// The report's charts as inline SVG, sized in CSS pixels; every text placed in them escaped.
enum SVGCharts {
  static let passedColour = "#2e7d32"
  static let attemptedColour = "#f2a900"
  static let emptyColour = "#e3e6ea"
  /// The heatmap's shades, from no activity to the most.
  static let heatColours = ["#ebedf0", "#c6e48b", "#7bc96f", "#239a3b", "#196127"]
  private static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// A horizontal bar: passed, then attempted, then the rest.
  static func completionBar(passed: Int, attempted: Int, total: Int, width: Int = 240) -> String {
    let label = "\(passed) of \(total) passed, \(attempted) attempted"
    var parts = [
      "<svg class=\"completion\" width=\"\(width)\" height=\"14\" viewBox=\"0 0 \(width) 14\" "
        + "role=\"img\" aria-label=\"\(MarkupText.escape(label))\">",
      "<title>\(MarkupText.escape(label))</title>",
      "<rect class=\"track\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"14\" rx=\"3\" "
        + "fill=\"\(emptyColour)\"/>",
    ]
    if total > 0 {
      let passedWidth = Double(width) * Double(passed) / Double(total)
      let attemptedWidth = Double(width) * Double(attempted) / Double(total)
      if passed > 0 {
        parts.append(
          "<rect class=\"passed\" x=\"0\" y=\"0\" width=\"\(format(passedWidth))\" height=\"14\" "
            + "rx=\"3\" fill=\"\(passedColour)\"/>")
      }
      if attempted > 0 {
        parts.append(
          "<rect class=\"attempted\" x=\"\(format(passedWidth))\" y=\"0\" "
            + "width=\"\(format(attemptedWidth))\" height=\"14\" fill=\"\(attemptedColour)\"/>")
      }
    }
    return parts.joined() + "</svg>"
  }

  /// A calendar of weeks (columns, Monday on top) up to `today`, shaded by activity.
  static func heatmap(_ calendar: [ActivityDay], today: UTCDay) -> String {
    var totals: [String: ActivityDay] = [:]
    for day in calendar { totals[day.day] = day }
    let thisWeek = today.advanced(by: -today.weekday)
    let firstDay = calendar.first.flatMap { ProgressReportBuilder.days(fromText: $0.day) } ?? today
    let weeksNeeded = (firstDay.advanced(by: -firstDay.weekday)).distance(to: thisWeek) / 7 + 1
    let weeks = min(max(weeksNeeded, 12), 53)
    let start = thisWeek.advanced(by: -7 * (weeks - 1))
    let cell = 13
    let step = 16
    let left = 30
    let top = 18
    let width = left + weeks * step
    let height = top + 7 * step + 4
    var parts = [
      "<svg class=\"chart heatmap\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"Activity by day\">"
    ]
    for (row, name) in [(0, "Mon"), (2, "Wed"), (4, "Fri")] {
      parts.append(
        "<text class=\"axis\" x=\"0\" y=\"\(top + row * step + 10)\">\(name)</text>")
    }
    for week in 0..<weeks {
      let weekStart = start.advanced(by: week * 7)
      // A month is named above the week holding its first day.
      if week > 0,
        let first = (0..<7).map({ weekStart.advanced(by: $0) }).first(where: { $0.civil.day == 1 })
      {
        parts.append(
          "<text class=\"axis\" x=\"\(left + week * step)\" y=\"11\">"
            + "\(monthNames[first.civil.month - 1])</text>")
      }
      for weekday in 0..<7 {
        let day = weekStart.advanced(by: weekday)
        guard day <= today else { continue }
        let activity = totals[day.text]
        let total = activity?.total ?? 0
        let level = total == 0 ? 0 : total <= 2 ? 1 : total <= 5 ? 2 : total <= 9 ? 3 : 4
        let tip =
          activity.map {
            "\($0.day): \($0.attempts) attempts (\($0.passes) passed), \($0.hints) hints, "
              + "\($0.ratings) ratings"
          } ?? "\(day.text): no activity"
        parts.append(
          "<rect class=\"day level\(level)\" data-day=\"\(day.text)\" "
            + "x=\"\(left + week * step)\" y=\"\(top + weekday * step)\" width=\"\(cell)\" "
            + "height=\"\(cell)\" rx=\"2\" fill=\"\(heatColours[level])\">"
            + "<title>\(MarkupText.escape(tip))</title></rect>")
      }
    }
    return parts.joined() + "</svg>"
  }

  /// Attempts per day over the last weeks, the passing ones stacked at the bottom in green.
  static func attemptsPerDay(_ calendar: [ActivityDay], today: UTCDay) -> String {
    let firstDay = calendar.first.flatMap { ProgressReportBuilder.days(fromText: $0.day) } ?? today
    let count = min(max(firstDay.distance(to: today) + 1, 14), 90)
    let start = today.advanced(by: -(count - 1))
    var byDay: [String: ActivityDay] = [:]
    for day in calendar { byDay[day.day] = day }
    let days = (0..<count).map { start.advanced(by: $0) }
    let values = days.map { (byDay[$0.text]?.attempts ?? 0, byDay[$0.text]?.passes ?? 0) }
    let bars = zip(days, values).map { day, value in
      Bar(
        label: day.text, segments: [(value.1, passedColour), (value.0 - value.1, attemptedColour)],
        tip: "\(day.text): \(value.0) attempts, \(value.1) passed")
    }
    let empty = values.allSatisfy { $0.0 == 0 } ? "No attempts yet" : nil
    return barChart(
      className: "attempts", bars: bars, axisLabels: axisLabels(days), emptyText: empty)
  }

  /// Review items due on each forecast day.
  static func forecast(_ forecast: [ForecastDay]) -> String {
    let bars = forecast.enumerated().map { index, day in
      Bar(
        label: day.day, segments: [(day.due, "#3465a4")],
        tip: "\(day.day): \(day.due) due" + (index == 0 ? " (overdue included)" : ""))
    }
    let days = forecast.compactMap { ProgressReportBuilder.days(fromText: $0.day) }
    let empty =
      forecast.allSatisfy { $0.due == 0 } ? "Nothing due in the next \(forecast.count) days" : nil
    return barChart(
      className: "forecast", bars: bars, axisLabels: axisLabels(days), emptyText: empty,
      countLabels: true)
  }

  struct Bar {
    var label: String
    /// Stacked from the bottom: value and colour.
    var segments: [(Int, String)]
    var tip: String
    var total: Int { segments.reduce(0) { $0 + $1.0 } }
  }

  /// Labels under every seventh bar, `MM-DD`.
  private static func axisLabels(_ days: [UTCDay]) -> [Int: String] {
    var labels: [Int: String] = [:]
    for (index, day) in days.enumerated() where index % 7 == 0 {
      labels[index] = String(day.text.dropFirst(5))
    }
    return labels
  }

  private static func barChart(
    className: String, bars: [Bar], axisLabels: [Int: String], emptyText: String?,
    countLabels: Bool = false
  ) -> String {
    let width = 640
    let height = 170
    let left = 32
    let right = 8
    let top = 16
    let bottom = 22
    let plotWidth = Double(width - left - right)
    let plotHeight = Double(height - top - bottom)
    let maximum = max(bars.map(\.total).max() ?? 0, 1)
    let slot = plotWidth / Double(max(bars.count, 1))
    let barWidth = max(slot * 0.75, 1)
    let baseline = Double(top) + plotHeight
    var parts = [
      "<svg class=\"chart \(className)\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" role=\"img\">",
      "<line class=\"gridline\" x1=\"\(left)\" y1=\"\(top)\" x2=\"\(width - right)\" y2=\"\(top)\"/>",
      "<line class=\"baseline\" x1=\"\(left)\" y1=\"\(format(baseline))\" x2=\"\(width - right)\" "
        + "y2=\"\(format(baseline))\"/>",
      "<text class=\"axis\" x=\"\(left - 4)\" y=\"\(top + 4)\" text-anchor=\"end\">\(maximum)</text>",
      "<text class=\"axis\" x=\"\(left - 4)\" y=\"\(format(baseline + 4))\" "
        + "text-anchor=\"end\">0</text>",
    ]
    for (index, bar) in bars.enumerated() {
      let x = Double(left) + slot * Double(index) + (slot - barWidth) / 2
      var y = baseline
      parts.append("<g class=\"bar\"><title>\(MarkupText.escape(bar.tip))</title>")
      for (value, colour) in bar.segments where value > 0 {
        let segmentHeight = plotHeight * Double(value) / Double(maximum)
        y -= segmentHeight
        parts.append(
          "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(barWidth))\" "
            + "height=\"\(format(segmentHeight))\" fill=\"\(colour)\"/>")
      }
      parts.append("</g>")
      if countLabels, bar.total > 0 {
        parts.append(
          "<text class=\"count\" x=\"\(format(x + barWidth / 2))\" y=\"\(format(y - 3))\" "
            + "text-anchor=\"middle\">\(bar.total)</text>")
      }
      if let label = axisLabels[index] {
        parts.append(
          "<text class=\"axis\" x=\"\(format(x))\" y=\"\(height - 6)\">"
            + "\(MarkupText.escape(label))</text>")
      }
    }
    if let emptyText {
      parts.append(
        "<text class=\"empty\" x=\"\(left + Int(plotWidth / 2))\" y=\"\(top + Int(plotHeight / 2))\" "
          + "text-anchor=\"middle\">\(MarkupText.escape(emptyText))</text>")
    }
    return parts.joined() + "</svg>"
  }

  /// A coordinate with at most two decimals.
  static func format(_ value: Double) -> String {
    ReportText.number((value * 100).rounded() / 100)
  }
}
