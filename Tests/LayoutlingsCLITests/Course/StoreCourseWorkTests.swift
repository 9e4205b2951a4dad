import Course
import Foundation
import Grader
import SpacedRepetition
import Testing

@testable import LayoutlingsCLI

@Suite("Interactive course on the course store")
struct StoreCourseWorkTests {
  private let center = "01-anchors/01-center-a-box"
  private let margins = "01-anchors/02-pin-to-margins"

  @Test("the outline holds the fixture's modules, lesson steps and exercises in order")
  func outline() throws {
    let harness = try CommandHarness()
    let outline = try harness.work().outline()
    #expect(outline.title == "Layoutlings test course")
    #expect(outline.welcome == "Two short modules used by the tests.")
    #expect(outline.modules.map(\.id) == ["01-anchors", "02-animation"])
    #expect(outline.modules.map(\.title) == ["Anchors", "Animating constraints"])
    #expect(outline.modules[0].steps.map(\.title) == ["Centring", "Margins"])
    #expect(
      outline.modules[0].introduction
        == "Every view has anchors for its edges, its centre and its size.")
    #expect(outline.modules[0].exercises.map(\.id) == [center, margins])
    let first = outline.modules[0].exercises[0]
    #expect(first.instructions == "Centre the 100 × 40 box in the view.")
    #expect(first.standing == .notStarted)
    #expect(
      first.workingCopyPath == harness.home.path + "/exercises/01-anchors/01-center-a-box.swift")
    #expect(outline.exerciseCount == 3)
  }

  @Test("a saved place comes back, exercise page included")
  func placeRoundTrip() throws {
    let harness = try CommandHarness()
    let work = try harness.work()
    #expect(try work.savedPlace() == nil)
    let place = SavedPlace(
      moduleID: "01-anchors", lessonStep: 1, exerciseID: margins, showsExercise: true)
    try work.save(place)
    #expect(try harness.work().savedPlace() == place)
    let lesson = SavedPlace(
      moduleID: "02-animation", lessonStep: 0, exerciseID: "02-animation/01-slide-a-box",
      showsExercise: false)
    try work.save(lesson)
    #expect(try harness.work().savedPlace() == lesson)
    // `layoutlings list` marks the saved exercise as the current one.
    #expect(
      harness.run(["list"]).outputLines.contains {
        $0.hasPrefix(">") && $0.contains("01-slide-a-box")
      })
  }

  @Test("grading without a grader says so; with one, the attempt's verdict comes back")
  func grading() throws {
    let harness = try CommandHarness()
    #expect(throws: GradingUnavailable.self) {
      try harness.work().grade(exerciseID: center, origin: .key)
    }
    let failing = Verdict(status: .failed, score: 0, checks: [], diagnostics: [])
    let grader = ScriptedGrader([failing])
    let summary = try harness.work(grader: grader).grade(exerciseID: center, origin: .key)
    #expect(summary.verdict == failing)
    #expect(summary.ratingChoices.isEmpty)
    #expect(grader.graded.map(\.file.path) == [try harness.workingCopy(center).path])
    #expect(FileManager.default.fileExists(atPath: try harness.workingCopy(center).path))
  }

  @Test("a pass offers ratings with FSRS-6's first intervals for a new item")
  func ratingChoicesAfterPass() throws {
    let harness = try CommandHarness()
    let passing = Verdict(status: .passed, score: 1, checks: [], diagnostics: [])
    let summary = try harness.work(grader: ScriptedGrader([passing])).grade(
      exerciseID: center, origin: .key)
    let intervals = summary.ratingChoices.map(\.interval)
    #expect(summary.ratingChoices.map(\.rating) == [.again, .hard, .good, .easy])
    // Learning steps 1 and 10 minutes: Again waits 1 min, Hard their mean (5.5 min), Good 10 min.
    #expect(Array(intervals.prefix(3)) == [60, 330, 600])
    // Easy graduates at once with stability w3 = 8.2956, so 8 days. The fuzz for 8 days spans
    // 8 ± 1.775 (1 + 0.15 × 4.5 + 0.1 × 1), rounded to 6...10, and draws round(6 + 5u) for u in
    // [0, 1), which is 6 to 11 days.
    #expect((6 * 86_400.0...11 * 86_400.0).contains(intervals[3]))
  }

  @Test("a rating is recorded at the moment its interval was shown, and says when it is due")
  func rate() throws {
    let harness = try CommandHarness()
    try harness.recordPass(center)
    let later = try harness.work(minutes: 30)
    let shown = RatingChoice(rating: .good, interval: 600, previewedAt: harnessTime)
    #expect(try later.rate(itemID: center, choice: shown) == "in 10 minutes")
    let store = try harness.store()
    #expect(try store.ratingLog(for: center).map(\.rating) == [.good])
    #expect(try store.ratingLog(for: center).map(\.reviewDate) == [harnessTime])
  }

  @Test("the interval shown for a rating is the one the rating sets, fuzz included")
  func previewMatchesRating() throws {
    let harness = try CommandHarness()
    try harness.recordPass(center)
    let passing = Verdict(status: .passed, score: 1, checks: [], diagnostics: [])
    let summary = try harness.work(grader: ScriptedGrader([passing])).grade(
      exerciseID: center, origin: .key)
    let easy = try #require(summary.ratingChoices.last)
    // Rated an hour after the pass was shown, the easy interval is still the one shown.
    _ = try harness.work(minutes: 60).rate(itemID: center, choice: easy)
    let card = try #require(try harness.store().reviewCard(for: center))
    #expect(card.due.timeIntervalSince(harnessTime) == easy.interval)
  }

  @Test("hints come one at a time, then the solution")
  func hints() throws {
    let harness = try CommandHarness()
    let work = try harness.work()
    let first = try work.nextHint(exerciseID: center)
    #expect(first.heading == "Hint 1 of 2")
    #expect(first.markdown == "A view is centred when its centre anchors equal its superview's.")
    #expect(first.footer == "Press h again for the next hint.")
    let second = try work.nextHint(exerciseID: center)
    #expect(second.heading == "Hint 2 of 2")
    #expect(second.footer == "That was the last hint. Press h once more to see the solution.")
    let solution = try work.nextHint(exerciseID: center)
    #expect(solution.heading == "Solution (every hint was shown)")
    #expect(solution.markdown.hasPrefix("```swift\n"))
  }

  @Test("reset puts the starter back and names the backup")
  func reset() throws {
    let harness = try CommandHarness()
    let work = try harness.work()
    let copy = try work.workingCopy(exerciseID: center)
    #expect(try work.reset(exerciseID: center) == "\(center) already holds its starter.")
    try Data("// mine\n".utf8).write(to: copy)
    let message = try work.reset(exerciseID: center)
    // harnessTime is 2025-01-01T09:00:00Z.
    #expect(
      message
        == "Restored \(center) from its starter; your version is in "
        + "01-center-a-box.swift.bak-20250101T090000Z.")
  }
}
