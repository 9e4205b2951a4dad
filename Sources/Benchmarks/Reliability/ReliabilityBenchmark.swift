import Basics
import Foundation
import Grader

/// `Benchmarks reliability [SECTION…] [--json] [--home DIR]`: runs misbehaving learner files
/// through the real grader and prints, per case, the verdict, the first line of its explanation
/// and the time to the verdict, then the worst time. `--json` prints one object per case and a
/// last object with the totals. Exit status 1 when a case did not get the verdict it should.
///
/// `Benchmarks reliability concurrency …` and `Benchmarks reliability crash …` run the store's
/// checks instead (many processes on one workspace; commands killed at random moments), which
/// take their own options and print their own reports.
enum ReliabilityBenchmark: BenchmarkCommand {
  static let name = "reliability"
  static let summary = "hostile learner files through the real grader: verdicts, time to verdict"
  static var usage: String {
    "Benchmarks reliability [\(reliabilitySections.map { $0.name }.joined(separator: "|"))]…"
      + " [--json] [--home DIR]\n       " + ConcurrencyReliabilityCommand.usage + "\n       "
      + CrashReliabilityCommand.usage
  }

  static func run(_ arguments: [String]) throws {
    switch arguments.first {
    case "concurrency": return try ConcurrencyReliabilityCommand.run(Array(arguments.dropFirst()))
    case "crash": return try CrashReliabilityCommand.run(Array(arguments.dropFirst()))
    default: break
    }
    var json = false
    var home: URL?
    var chosen: [any ReliabilitySection.Type] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json":
        json = true
      case "--home":
        guard let path = remaining.popFirst() else {
          throw BenchmarkUsageError(message: "Missing value for '--home <dir>'")
        }
        home = URL(fileURLWithPath: path)
      default:
        guard let section = reliabilitySections.first(where: { $0.name == argument }) else {
          throw BenchmarkUsageError(message: "Unknown section '\(argument)'")
        }
        if !chosen.contains(where: { $0.name == section.name }) { chosen.append(section) }
      }
    }
    if chosen.isEmpty { chosen = reliabilitySections }
    let root = GradeBenchmark.packageRoot()
    let context = ReliabilityContext(
      home: try home ?? GradeBenchmark.defaultHome(root: root), packageRoot: root)

    if !json {
      let load =
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
        .map { "; load average " + $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? ""
      print("Reliability (home \(context.home.path)\(load))")
      print("Learner programs run with: \(isolation())")
    }
    var rows: [ReliabilityRow] = []
    for section in chosen {
      if !json { print("\n\(section.name): \(section.summary)") }
      let sectionRows = try section.run(in: context)
      for row in sectionRows {
        if json { print(ReliabilityTable.jsonLine(row)) }
      }
      if !json { print(ReliabilityTable.text(sectionRows)) }
      rows += sectionRows
    }
    let worst = rows.max { $0.seconds < $1.seconds }
    let unexpected = rows.filter { !$0.isExpected }
    if json {
      print(
        ReliabilityTable.summaryLine(
          rows: rows, worst: worst, unexpected: unexpected.count, isolation: isolation()))
    } else if let worst {
      print(
        "\n\(rows.count) cases, \(unexpected.count) unexpected; worst time to verdict "
          + "\(GradeBenchmark.format(worst.seconds)) (\(worst.section)/\(worst.name))")
    }
    if !unexpected.isEmpty {
      throw BenchmarkFailure(
        message: "unexpected: "
          + unexpected.map { "\($0.section)/\($0.name)" }.joined(separator: ", "))
    }
  }
}

/// What the sandbox gives a learner's program on this machine, found by running `/bin/true` as
/// one: "namespaces, read-only mounts", "namespaces" or "process group only".
func isolation() -> String {
  (try? SandboxedRunner().run(RunRequest(executable: "/bin/true")).isolation.description)
    ?? "unknown (the sandbox could not start /bin/true)"
}

/// The table and the JSON lines of `Benchmarks reliability`.
enum ReliabilityTable {
  /// Aligned columns: case, verdict, seconds, check, explanation.
  static func text(_ rows: [ReliabilityRow]) -> String {
    let header = ["case", "verdict", "time", "check", "explanation"]
    let cells = rows.map { row in
      [
        row.name + (row.isExpected ? "" : " (!)"), row.verdict, GradeBenchmark.format(row.seconds),
        row.check, row.explanation,
      ]
    }
    var widths = header.map(\.count)
    for line in cells {
      for (index, cell) in line.enumerated().dropLast() {
        widths[index] = max(widths[index], cell.count)
      }
    }
    return ([header] + cells).map { line in
      "  "
        + line.enumerated().map { index, cell in
          index == line.count - 1
            ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
        }.joined(separator: "  ")
    }.joined(separator: "\n")
  }

  /// `{"section":…,"case":…,"verdict":…,"explanation":…,"seconds":…,"check":…,"expected":…}`
  static func jsonLine(_ row: ReliabilityRow) -> String {
    encode([
      ("section", .text(row.section)), ("case", .text(row.name)), ("verdict", .text(row.verdict)),
      ("explanation", .text(row.explanation)), ("seconds", .number(row.seconds)),
      ("check", .text(row.check)), ("expected", .flag(row.isExpected)),
    ])
  }

  /// `{"summary":true,"cases":…,"unexpected":…,"worstSeconds":…,"worstCase":…,"isolation":…}`
  static func summaryLine(
    rows: [ReliabilityRow], worst: ReliabilityRow?, unexpected: Int, isolation: String
  ) -> String {
    encode([
      ("summary", .flag(true)), ("cases", .number(Double(rows.count))),
      ("unexpected", .number(Double(unexpected))), ("worstSeconds", .number(worst?.seconds ?? 0)),
      ("worstCase", .text(worst.map { "\($0.section)/\($0.name)" } ?? "")),
      ("isolation", .text(isolation)),
    ])
  }

  private enum Value {
    case text(String)
    case number(Double)
    case flag(Bool)
  }

  /// Keys in the given order (JSONSerialization would not keep it).
  private static func encode(_ fields: [(String, Value)]) -> String {
    let body = fields.map { key, value in
      let encoded: String
      switch value {
      case .text(let text): encoded = JSONText.string(text)
      case .number(let number):
        encoded =
          number == number.rounded() && abs(number) < 1e15
          ? String(Int(number)) : String(format: "%.3f", number)
      case .flag(let flag): encoded = flag ? "true" : "false"
      }
      return JSONText.string(key) + ":" + encoded
    }
    return "{" + body.joined(separator: ",") + "}"
  }
}
