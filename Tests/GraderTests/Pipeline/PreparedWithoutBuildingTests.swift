import Foundation
import Grader
import TestSupport
import Testing

/// `GradingSession.preparedWithoutBuilding`: the compiler when the engine is already built, and
/// nothing (never a build) when it is not.
@Suite("the compiler without building the engine")
struct PreparedWithoutBuildingTests {
  @Test("the package's own build is used as prepare() uses it")
  func packageBuild() throws {
    // Once a grade has made the engine's shared library, a session that must not build finds
    // it too, with the package build's modules to compile against.
    let prepared = try GradingSession(configuration: GradingFixture.configuration()).prepare()
    let session = GradingSession(configuration: GradingFixture.configuration())
    let found = try #require(try session.preparedWithoutBuilding())
    #expect(found.modules == prepared.modules)
    let arguments = found.modules.compilerArguments
    let include = try #require(arguments.firstIndex(of: "-I").map { arguments[$0 + 1] })
    #expect(FileManager.default.fileExists(atPath: include + "/AutoLayout.swiftmodule"))
  }

  @Test("with no package build and an empty cache it is nil, and builds nothing")
  func nothingBuilt() throws {
    let scratch = try ScratchFolder(prefix: "layoutlings-unbuilt")
    var configuration = GradingFixture.configuration()
    configuration.builtProducts = nil
    configuration.cacheDirectory = scratch.url.path
    let session = GradingSession(configuration: configuration)
    #expect(try session.preparedWithoutBuilding() == nil)
    let modules = scratch.url.appendingPathComponent("modules").path
    #expect(!FileManager.default.fileExists(atPath: modules))
  }
}
