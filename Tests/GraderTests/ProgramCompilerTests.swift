import Foundation
import Grader
import Testing

/// Compiles tutorial-style files against the fixture modules with `-module-alias UIKit=FakeKit`
/// and runs them in the sandbox: the whole grading path short of the real layout engine.
@Suite("Compiling and running a learner's program")
struct ProgramCompilerTests {
  static let tutorialFile = """
    import UIKit

    // A screen with one button, written as an iOS tutorial would write it.
    @IBDesignable
    class ViewController: UIViewController {
      @IBOutlet weak var button: UIButton!
      @objc dynamic var taps = 0

      override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        button.addTarget(self, action: #selector(ViewController.reset), for: .touchUpInside)
        let pingAction = #selector(ping); var unchanged = 0; print(unchanged, pingAction.name)
      }

      @IBAction func buttonTapped(_ sender: UIButton) {  // @objc in a comment stays
        taps += 1
      }

      @objc(resetCounter) func reset() { taps = 0 }

      @objc func ping() {}
    }

    """

  static let tutorialHarness =
    ReportChannel.harnessPrologue + """
      import UIKit

      let vc = ViewController()
      let button = UIButton()
      vc.button = button
      vc.viewDidLoad()
      vc.buttonTapped(button)
      switch CommandLine.arguments.dropFirst().first {
      case "crash":
        vc.button = nil
        vc.buttonTapped(vc.button)
      case "memory":
        var blocks: [[UInt8]] = []
        while true { blocks.append([UInt8](repeating: 1, count: 16 << 20)) }
      case "peek":
        // What learner code could find of the token.
        print("getenv:", getenv("LAYOUTLINGS_REPORT_TOKEN").map { String(cString: $0) } ?? "none")
        let environ = FileManager.default.contents(atPath: "/proc/self/environ") ?? Data()
        for entry in environ.split(separator: 0) {
          let text = String(decoding: entry, as: UTF8.self)
          if text.hasPrefix("LAYOUTLINGS_REPORT_TOKEN=") { print("environ:", text.dropFirst(25)) }
        }
      default:
        break
      }
      print("taps:", vc.taps)
      let names = button.actions.map(\\.name).joined(separator: ",")
      layoutlingsWriteReport(Array("actions=\\(names);taps=\\(vc.taps)".utf8))

      """

  static let learnerPath = "Data/exercises/01-basics/02-button.swift"

  struct Compiled: Sendable {
    var result: CompilationResult
  }

  /// Compiled once for the tests that run it.
  static let tutorial: Result<Compiled, any Error> = Result {
    let fixture = try FixtureModules.prepared.get()
    let directory = try TestCache.directory(
      "tutorial-program", content: tutorialFile + tutorialHarness + fixture.modules.key.hexadecimal)
    let compiler = ProgramCompiler(
      toolchain: fixture.toolchain, modules: fixture.modules,
      aliases: [.init(alias: "UIKit", module: "FakeKit")])
    let program = ProgramCompiler.Program(
      harness: tutorialHarness, learnerSource: tutorialFile, learnerPath: learnerPath)
    return Compiled(result: try compiler.compile(program, in: directory))
  }

