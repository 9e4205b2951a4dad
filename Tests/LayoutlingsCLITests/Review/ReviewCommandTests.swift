import Checkout
import Course
import Devices
import Foundation
import Grader
import Testing

@testable import LayoutlingsCLI

@Suite("layoutlings review without a terminal, and --json")
struct ReviewCommandTests {
  private let center = "01-anchors/01-center-a-box"
  /// The fixture's centre-a-box lists iphone-se, then iphone-8:landscape; one pass on both is a
  /// tie, which goes to the later device (`ReviewDevice`).
  private let reviewDeviceName = "iPhone 8, landscape"

  @Test("nothing rated: nothing due")
  func nothingDue() throws {
    let harness = try CommandHarness()
    let result = harness.run(["review"])
    #expect(result.status == .success)
    #expect(
      result.output
        == "Nothing to review at 2025-01-01T09:00:00Z. Nothing is scheduled yet: passing an "
        + "exercise brings its review cards, and rating it schedules its first review.\n")
    #expect(
      harness.run(["review", "--json"]).output == #"{"now":"2025-01-01T09:00:00Z","items":[]}"#
        + "\n")
  }

  @Test("an exercise rated good is due ten minutes later, with a fresh review copy")
  func exerciseDue() throws {
    let harness = try CommandHarness()
    try harness.recordPass(center)
    #expect(harness.run(["rate", center, "good"]).status == .success)
    // The pass brings the exercise's card into the queue; rated easy, it is days away.
    #expect(harness.run(["rate", "\(center)#1", "easy"]).status == .success)
    #expect(
      harness.run(["review", "--now", "2025-01-01T09:09:59Z"]).output
        == "Nothing to review at 2025-01-01T09:09:59Z. The next review is exercise \(center), "
        + "due 2025-01-01T09:10:00Z (in less than a minute).\n")

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
        "   This time on \(reviewDeviceName): a review grades one of its devices, the one you"
          + " have passed it on least.",
        "   Grade it: layoutlings grade \(copy) (graded on \(reviewDeviceName) only)",
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
    try harness.recordPass(center)
    #expect(harness.run(["rate", center, "good"]).status == .success)
    // The pass brings the exercise's card into the queue; rated easy, it is days away.
    #expect(harness.run(["rate", "\(center)#1", "easy"]).status == .success)
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
    try harness.recordPass(center)
    #expect(harness.run(["rate", card, "easy"]).status == .success)
    let due = try #require(try harness.store().reviewCard(for: card)?.due)
    // Easy on a new card graduates it at once with an interval of days (8, give or take fuzz).
    #expect(due.timeIntervalSince(harnessTime) >= 2 * 86_400)
    let dayBefore = TimeText.iso8601(due.addingTimeInterval(-86_400))
    let onTheDay = TimeText.iso8601(due.addingTimeInterval(1))
    #expect(
      harness.run(["review", "--now", dayBefore]).output
        == "Nothing to review at \(dayBefore). The next review is card \(card) of \(center), due "
        + "\(TimeText.iso8601(due)) (in 24 hours).\n")
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
        == "Nothing to review at 2025-01-01T09:04:00Z. Nothing is scheduled yet: passing an "
        + "exercise brings its review cards, and rating it schedules its first review.\n")
    let result = harness.run(["review", "--json", "--now", "2025-01-01T09:05:00Z"])
    #expect(
      result.output
        == #"{"now":"2025-01-01T09:05:00Z","items":[{"id":"01-anchors/01-center-a-box#1","#
        + #""kind":"card","exercise":"01-anchors/01-center-a-box","due":"2025-01-01T09:05:00Z","#
        + #""state":"new","stability":null,"difficulty":null,"retrievability":0}]}"# + "\n")
  }
}

@Suite("Ratings from evidence: rate, the suggestion and grade --json")
struct RatingEvidenceCommandTests {
  private let center = "01-anchors/01-center-a-box"

