import Foundation
import LayoutlingsCLI
import Terminal
import TestSupport
import Testing

/// The commands that show progress say which workspace it is in, and the workspace found by
/// default inside the checkout is explained once.
@Suite("The workspace says where it is")
struct WorkspacePlaceTests {
  @Test("list and check end by naming the workspace")
  func listAndCheck() throws {
    let harness = try CommandHarness()
    let list = harness.run(["list"])
    #expect(list.status == .success)
    #expect(list.outputLines.last(where: { !$0.isEmpty }) == "Workspace: \(harness.home.path)")
    let check = harness.run(["check"])
    #expect(
      check.outputLines.last(where: { !$0.isEmpty }) == "Workspace: \(harness.home.path)",
      "\(check.output)")
  }

  @Test("report -o says on standard error which workspace it read; the report does not")
  func reportToAFile() throws {
    let harness = try CommandHarness()
    let result = harness.run(["report", "-o", "mine.json"])
    #expect(result.status == .success, "\(result.errors)")
    #expect(
      result.errors
        == "Report of the progress in the workspace \(harness.home.path) written to mine.json.\n")
  }

  @Test("the course's first screen, printed without a terminal, names the workspace")
  func firstScreen() throws {
    let harness = try CommandHarness()
    let result = harness.run([])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.outputLines.contains("Workspace: \(harness.home.path)"), "\(result.output)")
  }

  @Test("the checkout's default workspace is explained once, and named as the default after")
  func checkoutDefaultOnce() throws {
    let scratch = try ScratchFolder()
    let data = scratch.url.appendingPathComponent("Data", isDirectory: true)
    func run(_ arguments: [String]) -> CommandResult {
      let output = StringSink()
      let errors = StringSink()
      let context = CommandContext(
        output: output, errors: errors, environment: [:], currentDirectory: scratch.url,
        outputIsTerminal: false, clock: { harnessTime }, checkoutDirectory: scratch.url,
        devices: fixtureDevices)
      let status = LayoutlingsCLI.run(
        ["--course", fixtureCourse.path] + arguments, context: context)
      return CommandResult(status: status, output: output.text, errors: errors.text)
    }
    let first = run(["list"])
    #expect(first.status == .success, "\(first.errors)")
    #expect(
      first.errors
        == "Note: no --home or LAYOUTLINGS_HOME was given, so progress is kept in the workspace "
        + "inside the Layoutlings checkout, \(data.path). If your progress is in another folder, "
        + "pass --home DIR or set LAYOUTLINGS_HOME.\n")
    #expect(
      first.outputLines.last(where: { !$0.isEmpty })
        == "Workspace: \(data.path) (the default, inside the Layoutlings checkout)")
    let second = run(["list"])
    #expect(second.errors == "")
    #expect(
      second.outputLines.last(where: { !$0.isEmpty })
        == first.outputLines.last(where: { !$0.isEmpty }))
  }
}
