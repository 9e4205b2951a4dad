import Checkout
import Foundation
import Grader

/// The layout engine the grader's tests use, shared rather than built again: the compiler a
/// `GradingSession` prepares with the cache folder of `GradingFixture` in `Tests/GraderTests`
/// (`.build/layoutlings-test-cache/grading`), so the engine is the one the grader's tests grade with.
enum EngineFixture {
  /// The package checkout.
  static let packageRoot = Checkout.root?.path ?? "/"

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
