/// Waits written short enough for a rating prompt: `1 min`, `5.5 min`, `10 min`, `5 h`,
/// `3 days`, `1.5 months`, `2 years`. What the prompt shows is what the rating stores, so a
/// learning step of 5.5 minutes is not shown as 6.
enum IntervalText {
  /// `seconds` in the largest unit that keeps it readable.
  ///
  /// Under an hour counts minutes (at least 1), under a day hours, under 30 days days, under a
  /// year months of 30 days, and then years of 365 days; minutes under 10, months and years
  /// keep one decimal when it is not zero. Amounts are rounded half up.
  static func short(_ seconds: Double) -> String {
    let magnitude = max(0, seconds)
    let days = magnitude / 86_400
    if magnitude < 600 {
      let tenths = max(10, whole(magnitude / 6))
      return tenths % 10 == 0 ? "\(tenths / 10) min" : "\(tenths / 10).\(tenths % 10) min"
    }
    if magnitude < 3_600 {
      return "\(whole(magnitude / 60)) min"
    }
    if magnitude < 86_400 {
      return "\(whole(magnitude / 3_600)) h"
    }
    if days < 30 {
      return counted(whole(days), "day")
    }
    if days < 365 {
      return decimal(days / 30, "month")
    }
    return decimal(days / 365, "year")
  }

  private static func whole(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }

  private static func counted(_ count: Int, _ unit: String) -> String {
    "\(count) \(unit)\(count == 1 ? "" : "s")"
  }

  private static func decimal(_ value: Double, _ unit: String) -> String {
    let tenths = whole(value * 10)
    if tenths % 10 == 0 { return counted(tenths / 10, unit) }
    return "\(tenths / 10).\(tenths % 10) \(unit)s"
  }
}
