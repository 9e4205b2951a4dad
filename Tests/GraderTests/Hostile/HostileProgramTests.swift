import Foundation
import Grader
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Learner files that misbehave on purpose, graded end to end: each gets a verdict that says what
/// happened, within its limits, and the grader carries on. Serialized: each test compiles a
/// program, and the machine's cores are better spent on one compilation at a time.
@Suite("Hostile learner programs", .serialized)
struct HostileProgramTests {
  @Test("an endless loop is stopped at the CPU limit or the wall clock")
  func endlessLoop() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          var turns = 0
          while turns >= 0 { turns = (turns &+ 1) % 1_000 }
        }
      }
      """
    let verdict = try HostileFixture.verdict(
      source, configuration: HostileFixture.configuration(cpuSeconds: 1, timeoutSeconds: 2))
    #expect(verdict.status == .timeout)
    let message = try #require(verdict.diagnostics.first?.message)
    // Whichever limit came first, it is named with its value.
    #expect(
      message.contains("more than 1 s of CPU time") || message.contains("within 2 s"), "\(message)")
    #expect(message.contains("endless loop"))
  }

  @Test("endless recursion is a crash that names the signal and a stack overflow")
  func deepRecursion() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        func depth(_ level: Int) -> Int {
          level < 0 ? 0 : 1 + depth(level + 1)
        }

        override func viewDidLoad() {
          super.viewDidLoad()
          panelView.tag = depth(0)
        }
      }
      """
    let verdict = try HostileFixture.verdict(source)
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
    #expect(message.hasPrefix("The program crashed with a segmentation fault (SIGSEGV)"), "\(message)")
  }

  @Test("fatalError shows its message at the learner's line")
  func fatalErrorCall() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          fatalError("the panel is not ready")
        }
      }
      """
    let verdict = try HostileFixture.verdict(source, name: "fatal.swift")
    #expect(verdict.status == .runtimeError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.file == "fatal.swift")
    #expect(error.line == 8)
    #expect(error.message.contains("Fatal error: the panel is not ready"), "\(error.message)")
  }

  @Test("a force-unwrap of nil is shown at the learner's line")
  func forceUnwrap() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          let widths: [String: CGFloat] = [:]
          panelView.frame.size.width = widths["panel"]!
        }
      }
      """
    let verdict = try HostileFixture.verdict(source, name: "unwrap.swift")
    #expect(verdict.status == .runtimeError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.file == "unwrap.swift")
    #expect(error.line == 9)
    #expect(error.message.contains("Unexpectedly found nil while unwrapping an Optional value"))
  }

  @Test("a 2 GB allocation runs into the memory limit, which the verdict names")
  func hugeAllocation() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          let buffer = [UInt8](repeating: 1, count: 2_000_000_000)
          panelView.tag = buffer.count
        }
      }
      """
    let verdict = try HostileFixture.verdict(source)
    #expect(verdict.status == .runtimeError)
    let message = try #require(verdict.diagnostics.first?.message)
    // `ResourceLimits.learnerProgram` allows 1 GiB of address space.
    #expect(message.contains("ran out of memory: it needed more than 1024 MiB"), "\(message)")
  }

  @Test("100 MB of output is cut off at the output limit, which the verdict names")
  func outputFlood() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          let line = String(repeating: "x", count: 99)
          for _ in 0..<1_000_000 { print(line) }
        }
      }
      """
    let verdict = try HostileFixture.verdict(source)
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
    let source = """
      import UIKit
      import Foundation

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        func start(_ path: String, _ arguments: [String]) -> Process {
          let process = Process()
          process.executableURL = URL(fileURLWithPath: path)
          process.arguments = arguments
          try? process.run()
          return process
        }

        override func viewDidLoad() {
          super.viewDidLoad()
          for _ in 0..<4 { _ = start("/bin/sleep", ["\(sleeper)"]) }
          _ = start("/usr/bin/setsid", ["-f", "/bin/sleep", "\(escaper)"])
          let branch = "b() { if [ $1 -gt 0 ]; then b $(($1 - 1)) & b $(($1 - 1)) & fi; sleep \(tree); }"
          _ = start("/bin/sh", ["-c", branch + "; b 6"])
          Thread.sleep(forTimeInterval: 0.3)
      \(HostileFixture.layout)
        }
      }
      """
    let verdict = try HostileFixture.verdict(source)
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
    let besideItsFolder = FileManager.default.temporaryDirectory.path + "/" + name + "-b"
    defer {
      unlink(inTemporary)
      unlink(besideItsFolder)
    }
    let source = """
      import UIKit
      import Foundation

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          let environment = ProcessInfo.processInfo.environment
          let here = FileManager.default.currentDirectoryPath
          guard environment["HOME"] == here, environment["TMPDIR"] == here else {
            fatalError("HOME \\(environment["HOME"] ?? "-"), TMPDIR \\(environment["TMPDIR"] ?? "-")")
          }
          guard FileManager.default.createFile(atPath: here + "/notes.txt", contents: Data()) else {
            fatalError("cannot write in its own folder")
          }
          _ = FileManager.default.createFile(atPath: "\(inTemporary)", contents: Data("x".utf8))
          _ = FileManager.default.createFile(atPath: here + "/../\(name)-b", contents: Data())
      \(HostileFixture.layout)
        }
      }
      """
    let verdict = try HostileFixture.verdict(source)
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
    let source = """
      import UIKit
      import Glibc

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
      \(HostileFixture.layout)
          exit(0)
        }
      }
      """
    let verdict = try HostileFixture.verdict(source)
    #expect(verdict.status == .runtimeError)
    #expect(
      verdict.diagnostics.first?.message
        == "The program ended without writing its layout report. Does your code call `exit()`?")
  }

  @Test("a real, passing report forged on stdout and on descriptor 3 is refused")
  func forgedReport() throws {
    // The forger lays out a correct controller with the harness itself, prints the report, and
    // writes it to the report channel after the best token it can find, then exits.
    let source = """
      import UIKit
      import Glibc
      import Foundation
      import LayoutHarness

      class CorrectPanelController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
      \(HostileFixture.layout)
        }
      }

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          let plan = HarnessPlan(
            devices: ["iphone-x", "iphone-se", "ipad-pro-11", "ipad-pro-11:landscape"],
            recording: .paths(["panelView"]))
          let report = HarnessRunner.runController(
            plan: plan, make: { CorrectPanelController() },
            steps: [HarnessStep(snapshot: "initial")])
          let bytes = HarnessRunner.encode(report)
          print(String(decoding: bytes, as: UTF8.self))
          var token = getenv("LAYOUTLINGS_REPORT_TOKEN").map { String(cString: $0) } ?? ""
          let environ = FileManager.default.contents(atPath: "/proc/self/environ") ?? Data()
          for entry in environ.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            if text.hasPrefix("LAYOUTLINGS_REPORT_TOKEN=") { token = String(text.dropFirst(25)) }
          }
          let framed = Array((token + "\\n").utf8) + bytes
          _ = framed.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
          exit(0)
        }
      }
      """
    let verdict = try HostileFixture.verdict(source)
    #expect(verdict.status == .runtimeError)
    #expect(
      verdict.diagnostics.first?.message
        == "The program's layout report was refused: the data on the report channel does not"
        + " start with this run's token.")
  }

  @Test("a file that replaces a C function to steal the token is refused before compiling")
  func interposedGetenv() throws {
    // Compiled, this would run inside the harness's getenv call, before the token is wiped.
    let source = """
      import UIKit
      import Glibc

      var stolenToken = ""

      @_cdecl("getenv")
      func interceptGetenv(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
        typealias Getenv = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
        let next = UnsafeMutableRawPointer(bitPattern: -1)
        let real = unsafeBitCast(dlsym(next, "getenv"), to: Getenv.self)
        let value = real(name)
        if let value { stolenToken = String(cString: value) }
        return value
      }

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()
      }
      """
    let verdict = try HostileFixture.verdict(source, name: "thief.swift")
    #expect(verdict.status == .compileError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.file == "thief.swift")
    #expect(error.line == 6)
    #expect(error.message.hasPrefix("`@_cdecl` is not allowed in an exercise"))
  }

  @Test("learner code cannot call the harness's report writer")
  func writerOutOfReach() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          layoutlingsWriteReport(Array("{}".utf8))
        }
      }
      """
    let verdict = try HostileFixture.verdict(source, name: "writer.swift")
    #expect(verdict.status == .compileError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.line == 8)
    #expect(
      error.message.contains(
        "'layoutlingsWriteReport' is inaccessible due to 'private' protection level"),
      "\(error.message)")
  }
}
