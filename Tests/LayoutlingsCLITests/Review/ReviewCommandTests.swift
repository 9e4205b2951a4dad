import Course
import Foundation
import Testing

@testable import LayoutlingsCLI

@Suite("layoutlings review without a terminal, and --json")
struct ReviewCommandTests {
  private let center = "01-anchors/01-center-a-box"

  @Test("nothing rated: nothing due")
  func nothingDue() throws {
    let harness = try CommandHarness()
    let result = harness.run(["review"])
    #expect(result.status == .success)
    #expect(result.output == "Nothing to review at 2025-01-01T09:00:00Z.\n")
    #expect(
      harness.run(["review", "--json"]).output == #"{"now":"2025-01-01T09:00:00Z","items":[]}"#
        + "\n")
  }

  @Test("an exercise rated good is due ten minutes later, with a fresh review copy")
  func exerciseDue() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["rate", center, "good"]).status == .success)
    #expect(
      harness.run(["review", "--now", "2025-01-01T09:09:59Z"]).output
        == "Nothing to review at 2025-01-01T09:09:59Z.\n")

    try FileManager.default.createDirectory(
      at: try harness.workingCopy(center).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    try Data("// my solved file\n".utf8).write(to: try harness.workingCopy(center))
    let result = harness.run(["review", "--now", "2025-01-01T09:10:00Z"])
    #expect(result.status == .success)
    let copy = harness.home.path + "/review/01-anchors/01-center-a-box.swift"
    #expect(
      result.outputLines == [
        "Due for review at 2025-01-01T09:10:00Z: 1 item.", "",
        "1. Redo exercise \(center): Centre a box (due 2025-01-01T09:10:00Z, learning)",
        "   From a fresh starter: \(copy)",
        "   Rate it: layoutlings rate \(center) again|hard|good|easy", "",
        "Run layoutlings review in a terminal to go through them one key at a time.", "",
      ])
    let starter = try contents(
      fixtureCourse.appendingPathComponent("01-anchors/01-center-a-box/Exercise.swift"))
    #expect(try contents(URL(fileURLWithPath: copy)) == starter)
    // The learner's own file is left alone.
    #expect(try contents(try harness.workingCopy(center)) == "// my solved file\n")
  }

  @Test("--json gives id, kind, due, state, stability, difficulty and retrievability")
  func json() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["rate", center, "good"]).status == .success)
    let result = harness.run(["review", "--json", "--now", "2025-01-01T09:10:00Z"])
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(root["now"] as? String == "2025-01-01T09:10:00Z")
    let items = try #require(root["items"] as? [[String: Any]])
    #expect(items.count == 1)
    let item = items[0]
    #expect(item["id"] as? String == center)
    #expect(item["kind"] as? String == "exercise")
    #expect(item["exercise"] as? String == center)
    #expect(item["due"] as? String == "2025-01-01T09:10:00Z")
    #expect(item["state"] as? String == "learning")
    // FSRS-6 after a first Good: stability w2 = 2.3065 days; difficulty
    // w4 - e^(w5 (3 - 1)) + 1 = 6.4133 - e^1.6668 + 1 ≈ 2.1181.
    #expect(abs((item["stability"] as? Double ?? 0) - 2.3065) < 1e-9)
    #expect(abs((item["difficulty"] as? Double ?? 0) - 2.1181) < 1e-3)
    // Ten minutes after the review no whole day has passed, so recall is certain.
    #expect(item["retrievability"] as? Double == 1)
  }

  @Test("--now: a card due on a later day is not due the day before, and is due on the day")
  func cardDueLater() throws {
    let harness = try CommandHarness()
    let card = "\(center)#1"
    #expect(harness.run(["rate", card, "easy"]).status == .success)
    let due = try #require(try harness.store().reviewCard(for: card)?.due)
    // Easy on a new card graduates it at once with an interval of days (8, give or take fuzz).
    #expect(due.timeIntervalSince(harnessTime) >= 2 * 86_400)
    let dayBefore = TimeText.iso8601(due.addingTimeInterval(-86_400))
    let onTheDay = TimeText.iso8601(due.addingTimeInterval(1))
    #expect(
      harness.run(["review", "--now", dayBefore]).output == "Nothing to review at \(dayBefore).\n")
    let result = harness.run(["review", "--now", onTheDay])
    #expect(result.outputLines[2] == "1. Card \(card) (due \(TimeText.iso8601(due)), review)")
    #expect(result.outputLines[3] == "   Which two anchors centre a view horizontally?")
  }

  @Test("a passed exercise's cards join the queue as new from the first pass")
  func newCardsAfterPass() throws {
    let harness = try CommandHarness()
    let store = try harness.store()
    _ = harness.run(["list"])  // imports the course
    try store.recordAttempt(gradedAttempt(center, .failed, score: 0.5, minutes: 1))
    try store.recordAttempt(gradedAttempt(center, .passed, score: 1, minutes: 5))
    #expect(
      harness.run(["review", "--now", "2025-01-01T09:04:00Z"]).output
        == "Nothing to review at 2025-01-01T09:04:00Z.\n")
    let result = harness.run(["review", "--json", "--now", "2025-01-01T09:05:00Z"])
    #expect(
      result.output
        == #"{"now":"2025-01-01T09:05:00Z","items":[{"id":"01-anchors/01-center-a-box#1","#
        + #""kind":"card","exercise":"01-anchors/01-center-a-box","due":"2025-01-01T09:05:00Z","#
        + #""state":"new","stability":null,"difficulty":null,"retrievability":0}]}"# + "\n")
  }
}
