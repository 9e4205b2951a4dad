import Cassowary
import Foundation

/// The growth of time and memory with the number of views (``ViewSystems``): every system is
/// solved in a child process of its own, by our solver and by kiwi in turns, so that each one's
/// peak resident memory is its own. Memory is the child's peak resident set (`VmHWM`) minus its
/// resident set once the script is read and the constraint objects are built, just before the
/// first add: what solving added. Time is the wall time of the adds, the minimum over the reps.
enum ScalingBenchmark {
  struct Options {
    var reps = 3
    var useKiwi = true
    var families = ViewSystems.Family.allCases
    var sizes = ViewSystems.sizes
    /// A child whose resident set passes this is stopped (its memory is then shown as more).
    var memoryLimitMB = 6144
    /// A child running longer than this is stopped.
    var timeLimit = 300.0
  }

  /// One solve: seconds, memory added (MB), largest distance from the closed form; or why not.
  struct Sample {
    var seconds: Double
    var megabytes: Double
    var error: Double
    var failedAdds: Int
    var stopped: String?
  }

  static func run(_ options: Options, kiwiScript: URL) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-scaling-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let kiwiAvailable =
      options.useKiwi && KiwiReplay(script: kiwiScript).isAvailable
    print("")
    print(
      "scaling: all-required view layouts, each solve in a child process (\(options.reps) reps, "
        + "min time; memory: peak resident set minus the resident set before the first add); "
        + (kiwiAvailable ? "kiwi in the same run" : "kiwi: not available"))
    print(
      "system".padding(toLength: 20, withPad: " ", startingAt: 0)
        + "views    ours s   ours MB    kiwi s   kiwi MB  kiwi/ours t  max |x - exact|")
    var results: [ViewSystems.Family: [(views: Int, ours: Sample, kiwi: Sample?)]] = [:]
    for family in options.families {
      for views in options.sizes {
        let file = folder.appendingPathComponent("\(family.rawValue)-views-\(views).txt")
        try ViewSystems.script(family, views: views).write(
          to: file, atomically: true, encoding: .utf8)
        let exact = ViewSystems.solution(family, views: views).map { "\($0)" }
        try exact.joined(separator: ",").write(
          toFile: file.path + ".exact", atomically: true, encoding: .utf8)
        var ours: Sample?
        var kiwi: Sample?
        for rep in 0..<options.reps {
          // Turns: a slow spell of the machine falls on both.
          if ours?.stopped == nil, rep == 0 || (ours?.seconds ?? 0) < 20 {
            let sample = try child(ourArguments(file, family, views), options)
            ours = fastest(ours, sample)
          }
          if kiwiAvailable, kiwi?.stopped == nil, rep == 0 || (kiwi?.seconds ?? 0) < 20 {
            let sample = try child(kiwiArguments(file, kiwiScript, family, views), options)
            kiwi = fastest(kiwi, sample)
          }
        }
        try? FileManager.default.removeItem(at: file)
        try? FileManager.default.removeItem(atPath: file.path + ".exact")
        results[family, default: []].append((views, ours!, kiwi))
        print(row(family, views, ours!, kiwi))
      }
    }
    printSlopes(results, options)
  }

  static func row(_ family: ViewSystems.Family, _ views: Int, _ ours: Sample, _ kiwi: Sample?)
    -> String
  {
    func cells(_ sample: Sample?) -> String {
      guard let sample else { return pad("-", 10) + pad("-", 10) }
      if let stopped = sample.stopped { return pad(stopped, 20) }
      return pad(String(format: "%.3f", sample.seconds), 10)
        + pad(String(format: "%.1f", sample.megabytes), 10)
    }
    var ratio = "-"
    if let kiwi, kiwi.stopped == nil, ours.stopped == nil {
      ratio = String(format: "%.2f", kiwi.seconds / ours.seconds)
    }
    let error = ours.stopped == nil ? String(format: "%.1e", ours.error) : "-"
    return "\(family.rawValue)-views".padding(toLength: 20, withPad: " ", startingAt: 0)
      + pad("\(views)", 5) + cells(ours) + cells(kiwi) + pad(ratio, 13) + pad(error, 17)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  static func fastest(_ a: Sample?, _ b: Sample) -> Sample {
    guard let a else { return b }
    if b.stopped != nil { return a.stopped == nil ? a : b }
    if a.stopped != nil { return b }
    var best = a.seconds <= b.seconds ? a : b
    best.megabytes = min(a.megabytes, b.megabytes)
    return best
  }

  /// Least-squares slopes of time and memory against views, and the log-log exponents, each
  /// family against the flat layout's.
  static func printSlopes(
    _ results: [ViewSystems.Family: [(views: Int, ours: Sample, kiwi: Sample?)]], _ options: Options
  ) {
    print("")
    print(
      "slopes (least squares over the sizes solved; exponent: of time or memory against views, "
        + "log-log; ratio: the family's slope / the flat layout's)")
    print(
      "system".padding(toLength: 20, withPad: " ", startingAt: 0)
        + "solver     µs/view    ratio  exponent    KB/view    ratio  exponent")
    func fit(_ points: [(Double, Double)]) -> (slope: Double, exponent: Double)? {
      let usable = points.filter { $0.1 > 0 }
      guard usable.count >= 2 else { return nil }
      func line(_ xs: [Double], _ ys: [Double]) -> Double {
        let mx = xs.reduce(0, +) / Double(xs.count)
        let my = ys.reduce(0, +) / Double(ys.count)
        var num = 0.0
        var den = 0.0
        for (x, y) in zip(xs, ys) {
          num += (x - mx) * (y - my)
          den += (x - mx) * (x - mx)
        }
        return den > 0 ? num / den : 0
      }
      let slope = line(usable.map(\.0), usable.map(\.1))
      let exponent = line(usable.map { log($0.0) }, usable.map { log($0.1) })
      return (slope, exponent)
    }
    var flat: [String: (time: Double, memory: Double)] = [:]
    for family in options.families {
      guard let rows = results[family] else { continue }
      for solver in ["ours", "kiwi"] {
        let samples: [(Int, Sample)] = rows.compactMap { row in
          let sample = solver == "ours" ? row.ours : row.kiwi
          guard let sample, sample.stopped == nil else { return nil }
          return (row.views, sample)
        }
        guard
          let time = fit(samples.map { (Double($0.0), $0.1.seconds * 1e6) }),
          let memory = fit(samples.map { (Double($0.0), $0.1.megabytes * 1024) })
        else { continue }
        if family == .flat { flat[solver] = (time.slope, memory.slope) }
        let reference = flat[solver]
        func ratio(_ value: Double, _ base: Double?) -> String {
          guard let base, base > 0 else { return "-" }
          return String(format: "%.2f", value / base)
        }
        var text = "\(family.rawValue)-views".padding(toLength: 20, withPad: " ", startingAt: 0)
        text += solver
        text += pad(String(format: "%.2f", time.slope), 12)
        text += pad(ratio(time.slope, reference?.time), 9)
        text += pad(String(format: "%.2f", time.exponent), 10)
        text += pad(String(format: "%.2f", memory.slope), 11)
        text += pad(ratio(memory.slope, reference?.memory), 9)
        text += pad(String(format: "%.2f", memory.exponent), 10)
        if samples.count < rows.count { text += "  (\(samples.count) of \(rows.count) sizes)" }
        print(text)
      }
    }
  }

  // MARK: child processes

  static func ourArguments(_ file: URL, _ family: ViewSystems.Family, _ views: Int) -> [String] {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return [executable.path, ScalingChild.name, file.path, family.rawValue, "\(views)"]
  }

  static func kiwiArguments(
    _ file: URL, _ kiwiScript: URL, _ family: ViewSystems.Family, _ views: Int
  ) -> [String] {
    let folder = kiwiScript.deletingLastPathComponent().path
    let program = """
      import json, sys, time
      sys.path.insert(0, sys.argv[1])
      import kiwi_replay
      import kiwisolver as kw
      names, phases = kiwi_replay.parse(sys.argv[2])
      exact = [float(v) for v in open(sys.argv[3]).read().split(",")]
      xs = [kw.Variable(n) for n in names]
      cons = []
      for _, ops in phases:
          for op in ops:
              _, cid, rel, st, const, terms = op
              e = kw.Expression([kw.Term(xs[v], c) for c, v in terms], const)
              cons.append(((e == 0) if rel == "==" else (e >= 0) if rel == ">=" else (e <= 0)) | st)
      def rss(field):
          for line in open("/proc/self/status"):
              if line.startswith(field):
                  return int(line.split()[1])
      base = rss("VmRSS:")
      solver = kw.Solver()
      failed = 0
      t0 = time.perf_counter()
      for cn in cons:
          try:
              solver.addConstraint(cn)
          except kw.UnsatisfiableConstraint:
              failed += 1
      dt = time.perf_counter() - t0
      solver.updateVariables()
      err = max(abs(x.value() - v) for x, v in zip(xs, exact))
      print(json.dumps({"seconds": dt, "kb": rss("VmHWM:") - base, "error": err, "failed": failed}))
      """
    return ["/usr/bin/env", "python3", "-c", program, folder, file.path, file.path + ".exact"]
  }

  /// Runs one child, stopping it when it passes the memory or time limit.
  static func child(_ arguments: [String], _ options: Options) throws -> Sample {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let output = OutputCollector(pipe.fileHandleForReading)
    try process.run()
    let started = Date()
    var stopped: String?
    while process.isRunning {
      if let resident = residentMegabytes(of: process.processIdentifier),
        resident > Double(options.memoryLimitMB)
      {
        stopped = "> \(options.memoryLimitMB) MB"
        kill(process.processIdentifier, SIGKILL)
        break
      }
      if Date().timeIntervalSince(started) > options.timeLimit {
        stopped = String(format: "> %.0f s", options.timeLimit)
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(10_000)
    }
    process.waitUntilExit()
    let text = output.finish()
    if let stopped {
      return Sample(seconds: 0, megabytes: 0, error: 0, failedAdds: 0, stopped: stopped)
    }
    guard process.terminationStatus == 0,
      let line = text.split(separator: "\n").last,
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let seconds = object["seconds"] as? Double, let kilobytes = object["kb"] as? Double
    else {
      return Sample(seconds: 0, megabytes: 0, error: 0, failedAdds: 0, stopped: "failed")
    }
    return Sample(
      seconds: seconds, megabytes: kilobytes / 1024, error: object["error"] as? Double ?? .nan,
      failedAdds: object["failed"] as? Int ?? 0)
  }

  static func residentMegabytes(of pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let fields = line.split(separator: " ")
      if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1024 }
    }
    return nil
  }

  /// Reads a pipe on a thread of its own, so a child never blocks on a full pipe.
  final class OutputCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }

    func finish() -> String {
      done.wait()
      return String(decoding: data, as: UTF8.self)
    }
  }
}

