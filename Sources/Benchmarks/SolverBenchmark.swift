import Cassowary
import Foundation

/// `Benchmarks solver [FILE…] [--json]`: replays constraint-system scripts phase by phase on this
/// package's solver and, when the Python binding is installed, on kiwi in the same run. Without
/// files it replays every shared system and then the generated ones (``SyntheticSystems``);
/// `--synthetic` replays only the generated ones.
enum SolverBenchmark: BenchmarkCommand {
  static let name = "solver"
  static let summary = "Cassowary solver vs kiwi on the shared constraint systems"
  static let usage =
    "Benchmarks solver [FILE ...] [--json] [--no-kiwi] [--reps <n>] [--synthetic]"

  static func run(_ arguments: [String]) throws {
    var files: [URL] = []
    var json = false
    var useKiwi = true
    var repsOverride: Int?
    var onlySynthetic = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--reps":
        guard let text = remaining.popFirst(), let value = Int(text), value > 0 else {
          throw BenchmarkUsageError(message: "Missing value for '--reps <n>'")
        }
        repsOverride = value
      case "--json": json = true
      case "--no-kiwi": useKiwi = false
      case "--synthetic": onlySynthetic = true
      case let option where option.hasPrefix("-"):
        throw BenchmarkUsageError(message: "Unknown option '\(option)'")
      default: files.append(URL(fileURLWithPath: argument))
      }
    }
    let bench = sharedFolder().appendingPathComponent("bench")
    var temporaryFolder: URL?
    if files.isEmpty {
      if !onlySynthetic {
        let folder = bench.appendingPathComponent("systems")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        files = names.filter { $0.hasSuffix(".txt") }.sorted(by: systemOrder).map {
          folder.appendingPathComponent($0)
        }
      }
      let synthetic = try SyntheticSystems.write()
      files += synthetic.files
      temporaryFolder = synthetic.folder
    }
    defer { if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) } }
    let kiwi = useKiwi ? KiwiReplay(script: bench.appendingPathComponent("kiwi_replay.py")) : nil
    if !json {
      print(kiwi?.isAvailable == true ? "kiwi: kiwisolver (Python binding) in the same run"
        : "kiwi: not available (pip install kiwisolver)")
      print(timingNote)
      print(SolverReport.header)
    }
    for file in files {
      let script = try SystemScript(contentsOf: file)
      // The first replay also tells how long the system takes; it counts as one repetition.
      let first = SolverReplay.run(script)
      let reps = repsOverride ?? repetitions(script, firstReplaySeconds: first.seconds.reduce(0, +))
      let kiwiAvailable = kiwi?.isAvailable == true
      var best = first
      var theirs: [String: KiwiReplay.Phase]?
      // Both solvers take turns, a share of the replays each time: a slow spell of the machine
      // then falls on both rather than on whichever ran during it.
      var remaining = reps
      let rounds = interleavedRounds(reps: reps)
      for round in 0..<rounds {
        let share = remaining / (rounds - round)
        remaining -= share
        for _ in 0..<(round == 0 ? share - 1 : share) {
          best.keepFastest(SolverReplay.run(script))
        }
        if kiwiAvailable, let kiwi {
          let replay = try kiwi.replay(file, reps: share)
          theirs = theirs.map { KiwiReplay.fastest($0, replay) } ?? replay
        }
      }
      let report = SolverReport(script: script, ours: best, kiwi: theirs, reps: reps)
      for line in json ? report.jsonLines() : report.tableLines() { print(line) }
    }
  }

  /// How many turns each solver gets: small systems are replayed in 5 alternating turns, big
  /// ones (a replay or two) in one.
  static func interleavedRounds(reps: Int) -> Int { reps >= 10 ? 5 : 1 }

  static let timingNote = """
    timing: per phase, the minimum wall time over R replays of the whole system (column reps), \
    the same R for ours and kiwi; R is the bench README's count (50 enaml, 5 up to 133 \
    constraints, 3 up to 1213, 1 above), raised for systems up to 1213 constraints whose first \
    replay here takes under \(smallSystemBudget) s to about that much work (at most \(maximumReps)); \
    when R >= 10 the two solvers take 5 alternating turns of R/5 replays each
    """

  /// Replay time a small system is repeated up to, so that phases of a few operations are timed
  /// often enough for their minimum to be stable.
  static let smallSystemBudget = 1.0
  static let maximumReps = 100

  /// Repetitions per system: the bench README's count (min over them is reported), more for
  /// small systems whose phases of 2-3 operations take microseconds.
  static func repetitions(_ script: SystemScript, firstReplaySeconds: Double) -> Int {
    let size = script.constraintIDCount
    let base = script.name == "enaml" ? 50 : size <= 133 ? 5 : size <= 1213 ? 3 : 1
    guard size <= 1213, firstReplaySeconds > 0 else { return base }
    let fitting = (smallSystemBudget / firstReplaySeconds).rounded(.up)
    return max(base, Int(min(fitting, Double(maximumReps))))
  }

  /// enaml first, then by family and size.
  static func systemOrder(_ a: String, _ b: String) -> Bool {
    func key(_ name: String) -> (Int, String, Int) {
      let base = name.replacingOccurrences(of: ".txt", with: "")
      let family = ["enaml", "chain", "tree", "adddel", "adddel-raw"]
      let parts = base.split(separator: "-")
      let size = Int(parts.last ?? "") ?? 0
      let familyName = size > 0 ? parts.dropLast().joined(separator: "-") : base
      return (family.firstIndex(of: familyName) ?? family.count, familyName, size)
    }
    return key(a) < key(b)
  }
}

/// Maps a kiwi-encoded strength to a strict level and a weight (bench README).
func strictStrength(kiwi strength: Double) -> (strength: Strength, weight: Double) {
  if strength >= 1_001_001_000 { return (.required, 1) }
  for power in [1e6, 1e3, 1] where strength >= power {
    return (.optional(power), strength / power)
  }
  return (.optional(1), strength)
}
