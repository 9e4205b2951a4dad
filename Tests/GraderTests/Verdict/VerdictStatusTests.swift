import Grader
import LayoutReport
import Testing

@Suite("Verdict status and score")
struct VerdictStatusTests {
  @Test("every frame right and nothing logged: passed, score 1, nothing to say")
  func passed() throws {
    let verdict = try Fixture.verdict(
      expected: Fixture.rect(20, 40, 100, 50), actual: Fixture.rect(20, 40, 100, 50))
    #expect(verdict.status == .passed)
    #expect(verdict.score == 1)
    #expect(verdict.diagnostics.isEmpty)
  }

  @Test("a file that does not compile keeps the compiler's messages in order")
  func compileError() {
    let errors = [
      Diagnostic(
        kind: .compileError, message: "cannot find 'redVeiw' in scope",
        file: "ViewController.swift", line: 12
      ),
      Diagnostic(
        kind: .compileError, message: "expected '}'", file: "ViewController.swift", line: 40),
    ]
    let verdict = Verdict.compileError(errors)
    #expect(verdict.status == .compileError)
    #expect(verdict.score == 0)
    #expect(verdict.checks.isEmpty)
    #expect(verdict.diagnostics == errors)
  }

  @Test("runtime errors, timeouts and unreadable reports")
  func otherOutcomes() {
    let crash = Verdict.runtimeError(
      "the program trapped: Fatal error: Index out of range", file: "ViewController.swift", line: 9)
    #expect(crash.status == .runtimeError)
    #expect(
      crash.diagnostics == [
        Diagnostic(
          kind: .runtimeError, message: "the program trapped: Fatal error: Index out of range",
          file: "ViewController.swift", line: 9)
      ])
    let slow = Verdict.timeout("the program did not finish within 10 s and was stopped")
    #expect(slow.status == .timeout)
    #expect(slow.diagnostics.map(\.kind) == [.timeout])
    let unreadable = Verdict.unreadableReport(.missingFormatVersion)
    #expect(unreadable.status == .runtimeError)
    #expect(
      unreadable.diagnostics == [
        Diagnostic(
          kind: .invalidReport,
          message:
            "The program's layout report could not be read: the layout report has no formatVersion")
      ])
    #expect([crash, slow, unreadable].allSatisfy { $0.score == 0 && $0.checks.isEmpty })
  }

  @Test("status names are the contract's")
  func statusNames() {
    #expect(
      Verdict.Status.allCases.map(\.rawValue)
        == ["passed", "failed", "compile-error", "runtime-error", "timeout"])
  }
}
