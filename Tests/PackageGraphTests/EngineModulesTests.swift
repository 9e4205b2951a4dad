import Grader
import Testing

/// The grader knows which modules a learner's program links against (`EngineModules`) and
/// `Package.swift` owns the targets: the two must say the same.
@Suite struct EngineModulesTests {
  @Test func theGradersModulesAreThePackagesTargetsWithTheirDependencies() throws {
    let package = try PackageDescription.load()
    for module in EngineModules.all {
      let target = try #require(package.target(module.name), "no target \(module.name)")
      #expect(
        Set(target.dependencies) == Set(module.dependencies),
        "Package.swift gives \(module.name) \(target.dependencies.sorted()); the grader says \(module.dependencies.sorted())"
      )
    }
  }

  @Test func theEngineIsTheHarnessAndEverythingUnderIt() throws {
    let package = try PackageDescription.load()
    let harness = try #require(EngineModules.names.last)
    #expect(package.closure(of: harness).union([harness]) == Set(EngineModules.names))
    // Every module comes after the modules it imports.
    for (index, module) in EngineModules.all.enumerated() {
      let earlier = Set(EngineModules.names.prefix(index))
      #expect(Set(module.dependencies).isSubset(of: earlier), "\(module.name)")
    }
  }

  @Test func theEngineIsBuiltWithTheCommandLine() throws {
    // `layoutlings` depends on the harness, so building the package builds the engine the
    // grader links learner programs against.
    let package = try PackageDescription.load()
    let harness = try #require(EngineModules.names.last)
    #expect(package.closure(of: "layoutlings").contains(harness))
  }
}
