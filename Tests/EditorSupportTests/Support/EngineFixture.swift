import Foundation
import Grader

/// The prebuilt layout engine the grader's tests use, shared rather than built again: the same
/// modules (`PrebuiltModuleSpec.gradingHarness`), optimization and cache folder as
/// `GradingFixture` in `Tests/GraderTests` (`.build/layoutlings-test-cache/grading`), so the
/// cache key is the same and whichever suite comes first builds it, under the cache's lock.
enum EngineFixture {
  /// The package checkout.
  static let packageRoot = PackageLocation.root

  /// The cache folder `GradingFixture.cacheDirectory` names.
  static let cacheDirectory = packageRoot + "/.build/layoutlings-test-cache/grading"

  /// The compiler and the built engine, or why they are not there.
  static let prepared: Result<(toolchain: SwiftToolchain, modules: PrebuiltModules), any Error> =
    Result {
      let toolchain = try SwiftToolchain.locate(versionCacheDirectory: cacheDirectory)
      let cache = PrebuiltModuleCache(root: cacheDirectory, toolchain: toolchain)
      let modules = try cache.prepare(PrebuiltModuleSpec.gradingHarness(packageRoot: packageRoot))
      return (toolchain, modules)
    }

  /// The compiler the engine was built with.
  static func toolchain() throws -> SwiftToolchain { try prepared.get().toolchain }

  /// The built engine.
  static func modules() throws -> PrebuiltModules { try prepared.get().modules }
}
