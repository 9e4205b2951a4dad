import Foundation
import ReliabilityFixtures
import Testing

/// One operation a worker process performs, and the key its row gets in the store.
private struct Operation {
  var name: String
  var start: () throws -> SpawnedProcess
  var key: String
  var isRating: Bool
}

/// Runs each worker's operations one after another, every worker at the same time, and returns
/// each operation with its result.
private func runWorkers(_ workers: [[Operation]]) throws -> [(Operation, SpawnedProcess.Result)] {
  var queues = workers.map { $0[...] }
  var running: [(Operation, SpawnedProcess)?] = Array(repeating: nil, count: workers.count)
  var finished: [(Operation, SpawnedProcess.Result)] = []
  while true {
    var busy = false
    for index in queues.indices {
      if let (operation, process) = running[index] {
        guard let result = process.poll() else {
          busy = true
          continue
        }
        finished.append((operation, result))
        running[index] = nil
      }
      if let next = queues[index].popFirst() {
        running[index] = (next, try next.start())
        busy = true
      }
    }
    if !busy { return finished }
    Thread.sleep(forTimeInterval: 0.002)
  }
}

@Suite("Many processes on one workspace")
struct ConcurrentWorkspaceTests {
  /// 2025-01-01T00:00:00Z: 20089 days after 1970-01-01.
  static let base = Date(timeIntervalSince1970: 20089 * 86_400)
  static let items = [
    "01-constraints-in-code/01-half-height-panel", "02-anchors/01-negative-insets",
    "04-visual-format/01-first-strings",
  ]
  /// One exercise per rating worker. The rating log is kept in time order, so ratings of one
  /// item come from one worker, whose dates rise; the workers still race for the store's lock.
  static let raterItems = [
    "01-constraints-in-code/01-half-height-panel", "01-constraints-in-code/02-inside-the-margins",
    "01-constraints-in-code/03-two-panels", "02-anchors/01-negative-insets",
    "02-anchors/02-empty-goal-card", "03-intrinsic-size-and-priorities/01-sized-by-content",
    "04-visual-format/01-first-strings", "04-visual-format/02-top-row",
  ]

  @Test("8 processes × 20 rate and attempt operations on a new workspace: none lost or doubled")
  func ratingAndRecordingAtOnce() throws {
    let workspace = try ReliabilityWorkspace()
    let ratings = ["again", "hard", "good", "easy"]
    // Every worker rates first. A rating needs a pass before it, so the course is imported and
    // the passes recorded beforehand; the ratings race the probes and each other.
    try workspace.recordPasses(
      before: (0..<8).flatMap { worker in
        stride(from: 0, to: 20, by: 2).map { step in
          (
            Self.raterItems[worker],
            Self.base.addingTimeInterval(Double(worker * 10_000 + step))
          )
        }
      })
    let workers = (0..<8).map { worker in
      (0..<20).map { step -> Operation in
        let name = "w\(worker)-s\(step)"
        if step.isMultiple(of: 2) {
          let item = Self.raterItems[worker]
          let date = Self.base.addingTimeInterval(Double(worker * 10_000 + step))
          let arguments = ["rate", item, ratings[(worker + step) % 4], "--now", isoText(date)]
          return Operation(
            name: name, start: { try workspace.startCLI(arguments, name: name) },
            key: StoreAudit.ratingKey(item, date), isRating: true)
        }
        return Operation(
          name: name,
          start: {
            try workspace.startProbe(exercise: Self.items[0], count: 1, tag: name, name: name)
          },
          key: StoreAudit.probeKey(name + "-1"), isRating: false)
      }
    }
    let results = try runWorkers(workers)
    #expect(results.count == 160)
    for (operation, result) in results {
      #expect(result.succeeded, "\(operation.name): \(result.ending) \(result.errors)")
      #expect(!mentionsLockContention(result.output + result.errors), "\(operation.name)")
    }
    let audit = try StoreAudit(path: workspace.storePath)
    #expect(audit.integrity == ["ok"])
    #expect(audit.foreignKeyProblems == 0)
    let rated = Set(results.filter { $0.0.isRating }.map(\.0.key))
    let recorded = Set(results.filter { !$0.0.isRating }.map(\.0.key))
    #expect(rated.count == 80 && recorded.count == 80)
    // Exactly the acknowledged rows, once each, and nothing else.
    #expect(Set(audit.ratings.keys) == rated)
    #expect(Set(audit.attempts.keys) == recorded)
    #expect(StoreAudit.duplicated(audit.ratings) == [])
    #expect(StoreAudit.duplicated(audit.attempts) == [])
    #expect(audit.stateMismatches == [])
  }

  @Test("two real grade runs and six rating processes at once: each attempt recorded once")
  func gradingWhileRating() throws {
    let workspace = try ReliabilityWorkspace()
    let exercise = Self.items[0]
    let solution = try String(
      contentsOf: ReliabilityWorkspace.checkout.appendingPathComponent(
        "Lessons/\(exercise)/Solution.swift"),
      encoding: .utf8)
    let graders = try (0..<2).map { worker -> [Operation] in
      // A comment makes each file's content its own, so neither is answered from the cache.
      let file = workspace.scratch.appendingPathComponent("grader-\(worker).swift")
      try Data((solution + "\n// grader \(worker)\n").utf8).write(to: file)
      let date = Self.base.addingTimeInterval(Double(worker) * 3_600)
      let arguments = ["grade", file.path, "--exercise", exercise, "--now", isoText(date)]
      let name = "grader-\(worker)"
      return [
        Operation(
          name: name, start: { try workspace.startCLI(arguments, name: name) },
          key: StoreAudit.gradeKey(date), isRating: false)
      ]
    }
    try workspace.recordPasses(
      before: (0..<6).flatMap { worker in
        (0..<5).map { step in
          (
            Self.raterItems[worker],
            Self.base.addingTimeInterval(Double(86_400 + worker * 100 + step))
          )
        }
      })
    let raters = (0..<6).map { worker in
      (0..<5).map { step -> Operation in
        let name = "rater-\(worker)-\(step)"
        let item = Self.raterItems[worker]
        let date = Self.base.addingTimeInterval(Double(86_400 + worker * 100 + step))
        let arguments = ["rate", item, "good", "--now", isoText(date)]
        return Operation(
          name: name, start: { try workspace.startCLI(arguments, name: name) },
          key: StoreAudit.ratingKey(item, date), isRating: true)
      }
    }
    let results = try runWorkers(graders + raters)
    #expect(results.count == 32)
    for (operation, result) in results {
      #expect(result.succeeded, "\(operation.name): \(result.ending) \(result.errors)")
      #expect(!result.errors.contains("could not be recorded"), "\(operation.name)")
      #expect(!mentionsLockContention(result.output + result.errors), "\(operation.name)")
    }
    let audit = try StoreAudit(path: workspace.storePath)
    #expect(audit.integrity == ["ok"])
    #expect(Set(audit.attempts.keys) == Set(results.filter { !$0.0.isRating }.map(\.0.key)))
    #expect(Set(audit.ratings.keys) == Set(results.filter { $0.0.isRating }.map(\.0.key)))
    #expect(StoreAudit.duplicated(audit.attempts) == [])
    #expect(StoreAudit.duplicated(audit.ratings) == [])
    #expect(audit.attemptsWithoutReport == 0)
    #expect(audit.stateMismatches == [])
  }
}
