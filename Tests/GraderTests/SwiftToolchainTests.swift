import Foundation
import Grader
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Locating swiftc")
struct SwiftToolchainTests {
  @Test("SWIFTC first, then the running toolchain, then PATH, then the usual places, no repeats")
  func candidates() {
    let paths = SwiftToolchain.candidatePaths(
      environment: ["SWIFTC": "/custom/swiftc", "PATH": "/a:/b::/a"])
    // The second candidate comes from the Swift runtime this test process runs on.
    let runtimeSibling = paths.count > 1 ? paths[1] : ""
    #expect(runtimeSibling.hasSuffix("/usr/bin/swiftc"))
    #expect(FileManager.default.isExecutableFile(atPath: runtimeSibling))
    var expected: [String] = []
    for path in [
      "/custom/swiftc", runtimeSibling, "/a/swiftc", "/b/swiftc", "/opt/swift/usr/bin/swiftc",
      "/usr/bin/swiftc",
    ] where !expected.contains(path) {
      expected.append(path)
    }
    #expect(paths == expected)
  }

  @Test("the toolchain running the tests has a swiftc next to it, found without PATH")
  func runningToolchain() throws {
    let toolchain = try SwiftToolchain.locate(environment: ["PATH": ""])
    #expect(FileManager.default.isExecutableFile(atPath: toolchain.compilerPath))
    #expect(toolchain.versionText.contains("Swift version"))
  }
}

@Suite("Remembering the compiler's version")
struct ToolchainVersionCacheTests {
  @Test("asked once per compiler file, asked again when the file changes")
  func versionCache() throws {
    let directory = try TemporaryDirectory(prefix: "layoutlings-toolchain-test")
    defer { directory.remove() }
    // A stand-in compiler that counts how often it is asked.
    let compiler = directory.file("swiftc")
    let counter = directory.file("asked")
    func writeCompiler(version: String) throws {
      try "#!/bin/sh\necho '\(version)'\necho asked >> '\(counter)'\n"
        .write(toFile: compiler, atomically: true, encoding: .utf8)
      #expect(chmod(compiler, 0o755) == 0)
    }
    func timesAsked() -> Int {
      (try? String(contentsOfFile: counter, encoding: .utf8))?.split(separator: "\n").count ?? 0
    }
    try writeCompiler(version: "Swift version 0.1 (stand-in)")
    let cache = directory.file("cache")
    let first = try SwiftToolchain(compilerPath: compiler, versionCacheDirectory: cache)
    let second = try SwiftToolchain(compilerPath: compiler, versionCacheDirectory: cache)
    #expect(first.versionText == "Swift version 0.1 (stand-in)")
    #expect(second == first)
    #expect(timesAsked() == 1)

    try writeCompiler(version: "Swift version 0.2 (stand-in, longer)")
    let updated = try SwiftToolchain(compilerPath: compiler, versionCacheDirectory: cache)
    #expect(updated.versionText == "Swift version 0.2 (stand-in, longer)")
    #expect(timesAsked() == 2)
    _ = try SwiftToolchain(compilerPath: compiler)
    #expect(timesAsked() == 3)
  }
}
