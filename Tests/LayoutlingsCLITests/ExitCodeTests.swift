import ArgumentParsing
import Course
import Devices
import Grader
import GradingService
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
    let error = try #require(throws: UsageError.self) { try LayoutlingsCLI.parse(["frames"]) }
    #expect(CommandFailure(error, repair: "").exitCode == .usage)
  }

  /// The same problem exits with the same status whichever command meets it.
  @Test func eachKindOfProblemHasOneStatus() {
    let table: [(any Error, ExitCode)] = [
      (WorkspaceError(action: "cannot write", path: "/h", reason: "read-only"), .ioError),
      (CourseStoreError.cannotOpen(path: "/h/s", reason: "no"), .ioError),
      (CourseStoreError.courseProblems([]), .dataError),
      (CourseStoreError.unknownExercise("x"), .noInput),
      (DeviceTableError.missing(path: "/d"), .noInput),
      (DeviceTableError.malformed(path: "/d", reason: "r"), .dataError),
      (LearnerFileError(.missing, "F: no such file"), .noInput),
      (LearnerFileError(.notSource, "F is empty"), .dataError),
      (LearnerFileError(.readFailed, "F: reading failed"), .ioError),
      (GradingServiceError.unknownExercise("x", suggestion: nil), .noInput),
      (GradingServiceError.store(.cannotOpen(path: "/h/s", reason: "no")), .ioError),
      (GradingServiceError.grader(GraderError.compilerNotFound(searched: [])), .unavailable),
      (SomeFailure(), .ioError),
    ]
    for (error, status) in table {
      let failure = CommandFailure(error, repair: "layoutlings dev repair-store")
      #expect(failure.exitCode == status, "\(error)")
      #expect(failure.lines.allSatisfy { $0.hasPrefix("Error: ") }, "\(failure.lines)")
    }
  }

  @Test func aDamagedStoreSaysHowToRepairIt() {
    let failure = CommandFailure(
      CourseStoreError.corrupt(path: "/h/layoutlings.sqlite", detail: "file is not a database"),
      repair: "layoutlings --home /h dev repair-store")
    #expect(failure.exitCode == .dataError)
    #expect(failure.damagedStore == "/h/layoutlings.sqlite")
    #expect(failure.lines.count == 1)
    #expect(failure.lines[0].hasSuffix("run: layoutlings --home /h dev repair-store"))
  }
}
