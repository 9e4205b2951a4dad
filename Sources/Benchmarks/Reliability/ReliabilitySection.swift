import Foundation

/// One section of `Benchmarks reliability`: a set of cases run through the real grader, each
/// giving a row of the table. A new section is a type in its own file, added to
/// `reliabilitySections`.
protocol ReliabilitySection: Sendable {
  /// The word that selects the section on the command line.
  static var name: String { get }
  /// One line saying what the section tries.
  static var summary: String { get }
  /// Runs every case of the section, in order, and returns one row per case.
  static func run(in context: ReliabilityContext) throws -> [ReliabilityRow]
}

/// Every section, in the order `Benchmarks reliability` runs them when none is named.
let reliabilitySections: [any ReliabilitySection.Type] = [
  HostileSection.self
]

/// What every section gets: a workspace whose engine cache is shared, and a way to grade a file
/// through the same code as `layoutlings grade --json`.
struct ReliabilityContext {
  /// The workspace (`--home`); its `cache` is the tests' shared engine cache by default.
  var home: URL
  /// The package checkout.
  var packageRoot: URL

  /// A folder for a section's files, created if needed.
  func folder(_ name: String) throws -> URL {
    let folder = home.appendingPathComponent("reliability-files/\(name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `source` to `file` (with a unique last line, so the verdict cache never answers) and
  /// grades it as `exercise` with `layoutlings grade --json`, timing from the call to the verdict.
  func grade(_ source: String, at file: URL, exercise: String, course: URL? = nil) throws
    -> GradedCase
  {
    try Data((source + "\n// run \(UUID().uuidString)\n").utf8).write(to: file)
    let start = ContinuousClock.now
    let run = try GradeBenchmark.cli(
      ["grade", file.path, "--exercise", exercise, "--json"]
        + (course.map { ["--course", $0.path] } ?? []), home: home)
    let seconds = GradeBenchmark.seconds(ContinuousClock.now - start)
    return GradedCase(output: run.output, errors: run.errors, seconds: seconds)
  }
}

/// What `layoutlings grade --json` answered for one file, and how long it took.
struct GradedCase {
  var output: String
  var errors: String
  var seconds: Double

  /// The verdict's `status`, or `error` when the command printed no verdict.
  var status: String {
    (json?["status"] as? String) ?? "error"
  }

  /// The first line of the first diagnostic's message, after its place (`file:line: `) when it
  /// has one; `-` for a verdict without diagnostics; the command's error output when there is no
  /// verdict.
  var explanation: String {
    guard let json else { return firstLine(errors) }
    let diagnostics = json["diagnostics"] as? [[String: Any]] ?? []
    guard let first = diagnostics.first else { return "-" }
    var place = ""
    if let file = first["file"] as? String, let line = first["line"] as? Int {
      place = "\((file as NSString).lastPathComponent):\(line): "
    }
    return place + firstLine(first["message"] as? String ?? "")
  }

  private var json: [String: Any]? {
    guard let line = output.split(separator: "\n").last else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
  }

  private func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
  }
}

/// One row of the reliability table.
struct ReliabilityRow {
  /// The section's name.
  var section: String
  /// The case's name.
  var name: String
  /// The verdict's status (`passed`, `runtime-error`, `timeout`, …).
  var verdict: String
  /// The first line of the explanation.
  var explanation: String
  /// Seconds from asking for a grade to the verdict (compiling included).
  var seconds: Double
  /// What the section checked after the verdict (nothing left running, no file outside…):
  /// `ok` or what went wrong.
  var check: String
  /// Whether the case behaved as the section expects (the verdict it should get, and its check).
  var isExpected: Bool
}
