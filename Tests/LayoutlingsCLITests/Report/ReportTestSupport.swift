import Course
import Foundation
import Testing

/// The fixture exercises, in course order.
let reportCenter = "01-anchors/01-center-a-box"
let reportMargins = "01-anchors/02-pin-to-margins"
let reportSlide = "02-animation/01-slide-a-box"

/// The instant an ISO-8601 UTC text such as `2025-03-03T10:00:00Z` names.
func utc(_ text: String) throws -> Date {
  let formatter = ISO8601DateFormatter()
  formatter.formatOptions = [.withInternetDateTime]
  return try #require(formatter.date(from: text), "not a date: \(text)")
}

/// An attempt at `id` graded at `time` (ISO-8601 UTC).
func attempt(_ id: String, _ status: AttemptStatus, _ score: Double, at time: String) throws
  -> AttemptRecord
{
  AttemptRecord(
    exerciseID: id, at: try utc(time), sourceHash: "h", status: status, score: score,
    durationMs: 400)
}

extension CommandHarness {
  /// Sets the title of exercise `id` in the harness's own copy of the course.
  func retitle(_ id: String, to title: String) throws {
    let file = course.appendingPathComponent(id).appendingPathComponent("exercise.json")
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    object["title"] = title
    try JSONSerialization.data(withJSONObject: object).write(to: file)
  }

  /// Three days of work, every time chosen by hand:
  ///
  /// - 2025-03-03: a hint for centre a box at 10:10 (the `hint` command); attempts at 10:00
  ///   (fail), 10:20 (fail), 10:50 (pass).
  /// - 2025-03-04: centre a box rated good at 09:00 (the `rate` command).
  /// - 2025-03-05: pin to margins passes at 08:00, first try.
  func recordThreeDays() throws {
    let hint = run(["hint", reportCenter, "--now", "2025-03-03T10:10:00Z"])
    try #require(hint.status == .success, "\(hint.errors)")
    let store = try store()
    try store.recordAttempts([
      try attempt(reportCenter, .failed, 0.5, at: "2025-03-03T10:00:00Z"),
      try attempt(reportCenter, .failed, 0.75, at: "2025-03-03T10:20:00Z"),
      try attempt(reportCenter, .passed, 1, at: "2025-03-03T10:50:00Z"),
      try attempt(reportMargins, .passed, 1, at: "2025-03-05T08:00:00Z"),
    ])
    let rate = run(["rate", reportCenter, "good", "--now", "2025-03-04T09:00:00Z"])
    try #require(rate.status == .success, "\(rate.errors)")
  }
}
