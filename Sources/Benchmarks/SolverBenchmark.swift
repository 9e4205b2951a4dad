import Cassowary
import Foundation

/// `Benchmarks solver [FILE…] [--json]`: replays constraint-system scripts phase by phase on this
/// package's solver and, when the Python binding is installed, on kiwi in the same run. Without
/// files it replays every shared system and then the generated ones (``SyntheticSystems``);
/// `--synthetic` replays only the generated ones. Then it measures how time and memory grow
/// with the number of views on all-required layouts (``ScalingBenchmark``); `--scaling` runs
/// only that, `--no-scaling` skips it.
enum SolverBenchmark: BenchmarkCommand {
  static let name = "solver"
  static let summary = "Cassowary solver vs kiwi on the shared constraint systems"
  static let usage =
    "Benchmarks solver [FILE ...] [--json] [--no-kiwi] [--reps <n>] [--synthetic] [--scaling]"
    + " [--no-scaling] [--scaling-reps <n>] [--families flat,chain,grid,nested]"
    + " [--max-views <n>] [--memory-limit-mb <n>] [--time-limit <seconds>]"

  static func run(_ arguments: [String]) throws {
    var files: [URL] = []
    var json = false
    var useKiwi = true
    var repsOverride: Int?
    var onlySynthetic = false
    var scaling: Bool?
    var onlyScaling = false
    var scalingOptions = ScalingBenchmark.Options()
    var remaining = arguments[...]
    func integer(_ option: String) throws -> Int {
      try remaining.popPositiveInteger(for: "\(option) <n>")
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--scaling": onlyScaling = true
      case "--no-scaling": scaling = false
      case "--scaling-reps": scalingOptions.reps = try integer(argument)
      case "--max-views":
        let limit = try integer(argument)
        scalingOptions.sizes = ViewSystems.sizes.filter { $0 <= limit }
      case "--memory-limit-mb": scalingOptions.memoryLimitMB = try integer(argument)
      case "--time-limit": scalingOptions.timeLimit = Double(try integer(argument))
      case "--families":
        let names = (remaining.popFirst() ?? "").split(separator: ",")
        let families = names.compactMap { ViewSystems.Family(rawValue: String($0)) }
        guard !families.isEmpty, families.count == names.count else {
          throw BenchmarkUsageError(message: "'--families' takes flat,chain,grid,nested")
        }
        // The flat layout is the reference of the slopes: always measured, first.
        scalingOptions.families = [.flat] + families.filter { $0 != .flat }
      case "--reps":
        repsOverride = try remaining.popPositiveInteger(for: "--reps <n>")
      case "--json": json = true
      case "--no-kiwi": useKiwi = false
      case "--synthetic": onlySynthetic = true
      case let option where option.hasPrefix("-"):
        throw BenchmarkUsageError(message: "Unknown option '\(option)'")
      default: files.append(URL(fileURLWithPath: argument))
      }
    }
    let bench = sharedFolder().appendingPathComponent("bench")
    scalingOptions.useKiwi = useKiwi
    let kiwiScript = bench.appendingPathComponent("kiwi_replay.py")
    if onlyScaling {
      try ScalingBenchmark.run(scalingOptions, kiwiScript: kiwiScript)
      return
    }
    let runsScaling = scaling ?? (files.isEmpty && !json)
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
      print(
        kiwi?.isAvailable == true
          ? "kiwi: kiwisolver (Python binding) in the same run"
          : "kiwi: not available (pip install kiwisolver)")
      print(timingNote)
      print(SolverReport.header)
    }
    for file in files {
      let script = try SystemScript(contentsOf: file)
      var timing = try measure(file, script, kiwi: kiwi, repsOverride: repsOverride)
      if repsOverride == nil {
        try retimeOpeningPhase(file, script, into: &timing, kiwi: kiwi)
      }
      let report = SolverReport(
        script: script, ours: timing.ours, kiwi: timing.kiwi, reps: timing.reps,
        phaseReps: timing.phaseReps)
      for line in json ? report.jsonLines() : report.tableLines() { print(line) }
    }
    if runsScaling { try ScalingBenchmark.run(scalingOptions, kiwiScript: kiwiScript) }
  }

  /// Both solvers' per-phase minimum times over the same number of replays of one system.
  struct Timing {
    var ours: SolverReplay.Result
    var kiwi: [String: KiwiReplay.Phase]?
    var reps: Int
    /// Phases timed over a different number of replays (see `retimeOpeningPhase`).
    var phaseReps: [String: Int] = [:]
  }

  static func measure(
    _ file: URL, _ script: SystemScript, kiwi: KiwiReplay?, repsOverride: Int?
  ) throws -> Timing {
    let kiwiAvailable = kiwi?.isAvailable == true
    // A first replay on each side tells how long the system takes; each counts as one of the R.
    var best = SolverReplay.run(script)
    var theirs = kiwiAvailable ? try kiwi?.replay(file, reps: 1) : nil
    let kiwiSeconds = theirs.map { replaySeconds(script, $0) } ?? 0
    let reps =
      repsOverride
      ?? repetitions(script, firstReplaySeconds: best.seconds.reduce(0, +) + kiwiSeconds)
    // Then both take turns, a share of the remaining replays each time: a slow spell of the
    // machine falls on both rather than on whichever ran during it.
    var remaining = reps - 1
    let turns = min(remaining, maximumTurns)
    for turn in 0..<turns {
      let share = remaining / (turns - turn)
      remaining -= share
      for _ in 0..<share { best.keepFastest(SolverReplay.run(script)) }
      if kiwiAvailable, let kiwi, let earlier = theirs {
        theirs = KiwiReplay.fastest(earlier, try kiwi.replay(file, reps: share))
      }
    }
    return Timing(ours: best, kiwi: theirs, reps: reps)
  }

  /// A system too big to replay often still opens with a phase of a few operations (declaring
  /// the edit variables), which a single replay times to within the machine's jitter. That phase
  /// is timed again, on both sides, from a copy of the script that ends after it: the same
  /// operations on the same (empty) solver, replayed as often as a small system.
  static func retimeOpeningPhase(
    _ file: URL, _ script: SystemScript, into timing: inout Timing, kiwi: KiwiReplay?
  ) throws {
    guard timing.reps < minimumRepsForTinyPhases, script.phases.count > 1,
      let opening = script.phases.first, opening.operations.count <= tinyPhaseOperations
    else { return }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-opening-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let prefix = folder.appendingPathComponent(file.lastPathComponent)
    try openingPhaseText(of: file).write(to: prefix, atomically: true, encoding: .utf8)
    let prefixScript = try SystemScript(contentsOf: prefix)
    let retimed = try measure(prefix, prefixScript, kiwi: kiwi, repsOverride: nil)
    timing.ours.seconds[0] = retimed.ours.seconds[0]
    if let phase = retimed.kiwi?[opening.name], timing.kiwi?[opening.name] != nil {
      timing.kiwi?[opening.name]?.usPerOp = phase.usPerOp
    }
    timing.phaseReps[opening.name] = retimed.reps
  }

  /// Systems replayed fewer times than this get their opening phase re-timed when it has at
  /// most `tinyPhaseOperations` operations.
  static let minimumRepsForTinyPhases = 5
  static let tinyPhaseOperations = 10

  /// The script's text up to the start of its second phase.
  static func openingPhaseText(of file: URL) throws -> String {
    let text = try String(contentsOf: file, encoding: .utf8)
    var lines: [Substring] = []
    var phases = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("phase ") {
        phases += 1
        if phases == 2 { break }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let timingNote = """
    timing: per phase, the minimum wall time over R replays of the whole system (column reps), \
    the same R for ours and kiwi, which take turns (one replay each, then up to \(maximumTurns) \
    turns sharing the rest); R is the bench README's count (50 enaml, 5 up to 133 constraints, \
    3 up to 1213, 1 above), raised so that both sides' replays of a system take about \
    \(Int(systemBudget)) s in all (at most \(maximumReps)); a system \
    replayed fewer than \(minimumRepsForTinyPhases) times has its opening phase of at most \
    \(tinyPhaseOperations) operations timed again, on both sides, from a copy of the script \
    that ends after it, replayed as often as a small system (its reps shown on its row)
    """

  /// Time both solvers' replays of a quick system are repeated up to, so that phases of a few
  /// operations are timed often enough, and in enough turns, for their minimum to be stable.
  static let systemBudget = 10.0
  static let maximumReps = 100
  static let maximumTurns = 20

  /// Repetitions per system: the bench README's count (the minimum over them is reported), more
  /// for systems whose replays on both sides are quick, as small ones with phases of 2-3
  /// operations taking microseconds are.
  static func repetitions(_ script: SystemScript, firstReplaySeconds: Double) -> Int {
    let size = script.constraintIDCount
    let base = script.name == "enaml" ? 50 : size <= 133 ? 5 : size <= 1213 ? 3 : 1
    guard firstReplaySeconds > 0 else { return base }
    let fitting = (systemBudget / firstReplaySeconds).rounded(.down)
    return max(base, Int(min(fitting, Double(maximumReps))))
  }

  /// How long one kiwi replay of `script` took, from its per-phase figures.
  static func replaySeconds(_ script: SystemScript, _ phases: [String: KiwiReplay.Phase]) -> Double
  {
    script.phases.reduce(0) { total, phase in
      total + (phases[phase.name]?.usPerOp ?? 0) * Double(phase.operations.count) * 1e-6
    }
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
