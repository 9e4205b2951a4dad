import Basics
import Foundation
import ReliabilityFixtures
import SpacedRepetition
import Testing

@Suite("Processes killed while they write")
struct KilledProcessTests {
  private enum Kind: CaseIterable {
    /// `layoutlings rate`: a rating and its review state.
    case rate
    /// The store probe: five attempts, one transaction each.
    case record
    /// `layoutlings list` after the whole course changed: one import transaction.
    case importCourse
  }

  private static let exercise = "02-anchors/01-negative-insets"
  /// 2025-01-01T00:00:00Z: 20089 days after 1970-01-01.
  private static let base = Date(timeIntervalSince1970: 20089 * 86_400)

  /// The acknowledged rows so far: what every later look at the store must find.
  private struct Acknowledged {
    var ratings: Set<String> = []
    var attempts: Set<String> = []
    var revision = 0
  }

  /// Starts operation `round` of `kind`; returns the process and what it will have done when
  /// it exits with 0 (for the probe, each printed "recorded k" line acknowledges one attempt).
  private func start(
    _ kind: Kind, round: Int, in workspace: ReliabilityWorkspace
  ) throws -> (SpawnedProcess, keys: Set<String>) {
    let name = "round-\(round)"
    switch kind {
    case .rate:
      let date = Self.base.addingTimeInterval(Double(round) * 60)
      let process = try workspace.startCLI(
        [
          "rate", Self.exercise, ["again", "hard", "good", "easy"][abs(round) % 4], "--now",
          isoText(date),
        ],
        name: name)
      return (process, [StoreAudit.ratingKey(Self.exercise, date)])
    case .record:
      let process = try workspace.startProbe(
        exercise: Self.exercise, count: 5, tag: name, name: name)
      return (process, Set((1...5).map { StoreAudit.probeKey("\(name)-\($0)") }))
    case .importCourse:
      try workspace.bumpRevision()
      return (try workspace.startCLI(["list"], name: name), [])
    }
  }

  private func record(
    _ kind: Kind, round: Int, _ keys: Set<String>, _ result: SpawnedProcess.Result,
    workspace: ReliabilityWorkspace, into acknowledged: inout Acknowledged
  ) {
    switch kind {
    case .rate:
      if result.succeeded { acknowledged.ratings.formUnion(keys) }
    case .record:
      // The probe prints "recorded k" once attempt k is committed, killed or not.
      for line in result.output.split(separator: "\n") where line.hasPrefix("recorded ") {
        let key = StoreAudit.probeKey("round-\(round)-\(line.dropFirst("recorded ".count))")
        if keys.contains(key) { acknowledged.attempts.insert(key) }
      }
    case .importCourse:
      if result.succeeded { acknowledged.revision = workspace.revision }
    }
  }

  @Test("20 rate, record and import processes killed at seeded random moments lose nothing")
  func killedAtRandomMoments() throws {
    let workspace = try ReliabilityWorkspace()
    var acknowledged = Acknowledged()
    // The store is created and the course imported first, so that the unkilled run of each
    // kind after it says how long that kind usually takes.
    let setUp = try workspace.startCLI(["list"], name: "set-up").wait()
    try #require(setUp.succeeded, "list: \(setUp.errors)")
    // Every rating below has a pass before it, as `rate` requires.
    try workspace.recordPasses(
      before: (-Kind.allCases.count..<20).map {
        (Self.exercise, Self.base.addingTimeInterval(Double($0) * 60))
      })
    var durations: [Double] = []
    for (index, kind) in Kind.allCases.enumerated() {
      let (process, keys) = try start(kind, round: -1 - index, in: workspace)
      let result = process.wait()
      try #require(result.succeeded, "\(kind): \(result.errors)")
      record(kind, round: -1 - index, keys, result, workspace: workspace, into: &acknowledged)
      durations.append(result.seconds)
    }

    var generator = SplitMix64(seed: 0x5EED_C0DE)
    var killedMidway = 0
    for round in 0..<20 {
      let kindIndex = Int.random(in: 0..<Kind.allCases.count, using: &generator)
      let kind = Kind.allCases[kindIndex]
      // Anywhere from the start to a little after the usual end.
      let delay = Double.random(in: 0...(durations[kindIndex] * 1.2), using: &generator)
      let (process, keys) = try start(kind, round: round, in: workspace)
      Thread.sleep(forTimeInterval: delay)
      process.killGroup()
      let result = process.wait()
      if result.ending == .signalled(SIGKILL) { killedMidway += 1 }
      record(kind, round: round, keys, result, workspace: workspace, into: &acknowledged)

      let audit = try StoreAudit(path: workspace.storePath)
      let context = "round \(round) (\(kind), killed after \(delay) s, \(result.ending))"
      #expect(audit.integrity == ["ok"], "\(context)")
      #expect(audit.foreignKeyProblems == 0, "\(context)")
      #expect(StoreAudit.lost(acknowledged.ratings, in: audit.ratings) == [], "\(context)")
      #expect(StoreAudit.lost(acknowledged.attempts, in: audit.attempts) == [], "\(context)")
      #expect(StoreAudit.duplicated(audit.ratings) == [], "\(context)")
      #expect(StoreAudit.duplicated(audit.attempts) == [], "\(context)")
      #expect(audit.stateMismatches == [], "\(context)")
      // The course is imported whole or not at all: one revision in every module, and never
      // older than the last import a command finished.
      let revisions = Set(audit.revisions.values)
      #expect(audit.revisions.count == workspace.modules.count, "\(context)")
      #expect(revisions.count == 1, "\(context): \(audit.revisions)")
      #expect((revisions.first ?? -1) >= acknowledged.revision, "\(context)")
    }
    // A run whose every kill came after the process ended would prove little.
    #expect(killedMidway > 0)
  }
}
