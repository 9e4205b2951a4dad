import Foundation
import ReliabilityFixtures

/// Reliability, concurrency: `workers` processes at once grade and rate against one workspace
/// for `seconds`, each a real `layoutlings` command; then the store must hold exactly the
/// attempts and ratings the commands acknowledged, once each, and no command may have shown a
/// lock error.
///
/// Each worker runs one command after another on an exercise of its own: a `grade` of the
/// lesson's solution made unique by a comment (a new attempt each time, compiled and run), then a
/// `rate` of it on that pass, and again. Every command carries its own `--now`, which keys its
/// row. The workers start on a new workspace, so they also race to create the store and import
/// the course.
enum ConcurrencyReliability {
  static let exercise = "01-constraints-in-code/01-half-height-panel"
  /// One exercise per worker: a rating dated before its item's last one is refused, and the
  /// workers' dates interleave, so each worker rates its own (they still share the store's
  /// tables, its lock and its write-ahead log).
  static let rated = [
    "01-constraints-in-code/01-half-height-panel", "02-anchors/01-negative-insets",
    "03-intrinsic-size-and-priorities/01-sized-by-content", "04-visual-format/01-first-strings",
    "05-margins-and-safe-area/01-margins-not-numbers", "06-stack-views/01-arranged-subviews",
    "07-animating-constraints/01-slide-off-screen",
    "08-debugging-and-adaptivity/01-unwanted-constraint",
  ]
  /// 2025-01-01T00:00:00Z.
  static let base = Date(timeIntervalSince1970: 20089 * 86_400)

  private struct Operation {
    var worker: Int
    var step: Int
    var isGrade: Bool
    var key: String
    var arguments: [String]
  }

