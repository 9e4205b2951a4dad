import Checkout
import Foundation
import TestSupport

/// `Benchmarks first-verdict [--checkout DIR]... [--wait SECONDS] [--no-swift-run]`: how long a
/// learner waits for the first verdict on a checkout whose package is built
/// (`swift build -c release`) but never graded anything, in a new workspace each time:
///
/// - `grade`: `layoutlings grade FILE` as the very first command (the built binary, and as
///   `swift run -c release layoutlings grade FILE`, which checks the build first);
/// - `course g`: the full-screen course on an 80 × 24 pseudo-terminal, `g` pressed `--wait`
///   seconds (30) after the first screen; the time from the key to the verdict on the screen.
///
/// Several `--checkout`s are measured one after the other in the same run (the one before a
/// change and the one after, say), and each case's time is compared with the first checkout's.
enum FirstVerdictBenchmark: BenchmarkCommand {
  static let name = "first-verdict"
  static let summary = "time to the first verdict: the first grade, and g in the course"
  static let usage =
    "Benchmarks first-verdict [--checkout DIR]... [--wait SECONDS] [--no-swift-run]"

  /// The exercise graded: the course's first, whose starter fails and whose solution passes.
  static let exercise = "01-constraints-in-code/01-half-height-panel"

  struct Measurement {
    var checkout: URL
    var name: String
    var seconds: Double
    var outcome: String
  }

  static func run(_ arguments: [String]) throws {
    var checkouts: [URL] = []
    var wait = 30.0
    var swiftRun = true
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--checkout":
        guard let path = remaining.popFirst() else {
          throw BenchmarkUsageError(message: "Missing value for '--checkout <dir>'")
        }
        checkouts.append(URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL)
      case "--wait":
        guard let text = remaining.popFirst(), let value = Double(text), value >= 0 else {
          throw BenchmarkUsageError(message: "Missing value for '--wait <seconds>'")
        }
        wait = value
      case "--no-swift-run":
        swiftRun = false
      default:
        throw BenchmarkUsageError(message: "Unexpected argument '\(argument)'")
      }
    }
    if checkouts.isEmpty {
      guard let root = Checkout.root else {
        throw BenchmarkFailure(message: "cannot find the checkout; pass --checkout DIR")
      }
      checkouts = [root]
    }
    for checkout in checkouts {
      _ = try binary(of: checkout)
    }

    print(
      "First verdict (\(GradeBenchmark.loadAverage()); g pressed \(format(wait)) after the"
        + " first screen)")
    var measurements: [Measurement] = []
    for checkout in checkouts {
      print("\(checkout.path):")
      let cases: [(String, () throws -> (Double, String))] =
        [("grade (binary)", { try grade(checkout, viaSwiftRun: false) })]
        + (swiftRun ? [("grade (swift run)", { try grade(checkout, viaSwiftRun: true) })] : [])
        + [("course g", { try courseG(checkout, wait: wait) })]
      for (name, measure) in cases {
        let (seconds, outcome) = try measure()
        print(
          "  \(name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(format(seconds))"
            + "  \(outcome)")
        measurements.append(
          Measurement(checkout: checkout, name: name, seconds: seconds, outcome: outcome))
      }
    }
    guard checkouts.count > 1 else { return }
    print("Compared with \(checkouts[0].lastPathComponent):")
    for measurement in measurements where measurement.checkout != checkouts[0] {
      guard
        let first = measurements.first(where: {
          $0.checkout == checkouts[0] && $0.name == measurement.name
        })
      else { continue }
      let ratio = measurement.seconds / first.seconds
      print(
        "  \(measurement.checkout.lastPathComponent) \(measurement.name): "
          + String(format: "%.3f", ratio) + "× (\(format(measurement.seconds)) against "
          + "\(format(first.seconds)))")
    }
  }

  /// The release build of `layoutlings` in `checkout`.
  static func binary(of checkout: URL) throws -> URL {
    let binary = checkout.appendingPathComponent(".build/release/layoutlings")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw BenchmarkFailure(
        message: "\(binary.path) is not built; run `swift build -c release` in \(checkout.path)")
    }
    return binary
  }

  /// The environment of a learner's shell, with nothing of the benchmark's own.
  static func environment() -> [String: String] {
    var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    for name in ["PATH", "HOME", "SWIFTC"] {
      environment[name] = ProcessInfo.processInfo.environment[name]
    }
    return environment
  }

  /// `layoutlings grade` of the exercise's solution as the first command of a new workspace.
  static func grade(_ checkout: URL, viaSwiftRun: Bool) throws -> (Double, String) {
    let home = try ScratchFolder(prefix: "layoutlings-first-verdict")
    let file = checkout.appendingPathComponent("Lessons/\(exercise)/Solution.swift").path
    let words = ["--home", home.url.path, "grade", file, "--exercise", exercise]
    let process = Process()
    if viaSwiftRun {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["swift", "run", "-c", "release", "--package-path", checkout.path, "layoutlings"] + words
    } else {
      process.executableURL = try binary(of: checkout)
      process.arguments = words
    }
    process.environment = environment()
    process.currentDirectoryURL = home.url
    let output = home.url.appendingPathComponent("output.txt")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let seconds = GradeBenchmark.seconds(ContinuousClock.now - start)
    try handle.close()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let verdict =
      text.split(separator: "\n").first { $0.hasPrefix("\(exercise): ") }.map(String.init)
      ?? "no verdict (exit \(process.terminationStatus)): "
      + text.split(separator: "\n").suffix(2).joined(separator: " / ")
    return (seconds, verdict)
  }

  /// The course in a new workspace: `g` pressed `wait` seconds after the first screen, timed
  /// from the key to the verdict's headline on the screen.
  static func courseG(_ checkout: URL, wait: Double) throws -> (Double, String) {
    let home = try ScratchFolder(prefix: "layoutlings-first-verdict")
    let terminal = try PseudoTerminal(
      executable: try binary(of: checkout), arguments: ["--home", home.url.path],
      environment: environment(), columns: 80, rows: 24)
    defer {
      terminal.type("q")
      _ = terminal.waitForExit(seconds: 10)
    }
    guard terminal.waitForScreen(containing: "q quit", seconds: 120) else {
      throw BenchmarkFailure(
        message:
          "the course never drew its first screen: \(terminal.screen.joined(separator: " / "))"
      )
    }
    terminal.drain(seconds: wait)
    let start = ContinuousClock.now
    terminal.type("g")
    let headline = { (terminal: PseudoTerminal) -> String? in
      terminal.screen.first { line in
        ["passed", "failed", "compile-error", "runtime-error", "timeout"].contains {
          line.hasPrefix("\(exercise): \($0)")
        }
      }
    }
    guard terminal.waitUntil(seconds: 600, { headline($0) != nil }) else {
      throw BenchmarkFailure(
        message: "no verdict within 10 minutes: \(terminal.screen.joined(separator: " / "))")
    }
    return (GradeBenchmark.seconds(ContinuousClock.now - start), headline(terminal) ?? "")
  }

  static func format(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }
}
