import Checkout
import Foundation
import Grader
import LayoutlingsCLI
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `Benchmarks grade [--home DIR] [--reps N]`: end-to-end times of `layoutlings grade` on a
/// lesson's solution when the file changed (compile and run) and when it did not (the verdict
/// cache), and of `layoutlings frames` on a layout of 1,000 views. Commands run in this process
/// through the same code as the `layoutlings` executable; when a `layoutlings` binary sits next
/// to this one, the unchanged-file case is also timed as a separate process. `--stages` also
/// prints where a changed-file grade's time goes, stage by stage (`StageLog`).
enum GradeBenchmark: BenchmarkCommand {
  static let name = "grade"
  static let summary = "grading latency (changed and unchanged file) and frames on 1,000 views"
  static let usage = "Benchmarks grade [--home DIR] [--reps N] [--stages]"

  static let exercise = "01-constraints-in-code/01-half-height-panel"

  static func run(_ arguments: [String]) throws {
    var home: URL?
    var reps = 5
    var stages = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--home":
        guard let path = remaining.popFirst() else {
          throw BenchmarkUsageError(message: "Missing value for '--home <dir>'")
        }
        home = URL(fileURLWithPath: path)
      case "--reps":
        reps = try remaining.popPositiveInteger(for: "--reps <n>")
      case "--stages":
        stages = true
      default:
        throw BenchmarkUsageError(message: "Unexpected argument '\(argument)'")
      }
    }
    let root = packageRoot()
    let workspace = try home ?? defaultHome(root: root)
    let folder = workspace.appendingPathComponent("bench-files")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let solution = try String(
      contentsOf: root.appendingPathComponent("Lessons/\(exercise)/Solution.swift"),
      encoding: .utf8)
    let file = folder.appendingPathComponent("panel.swift")

    // Before the first grade: the log is opened at the first measurement.
    var table: StageTable?
    if stages {
      let log = folder.appendingPathComponent("stages.log")
      table = try StageTable(log: log)
      setenv(StageLog.environmentVariable, log.path, 1)
    }
    print("Grading latency (home \(workspace.path); \(loadAverage()))")
    // Build the engine if needed, outside the measurements.
    try Data((solution + "\n// warm-up \(UUID().uuidString)\n").utf8).write(to: file)
    let gradeArguments = ["grade", file.path, "--exercise", exercise, "--json"]
    let warmUp = try timed { try cli(gradeArguments, home: workspace) }
    print("  first grading (may include building the engine): \(format(warmUp.seconds))")

    table?.closeSegment()
    var changed: [Double] = []
    for _ in 0..<reps {
      try Data((solution + "\n// edit \(UUID().uuidString)\n").utf8).write(to: file)
      let run = try timed { try cli(gradeArguments, home: workspace) }
      try expect(run.status == .success, "the solution did not pass:\n\(run.output)")
      changed.append(run.seconds)
      table?.closeSegment()
    }
    report("grade, file changed (compile + run, 4 devices)", changed)
    if let table {
      print("  where a changed-file grade's time goes (median of \(reps) grades):")
      table.print(indent: "    ", totals: changed)
      unsetenv(StageLog.environmentVariable)
    }
    if let floor = try compileFloor(
      solution: solution, folder: folder, workspace: workspace, reps: reps)
    {
      report("floor: bare swiftc of the same file against the same engine library", floor.link)
      report("  of which compiling alone (swiftc -c, no link)", floor.compileOnly)
      report("  running the floor's program (starting the engine library)", floor.run)
      print(
        "  grade / floor (medians): \(String(format: "%.2f", SaveVerdictBenchmark.median(changed) / SaveVerdictBenchmark.median(floor.link)))"
      )
    }

    var unchanged: [Double] = []
    for _ in 0..<max(reps * 4, 10) {
      let run = try timed { try cli(gradeArguments, home: workspace) }
      unchanged.append(run.seconds)
    }
    report("grade, file unchanged (verdict cache, in-process)", unchanged)

    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("layoutlings")
    if FileManager.default.isExecutableFile(atPath: binary.path) {
      // Another executable is another grader version: its first answer is a cache miss.
      _ = try spawn(binary, gradeArguments + ["--home", workspace.path])
      var spawned: [Double] = []
      for _ in 0..<max(reps * 4, 10) {
        spawned.append(try spawn(binary, gradeArguments + ["--home", workspace.path]))
      }
      report("grade, file unchanged (`layoutlings` process)", spawned)
    } else {
      print(
        "  (no layoutlings binary next to Benchmarks: `swift build -c release --product layoutlings`"
          + " times a separate process too)")
    }

    let big = folder.appendingPathComponent("grid.swift")
    try Data(gridSource(views: 1_000).utf8).write(to: big)
    var frames: [Double] = []
    var viewCount = 0
    for _ in 0..<max(1, reps / 2) {
      let run = try timed { try cli(["frames", big.path, "--json"], home: workspace) }
      try expect(run.status == .success, "frames failed:\n\(run.errors)")
      viewCount = run.output.components(separatedBy: "\"path\"").count - 1
      frames.append(run.seconds)
    }
    report("frames on \(viewCount) views, root included (compile + run, 1 device)", frames)
  }

  // MARK: - The floor

  /// The physical limit of a changed-file grade: `swiftc` compiling and linking the same learner
  /// file, with a one-line `main.swift` and no harness, with the grader's linker, against the
  /// engine library the grades of
  /// `workspace` link (`<home>/cache/engine`) and the package's `.swiftmodule`s. Nil when the
  /// grades did not use a shared library (a grader building its own modules). Also times the
  /// same compile without linking (`-c`), and running the linked program.
  static func compileFloor(solution: String, folder: URL, workspace: URL, reps: Int) throws
    -> (link: [Double], compileOnly: [Double], run: [Double])?
  {
    let engine = workspace.appendingPathComponent("cache/engine")
    let libraries = ((try? FileManager.default.contentsOfDirectory(atPath: engine.path)) ?? [])
      .filter { $0.hasPrefix("engine-") && !$0.contains(".") }
      .map { engine.appendingPathComponent($0) }
      .sorted {
        let dates = [$0, $1].map {
          (try? FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate]
            as? Date) ?? nil
        }
        return (dates[0] ?? .distantPast) > (dates[1] ?? .distantPast)
      }
    let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules")
    guard let library = libraries.first,
      FileManager.default.fileExists(atPath: modules.path)
    else {
      print("  (no shared engine library in \(engine.path): no floor to compare with)")
      return nil
    }
    let toolchain = try SwiftToolchain.locate()
    let floor = folder.appendingPathComponent("floor")
    try FileManager.default.createDirectory(at: floor, withIntermediateDirectories: true)
    let main = floor.appendingPathComponent("main.swift")
    try Data("_ = HalfPanelViewController()\n".utf8).write(to: main)
    let learner = floor.appendingPathComponent("learner.swift")
    let arguments =
      [
        "-swift-version", "5", "-module-name", "Learner", "-module-alias", "UIKit=AutoLayout",
        "-Onone", "-whole-module-optimization", "-I", modules.path, "-L", library.path,
        "-lLayoutlingsEngine", "-Xlinker", "-rpath", "-Xlinker", library.path,
      ] + toolchain.linkerArguments + [
        "-o", floor.appendingPathComponent("program").path, main.path, learner.path,
      ]
    let compiler = URL(fileURLWithPath: toolchain.compilerPath)
    let program = floor.appendingPathComponent("program")
    // Objects only: the same arguments without the library (one object, whole-module).
    let compileOnly =
      arguments.prefix { $0 != "-L" } + [
        "-c", "-o", floor.appendingPathComponent("program.o").path, main.path, learner.path,
      ]
    var times: (link: [Double], compileOnly: [Double], run: [Double]) = ([], [], [])
    for index in 0...reps {
      try Data((solution + "\n// floor \(UUID().uuidString)\n").utf8).write(to: learner)
      let seconds = try spawn(compiler, arguments)
      let alone = try spawn(compiler, Array(compileOnly))
      let run = try spawn(program, [])
      // The first run warms the file cache, as the grades' warm-up did.
      if index > 0 {
        times.link.append(seconds)
        times.compileOnly.append(alone)
        times.run.append(run)
      }
    }
    return times
  }

  // MARK: - Running commands

  struct Run {
    var status: ExitCode
    var output: String
    var errors: String
    var seconds: Double
  }

  static func cli(_ arguments: [String], home: URL) throws -> Run {
    let output = StringSink()
    let errors = StringSink()
    let context = CommandContext(
      output: output, errors: errors, environment: ProcessInfo.processInfo.environment,
      currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      checkoutDirectory: packageRoot())
    let status = LayoutlingsCLI.run(arguments + ["--home", home.path], context: context)
    return Run(status: status, output: output.text, errors: errors.text, seconds: 0)
  }

  static func timed(_ body: () throws -> Run) throws -> Run {
    let start = ContinuousClock.now
    var run = try body()
    run.seconds = seconds(ContinuousClock.now - start)
    return run
  }

  /// Runs `binary` with output discarded and returns the seconds from spawn to reaping.
  /// (`posix_spawn` and `waitpid` rather than `Process`, whose wait polls in 50 ms steps on Linux.)
  static func spawn(_ binary: URL, _ arguments: [String]) throws -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = ContinuousClock.now
    let code = posix_spawn(&pid, binary.path, &actions, nil, argv, environ)
    guard code == 0 else { throw BenchmarkFailure(message: "cannot start \(binary.path): \(code)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return seconds(ContinuousClock.now - start)
  }

  // MARK: - Inputs

  /// A controller with `count` views in a grid of 20 columns, each placed by four constraints
  /// relative to the root view and its neighbour.
  static func gridSource(views count: Int) -> String {
    """
    import UIKit

    class GridViewController: UIViewController {
      var cells: [UIView] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        for index in 0..<\(count) {
          let cell = UIView()
          cell.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(cell)
          cells.append(cell)
          let column = index % 20
          let row = index / 20
          NSLayoutConstraint.activate([
            column == 0
              ? cell.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2)
              : cell.leadingAnchor.constraint(equalTo: cells[index - 1].trailingAnchor, constant: 2),
            cell.topAnchor.constraint(equalTo: view.topAnchor, constant: 40 + CGFloat(row) * 14),
            cell.widthAnchor.constraint(equalToConstant: 16),
            cell.heightAnchor.constraint(equalToConstant: 12),
          ])
        }
      }
    }

    """
  }

  static func packageRoot() -> URL {
    Checkout.root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// A workspace under `.build`, kept between runs.
  static func defaultHome(root: URL) throws -> URL {
    let home = root.appendingPathComponent(".build/layoutlings-bench-home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  // MARK: - Reporting

  /// `load average 1.02 0.98 0.91`, from `/proc/loadavg` (empty where there is none).
  static func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
      .map { "load average " + $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? ""
  }

  static func report(_ label: String, _ samples: [Double]) {
    let sorted = samples.sorted()
    guard let low = sorted.first, let high = sorted.last else { return }
    let median = sorted[sorted.count / 2]
    print(
      "  \(label): median \(format(median)), min \(format(low)), max \(format(high))"
        + " (n = \(samples.count))")
  }

  static func format(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  static func expect(_ condition: Bool, _ message: String) throws {
    if !condition { throw BenchmarkFailure(message: message) }
  }
}

/// A measurement that could not be taken as intended.
struct BenchmarkFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