  @Test("a tutorial view controller compiles unchanged, warnings mapped to the learner's file")
  func compiles() throws {
    let result = try Self.tutorial.get().result
    #expect(result.succeeded, "\(result.compilerOutput)")
    #expect(result.errors.isEmpty)
    #expect(result.harnessDiagnostics.isEmpty)
    // `#selector(ping)` grew by one byte; `unchanged` is at column 43 of line 13 as written.
    #expect(
      result.learnerDiagnostics
        == [
          SwiftDiagnostic(
            file: Self.learnerPath, line: 13, column: 43, severity: .warning,
            message: "variable 'unchanged' was never mutated; consider changing to 'let' constant",
            sourceLine:
              "    let pingAction = #selector(ping); var unchanged = 0; print(unchanged, pingAction.name)"
          )
        ])
  }

  @Test("the program runs in the sandbox and reports through descriptor 3")
  func runs() throws {
    let executable = try #require(try Self.tutorial.get().result.executablePath)
    let run = try SandboxedRunner().run(RunRequest(executable: executable))
    #expect(run.outcome == .succeeded, "\(run.standardError.text)")
    #expect(run.standardOutput.text == "0 ping\ntaps: 1\n")
    #expect(run.report == .received(Array("actions=buttonTapped:,resetCounter;taps=1".utf8)))
  }

  @Test("a nil outlet traps, and the verdict quotes Swift's message")
  func trapsOnNil() throws {
    let executable = try #require(try Self.tutorial.get().result.executablePath)
    let run = try SandboxedRunner().run(RunRequest(executable: executable, arguments: ["crash"]))
    guard case .trapped(let message) = run.outcome else {
      Issue.record("expected a trap, got \(run.outcome)")
      return
    }
    #expect(
      message?.contains("Unexpectedly found nil while implicitly unwrapping an Optional value")
        == true)
    #expect(run.outcome.category == .runtimeError)
    #expect(run.report == .missing)
  }

  @Test("learner code finds no token: not through getenv, not in /proc/self/environ")
  func tokenHidden() throws {
    let executable = try #require(try Self.tutorial.get().result.executablePath)
    let run = try SandboxedRunner().run(RunRequest(executable: executable, arguments: ["peek"]))
    #expect(
      run.standardOutput.text
        == "0 ping\ngetenv: none\nenviron: \(String(repeating: "x", count: 32))\ntaps: 1\n")
    #expect(run.report == .received(Array("actions=buttonTapped:,resetCounter;taps=1".utf8)))
  }

  @Test("a Swift memory bomb is named as running out of memory")
  func memoryBomb() throws {
    let executable = try #require(try Self.tutorial.get().result.executablePath)
    let limits = ResourceLimits(cpuSeconds: 10, addressSpaceBytes: 512 << 20)
    let run = try SandboxedRunner().run(
      RunRequest(executable: executable, arguments: ["memory"], limits: limits))
    #expect(run.outcome == .memoryLimitExceeded(limitBytes: 512 << 20), "\(run.standardError.text)")
  }

  @Test(
    "the course's setup call finds the compiler and the built modules, UIKit aliased to the top one"
  )
  func setup() throws {
    let fixture = try FixtureModules.prepared.get()
    var events: [PrebuiltModuleEvent] = []
    let compiler = try ProgramCompiler.prepare(
      modules: try FixtureModules.specs(), cacheDirectory: TestCache.root + "/modules",
      optimization: .none
    ) { events.append($0) }
    #expect(compiler.modules == fixture.modules)
    #expect(compiler.aliases == [.init(alias: "UIKit", module: "FakeKit")])
    #expect(events.isEmpty)
  }

  @Test("errors point at the learner's file, line and column; harness errors are kept apart")
  func errors() throws {
    let fixture = try FixtureModules.prepared.get()
    let learner = """
      import UIKit

      class ViewController: UIViewController {
        @IBOutlet weak var button: UIButton!
        func tap() {}
        override func viewDidLoad() {
          button.addTarget(self, action: #selector(tap), for: .touchUpInside); let n: Int = "three"
        }
      }

      """
    let harness = "import UIKit\nlet vc = ViewController()\nprint(vc.label)\n"
    let directory = try TemporaryDirectory(prefix: "layoutlings-compile-test")
    defer { directory.remove() }
    let compiler = ProgramCompiler(
      toolchain: fixture.toolchain, modules: fixture.modules,
      aliases: [.init(alias: "UIKit", module: "FakeKit")])
    let result = try compiler.compile(
      .init(harness: harness, learnerSource: learner, learnerPath: Self.learnerPath),
      in: directory.path)
    #expect(!result.succeeded)
    let line =
      "    button.addTarget(self, action: #selector(tap), for: .touchUpInside); let n: Int = \"three\""
    // `"three"` is at column 87 as written (88 in the rewritten copy).
    let expected = SwiftDiagnostic(
      file: Self.learnerPath, line: 7, column: 87, severity: .error,
      message: "cannot convert value of type 'String' to specified type 'Int'", sourceLine: line)
    #expect(result.learnerDiagnostics.filter { $0.severity == .error } == [expected])
    #expect(
      expected.rendered
        == "\(Self.learnerPath):7:87: error: cannot convert value of type 'String' to specified type 'Int'\n"
        + line + "\n" + String(repeating: " ", count: 86) + "^")
    #expect(
      result.harnessDiagnostics.map(\.message) == [
        "value of type 'ViewController' has no member 'label'"
      ])
    #expect(result.harnessDiagnostics.first?.line == 3)
  }
}
