import Foundation
import Grader
import ReliabilityFixtures
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Sandboxed runner")
struct SandboxedRunnerTests {
  private let runner = SandboxedRunner()

  private func probe(
    _ mode: String, limits: ResourceLimits = .learnerProgram, timeout: Double = 10,
    outputLimits: OutputLimits = .standard, isolation: SandboxIsolation.Policy? = nil
  ) throws -> RunResult {
    let executable = try ProbeProgram.executable.get()
    return try runner.run(
      RunRequest(
        executable: executable, arguments: [mode], limits: limits, timeoutSeconds: timeout,
        outputLimits: outputLimits, isolation: isolation))
  }

  @Test("a normal exit with a report on the report channel")
  func normalExitWithReport() throws {
    let result = try probe("report")
    #expect(result.outcome == .succeeded)
    #expect(result.outcome.category == .completed)
    #expect(result.termination == .exited(0))
    #expect(result.standardOutput.text == "hello from stdout\n")
    #expect(result.report == .received(Array("{\"frames\":[]}".utf8)))
  }

  @Test("a report printed on stdout is not a report")
  func fakeReportOnStdout() throws {
    let result = try probe("fake-report-on-stdout")
    #expect(result.outcome == .succeeded)
    #expect(result.report == .missing)
    #expect(result.standardOutput.text == "{\"frames\":[]}\n")
  }

  @Test("a report without this run's token is rejected")
  func forgedReport() throws {
    let result = try probe("forged-report")
    guard case .rejected = result.report else {
      Issue.record("expected a rejected report, got \(result.report)")
      return
    }
    #expect(result.report.bytes == nil)
  }

