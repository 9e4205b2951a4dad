import Foundation
import Grader

/// The prebuilt layout engine the grader's tests use, shared rather than built again: the
/// compiler a `GradingSession` prepares with the cache folder of `GradingFixture` in
/// `Tests/GraderTests` (`.build/layoutlings-test-cache/grading`), so the engine lies where the
/// grader's tests build it, and whichever suite comes first builds it, under the cache's lock.
enum EngineFixture {
  /// The package checkout.
  static let packageRoot = PackageLocation.root

  /// The cache folder `GradingFixture.cacheDirectory` names.
  static let cacheDirectory = packageRoot + "/.build/layoutlings-test-cache/grading"

  /// The grader's compiler with the engine built, or why it is not there.
  static let prepared: Result<ProgramCompiler, any Error> = Result {
    let configuration = GraderConfiguration(
      packageRoot: packageRoot, dataDirectory: packageRoot + "/Data",
      cacheDirectory: cacheDirectory)
    return try GradingSession(configuration: configuration).prepare()
  }

  /// The grader's compiler: its toolchain, the built engine and the arguments it compiles with.
  static func compiler() throws -> ProgramCompiler { try prepared.get() }
}
