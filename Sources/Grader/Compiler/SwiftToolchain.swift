import CSandboxSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `swiftc` the grader compiles with, and its version (part of every cache key).
public struct SwiftToolchain: Sendable, Equatable {
  /// The compiler's absolute path.
  public let compilerPath: String
  /// What `swiftc --version` prints: version and target.
  public let versionText: String

  /// Describes the compiler at `compilerPath`, asking it for its version.
  ///
  /// With a `versionCacheDirectory`, the answer is kept there under the compiler file's identity
  /// (device, inode, size, modification time), so later calls skip the ~0.1 s `swiftc --version`
  /// until the compiler file changes.
  public init(compilerPath: String, versionCacheDirectory: String? = nil) throws {
    self.compilerPath = compilerPath
    let store = versionCacheDirectory.map {
      ContentAddressedStore(directory: ($0 as NSString).appendingPathComponent("toolchains"))
    }
    let key = Self.identity(of: compilerPath)
    if let store, let key, let cached = store.data(for: key) {
      versionText = String(decoding: cached, as: UTF8.self)
      return
    }
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
    versionText = result.standardOutput.text.trimmingCharacters(in: .whitespacesAndNewlines)
    if let store, let key {
      try? store.store(Array(versionText.utf8), for: key)
    }
  }

  /// The linker flag for the toolchain's own `lld`, where it ships one next to `swiftc` (Linux):
  /// it links a learner's program in about 0.8 of the time the system's default linker takes
  /// (`docs/Measurements.md`). Empty elsewhere, which keeps the default.
  public var linkerArguments: [String] {
    #if os(Linux)
      let lld = ((compilerPath as NSString).deletingLastPathComponent as NSString)
        .appendingPathComponent("ld.lld")
      return access(lld, X_OK) == 0 ? ["-use-ld=lld"] : []
    #else
      return []
    #endif
  }

  /// A hash of the path and of what stat says about the file it leads to.
  static func identity(of path: String) -> ContentHash? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
    #else
      let modified = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
    #endif
    var hasher = ContentHasher(domain: "layoutlings.toolchain")
    hasher.add("path", path)
    hasher.add("device", String(UInt64(info.st_dev)))
    hasher.add("inode", String(UInt64(info.st_ino)))
    hasher.add("size", String(Int64(info.st_size)))
    hasher.add("modified", "\(modified.0).\(modified.1)")
    return hasher.finalize()
  }

  /// Finds `swiftc`: `$SWIFTC`; next to the Swift runtime this process runs on (the toolchain
  /// that built it, as `swift run` and `swift test` do); each `$PATH` entry; `/opt/swift/usr/bin`;
  /// `/usr/bin`. The first executable wins.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    versionCacheDirectory: String? = nil
  ) throws -> SwiftToolchain {
    let candidates = candidatePaths(environment: environment)
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      throw GraderError.compilerNotFound(searched: candidates)
    }
    return try SwiftToolchain(compilerPath: found, versionCacheDirectory: versionCacheDirectory)
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