  @Test("the environment is scrubbed and the working directory private and removed afterwards")
  func environment() throws {
    setenv("LAYOUTLINGS_TEST_SECRET", "hunter2", 1)
    let result = try probe("environment")
    let lines = result.standardOutput.text.split(separator: "\n").map(String.init)
    let directory = try #require(
      lines.first { $0.hasPrefix("cwd=") }.map { String($0.dropFirst(4)) })
    let variables = Set(
      lines.filter { !$0.hasPrefix("cwd=") }.map { String($0.prefix { $0 != "=" }) })
    #expect(
      variables
        == [
          "PATH", "HOME", "TMPDIR", "LANG", "SWIFT_BACKTRACE", "LAYOUTLINGS_REPORT_FD",
          "LAYOUTLINGS_REPORT_TOKEN",
        ])
    #expect(lines.contains("PATH=/usr/bin:/bin"))
    #expect(lines.contains("HOME=\(directory)"))
    #expect(lines.contains("LAYOUTLINGS_REPORT_FD=3"))
    #expect(!FileManager.default.fileExists(atPath: directory))
  }

  @Test("the child gets descriptors 0 to 3 and nothing else")
  func descriptors() throws {
    let result = try probe("descriptors")
    #expect(result.standardOutput.text == "0 1 2 3 ")
  }

  @Test("the learner limits are in force in the program")
  func learnerLimits() throws {
    // dash's ulimit: -t seconds, -v and -s KiB, -f 512-byte blocks, -n descriptors.
    let result = try runner.run(
      RunRequest(
        executable: "/bin/sh",
        arguments: ["-c", "ulimit -t; ulimit -v; ulimit -s; ulimit -f; ulimit -n"]))
    // 5 s; 1 GiB = 1,048,576 KiB; 8 MiB = 8,192 KiB; 16 MiB = 32,768 blocks; 256.
    #expect(result.standardOutput.text == "5\n1048576\n8192\n32768\n256\n")
  }

  @Test("a non-zero exit status is a runtime error")
  func failingExit() throws {
    let result = try probe("exit3")
    #expect(result.outcome == .exitedWithFailure(code: 3, message: nil))
    #expect(result.outcome.category == .runtimeError)
    #expect(result.standardError.text == "something went wrong\n")
  }

  @Test("a segmentation fault is a crash named by its signal")
  func segmentationFault() throws {
    let result = try probe("segv")
    #expect(result.termination == .signaled(SIGSEGV))
    #expect(result.outcome == .crashed(signal: SIGSEGV, message: nil))
    #expect(result.outcome.explanation.contains("segmentation fault (SIGSEGV)"))
  }

  @Test("abort")
  func abortSignal() throws {
    let result = try probe("abort")
    #expect(result.outcome == .aborted(message: nil))
    #expect(result.outcome.category == .runtimeError)
  }

  @Test("a trap instruction reads as a Swift trap")
  func trap() throws {
    let result = try probe("trap")
    #expect(result.outcome == .trapped(message: nil))
    #expect(
      result.outcome.explanation.hasPrefix("the program trapped (fatalError, force-unwrap of nil"))
  }

  @Test("an endless loop under a CPU limit gets SIGXCPU")
  func cpuLimit() throws {
    let result = try probe("spin", limits: ResourceLimits(cpuSeconds: 1), timeout: 20)
    #expect(result.termination == .signaled(SIGXCPU))
    #expect(result.outcome == .cpuTimeLimitExceeded(seconds: 1))
    #expect(result.outcome.category == .timeout)
  }

  @Test("an endless shell loop hits the wall-clock timeout")
  func wallClockTimeout() throws {
    let result = try runner.run(
      RunRequest(
        executable: "/bin/sh", arguments: ["-c", "while :; do :; done"], limits: .none,
        timeoutSeconds: 0.5))
    #expect(result.outcome == .timedOut(seconds: 0.5))
    #expect(result.outcome.category == .timeout)
    #expect(result.termination == .signaled(SIGKILL))
  }

  @Test("a memory bomb runs into the address-space limit")
  func memoryBomb() throws {
    let result = try probe("memory-bomb", limits: ResourceLimits(addressSpaceBytes: 256 << 20))
    #expect(result.outcome == .memoryLimitExceeded(limitBytes: 256 << 20))
    #expect(
      result.outcome.explanation == "the program ran out of memory: it needed more than 256 MiB")
  }

  @Test("a flood of output is capped, counted and stopped")
  func outputFlood() throws {
    let limits = OutputLimits(keptBytes: 1000, maximumBytes: 1 << 20, maximumReportBytes: 1 << 20)
    let result = try runner.run(
      RunRequest(
        executable: "/usr/bin/yes", limits: .none, timeoutSeconds: 10, outputLimits: limits))
    guard case .outputLimitExceeded(let count, let limit) = result.outcome else {
      Issue.record("expected an output flood, got \(result.outcome)")
      return
    }
    #expect(count > 1 << 20)
    #expect(limit == 1 << 20)
    #expect(result.outcome.explanation.contains("more than the output limit of 1 MiB"))
    #expect(result.standardOutput.bytes.count == 1000)
    #expect(
      result.standardOutput.bytes.prefix(4) == [UInt8(ascii: "y"), 10, UInt8(ascii: "y"), 10])
    #expect(result.standardOutput.isTruncated)
    #expect(result.termination == .signaled(SIGKILL))
  }

  @Test("a flood on stderr counts too")
  func stderrFlood() throws {
    let limits = OutputLimits(keptBytes: 100, maximumBytes: 256 << 10, maximumReportBytes: 1 << 20)
    let result = try probe("stderr-flood", outputLimits: limits)
    guard case .outputLimitExceeded = result.outcome else {
      Issue.record("expected an output flood, got \(result.outcome)")
      return
    }
    #expect(result.standardError.text.hasPrefix("warning: again and again\n"))
  }

  @Test("a file beyond the size limit raises SIGXFSZ")
  func fileSizeLimit() throws {
    let result = try probe("big-file", limits: ResourceLimits(fileSizeBytes: 64 << 10))
    #expect(result.outcome == .fileSizeLimitExceeded(limitBytes: 64 << 10))
  }

  @Test("on timeout the whole process tree goes, grandchildren included")
  func forkTreeKilled() throws {
    // A process group only: the pids the probe prints are then the ones /proc shows here.
    let result = try probe("fork-tree", timeout: 0.5, isolation: .processGroup)
    #expect(result.outcome == .timedOut(seconds: 0.5))
    let pids = result.standardOutput.text.split(separator: "\n").compactMap { Int32($0) }
    #expect(pids.count == 4)
    for pid in pids {
      #expect(!ProcessTable.isAlive(pid), "process \(pid) survived")
    }
  }

  @Test(
    "a child left behind does not hold the run open",
    arguments: [SandboxIsolation.Policy.processGroup, .namespacesWhereAvailable])
  func childLeftBehind(isolation: SandboxIsolation.Policy) throws {
    let result = try probe("leave-child-behind", timeout: 20, isolation: isolation)
    #expect(result.outcome == .succeeded)
    #expect(result.standardOutput.text == "parent done\n")
    // The group kill after the exit closes the pipe the sleeping child held.
    #expect(result.wallSeconds < 10)
  }

  @Test("a child that closes its pipes before exiting is still waited for")
  func closesPipesFirst() throws {
    let result = try probe("close-then-exit")
    #expect(result.outcome == .succeeded)
    #expect(result.report == .missing)
  }

  @Test("a missing executable is an error of the runner, with the failing step")
  func missingExecutable() {
    #expect(
      throws: GraderError.spawnFailed(
        executable: "/nonexistent/program", step: "execve", errno: ENOENT)
    ) {
      try runner.run(RunRequest(executable: "/nonexistent/program"))
    }
  }
}
