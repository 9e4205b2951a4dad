import Foundation
import Testing

/// Tutorial code must compile unchanged: the files in `Fixtures/TutorialSnippets` start with
/// `import UIKit` and are type-checked with `swiftc -module-alias UIKit=AutoLayout` against the
/// AutoLayout module this test run was built with, as the grader compiles learners' files.
@Suite struct TutorialSnippetCompileTests {
  private static var testsDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  }

  /// The `Modules` folder next to the test bundle (`.build/<triple>/debug/Modules`).
  private static func modulesDirectory() -> URL? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent("Modules"))
    }
    if let argument = CommandLine.arguments.first {
      candidates.append(
        URL(fileURLWithPath: argument).deletingLastPathComponent().appendingPathComponent("Modules")
      )
    }
    let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/Modules"))
    return candidates.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("AutoLayout.swiftmodule").path)
    }
  }

  private static func fixtures(_ folder: String) throws -> [String] {
    let directory = testsDirectory.appendingPathComponent("Fixtures/\(folder)")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { directory.appendingPathComponent($0).path }
  }

  /// Type-checks files as learner code; returns the exit status and the compiler's output.
  private static func typecheck(_ files: [String]) throws -> (status: Int32, output: String) {
    let modules = try #require(
      modulesDirectory(), "AutoLayout.swiftmodule not found next to the tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-swift-version", "5", "-module-alias", "UIKit=AutoLayout",
        "-I", modules.path,
      ] + files
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func tutorialSnippetsCompileWithUIKitAliasedToAutoLayout() throws {
    let files = try Self.fixtures("TutorialSnippets")
    #expect(files.count >= 3)
    let result = try Self.typecheck(files)
    #expect(result.status == 0, "\(result.output)")
    #expect(!result.output.contains("error:"), "\(result.output)")
  }

  /// Each file's first line says `// expect: <compiler message>`.
  @Test func wrongCodeFailsWithUIKitsMessages() throws {
    let files = try Self.fixtures("MustNotCompile")
    #expect(files.count >= 3)
    for file in files {
      let firstLine =
        try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").first ?? ""
      let expected = firstLine.replacingOccurrences(of: "// expect: ", with: "")
      let result = try Self.typecheck([file])
      #expect(result.status != 0, "\(file) compiled")
      #expect(result.output.contains("error: " + expected), "\(file): \(result.output)")
    }
  }
}
