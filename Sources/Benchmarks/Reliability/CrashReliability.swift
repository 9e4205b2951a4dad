import Basics
import Foundation
import ReliabilityFixtures
import SpacedRepetition

/// Reliability, crashes: `kills` real `layoutlings` commands (`grade`, `rate`, and `list` right
/// after the whole course changed, which imports it) are killed with SIGKILL at a random moment
/// (seeded), one after another, on one workspace. After every kill the store must open, pass
/// `PRAGMA integrity_check`, hold every attempt and rating a command acknowledged (exit 0) once,
/// have no rating without its review-state update, no attempt without its report, and hold one
/// whole revision of the course.
///
/// The course is a copy of `Lessons/` whose every lesson ends with "Revision N."; an import
/// command first writes the next N into all of them.
enum CrashReliability {
  private enum Kind: Int, CaseIterable {
    case grade, rate, importCourse
    var name: String { ["grade", "rate", "import"][rawValue] }
  }

  static let exercise = "01-constraints-in-code/01-half-height-panel"
  static let rated = [
    "01-constraints-in-code/01-half-height-panel", "02-anchors/01-negative-insets",
  ]
  /// 2025-01-01T00:00:00Z.
  static let base = Date(timeIntervalSince1970: 20089 * 86_400)

  static func run(json: Bool, kills: Int = 200, seed: UInt64 = 0x5EED_C0DE) throws {
    let workspace = try ReliabilityWorkspace(label: "crash")
    let course = workspace.scratch.appendingPathComponent("course")
    try FileManager.default.copyItem(
      at: GradeBenchmark.packageRoot().appendingPathComponent("Lessons"), to: course)
    let lessons = try FileManager.default.contentsOfDirectory(
      at: course, includingPropertiesForKeys: nil
    )
    .map { $0.appendingPathComponent("lesson.md") }
    .filter { FileManager.default.fileExists(atPath: $0.path) }
    var revision = 0
    func writeRevision(_ number: Int) throws {
      for url in lessons {
        var text = try String(contentsOf: url, encoding: .utf8)
        if let range = text.range(of: "\n\nRevision ", options: .backwards) {
          text.removeSubrange(range.lowerBound...)
        }
        try Data((text + "\n\nRevision \(number).\n").utf8).write(to: url)
      }
      revision = number
    }
    try writeRevision(0)
    let file = workspace.scratch.appendingPathComponent("learner.swift")
    let courseArguments = ["--course", course.path]

    var acknowledgedAttempts = Set<String>()
    var acknowledgedRatings = Set<String>()
    var acknowledgedRevision = 0

    /// Starts command `round` of `kind`; returns it and the key of the row it adds.
    func start(_ kind: Kind, round: Int) throws -> (SpawnedProcess, String?) {
      let date = base.addingTimeInterval(Double(round + 10) * 600)
      let now = ["--now", ReliabilityText.iso(date)]
      switch kind {
      case .grade:
        try Data(try ReliabilityWorkspace.uniqueSolution(exercise, tag: "round \(round)").utf8)
          .write(to: file)
        let child = try workspace.start(
          courseArguments + ["grade", file.path, "--exercise", exercise] + now, name: "r\(round)")
        return (child, ReliabilityStoreAudit.attemptKey(date))
      case .rate:
        let item = rated[abs(round) % rated.count]
        let child = try workspace.start(
          courseArguments + ["rate", item, ["again", "hard", "good", "easy"][abs(round) % 4]] + now,
          name: "r\(round)")
        return (child, ReliabilityStoreAudit.ratingKey(item, date))
      case .importCourse:
        try writeRevision(revision + 1)
        return (try workspace.start(courseArguments + ["list"] + now, name: "r\(round)"), nil)
      }
    }

    func acknowledge(_ kind: Kind, _ key: String?, _ result: SpawnedProcess.Result) {
      guard result.succeeded, !result.errors.contains("could not be recorded") else { return }
      switch kind {
      case .grade: if let key { acknowledgedAttempts.insert(key) }
      case .rate: if let key { acknowledgedRatings.insert(key) }
      case .importCourse: acknowledgedRevision = revision
      }
    }

    // One unkilled run of each kind (the grade builds the engine if needed) gives each kind's
    // usual duration; kills land anywhere from the start to a little after it.
    var durations: [Double] = []
    for kind in Kind.allCases {
      var result = SpawnedProcess.Result(ending: .exited(-1), output: "", errors: "", seconds: 0)
      for attempt in 0..<2 {
        let (child, key) = try start(kind, round: -10 * (kind.rawValue + 1) - attempt)
        result = child.wait()
        guard result.succeeded else {
          throw BenchmarkFailure(
            message: "\(kind.name) failed before any kill:\n\(result.output)\(result.errors)")
        }
        acknowledge(kind, key, result)
      }
      durations.append(result.seconds)
    }

    var generator = SplitMix64(seed: seed)
    var killedMidway = [0, 0, 0]
    var rounds = [0, 0, 0]
    var failedOpens = 0
    var unsound = 0
    var lost = 0
    var duplicated = 0
    var tornImports = 0
    var problems: [String] = []
    for round in 0..<kills {
      let kind = Kind.allCases[Int.random(in: 0..<Kind.allCases.count, using: &generator)]
      let delay = Double.random(in: 0...(durations[kind.rawValue] * 1.2), using: &generator)
      let (child, key) = try start(kind, round: round)
      Thread.sleep(forTimeInterval: delay)
      child.killGroup()
      let result = child.wait()
      rounds[kind.rawValue] += 1
      if result.ending == .signalled(SIGKILL) { killedMidway[kind.rawValue] += 1 }
      acknowledge(kind, key, result)

      let audit = ReliabilityStoreAudit(path: workspace.storePath)
      var found: [String] = []
      if !audit.opened {
        failedOpens += 1
        found.append("cannot open: \(audit.openError)")
      }
      if audit.opened && !audit.isSound {
        unsound += 1
        found.append(
          "integrity \(audit.integrity), fk \(audit.foreignKeyProblems), states \(audit.stateMismatches), "
            + "reports \(audit.attemptsWithoutReport)")
      }
      let missing =
        acknowledgedAttempts.filter { audit.attempts[$0] == nil }.count
        + acknowledgedRatings.filter { audit.ratings[$0] == nil }.count
      let doubled =
        audit.attempts.values.filter { $0 > 1 }.count + audit.ratings.values.filter { $0 > 1 }.count
      if audit.opened && missing > 0 {
        lost += missing
        found.append("\(missing) acknowledged rows missing")
      }
      if doubled > 0 {
        duplicated += doubled
        found.append("\(doubled) rows doubled")
      }
      let revisions = Set(audit.revisions.values)
      if audit.opened
        && (revisions.count != 1 || audit.revisions.count != lessons.count
          || (revisions.first ?? -1) < acknowledgedRevision)
      {
        tornImports += 1
        found.append("course revisions \(audit.revisions.values.sorted())")
      }
      if !found.isEmpty {
        let moment = String(format: "%.3f", delay)
        problems.append(
          "round \(round) \(kind.name) after \(moment) s: " + found.joined(separator: "; "))
      }
    }

    let kinds = Kind.allCases.map(\.name)
    let figures: [String: Any] = [
      "section": "crash", "kills": kills, "seed": String(seed, radix: 16),
      "killedMidway": Dictionary(uniqueKeysWithValues: zip(kinds, killedMidway)),
      "rounds": Dictionary(uniqueKeysWithValues: zip(kinds, rounds)),
      "acknowledgedAttempts": acknowledgedAttempts.count,
      "acknowledgedRatings": acknowledgedRatings.count,
      "acknowledgedRevision": acknowledgedRevision,
      "failedOpens": failedOpens, "unsoundStores": unsound, "lost": lost, "duplicated": duplicated,
      "tornImports": tornImports,
      "usualSeconds": Dictionary(uniqueKeysWithValues: zip(kinds, durations)),
    ]
    if json {
      print(try ReliabilityText.json(figures))
    } else {
      print(
        "Crashes: \(kills) commands killed with SIGKILL at seeded random moments "
          + "(seed \(String(seed, radix: 16)))")
      for kind in Kind.allCases {
        let name = kind.name.padding(toLength: 7, withPad: " ", startingAt: 0)
        let usual = String(format: "%.2f", durations[kind.rawValue])
        print(
          "  \(name) \(rounds[kind.rawValue]) rounds, \(killedMidway[kind.rawValue]) killed while "
            + "running (usual run \(usual) s)")
      }
      print(
        "  acknowledged:           \(acknowledgedAttempts.count) attempts, "
          + "\(acknowledgedRatings.count) ratings, course revision \(acknowledgedRevision)")
      print("  store failed to open:   \(failedOpens)")
      print("  unsound store (integrity, partial rows): \(unsound)")
      print("  acknowledged rows lost: \(lost)")
      print("  rows duplicated:        \(duplicated)")
      print("  torn course imports:    \(tornImports)")
      for line in problems.prefix(10) { print("  problem: \(line)") }
    }
    if problems.isEmpty {
      workspace.remove()
    } else {
      print("  (workspace kept: \(workspace.home.path))")
    }
  }
}
