import Foundation
import ReliabilityFixtures
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `layoutlings` grading a program that sleeps (no CPU, so only the wall clock would
/// stop it), stopped as a learner stops it: Ctrl-C, SIGTERM, a closed terminal (SIGHUP) or
/// SIGKILL. The program dies with the grader whatever stopped it, nothing is recorded, and the
/// folders a killed grader left are removed by the next grade.
@Suite("Grader lifetime", .serialized)
struct GraderLifetimeTests {
  /// A workspace on the sample course, with a temporary directory of its own.
  private final class Workspace {
    let scratch: ScratchFolder
    let course: URL
    let home: URL
    let temporary: URL
    let logs: URL

    init() throws {
      scratch = try ScratchFolder(prefix: "layoutlings-lifetime")
      course = try SampleCourse.write(in: scratch.url)
      home = scratch.url.appendingPathComponent("home")
      temporary = scratch.url.appendingPathComponent("tmp")
      logs = scratch.url.appendingPathComponent("logs")
      for folder in [home, temporary, logs] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
    }

    var environment: [String: String] {
      var environment = ["NO_COLOR": "1", "HOME": scratch.path, "TMPDIR": temporary.path]
      for name in ["PATH", "SWIFTC"] {
        environment[name] = ProcessInfo.processInfo.environment[name]
      }
      return environment
    }

    func start(_ arguments: [String], name: String) throws -> SpawnedProcess {
      try SpawnedProcess(
        try BuiltProducts.layoutlings(),
        arguments + ["--home", home.path, "--course", course.path], environment: environment,
        logs: logs, name: name)
    }

    /// The grader's folders in the workspace's temporary directory.
    func graderFolders() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
        .filter { $0.hasPrefix("layoutlings-") }.sorted()
    }

    /// How many attempts `list --json` shows at the half-panel exercise.
    func attempts() throws -> Int? {
      let listed = try start(["list", "--json"], name: "list").wait()
      let json = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any]
      let modules = json?["modules"] as? [[String: Any]] ?? []
      let exercises = modules.flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
      return exercises.first { $0["id"] as? String == SampleCourse.halfPanelID }?["attempts"]
        as? Int
    }
  }

  /// Waits up to `seconds` for `condition`.
  private func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(50_000)
    }
    return condition()
  }

  @Test(
    "a sleeping program dies with the grader, however it is stopped, and nothing is recorded",
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGKILL])
  func stopped(signal: Int32) throws {
    let workspace = try Workspace()
    let program = HostileProgram.sleeper()
    defer { program.tidyUp() }
    let file = try workspace.scratch.write(
      "// exercise: \(SampleCourse.halfPanelID)\n" + program.source, to: "sleeper.swift")
    let grader = try workspace.start(["grade", file.path], name: "grade")
    defer { grader.killGroup() }
    let marker = program.processMarkers[0]
    // The 10 s wall clock has not come when the program is seen running.
    #expect(eventually(30) { !ProcessTable.pids(commandLineContaining: marker).isEmpty })
    // As the terminal sends it: to the grader's whole process group.
    kill(-grader.pid, signal)
    let ended = grader.wait()
    switch signal {
    case SIGINT: #expect(ended.ending == .signalled(SIGINT) || ended.ending == .exited(130))
    case SIGKILL: #expect(ended.ending == .signalled(SIGKILL))
    default: #expect(ended.ending == .signalled(signal) || ended.ending == .exited(128 + signal))
    }
    #expect(
      eventually(5) { ProcessTable.pids(commandLineContaining: marker).isEmpty },
      "the program outlived the grader stopped by signal \(signal)")
    #expect(try workspace.attempts() == 0)
  }

  @Test("the folders of a killed grader are removed by the next grade")
  func leftoversRemoved() throws {
    let workspace = try Workspace()
    let program = HostileProgram.sleeper()
    defer { program.tidyUp() }
    let file = try workspace.scratch.write(
      "// exercise: \(SampleCourse.halfPanelID)\n" + program.source, to: "sleeper.swift")
    let grader = try workspace.start(["grade", file.path], name: "killed")
    defer { grader.killGroup() }
    #expect(
      eventually(30) {
        !ProcessTable.pids(commandLineContaining: program.processMarkers[0]).isEmpty
      })
    kill(grader.pid, SIGKILL)
    _ = grader.wait()
    let left = workspace.graderFolders()
    #expect(!left.isEmpty, "a killed grader leaves its folders")
    // Older than a grader's folder can be before it is locked.
    let then = Date().addingTimeInterval(-60).timeIntervalSince1970
    for name in left {
      var times = [timeval(tv_sec: Int(then), tv_usec: 0), timeval(tv_sec: Int(then), tv_usec: 0)]
      _ = utimes(workspace.temporary.path + "/" + name, &times)
    }
    let solution = try workspace.scratch.write(
      "// exercise: \(SampleCourse.halfPanelID)\n" + SampleCourse.halfPanelSolution,
      to: "solution.swift")
    let next = try workspace.start(["grade", solution.path], name: "next")
    let graded = next.wait()
    #expect(graded.succeeded, "\(graded.errors)")
    #expect(workspace.graderFolders().isEmpty, "\(workspace.graderFolders())")
  }

  @Test("a program cannot reach the terminal the grader runs on: no text, no pushed input")
  func controllingTerminal() throws {
    let workspace = try Workspace()
    let marker = "layoutlings-intruder-\(UInt32.random(in: 0...UInt32.max))"
    let program = HostileProgram.terminalIntruder(marker: marker)
    let file = try workspace.scratch.write(
      "// exercise: \(SampleCourse.halfPanelID)\n" + program.source, to: "intruder.swift")
    let terminal = try PseudoTerminal(
      executable: try BuiltProducts.layoutlings(),
      arguments: [
        "grade", file.path, "--home", workspace.home.path, "--course", workspace.course.path,
      ],
      environment: workspace.environment, columns: 100, rows: 30)
    #expect(terminal.waitForExit(seconds: 60))
    terminal.drain(seconds: 0.3)
    #expect(terminal.text.contains("passed"), "\(terminal.text)")
    #expect(!terminal.text.contains(marker), "\(terminal.text)")
  }

  @Test("what a program prints cannot repaint the terminal: its controls are shown as text")
  func paintedOutput() throws {
    let workspace = try Workspace()
    let file = try workspace.scratch.write(
      "// exercise: \(SampleCourse.halfPanelID)\n" + HostileProgram.terminalPainter.source,
      to: "painter.swift")
    let graded = try workspace.start(["grade", file.path], name: "painter").wait()
    #expect(graded.ending == .exited(1), "\(graded.errors)")
    #expect(
      !graded.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\r" || $0 == "\u{07}" })
    #expect(graded.output.contains("│ ^[[2J^[[H"), "\(graded.output)")
    #expect(graded.output.contains("│ ^Mforged line^[]0;owned^G"), "\(graded.output)")
  }
}