/// `Benchmarks solver-child FILE FAMILY VIEWS`: one solve of a view system for
/// `Benchmarks solver --scaling` (run by it in a child process); prints one JSON line.
enum ScalingChild: BenchmarkCommand {
  static let name = "solver-child"
  static let summary = "(run by solver --scaling) one solve of a view system, as JSON"
  static let usage = "Benchmarks solver-child FILE FAMILY VIEWS"

  static func run(_ arguments: [String]) throws {
    guard arguments.count == 3, let family = ViewSystems.Family(rawValue: arguments[1]),
      let views = Int(arguments[2])
    else { throw BenchmarkUsageError(message: "expected FILE FAMILY VIEWS") }
    let script = try SystemScript(contentsOf: URL(fileURLWithPath: arguments[0]))
    let variables = script.variableNames.map { Variable($0) }
    var constraints: [Constraint] = []
    for phase in script.phases {
      for case .constraint(_, let relation, let strength, let constant, let terms)
        in phase.operations
      {
        let expression = Expression(
          terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
        let kind: Relation =
          relation == "==" ? .equal : relation == ">=" ? .greaterThanOrEqual : .lessThanOrEqual
        constraints.append(
          Constraint(expression, kind, strength: strictStrength(kiwi: strength).strength))
      }
    }
    let base = Self.status("VmRSS:")
    let solver = Solver()
    var failed = 0
    let clock = ContinuousClock()
    let start = clock.now
    for constraint in constraints {
      do { try solver.add(constraint) } catch { failed += 1 }
    }
    let seconds = (clock.now - start).seconds
    let peak = Self.status("VmHWM:")
    let exact = ViewSystems.solution(family, views: views)
    var error = 0.0
    for (variable, value) in zip(variables, exact) {
      error = max(error, abs(solver.value(of: variable) - value))
    }
    print(
      "{\"seconds\": \(seconds), \"kb\": \(peak - base), \"error\": \(error), "
        + "\"failed\": \(failed)}")
    withExtendedLifetime(solver) {}
  }

  static func status(_ field: String) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in text.split(separator: "\n") where line.hasPrefix(field) {
      let fields = line.split(separator: " ")
      if fields.count >= 2, let value = Double(fields[1]) { return value }
    }
    return 0
  }
}
