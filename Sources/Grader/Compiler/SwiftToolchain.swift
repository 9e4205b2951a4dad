import CSandboxSpawn
import Foundation

/// The `swiftc` the grader compiles with, and its version (part of every cache key).
public struct SwiftToolchain: Sendable, Equatable {
  /// The compiler's absolute path.
  public let compilerPath: String
  /// What `swiftc --version` prints: version and target.
  public let versionText: String

  /// Describes the compiler at `compilerPath`, asking it for its version.
  public init(compilerPath: String) throws {
    let result = try SandboxedRunner().run(
      RunRequest(
        executable: compilerPath, arguments: ["--version"], environmentPolicy: .inherited,
        limits: .none, timeoutSeconds: 60))
    guard result.outcome == .succeeded else {
      throw GraderError.fileAccess(
        path: compilerPath,
        reason:
          "`swiftc --version` failed: \(result.outcome.explanation)\n\(result.standardError.text)")
    }
    self.compilerPath = compilerPath
    versionText = result.standardOutput.text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Finds `swiftc`: `$SWIFTC`; next to the Swift runtime this process runs on (the toolchain
  /// that built it, as `swift run` and `swift test` do); each `$PATH` entry; `/opt/swift/usr/bin`;
  /// `/usr/bin`. The first executable wins.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> SwiftToolchain {
    let candidates = candidatePaths(environment: environment)
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      throw GraderError.compilerNotFound(searched: candidates)
    }
    return try SwiftToolchain(compilerPath: found)
  }

  /// Where `locate` looks, in order.
  public static func candidatePaths(environment: [String: String]) -> [String] {
    var candidates: [String] = []
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      candidates.append(explicit)
    }
    if let runtime = csandbox_swift_runtime_path().map({ String(cString: $0) }) {
      // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/bin/swiftc
      let usr = URL(fileURLWithPath: runtime).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      candidates.append(usr.appendingPathComponent("bin/swiftc").path)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
      candidates.append("\(directory)/swiftc")
    }
    candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    var seen = Set<String>()
    return candidates.filter { seen.insert($0).inserted }
  }
}
