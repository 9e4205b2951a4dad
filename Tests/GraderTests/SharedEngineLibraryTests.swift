import Foundation
import TestSupport
import Testing

@testable import Grader

/// The package's build of the engine made into one shared library, from the objects the test
/// bundle was built with.
@Suite("Shared engine library", .serialized)
struct SharedEngineLibraryTests {
  private func packageBuild() throws -> (PrebuiltModules, SwiftToolchain) {
    let toolchain = try SwiftToolchain.locate(versionCacheDirectory: GradingFixture.cacheDirectory)
    let folder = try #require(PackageBuildModules.runningExecutableFolder)
    let built = try #require(PackageBuildModules.find(in: folder, toolchain: toolchain))
    return (built, toolchain)
  }

  private func scratchRoot() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-engine-\(UUID().uuidString)").path
  }

  @Test("made once, with progress; then reused as it is; programs link it, not the objects")
  func madeOnce() throws {
    let (packageBuilt, toolchain) = try packageBuild()
    let root = scratchRoot()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = SharedEngineLibrary(root: root, toolchain: toolchain)
    #expect(library.existing(packageBuilt) == nil)

    var events: [PrebuiltModuleEvent] = []
    let linked = try library.prepare(packageBuilt) { events.append($0) }
    #expect(events.first == .buildStarted(moduleCount: 1))
    #expect(events.count == 2)
    #expect(
      FileManager.default.fileExists(atPath: SharedEngineLibrary.libraryPath(in: linked.directory)))
    #expect(linked.compilerArguments.contains("-lLayoutlingsEngine"))
    #expect(!linked.compilerArguments.contains { $0.hasSuffix(".o") })
    #expect(linked.compilerArguments.contains(linked.directory))
    // The same `.swiftmodule` folders as the package's build.
    #expect(
      SharedEngineLibrary.includeArguments(of: linked)
        == SharedEngineLibrary.includeArguments(of: packageBuilt))
    #expect(SharedEngineLibrary.objects(of: packageBuilt).count > 50)

    var later: [PrebuiltModuleEvent] = []
    #expect(try library.prepare(packageBuilt) { later.append($0) } == linked)
    #expect(later.isEmpty)
    #expect(library.existing(packageBuilt) == linked)
  }

  @Test("a library without its marker (a make killed halfway) is never used, and is made again")
  func halfWritten() throws {
    let (packageBuilt, toolchain) = try packageBuild()
    let root = scratchRoot()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = SharedEngineLibrary(root: root, toolchain: toolchain)
    let directory = library.modules(for: packageBuilt).directory
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = SharedEngineLibrary.libraryPath(in: directory)
    try Data("half".utf8).write(to: URL(fileURLWithPath: path))
    #expect(library.existing(packageBuilt) == nil)
    _ = try library.prepare(packageBuilt)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(size > 1 << 20)
  }

  @Test("a grade links the shared library of the package's build")
  func gradeUsesIt() throws {
    let session = GradingSession(configuration: GradingFixture.configuration())
    let compiler = try session.prepare()
    #expect(compiler.modules.compilerArguments.contains("-lLayoutlingsEngine"))
    let outcome = try GradingFixture.grade(SampleCourse.halfPanelSolution)
    #expect(outcome.result.verdict.status == .passed)
  }
}
