import Foundation
import Grader
import ReliabilityFixtures
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Learner files that misbehave on purpose (`HostileProgram`'s catalogue, which
/// `Benchmarks reliability hostile` grades too), graded end to end: each gets a verdict that says
/// what happened, within its limits, and the grader carries on. Serialized: each test compiles a
/// program, and the machine's cores are better spent on one compilation at a time.
@Suite("Hostile learner programs", .serialized)
struct HostileProgramTests {
  @Test("an endless loop is stopped at the CPU limit or the wall clock")
  func endlessLoop() throws {
    let verdict = try HostileFixture.verdict(
      HostileProgram.endlessLoop.source,
      configuration: HostileFixture.configuration(cpuSeconds: 1, timeoutSeconds: 2))
    #expect(verdict.status == .timeout)
    let message = try #require(verdict.diagnostics.first?.message)
    // Whichever limit came first, it is named with its value.
    #expect(
      message.contains("more than 1 s of CPU time") || message.contains("within 2 s"), "\(message)")
    #expect(message.contains("endless loop"))
  }

  @Test("endless recursion is a crash that names the signal and a stack overflow")
  func deepRecursion() throws {
    let verdict = try HostileFixture.verdict(HostileProgram.deepRecursion.source)
    #expect(verdict.status == .runtimeError)
    #expect(
      verdict.diagnostics.first?.message
        == "The program crashed: stack overflow (SIGSEGV): its main thread ran out of stack,"
        + " most likely in endless recursion.")
  }

  @Test("an invalid memory access is not taken for a stack overflow")
  func invalidAccess() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          UnsafeMutablePointer<Int>(bitPattern: 64)!.pointee = 1
        }
      }
      """
    let verdict = try HostileFixture.verdict(source)
    #expect(verdict.status == .runtimeError)
    let message = try #require(verdict.diagnostics.first?.message)
    #expect(
      message.hasPrefix("The program crashed with a segmentation fault (SIGSEGV)"), "\(message)")
  }

  @Test("fatalError shows its message at the learner's line")
  func fatalErrorCall() throws {
    let verdict = try HostileFixture.verdict(
      HostileProgram.fatalErrorCall.source, name: "fatal.swift")
    #expect(verdict.status == .runtimeError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.file == "fatal.swift")
    // import, blank, class, property, blank, viewDidLoad, super: the call is line 8.
    #expect(error.line == 8)
    #expect(error.message.contains("Fatal error: the panel is not ready"), "\(error.message)")
  }

  @Test("a force-unwrap of nil is shown at the learner's line")
  func forceUnwrap() throws {
    let verdict = try HostileFixture.verdict(
      HostileProgram.forceUnwrapOfNil.source, name: "unwrap.swift")
    #expect(verdict.status == .runtimeError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.file == "unwrap.swift")
    // The empty dictionary is line 8; the unwrap, line 9.
    #expect(error.line == 9)
    #expect(error.message.contains("Unexpectedly found nil while unwrapping an Optional value"))
  }

  @Test("a 2 GB allocation runs into the memory limit, which the verdict names")
  func hugeAllocation() throws {
    let verdict = try HostileFixture.verdict(HostileProgram.hugeAllocation.source)
    #expect(verdict.status == .runtimeError)
    let message = try #require(verdict.diagnostics.first?.message)
    // `ResourceLimits.learnerProgram` allows 1 GiB of address space.
    #expect(message.contains("ran out of memory: it needed more than 1024 MiB"), "\(message)")
  }

  @Test("100 MB of output is cut off at the output limit, which the verdict names")
  func outputFlood() throws {
    let verdict = try HostileFixture.verdict(HostileProgram.outputFlood.source)
    #expect(verdict.status == .runtimeError)
    let message = try #require(verdict.diagnostics.first?.message)
    // `OutputLimits.standard` stops a program after 8 MiB.
    #expect(message.contains("more than the output limit of 8 MiB"), "\(message)")
  }

  @Test("child processes, a setsid escape and a tree of 127 processes do not outlive the grade")
  func childProcesses() throws {
    let sleeper = ProcessTable.uniqueSleepArgument()
    let escaper = ProcessTable.uniqueSleepArgument()
    let tree = ProcessTable.uniqueSleepArgument()
    let program = HostileProgram.childProcesses(sleeper: sleeper, escapee: escaper, tree: tree)
    let verdict = try HostileFixture.verdict(program.source)
    // The file does the exercise once its processes are started: the grade goes on as usual.
    #expect(verdict.status == .passed, "\(verdict.diagnostics.map(\.message))")
    #expect(ProcessTable.pids(commandLineContaining: sleeper).isEmpty)
    #expect(ProcessTable.pids(commandLineContaining: tree).isEmpty)
    let escaped = ProcessTable.pids(commandLineContaining: escaper)
    if HostileFixture.isolation.namespaces {
      #expect(escaped.isEmpty)
    } else {
      // Without namespaces a process that left the group survives: the documented limit.
      for pid in escaped { kill(pid, SIGKILL) }
      #expect(escaped.count <= 1)
    }
  }

  @Test("the program runs in its own folder: HOME and TMPDIR point there, writes elsewhere fail")
  func filesOutsideItsFolder() throws {
    let name = "layoutlings-escape-\(UUID().uuidString)"
    let inTemporary = "/tmp/" + name + "-a"
    // The program runs in a new folder of the temporary directory; it writes `../<name>-b`.
    let besideItsFolder = FileManager.default.temporaryDirectory.path + "/" + name + "-b"
    defer {
      unlink(inTemporary)
      unlink(besideItsFolder)
    }
    let program = HostileProgram.writesOutsideFolder(escapeName: name)
    let verdict = try HostileFixture.verdict(program.source)
    // It stops with a fatal error unless HOME and TMPDIR are its folder and it can write there.
    #expect(verdict.status == .passed, "\(verdict.diagnostics.map(\.message))")
    if HostileFixture.isolation.readOnlyFileSystem {
      #expect(!FileManager.default.fileExists(atPath: inTemporary))
      #expect(!FileManager.default.fileExists(atPath: besideItsFolder))
    } else {
      // Without a mount namespace the program may write wherever the user may: documented.
      #expect(FileManager.default.fileExists(atPath: inTemporary))
    }
  }

  @Test("exit(0) before the harness writes its report is a runtime error, never a pass")
  func earlyExit() throws {
    let verdict = try HostileFixture.verdict(HostileProgram.earlyExit.source)
    #expect(verdict.status == .runtimeError)
    #expect(
      verdict.diagnostics.first?.message
        == "The program ended without writing its layout report. Does your code call `exit()`?")
  }

  @Test("a real, passing report forged on stdout and on descriptor 3 is refused")
  func forgedReport() throws {
    // The forger lays out a correct controller with the harness itself, prints the report, and
    // writes it to the report channel after the best token it can find, then exits.
    let verdict = try HostileFixture.verdict(HostileProgram.forgedReport.source)
    #expect(verdict.status == .runtimeError)
    #expect(
      verdict.diagnostics.first?.message
        == "The program's layout report was refused: the data on the report channel does not"
        + " start with this run's token.")
  }

  @Test("a file that replaces a C function to steal the token is refused before compiling")
  func interposedGetenv() throws {
    // Compiled, this would run inside the harness's getenv call, before the token is wiped.
    let verdict = try HostileFixture.verdict(HostileProgram.getenvThief.source, name: "thief.swift")
    #expect(verdict.status == .compileError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.file == "thief.swift")
    // Two imports, blank, the token's variable, blank: `@_cdecl` is line 6.
    #expect(error.line == 6)
    #expect(error.message.hasPrefix("`@_cdecl` is not allowed in an exercise"))
  }

  @Test("learner code cannot call the harness's report writer")
  func writerOutOfReach() throws {
    let verdict = try HostileFixture.verdict(
      HostileProgram.reportWriterCall.source, name: "writer.swift")
    #expect(verdict.status == .compileError)
    let error = try #require(verdict.diagnostics.first)
    // As in `fatalErrorCall`, the first line of `viewDidLoad`'s body is line 8.
    #expect(error.line == 8)
    #expect(
      error.message.contains(
        "'layoutlingsWriteReport' is inaccessible due to 'private' protection level"),
      "\(error.message)")
  }
}