  @Test("rate before any pass fails with what to do, exit 1, and records nothing")
  func rateBeforePassing() throws {
    let harness = try CommandHarness()
    let result = harness.run(["rate", center, "good"])
    #expect(result.status == .failure)
    #expect(
      result.errors
        == "Error: \(center) has no passing attempt: grade it (layoutlings grade \(center)),"
        + " then rate how well you knew it.\n")
    #expect(try harness.store().ratingLog(for: center).isEmpty)
  }

  @Test("a failed attempt allows only again; a card waits for its exercise's pass")
  func failedAndCards() throws {
    let harness = try CommandHarness()
    _ = harness.run(["list"])  // imports the course
    try harness.store().recordAttempt(
      AttemptRecord(
        exerciseID: center, at: harnessTime.addingTimeInterval(-60), sourceHash: "sha256:f",
        status: .failed, score: 0.5, durationMs: 1))
    let good = harness.run(["rate", center, "good"])
    #expect(good.status == .failure)
    #expect(good.errors.hasPrefix("Error: \(center) has not passed: fix it and grade it again"))
    #expect(harness.run(["rate", center, "again"]).status == .success)
    let card = harness.run(["rate", "\(center)#1", "good"])
    #expect(card.status == .failure)
    #expect(
      card.errors
        == "Error: card \(center)#1 belongs to \(center), which has not passed yet: pass it first"
        + " (layoutlings grade \(center)).\n")
  }

  @Test("a second rating needs a new pass")
  func oneRatingPerPass() throws {
    let harness = try CommandHarness()
    try harness.recordPass(center)
    #expect(harness.run(["rate", center, "good"]).status == .success)
    let again = harness.run(["rate", center, "easy"])
    #expect(again.status == .failure)
    #expect(again.errors.contains("has no passing attempt since you last rated it"))
  }

  @Test("grade --json gains suggestedRating after the other keys, null when there is none")
  func gradeJSON() throws {
    let result = GradeResult(exercise: "x", verdict: bareVerdict(passed: true), durationMs: 3)
    let document = String(decoding: try result.jsonData(), as: UTF8.self)
    #expect(document.hasPrefix(#"{"checks":[]"#) && document.hasSuffix(#""status":"passed"}"#))
    #expect(
      try GradeJSON.text(
        result: result, suggestion: SuggestedRating(rating: .hard, reason: "1 hint revealed"))
        == document.dropLast() + #","suggestedRating":"hard"}"#)
    #expect(
      try GradeJSON.text(result: result, suggestion: nil)
        == document.dropLast() + #","suggestedRating":null}"#)
    // A member a caller adds never replaces one of the document's own.
    #expect(try result.jsonData(adding: ["status": "forged"]) == result.jsonData())
  }

  @Test("the plain pass line and the rating prompt mark the suggestion")
  func suggestionShown() {
    let suggested = SuggestedRating(rating: .hard, reason: "2 hints revealed")
    #expect(
      NextStepAfterPass.line(exerciseID: "m/e", suggested: suggested)
        == "Next: rate it (layoutlings rate m/e again|hard|good|easy; suggested: hard, 2 hints"
        + " revealed), move on (layoutlings next), or compare with the reference solution"
        + " (layoutlings solution m/e).")
    let choices = RatingChoice.choices(
      from: [.again: 60, .hard: 330, .good: 600, .easy: 4 * 86_400], at: choiceTime,
      suggested: SuggestedRating(rating: .good, reason: "passed on the first try, in 12 minutes"))
    #expect(choices.map(\.isSuggested) == [false, false, true, false])
    let lines = RatingPrompt.lines(choices: choices, given: nil, width: 200, styler: .plain)
    #expect(
      lines[1].contains("3 good (10 min) ← suggested (passed on the first try, in 12 minutes)"))
  }

  @Test("a device is named from the table with its orientation")
  func deviceNames() throws {
    let checkout = try #require(Checkout.root)
    let table = try DeviceTable.load(dataFolder: Checkout.dataFolder(of: checkout))
    #expect(
      ReviewDeviceNote.name(of: "ipad-pro-11:landscape", in: table)
        == "iPad Pro 11-inch, landscape")
    #expect(ReviewDeviceNote.name(of: "iphone-x", in: table) == "iPhone X, portrait")
    #expect(ReviewDeviceNote.name(of: "414x896@2", in: nil) == "414x896@2, portrait")
  }
}
