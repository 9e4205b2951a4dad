import Foundation
import Grader
import ReliabilityFixtures
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the namespaces around an untrusted program guarantee, checked with small shell scripts.
/// Where the system refuses user namespaces the runner falls back to a process group; each test
/// then checks what that weaker isolation still promises.
@Suite("Sandbox isolation")
struct SandboxIsolationTests {
  private let runner = SandboxedRunner()

  private func shell(_ script: String, timeout: Double = 10) throws -> RunResult {
    try runner.run(
      RunRequest(executable: "/bin/sh", arguments: ["-c", script], timeoutSeconds: timeout))
  }

  @Test("namespaces are asked for untrusted programs, never for the compiler")
  func policies() throws {
    #expect(RunRequest(executable: "/bin/true").isolation == .namespacesWhereAvailable)
    #expect(
      RunRequest(executable: "/bin/true", environmentPolicy: .inherited).isolation == .processGroup)
    let trusted = try runner.run(
      RunRequest(executable: "/bin/true", environmentPolicy: .inherited, limits: .none))
    #expect(trusted.isolation == .processGroupOnly)
  }

  @Test("a grandchild that starts its own session does not outlive the run")
  func sessionEscape() throws {
    let escaping = ProcessTable.uniqueSleepArgument()
    let staying = ProcessTable.uniqueSleepArgument()
    let result = try shell("setsid -f sleep \(escaping); sleep \(staying) & echo started")
    #expect(result.outcome == .succeeded)
    #expect(result.standardOutput.text == "started\n")
    #expect(ProcessTable.pids(commandLineContaining: staying).isEmpty)
    let survivors = ProcessTable.pids(commandLineContaining: escaping)
    if result.isolation.namespaces {
      #expect(survivors.isEmpty)
    } else {
      // A process group cannot hold a process that left it: the documented limit. Tidy up.
      for pid in survivors { kill(pid, SIGKILL) }
      #expect(survivors.count <= 1)
    }
  }

  @Test("a program killed at the timeout takes its escaped descendants with it")
  func sessionEscapeAtTimeout() throws {
    let escaping = ProcessTable.uniqueSleepArgument()
    let result = try shell("setsid -f sleep \(escaping); while :; do :; done", timeout: 0.5)
    #expect(result.outcome == .timedOut(seconds: 0.5))
    let survivors = ProcessTable.pids(commandLineContaining: escaping)
    if result.isolation.namespaces {
      #expect(survivors.isEmpty)
    } else {
      for pid in survivors { kill(pid, SIGKILL) }
      #expect(survivors.count <= 1)
    }
  }

  @Test("writes outside the working directory fail; inside they work")
  func readOnlyOutside() throws {
    let outside = "/tmp/layoutlings-escape-\(UUID().uuidString)"
    defer { unlink(outside) }
    let result = try shell(
      "echo escaped > \(outside) 2>/dev/null || echo refused; echo kept > inside && cat inside")
    #expect(result.outcome == .succeeded)
    if result.isolation.readOnlyFileSystem {
      #expect(result.standardOutput.text == "refused\nkept\n")
      #expect(!FileManager.default.fileExists(atPath: outside))
    } else {
      #expect(result.standardOutput.text == "kept\n")
    }
  }

  @Test("the program has no network but loopback, and cannot signal processes outside")
  func networkAndSignals() throws {
    // /proc/net/dev lists the interfaces of the reader's network namespace.
    let result = try shell(
      "sed -n '3,$p' /proc/net/dev | cut -d: -f1 | tr -d ' '; kill -0 \(getpid()) 2>/dev/null"
        + " && echo reached || echo unreachable")
    let lines = result.standardOutput.text.split(separator: "\n").map(String.init)
    if result.isolation.namespaces {
      #expect(lines == ["lo", "unreachable"])
    } else {
      // Same user, same PID namespace: the grader is within reach.
      #expect(lines.last == "reached")
    }
  }

  @Test("exit statuses and signals reach the grader as the program's own")
  func statusPassesThrough() throws {
    #expect(try shell("exit 7").termination == .exited(7))
    let killed = try shell("kill -SEGV $$")
    #expect(killed.termination == .signaled(SIGSEGV))
    #expect(killed.outcome == .crashed(signal: SIGSEGV, message: nil))
  }
}

/// The session, the root and the /proc an untrusted program gets.
@Suite("Sandbox reach")
struct SandboxReachTests {
  @Test(
    "every child gets a session of its own, so no controlling terminal",
    arguments: [
      SandboxIsolation.Policy.processGroup, .namespacesWhereAvailable,
    ])
  func ownSession(policy: SandboxIsolation.Policy) throws {
    let devNull = open("/dev/null", O_RDWR)
    defer { close(devNull) }
    let child = try ChildProcess(
      executable: "/bin/sleep", arguments: ["5"], environment: [:], workingDirectory: "/",
      fileDescriptors: [devNull, devNull, devNull], limits: .none, isolation: policy)
    defer { child.killGroup() }
    // The session's id is its leader's pid: a new session, which has no controlling terminal.
    #expect(getsid(child.processID) == child.processID)
    #expect(getpgid(child.processID) == child.processID)
  }

  @Test("under a private root the program sees the system, its folder and five devices, no more")
  func privateRoot() throws {
    let secret = try ScratchSecret()
    defer { secret.remove() }
    let script = """
      ls /dev | tr '\\n' ' '; echo
      for path in /root /home /run /var "\(secret.path)"; do test -e "$path" && echo "sees $path"; done
      ls /proc | grep -c '^[0-9]'
      echo kept > inside && cat inside
      """
    let result = try SandboxedRunner().run(
      RunRequest(executable: "/bin/sh", arguments: ["-c", script]))
    #expect(result.outcome == .succeeded, "\(result.standardError.text)")
    guard result.isolation.namespaces else { return }
    #expect(result.isolation.privateRoot)
    let lines = result.standardOutput.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "fd full null random stderr stdin stdout urandom zero ")
    #expect(!lines.contains { $0.hasPrefix("sees ") }, "\(lines)")
    #expect(lines.last == "kept")
    if result.isolation.privateProcesses {
      // The init, the shell, and the `ls` and `grep` of the pipe: the namespace's only processes.
      let count = Int(lines[lines.count - 2]) ?? 99
      #expect(count <= 4, "\(lines)")
    }
  }
}

extension SandboxReachTests {
  @Test("a visible path through a symbolic link is seen at the path as written")
  func visibleThroughLink() throws {
    let secret = try ScratchSecret()
    defer { secret.remove() }
    let folder = (secret.path as NSString).deletingLastPathComponent
    let link = folder + "-link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
    defer { unlink(link) }
    let result = try SandboxedRunner().run(
      RunRequest(
        executable: "/bin/cat", arguments: [link + "/layoutlings.sqlite"], visiblePaths: [link]))
    #expect(result.outcome == .succeeded, "\(result.standardError.text)")
    #expect(result.standardOutput.text == "progress")
  }
}

/// A file in a new folder of the temporary directory, as a store outside the program's folder.
struct ScratchSecret {
  let path: String

  init() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-secret-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("layoutlings.sqlite").path
    try Data("progress".utf8).write(to: URL(fileURLWithPath: path))
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }
}
