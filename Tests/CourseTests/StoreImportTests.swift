import Course
import Foundation
import SQLite
import SpacedRepetition
import Testing

@Suite("Course store: importing and re-importing the course")
struct StoreImportTests {
  @Test("a first import adds every module, lesson step, exercise, hint and card")
  func firstImport() throws {
    let sandbox = try StoreSandbox()
    let store = try sandbox.open()
    let summary = try store.importCourse(try fixtureCatalog(), now: storeTestTime)
    #expect(summary.added == fixtureExerciseIDs)
    #expect(summary.changed == [] && summary.retired == [] && summary.unchanged == 0)
    #expect(try store.exerciseIDs() == fixtureExerciseIDs)
    #expect(
      try sandbox.rows("SELECT id, position FROM module ORDER BY position") == [
        [.text("01-anchors"), .integer(0)], [.text("02-animation"), .integer(1)],
      ])
    #expect(
      try store.lesson(moduleID: "01-anchors")?.steps.map(\.title) == ["Centring", "Margins"])
    let margins = try #require(try store.exercise(id: "01-anchors/02-pin-to-margins"))
    #expect(margins.spec.hints.count == 2)
    #expect(
      margins.spec.cards.map(\.id) == [
        "01-anchors/02-pin-to-margins#margin-pin", "01-anchors/02-pin-to-margins#2",
      ])
    #expect(margins.isRetired == false)
    #expect(try store.importedCourse()?.title == "Layoutlings test course")
  }

  @Test("the stored exercise reads back exactly as the catalog has it")
  func exerciseRoundTrip() throws {
    let catalog = try fixtureCatalog()
    let store = try StoreSandbox().open()
    try store.importCourse(catalog, now: storeTestTime)
    for exercise in catalog.exercises {
      #expect(try store.exercise(id: exercise.id)?.spec == exercise)
    }
  }

  @Test("importing the same course again changes nothing")
  func sameCourseAgain() throws {
    let store = try StoreSandbox().openWithFixture()
    let summary = try store.importCourse(try fixtureCatalog(), now: storeTestTime + 60)
    #expect(summary.added == [] && summary.changed == [] && summary.retired == [])
    #expect(summary.unchanged == 3)
    #expect(try store.exercise(id: fixtureExerciseIDs[0])?.changedAt == storeTestTime)
  }

  @Test("a changed exercise is updated and its attempts, ratings, hints and position are kept")
  func changedExerciseKeepsProgress() throws {
    let course = try CourseSandbox()
    let sandbox = try StoreSandbox()
    let store = try sandbox.open()
    let first = try #require(course.load().catalog)
    try store.importCourse(first, now: storeTestTime)
    let id = "01-anchors/01-center-a-box"
    try store.recordAttempt(attemptRecord(id, .failed, score: 0.5))
    try store.recordHintReveal(exerciseID: id, hintIndex: 0, at: storeTestTime)
    try store.recordRating(itemID: id, rating: .good, at: storeTestTime)
    try store.setPosition(
      LearnerPosition(moduleID: "01-anchors", lessonStep: 1, exerciseID: id), at: storeTestTime)

    try course.write("01-anchors/01-center-a-box/Exercise.swift", "// a new starter\n")
    let later = storeTestTime + 3_600
    let summary = try store.importCourse(try #require(course.load().catalog), now: later)
    #expect(summary.changed == [id])
    #expect(summary.unchanged == 2)
    #expect(summary.movedPosition == false)
    let stored = try #require(try store.exercise(id: id))
    #expect(stored.spec.starter == "// a new starter\n")
    #expect(stored.changedAt == later)
    #expect(try store.attempts(for: id).count == 1)
    #expect(try store.revealedHints(for: id) == [0])
    #expect(try store.ratingLog(for: id).map(\.rating) == [.good])
    #expect(
      try store.position()
        == LearnerPosition(moduleID: "01-anchors", lessonStep: 1, exerciseID: id))
  }

  @Test("an exercise removed from the course is retired, not deleted, and its attempts stay")
  func removedExerciseIsRetired() throws {
    let course = try CourseSandbox()
    let store = try StoreSandbox().open()
    try store.importCourse(try #require(course.load().catalog), now: storeTestTime)
    let removed = "01-anchors/02-pin-to-margins"
    try store.recordAttempt(attemptRecord(removed, .passed, score: 1))
    try store.recordRating(itemID: "\(removed)#margin-pin", rating: .good, at: storeTestTime)
    try store.setPosition(
      LearnerPosition(moduleID: "01-anchors", lessonStep: 1, exerciseID: removed), at: storeTestTime
    )

    try course.remove("01-anchors/02-pin-to-margins")
    let summary = try store.importCourse(try #require(course.load().catalog), now: storeTestTime)
    #expect(summary.retired == [removed])
    #expect(summary.movedPosition)
    #expect(try store.exerciseIDs() == [fixtureExerciseIDs[0], fixtureExerciseIDs[2]])
    #expect(
      try store.exerciseIDs(includingRetired: true) == [
        fixtureExerciseIDs[0], fixtureExerciseIDs[2], removed,
      ])
    #expect(try store.exercise(id: removed)?.isRetired == true)
    #expect(try store.attempts(for: removed).count == 1)
    #expect(try store.ratingLog(for: "\(removed)#margin-pin").count == 1)
    // The retired card is no longer due, and the course's totals leave the exercise out.
    #expect(try store.dueReviews(at: storeTestTime + 86_400 * 365) == [])
    let progress = try store.progress(at: storeTestTime)
    #expect(progress.total == 2)
    #expect(progress.passed == 0)
    // Nearest place: the module's last exercise before the removed one, same lesson step.
    #expect(
      try store.position()
        == LearnerPosition(moduleID: "01-anchors", lessonStep: 1, exerciseID: fixtureExerciseIDs[0])
    )

    // Putting it back brings it back, with its history.
    let restored = try CourseSandbox()
    let back = try store.importCourse(try #require(restored.load().catalog), now: storeTestTime)
    #expect(back.changed == [removed])
    #expect(try store.progress(ofExercise: removed, at: storeTestTime).status == .passed)
  }

  @Test("a removed module moves the position to the next module's first exercise")
  func removedModuleMovesPosition() throws {
    let course = try CourseSandbox()
    let store = try StoreSandbox().open()
    try course.write(
      "course.json",
      """
      { "formatVersion": 1, "title": "Two modules", "modules": ["01-anchors", "02-animation"] }
      """)
    try store.importCourse(try #require(course.load().catalog), now: storeTestTime)
    try store.setPosition(
      LearnerPosition(moduleID: "02-animation", lessonStep: 1, exerciseID: fixtureExerciseIDs[2]),
      at: storeTestTime)
    try course.write(
      "course.json", #"{ "formatVersion": 1, "title": "One module", "modules": ["01-anchors"] }"#)
    try course.remove("02-animation")
    let summary = try store.importCourse(try #require(course.load().catalog), now: storeTestTime)
    #expect(summary.retired == [fixtureExerciseIDs[2]])
    #expect(try sandboxModuleRetired(store, "02-animation"))
    // Nothing comes after the removed module, so the position goes to the course's last exercise.
    #expect(
      try store.position()
        == LearnerPosition(moduleID: "01-anchors", lessonStep: 0, exerciseID: fixtureExerciseIDs[1])
    )
  }

  private func sandboxModuleRetired(_ store: CourseStore, _ id: String) throws -> Bool {
    try store.progress(at: storeTestTime).modules.contains { $0.id == id } == false
  }

  @Test("a lesson that loses steps pulls the position back to its last step")
  func shorterLesson() throws {
    let course = try CourseSandbox()
    let store = try StoreSandbox().open()
    try store.importCourse(try #require(course.load().catalog), now: storeTestTime)
    try store.setPosition(
      LearnerPosition(moduleID: "01-anchors", lessonStep: 1, exerciseID: nil), at: storeTestTime)
    try course.write("01-anchors/lesson.md", "# Anchors\n\n## Only step\n\nText.\n")
    let summary = try store.importCourse(try #require(course.load().catalog), now: storeTestTime)
    #expect(summary.movedPosition)
    #expect(try store.position() == LearnerPosition(moduleID: "01-anchors", exerciseID: nil))
    #expect(try store.lesson(moduleID: "01-anchors")?.steps.map(\.title) == ["Only step"])
  }

  @Test("an import that fails halfway leaves the store exactly as it was")
  func failedImportRollsBack() throws {
    let sandbox = try StoreSandbox()
    let store = try sandbox.openWithFixture()
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[0], .failed, score: 0.5))
    let snapshot = try everyRow(sandbox)

    // A hand-made catalog whose second module repeats the first one's exercise, with a new
    // title for the first: the import fails after earlier rows were written.
    var catalog = try fixtureCatalog()
    catalog.course.title = "Renamed course"
    catalog.course.modules[0].lesson.title = "Renamed lesson"
    var clash = catalog.course.modules[0].exercises[0]
    clash.moduleID = "02-animation"
    catalog.course.modules[1].exercises.append(clash)
    #expect(throws: CourseStoreError.self) {
      try store.importCourse(catalog, now: storeTestTime + 60)
    }
    #expect(try everyRow(sandbox) == snapshot)
  }

  @Test("a course with problems is refused with its path:line problems and nothing is imported")
  func courseProblemsLeaveTheStoreUnchanged() throws {
    let course = try CourseSandbox()
    let sandbox = try StoreSandbox()
    let store = try sandbox.open()
    try store.synchronize(
      courseDirectory: course.lessons, knownDevices: { testDevices }, now: storeTestTime)
    try store.recordAttempt(attemptRecord(fixtureExerciseIDs[0], .passed, score: 1))
    let snapshot = try everyRow(sandbox)

    try course.write(
      "01-anchors/01-center-a-box/exercise.json",
      """
      {
        "id": "01-anchors/01-center-a-box",
        "title": "Centre a box",
        "entry": { "viewController": "CenterViewController" },
        "devices": ["iphone-se", "iphone-xx"],
        "checks": ["box"],
        "steps": [{ "snapshot": "initial" }],
        "hints": ["One.", "Two."],
        "cards": [{ "question": "Q?", "answer": "A." }]
      }
      """)
    try course.write("02-animation/lesson.md", "# Animating constraints\n\nNo steps yet.\n")
    let error = #expect(throws: CourseStoreError.self) {
      try store.synchronize(
        courseDirectory: course.lessons, knownDevices: { testDevices }, now: storeTestTime)
    }
    guard case .courseProblems(let problems) = error else {
      Issue.record("expected course problems, got \(String(describing: error))")
      return
    }
    // expected.json no longer matches the devices (FORMAT.md): one device lacks frames, one
    // entry names a device that is not listed; file by file, in reading order.
    #expect(
      problems.map(\.description) == [
        "Lessons/01-anchors/01-center-a-box/exercise.json:5: unknown device \"iphone-xx\"",
        "Lessons/01-anchors/01-center-a-box/expected.json:1: no frames for device \"iphone-xx\"",
        "Lessons/01-anchors/01-center-a-box/expected.json:9: "
          + "device \"iphone-8:landscape\" is not in exercise.json \"devices\"",
        "Lessons/02-animation/lesson.md:1: the lesson has no '## ' steps",
      ])
    #expect(try everyRow(sandbox) == snapshot)
  }

  @Test("synchronize imports on first use, skips an untouched course, and follows edits")
  func synchronizeFollowsTheFolder() throws {
    let course = try CourseSandbox()
    let store = try StoreSandbox().open()
    var deviceRequests = 0
    let devices = { () -> Set<String> in
      deviceRequests += 1
      return testDevices
    }
    let first = try store.synchronize(
      courseDirectory: course.lessons, knownDevices: devices, now: storeTestTime)
    guard case .imported(let summary) = first else {
      Issue.record("expected an import, got \(first)")
      return
    }
    #expect(summary.added == fixtureExerciseIDs)
    #expect(
      try store.synchronize(
        courseDirectory: course.lessons, knownDevices: devices, now: storeTestTime)
        == .upToDate)
    #expect(deviceRequests == 1)  // The untouched course was not read again.

    // Rewriting a file with the same bytes reads the course but imports nothing.
    let lesson = course.lessons.appendingPathComponent("01-anchors/lesson.md")
    let text = try Data(contentsOf: lesson)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: lesson.path)
    #expect(
      try store.synchronize(
        courseDirectory: course.lessons, knownDevices: devices, now: storeTestTime)
        == .upToDate)
    #expect(deviceRequests == 2)
    #expect(try Data(contentsOf: lesson) == text)

    try course.write("01-anchors/lesson.md", "# Anchors, revised\n\n## One\n\nText.\n")
    let edited = try store.synchronize(
      courseDirectory: course.lessons, knownDevices: devices, now: storeTestTime)
    guard case .imported(let again) = edited else {
      Issue.record("expected an import, got \(edited)")
      return
    }
    #expect(again.added == [] && again.changed == [] && again.unchanged == 3)
    #expect(try store.lesson(moduleID: "01-anchors")?.title == "Anchors, revised")
  }

  /// Every row of every table, as text, for before-and-after comparisons.
  private func everyRow(_ sandbox: StoreSandbox) throws -> [String] {
    let database = try sandbox.rawDatabase()
    let tables = try database.fetchAll(
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
    ).map { try $0.column(String.self, at: 0) }
    var lines: [String] = []
    for table in tables {
      for row in try database.fetchAll("SELECT * FROM \(table) ORDER BY 1, 2") {
        lines.append("\(table): \(row)")
      }
    }
    return lines
  }
}