  static func run(json: Bool, seconds: Double = 60, workers: Int = 8) throws {
    // The engine is built (once, shared) outside the measured minute.
    let warm = try ReliabilityWorkspace(label: "warm-up")
    let warmFile = warm.scratch.appendingPathComponent("warm.swift")
    try Data(try ReliabilityWorkspace.uniqueSolution(exercise, tag: UUID().uuidString).utf8)
      .write(to: warmFile)
    let warmResult = try warm.start(["grade", warmFile.path, "--exercise", exercise], name: "warm")
      .wait()
    warm.remove()
    guard warmResult.succeeded else {
      throw BenchmarkFailure(
        message: "the warm-up grading failed:\n\(warmResult.output)\(warmResult.errors)")
    }

    let workspace = try ReliabilityWorkspace(label: "concurrency")
    let files = (0..<workers).map { workspace.scratch.appendingPathComponent("worker-\($0).swift") }
    var steps = Array(repeating: 0, count: workers)
    var running: [(Operation, SpawnedProcess)?] = Array(repeating: nil, count: workers)
    var done: [(Operation, SpawnedProcess.Result)] = []
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))

    func next(_ worker: Int) throws -> (Operation, SpawnedProcess) {
      let step = steps[worker]
      steps[worker] += 1
      let date = base.addingTimeInterval(Double(worker) * 1_000_000 + Double(step))
      let now = ["--now", ReliabilityText.iso(date)]
      let operation: Operation
      // A worker grades its own exercise, then rates it on that pass (a rating needs a pass
      // since the last one), and so on.
      let item = rated[worker % rated.count]
      if step % 2 == 0 {
        let solution = try ReliabilityWorkspace.uniqueSolution(
          item, tag: "worker \(worker) step \(step)")
        try Data(solution.utf8).write(to: files[worker])
        operation = Operation(
          worker: worker, step: step, isGrade: true, key: ReliabilityStoreAudit.attemptKey(date),
          arguments: ["grade", files[worker].path, "--exercise", item] + now)
      } else {
        let rating = ["again", "hard", "good", "easy"][(worker * 7 + step) % 4]
        operation = Operation(
          worker: worker, step: step, isGrade: false,
          key: ReliabilityStoreAudit.ratingKey(item, date), arguments: ["rate", item, rating] + now)
      }
      let child = try workspace.start(operation.arguments, name: "w\(worker)-s\(step)")
      return (operation, child)
    }

    for worker in 0..<workers { running[worker] = try next(worker) }
    while running.contains(where: { $0 != nil }) {
      for worker in 0..<workers {
        guard let (operation, child) = running[worker], let result = child.poll() else { continue }
        done.append((operation, result))
        running[worker] = ContinuousClock.now < deadline ? try next(worker) : nil
      }
      Thread.sleep(forTimeInterval: 0.002)
    }

    var acknowledgedAttempts = Set<String>()
    var acknowledgedRatings = Set<String>()
    var busy = 0
    var failed: [String] = []
    for (operation, result) in done {
      let text = result.output + result.errors
      if ReliabilityText.mentionsLockContention(text) { busy += 1 }
      // `grade` still exits normally when it could not record the attempt, with a warning.
      let recorded = result.succeeded && !result.errors.contains("could not be recorded")
      if recorded {
        if operation.isGrade {
          acknowledgedAttempts.insert(operation.key)
        } else {
          acknowledgedRatings.insert(operation.key)
        }
      } else {
        failed.append(
          "w\(operation.worker)-s\(operation.step) \(result.ending): \(text.prefix(300))")
      }
    }
    let audit = ReliabilityStoreAudit(path: workspace.storePath)
    let acknowledged = acknowledgedAttempts.count + acknowledgedRatings.count
    let found =
      acknowledgedAttempts.filter { audit.attempts[$0] != nil }.count
      + acknowledgedRatings.filter { audit.ratings[$0] != nil }.count
    let duplicated =
      audit.attempts.values.filter { $0 > 1 }.count + audit.ratings.values.filter { $0 > 1 }.count
    let unacknowledgedRows =
      Set(audit.attempts.keys).subtracting(acknowledgedAttempts).count
      + Set(audit.ratings.keys).subtracting(acknowledgedRatings).count
    let latencies = done.map(\.1.seconds)
    let gradeLatencies = done.filter { $0.0.isGrade }.map(\.1.seconds)
    let rateLatencies = done.filter { !$0.0.isGrade }.map(\.1.seconds)
    // Each worker's first command races the others to create the store and import the course.
    let firstLatencies = done.filter { $0.0.step == 0 }.map(\.1.seconds)
    let laterRateLatencies = done.filter { !$0.0.isGrade && $0.0.step > 0 }.map(\.1.seconds)
    let figures: [String: Any] = [
      "section": "concurrency", "workers": workers, "seconds": seconds,
      "operations": done.count, "grades": gradeLatencies.count, "rates": rateLatencies.count,
      "acknowledged": acknowledged, "foundInStore": found, "lost": acknowledged - found,
      "duplicated": duplicated, "unacknowledgedRows": unacknowledgedRows,
      "busyErrorsSeen": busy, "failedCommands": failed.count,
      "storeSound": audit.isSound, "integrity": audit.integrity.joined(separator: "; "),
      "p50Seconds": ReliabilityText.quantile(latencies, 0.5),
      "p99Seconds": ReliabilityText.quantile(latencies, 0.99),
      "gradeP50Seconds": ReliabilityText.quantile(gradeLatencies, 0.5),
      "gradeP99Seconds": ReliabilityText.quantile(gradeLatencies, 0.99),
      "rateP50Seconds": ReliabilityText.quantile(rateLatencies, 0.5),
      "rateP99Seconds": ReliabilityText.quantile(rateLatencies, 0.99),
      "firstCommandMaxSeconds": firstLatencies.max() ?? 0,
      "laterRateP99Seconds": ReliabilityText.quantile(laterRateLatencies, 0.99),
    ]
    if json {
      print(try ReliabilityText.json(figures))
    } else {
      let ms = { (value: Double) in String(format: "%.0f ms", value * 1000) }
      let spread = { (samples: [Double]) in
        "\(ms(ReliabilityText.quantile(samples, 0.5))) / \(ms(ReliabilityText.quantile(samples, 0.99)))"
      }
      print(
        "Concurrency: \(workers) processes grading and rating one workspace for \(Int(seconds)) s")
      print(
        "  operations done:        \(done.count) (\(gradeLatencies.count) grade, "
          + "\(rateLatencies.count) rate)")
      print("  acknowledged:           \(acknowledged)")
      print("  found in store:         \(found)")
      print("  lost:                   \(acknowledged - found)")
      print("  duplicated:             \(duplicated)")
      print("  rows nobody acknowledged: \(unacknowledgedRows)")
      print("  busy errors seen:       \(busy)")
      print("  failed commands:        \(failed.count)")
      print(
        "  store sound:            \(audit.isSound) (integrity \(audit.integrity.joined(separator: "; ")))"
      )
      print(
        "  latency p50 / p99:      \(spread(latencies)) (grade \(spread(gradeLatencies)), "
          + "rate \(spread(rateLatencies)))")
      print(
        "  first command of each worker (creates the store, imports the course): max "
          + "\(ms(firstLatencies.max() ?? 0)); later rates p99 "
          + ms(ReliabilityText.quantile(laterRateLatencies, 0.99)))
      for line in failed.prefix(5) { print("  failed: \(line)") }
    }
    let lost = acknowledged - found
    if lost == 0 && duplicated == 0 && busy == 0 && failed.isEmpty && audit.isSound {
      workspace.remove()
    } else {
      print("  (workspace kept for inspection: \(workspace.home.path))")
    }
  }
}
