import Checkout
import Foundation
import Grader
import TestSupport

/// `Benchmarks save-verdict [--saves N]`: how long a learner waits from saving the exercise file
/// to the new verdict on the screen of `layoutlings watch` and of the course (`layoutlings` on
/// the exercise's page) (80 × 24 pseudo-terminal, the built release binary, a new workspace
/// each), against the peer `layoutlings grade FILE` of the same kind of bytes from start to
/// exit, measured in the same run.
///
/// Saves alternate the course's first exercise's starter (fails) and solution (passes), each
/// with a new comment line, so every save is a real regrade (never the verdict cache) and the
/// headline changes each time. `--stages` also prints, for each of the three, the median time
/// per save of every stage the processes logged (`StageLog`).
enum SaveVerdictBenchmark: BenchmarkCommand {
  static let name = "save-verdict"
  static let summary =
    "time from a save to the verdict on the watch and course screens, against grade FILE"
  static let usage = "Benchmarks save-verdict [--saves N] [--stages]"

  static func run(_ arguments: [String]) throws {
    var saves = 6
    var stages = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--saves":
        guard let text = remaining.popFirst(), let value = Int(text), value >= 2 else {
          throw BenchmarkUsageError(message: "Missing value for '--saves <n>' (at least 2)")
        }
        saves = value
      case "--stages":
        stages = true
      default:
        throw BenchmarkUsageError(message: "Unexpected argument '\(argument)'")
      }
    }
    guard let checkout = Checkout.root else {
      throw BenchmarkFailure(message: "cannot find the checkout")
    }
    let binary = try FirstVerdictBenchmark.binary(of: checkout)
    let exercise = FirstVerdictBenchmark.exercise
    let folder = checkout.appendingPathComponent("Lessons/\(exercise)")
    let starter = try String(
      contentsOf: folder.appendingPathComponent("Exercise.swift"), encoding: .utf8)
    let solution = try String(
      contentsOf: folder.appendingPathComponent("Solution.swift"), encoding: .utf8)

    print("Save to verdict (\(GradeBenchmark.loadAverage()); \(saves) saves, \(exercise))")
    let texts = (starter: starter, solution: solution)
    let logs = try ScratchFolder(prefix: "layoutlings-stages")
    func table(_ name: String) throws -> StageTable? {
      stages ? try StageTable(log: logs.url.appendingPathComponent(name)) : nil
    }
    var watchStages = try table("watch.log")
    var courseStages = try table("course.log")
    var gradeStages = try table("grade.log")
    let watchTimes = try screenTimes(
      binary: binary, arguments: ["watch"], saves: saves, texts: texts, stages: &watchStages,
      opening: { _ in true })
    let courseTimes = try screenTimes(
      binary: binary, arguments: [], saves: saves, texts: texts, stages: &courseStages,
      opening: { terminal in
        // From the welcome, n through the lesson steps to the exercise's page.
        for _ in 0..<40 {
          if terminal.screen.contains(where: { $0.contains("Exercise 1 of") }) { return true }
          terminal.type("n")
          terminal.drain(seconds: 0.3)
        }
        return false
      })
    let home = try ScratchFolder(prefix: "layoutlings-save-verdict")

    var gradeTimes: [Double] = []
    let peerFile = home.url.appendingPathComponent("peer.swift")
    for save in 0..<saves {
      let passes = save % 2 == 0
      let text = (passes ? solution : starter) + "\n// grade \(save)\n"
      try Data(text.utf8).write(to: peerFile)
      let process = Process()
      process.executableURL = binary
      process.arguments = [
        "--home", home.url.path, "grade", peerFile.path, "--exercise", exercise, "--no-color",
      ]
      process.environment = environment(logging: gradeStages)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = ContinuousClock.now
      try process.run()
      process.waitUntilExit()
      gradeTimes.append(GradeBenchmark.seconds(ContinuousClock.now - start))
      gradeStages?.closeSegment()
    }

    let watchMedian = median(watchTimes)
    let courseMedian = median(courseTimes)
    let gradeMedian = median(gradeTimes)
    print(
      "  watch, save → verdict on screen   median \(format(watchMedian))  " + spread(watchTimes))
    print(
      "  course, save → verdict on screen  median \(format(courseMedian))  "
        + spread(courseTimes))
    print(
      "  grade FILE, start → exit (peer)   median \(format(gradeMedian))  " + spread(gradeTimes))
    print("  watch / grade: " + String(format: "%.3f", watchMedian / gradeMedian) + "×")
    print("  course / grade: " + String(format: "%.3f", courseMedian / gradeMedian) + "×")
    for (name, table) in [
      ("watch", watchStages), ("course", courseStages), ("grade FILE", gradeStages),
    ] {
      guard let table else { continue }
      print("  \(name), median per save of each stage:")
      table.print(indent: "    ")
    }
  }

  /// The environment programs run in; with `LAYOUTLINGS_STAGE_LOG` when `stages` reads a log.
  static func environment(logging stages: StageTable?) -> [String: String] {
    var environment = FirstVerdictBenchmark.environment()
    if let stages { environment[StageLog.environmentVariable] = stages.log.path }
    return environment
  }

  /// Seconds from each save to its verdict's headline on the screen of `layoutlings arguments`
  /// in a new workspace, once `opening` has brought the screen to the exercise and a first
  /// verdict has shown.
  static func screenTimes(
    binary: URL, arguments: [String], saves: Int, texts: (starter: String, solution: String),
    stages: inout StageTable?, opening: (PseudoTerminal) -> Bool
  ) throws -> [Double] {
    let exercise = FirstVerdictBenchmark.exercise
    let home = try ScratchFolder(prefix: "layoutlings-save-verdict")
    let terminal = try PseudoTerminal(
      executable: binary, arguments: ["--home", home.url.path] + arguments,
      environment: environment(logging: stages), columns: 80, rows: 24)
    defer {
      terminal.type("q")
      _ = terminal.waitForExit(seconds: 10)
    }
    let name = arguments.first ?? "the course"
    let copy = home.url.appendingPathComponent("exercises/\(exercise).swift")
    func headline() -> String? {
      terminal.screen.first { line in
        ["passed", "failed", "compile-error", "runtime-error", "timeout"].contains {
          line.hasPrefix("\(exercise): \($0)")
        }
      }
    }
    terminal.drain(seconds: 1)
    guard opening(terminal) else {
      throw BenchmarkFailure(
        message: "\(name) never showed the exercise: \(terminal.screen.joined(separator: " / "))")
    }
    // A first verdict, untimed, so no save pays for the workspace's first grade: watch grades
    // the file as it is at the start; the course grades it on g.
    if arguments.isEmpty { terminal.type("g") }
    guard terminal.waitUntil(seconds: 300, { _ in headline() != nil }) else {
      throw BenchmarkFailure(
        message: "\(name) never showed a verdict: \(terminal.screen.joined(separator: " / "))")
    }
    terminal.drain(seconds: 1)

    var times: [Double] = []
    for save in 0..<saves {
      let passes = save % 2 == 0
      let text = (passes ? texts.solution : texts.starter) + "\n// save \(save)\n"
      let expected = "\(exercise): " + (passes ? "passed" : "failed")
      // What came before this save (the opening, or the last save's drawing) is a segment.
      stages?.closeSegment()
      let start = ContinuousClock.now
      try Data(text.utf8).write(to: copy)
      guard terminal.waitUntil(seconds: 300, { _ in headline()?.hasPrefix(expected) == true })
      else {
        throw BenchmarkFailure(
          message:
            "\(name): no \(expected) after save \(save): "
            + terminal.screen.joined(separator: " / "))
      }
      times.append(GradeBenchmark.seconds(ContinuousClock.now - start))
      terminal.drain(seconds: 0.5)
    }
    stages?.closeSegment()
    // The first segment is the opening and the untimed first verdict.
    stages?.dropFirstSegment()
    return times
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  static func spread(_ values: [Double]) -> String {
    "(min \(format(values.min() ?? 0)), max \(format(values.max() ?? 0)))"
  }

  static func format(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }
}
