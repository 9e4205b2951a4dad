import Foundation
import Grader
import ReliabilityFixtures
import Testing

/// Learner files that reach for what is outside the sandbox (a Unix socket, a terminal, the
/// store, other processes), print what would repaint the learner's terminal, or sleep past the
/// wall clock, graded end to end. Wherever the kernel gives namespaces, the program gets a private
/// root and reaches nothing; without namespaces, what a process group allows is the documented
/// limit.
@Suite("Hostile programs reaching outside", .serialized)
struct HostileReachTests {
  @Test("a program cannot connect to a Unix socket outside (a multiplexer's, an agent's)")
  func unixSocket() throws {
    let program = HostileProgram.socketConnector(try UnixSocketTrap())
    defer { program.tidyUp() }
    let verdict = try HostileFixture.verdict(program.source)
    #expect(verdict.status == .passed, "\(verdict.diagnostics.map(\.message))")
    if HostileFixture.isolation.namespaces {
      #expect(HostileFixture.isolation.privateRoot)
      #expect(program.leftovers().isEmpty, "\(program.leftovers())")
    }
  }

  @Test("a program cannot write on, or push input into, a terminal of the user's")
  func terminal() throws {
    let marker = "layoutlings-intruder-\(UInt32.random(in: 0...UInt32.max))"
    let program = HostileProgram.terminalIntruder(
      marker: marker, trap: try TerminalTrap(marker: marker))
    defer { program.tidyUp() }
    let verdict = try HostileFixture.verdict(program.source)
    #expect(verdict.status == .passed, "\(verdict.diagnostics.map(\.message))")
    if HostileFixture.isolation.namespaces {
      #expect(HostileFixture.isolation.privateRoot)
      #expect(program.leftovers().isEmpty, "\(program.leftovers())")
    }
  }

  @Test("a program can read neither a file outside its folder nor other processes' command lines")
  func snooper() throws {
    let program = HostileProgram.snooper(try SecretTrap())
    defer { program.tidyUp() }
    let verdict = try HostileFixture.verdict(program.source)
    if HostileFixture.isolation.namespaces {
      #expect(HostileFixture.isolation.privateRoot)
      #expect(verdict.status == .passed, "\(verdict.diagnostics.map(\.message))")
    } else {
      // Reads are not confined without namespaces: the documented limit.
      #expect(verdict.status == .runtimeError)
    }
  }

  @Test("a program that sleeps, using no CPU, is stopped by the wall clock, its children too")
  func sleeper() throws {
    let program = HostileProgram.sleeper()
    defer { program.tidyUp() }
    let verdict = try HostileFixture.verdict(
      program.source, configuration: HostileFixture.configuration(cpuSeconds: 5, timeoutSeconds: 2))
    #expect(verdict.status == .timeout)
    let message = try #require(verdict.diagnostics.first?.message)
    #expect(message.contains("within 2 s"), "\(message)")
    #expect(program.leftovers().isEmpty, "\(program.leftovers())")
  }

  @Test("what a program prints is kept as printed, for tools; a crash message shows its controls")
  func terminalPainter() throws {
    let outcome = try GradingFixture.grade(HostileProgram.terminalPainter.source)
    #expect(outcome.result.verdict.status == .failed)
    let printed = outcome.result.programOutput.map(\.text).joined(separator: "\n")
    // `grade --json` holds the bytes; the screens show them made visible (LayoutlingsCLITests).
    #expect(printed.contains("\u{1B}[2J"))

    let crashing = HalfPanelSourceText.fatalError(#"\u{1B}[2J\u{1B}]0;owned\u{07}gone"#)
    let verdict = try HostileFixture.verdict(crashing)
    #expect(verdict.status == .runtimeError)
    let message = try #require(verdict.diagnostics.first?.message)
    #expect(!message.unicodeScalars.contains { $0.value < 0x20 }, "\(message.debugDescription)")
    #expect(message.contains("Fatal error: ^[[2J^[]0;owned^Ggone"), "\(message)")
  }
}

/// A half-panel controller that stops with `fatalError("<message>")` (`message` as Swift text).
enum HalfPanelSourceText {
  static func fatalError(_ message: String) -> String {
    """
    import UIKit

    class HalfPanelViewController: UIViewController {
      let panelView = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        fatalError("\(message)")
      }
    }
    """
  }
}
