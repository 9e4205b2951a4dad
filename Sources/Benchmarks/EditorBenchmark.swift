import EditorSupport
import Foundation
import Grader

/// `Benchmarks editor [--home DIR] [--reps N]`: how long the toolchain's sourcekit-lsp takes to
/// answer a completion request on a working copy set up by `EditorFolderSetup` — the first one
/// of a freshly started server (it loads the engine) and warm ones while the learner types —
/// against a member list on a file that imports only Foundation, measured in the same run with
/// the cases taking turns.
enum EditorBenchmark: BenchmarkCommand {
  static let name = "editor"
  static let summary = "completion latency of sourcekit-lsp on a working copy, against Foundation"
  static let usage = "Benchmarks editor [--home DIR] [--reps N]"

  /// Completions typed after the first one, per server.
  static let warmRequests = 10

  /// One side of the comparison: a folder, its file, and where completion is asked.
  struct Case {
    var label: String
    var folder: URL
    var file: URL
    var text: String
    var marker: String
    /// Text one completion label must hold for the answer to count (the request worked).
    var expectedLabel: String
  }

  static func run(_ arguments: [String]) throws {
    var home: URL?
    var reps = 5
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
      default:
        throw BenchmarkUsageError(message: "Unexpected argument '\(argument)'")
      }
    }
    let root = GradeBenchmark.packageRoot()
    let workspace = try home ?? GradeBenchmark.defaultHome(root: root)
    // The compiler and engine `layoutlings grade` uses for this home.
    let configuration = GraderConfiguration(
      packageRoot: root.path, dataDirectory: root.appendingPathComponent("Data").path,
      cacheDirectory: workspace.appendingPathComponent("cache").path)
    let compiler = try GradingSession(configuration: configuration).prepare { event in
      print(event.progressLine)
    }
    guard let server = SourceKitLSPLocation.path(for: compiler.toolchain) else {
      throw BenchmarkFailure(
        message: "no sourcekit-lsp beside \(compiler.toolchain.compilerPath)")
    }
    let cases = try makeCases(in: workspace.appendingPathComponent("bench-editor"), root: root)
    try EditorFolderSetup(settings: EditorBuildSettings(compiler: compiler))
      .write(into: cases[0].folder, replacingForeign: true)

    let load =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
      .map { " load average " + $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? ""
    print("Completion latency of \(server) (\(reps) fresh servers per case;\(load))")
    var first = [[Double]](repeating: [], count: cases.count)
    var warm = first
    var starts = first
    for _ in 0..<reps {
      for (index, side) in cases.enumerated() {
        let run = try measure(side, server: server)
        starts[index].append(run.start)
        first[index].append(run.first)
        warm[index] += run.warm
      }
    }
    for (index, side) in cases.enumerated() {
      print("  \(side.label):")
      GradeBenchmark.report("  server start and initialize", starts[index])
      GradeBenchmark.report(
        "  first completion (opens the file, loads the modules)", first[index])
      GradeBenchmark.report("  completion while typing (after each edit)", warm[index])
    }
    print(
      "  ratio of medians, a UIView's members / a Date's members: first"
        + " \(ratio(first[1], first[2])), while typing \(ratio(warm[1], warm[2]))")
  }

  /// The half-panel working copy with the learner typing `view.topAnchor.constraint(` (the
  /// argument labels) or `view.` (a view's members), and a Foundation-only file where `start.`
  /// asks for a `Date`'s members: member lists on both sides, for the ratio.
  static func makeCases(in folder: URL, root: URL) throws -> [Case] {
    let starter = try String(
      contentsOf: root.appendingPathComponent(
        "Lessons/01-constraints-in-code/01-half-height-panel/Exercise.swift"), encoding: .utf8)
    let frameLine = "    panelView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)"
    try expect(starter.contains(frameLine), "the half-panel starter no longer has its frame line")
    func typing(_ line: String) -> String {
      starter.replacingOccurrences(of: frameLine, with: line)
    }
    let engineFolder = folder.appendingPathComponent("exercises")
    let engineFile = engineFolder.appendingPathComponent(
      "01-constraints-in-code/01-half-height-panel.swift")

    let plainFolder = folder.appendingPathComponent("foundation")
    let plainFile = plainFolder.appendingPathComponent("Plain.swift")
    let plain = """
      import Foundation

      final class Schedule {
        let start = Date()

        func next() {
          print(start.)
        }
      }

      """
    for (file, text) in [(engineFile, starter), (plainFile, plain)] {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    // Foundation needs no engine: the same language mode and nothing else.
    try Data("-swift-version\n5\n-module-name\nLearner\n-parse-as-library\n".utf8).write(
      to: plainFolder.appendingPathComponent(EditorBuildSettings.flagsFileName))
    return [
      Case(
        label: "working copy, view.topAnchor.constraint( (argument labels)",
        folder: engineFolder, file: engineFile,
        text: typing("    view.topAnchor.constraint("), marker: "view.topAnchor.constraint(",
        expectedLabel: "equalTo: "),
      Case(
        label: "working copy, view. (a UIView's members)", folder: engineFolder,
        file: engineFile, text: typing("    view."), marker: "    view.",
        expectedLabel: "layoutMarginsGuide"),
      Case(
        label: "peer: Foundation only, start. (a Date's members)", folder: plainFolder,
        file: plainFile, text: plain, marker: "start.", expectedLabel: "timeIntervalSince"),
    ]
  }

  struct Measurement {
    var start: Double
    var first: Double
    var warm: [Double]
  }

  /// A fresh server on `side`'s folder: seconds to start, to the first completion, and to each
  /// completion after an edit in the function body (a comment line added, as typing does).
  static func measure(_ side: Case, server: String) throws -> Measurement {
    let clock = ContinuousClock()
    let launched = clock.now
    let client = try LanguageServerClient(
      executable: server, rootFolder: side.folder, timeout: 120)
    let start = clock.now - launched
    defer { client.close() }
    guard let position = TextPosition(of: side.marker, in: side.text, atEnd: true) else {
      throw BenchmarkFailure(message: "no \(side.marker) in \(side.file.path)")
    }
    var document = try client.open(side.file.path, text: side.text)
    var items: [CompletionItem] = []
    let first = try clock.measure {
      items = try client.completion(in: document, at: position)
    }
    try expect(
      items.contains { $0.label.contains(side.expectedLabel) },
      "no \(side.expectedLabel) among the completions in \(side.file.path): \(items.map(\.label))")
    var warm: [Double] = []
    let lines = side.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for edit in 1...warmRequests {
      // A new line above the marker's, as typing elsewhere in the method does: the request
      // moves with it, so every completion is a new one (none continues the last).
      var edited = lines
      edited.insert(
        contentsOf: (1...edit).map { "    // edit \($0)" }, at: position.line)
      let moved = TextPosition(line: position.line + edit, character: position.character)
      document = try client.change(document, to: edited.joined(separator: "\n"))
      let elapsed = try clock.measure {
        items = try client.completion(in: document, at: moved)
      }
      try expect(
        items.contains { $0.label.contains(side.expectedLabel) },
        "no \(side.expectedLabel) among the completions after edit \(edit)")
      warm.append(GradeBenchmark.seconds(elapsed))
    }
    return Measurement(
      start: GradeBenchmark.seconds(start), first: GradeBenchmark.seconds(first), warm: warm)
  }

  static func ratio(_ engine: [Double], _ peer: [Double]) -> String {
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return String(format: "%.2f×", median(engine) / median(peer))
  }

  static func expect(_ condition: Bool, _ message: String) throws {
    try GradeBenchmark.expect(condition, message)
  }
}
