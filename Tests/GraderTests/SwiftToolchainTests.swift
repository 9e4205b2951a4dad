import Foundation
import Grader
import Testing

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
