import Testing

@testable import LayoutlingsCLI

@Suite("Exit codes")
struct ExitCodeTests {
  private struct SomeFailure: Error {}

  @Test func documentedNumbers() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.failure.rawValue == 1)
    #expect(ExitCode.usage.rawValue == 64)
    #expect(ExitCode.dataError.rawValue == 65)
    #expect(ExitCode.noInput.rawValue == 66)
    #expect(ExitCode.unavailable.rawValue == 69)
    #expect(ExitCode.internalError.rawValue == 70)
    #expect(ExitCode.ioError.rawValue == 74)
    #expect(ExitCode.interrupted.rawValue == 130)
  }

  @Test func usageErrorsExitWith64() throws {
    let error = try #require(throws: UsageError.self) { try LayoutlingsCLI.parse(["grade"]) }
    #expect(LayoutlingsCLI.exitCode(for: error) == .usage)
  }

  @Test func otherErrorsExitWith1() {
    #expect(LayoutlingsCLI.exitCode(for: SomeFailure()) == .failure)
  }
}
