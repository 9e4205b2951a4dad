import Foundation
import ReliabilityFixtures
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A scratch folder for a child's output files, removed with the value.
private final class Logs {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("reliability-fixtures-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Polls `condition` every 10 ms for up to 10 s; whether it came true.
private func eventually(_ condition: () -> Bool) -> Bool {
  for _ in 0..<1000 {
    if condition() { return true }
    usleep(10_000)
  }
  return condition()
}

@Suite("Spawned processes and the process table")
struct SpawnedProcessTests {
  private let shell = URL(fileURLWithPath: "/bin/sh")

  @Test("output, errors and the exit status are collected")
  func exitStatus() throws {
    let logs = try Logs()
    let child = try SpawnedProcess(
      shell, ["-c", "printf out; printf err >&2; exit 3"], environment: [:], logs: logs.url,
      name: "status")
    let result = child.wait()
    #expect(result.ending == .exited(3))
    #expect(result.output == "out")
    #expect(result.errors == "err")
    #expect(!result.succeeded)
    #expect(child.poll()?.ending == .exited(3))
    #expect(
      FileManager.default.fileExists(atPath: logs.url.appendingPathComponent("status.out").path))
  }

  @Test("the child gets exactly the environment it is given")
  func exactEnvironment() throws {
    let logs = try Logs()
    let child = try SpawnedProcess(
      URL(fileURLWithPath: "/usr/bin/env"), [], environment: ["B": "2", "A": "1"], logs: logs.url,
      name: "env")
    let result = child.wait()
    #expect(result.succeeded)
    #expect(result.output == "A=1\nB=2\n")
  }

  @Test("a missing executable is an error that names it")
  func missingExecutable() throws {
    let logs = try Logs()
    let missing = "/nonexistent/layoutlings-\(UUID().uuidString)"
    #expect {
      _ = try SpawnedProcess(
        URL(fileURLWithPath: missing), [], environment: [:], logs: logs.url, name: "missing")
    } throws: { error in
      "\(error)".hasPrefix("cannot start \(missing): error ")
    }
  }

  @Test("killing the group ends the child and what it started")
  func killGroup() throws {
    let logs = try Logs()
    let marker = ProcessTable.uniqueSleepArgument()
    let child = try SpawnedProcess(
      shell, ["-c", "sleep \(marker) & sleep \(marker); wait"], environment: [:], logs: logs.url,
      name: "group")
    // The shell's own command line holds the marker too: three processes.
    #expect(eventually { ProcessTable.pids(commandLineContaining: marker).count == 3 })
    #expect(child.poll() == nil)
    child.killGroup()
    let result = child.wait()
    #expect(result.ending == .signalled(SIGKILL))
    #expect(eventually { ProcessTable.pids(commandLineContaining: marker).isEmpty })
  }

  @Test("leftovers name the processes and files a program left, and tidying up removes them")
  func leftovers() throws {
    let logs = try Logs()
    let marker = ProcessTable.uniqueSleepArgument()
    let file = logs.url.appendingPathComponent("outside").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    let child = try SpawnedProcess(
      URL(fileURLWithPath: "/bin/sleep"), [marker], environment: [:], logs: logs.url,
      name: "left")
    let program = HostileProgram(
      name: "left", source: "", expectedVerdicts: ["passed"], processMarkers: [marker],
      outsideFiles: [file])
    #expect(eventually { !ProcessTable.pids(commandLineContaining: marker).isEmpty })
    #expect(program.leftovers() == ["1 processes left", "\(file) written"])
    program.tidyUp()
    #expect(child.wait().ending == .signalled(SIGKILL))
    #expect(program.leftovers().isEmpty)
  }
}
