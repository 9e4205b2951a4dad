import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds prebuilt modules once per toolchain and source content, and finds them afterwards.
///
/// Each set of modules lives in `<root>/modules-<key>/`, the key being a SHA-256 over the
/// compiler's path and version, the build settings and every source file of every module. A
/// change to any source or a new toolchain gives a new key, hence a fresh build; an entry counts
/// only once its `complete` marker exists. Builds happen in a private directory renamed into place
/// at the end, under an flock on `<root>/modules-<key>.lock`, so concurrent graders build once
/// and never see half a build. Old entries stay until the cache directory is deleted.
///
/// Each module becomes a shared library (`-emit-library -emit-module`, whole-module) whose rpath
/// is its own directory (`$ORIGIN`), so the set is self-contained: nothing depends on where
/// SwiftPM put its build products, and a program links in a fraction of a second.
public struct PrebuiltModuleCache: Sendable {
  /// How the modules are optimized.
  public enum Optimization: String, Sendable {
    /// `-Onone`: quick to build, slower to run.
    case none = "-Onone"
    /// `-O`: what `swift build -c release` uses.
    case speed = "-O"
  }

  /// The cache directory (for the course, `Data/cache`).
  public let root: String
  /// The compiler.
  public let toolchain: SwiftToolchain
  /// The optimization level of the modules.
  public let optimization: Optimization
  /// The `-package-name` the modules are compiled with, so `package` declarations work as they
  /// do under SwiftPM.
  public let packageName: String

  /// Version of the build recipe; change it when the recipe changes.
  static let recipeVersion = "1"

  /// Creates a cache in `root`.
  public init(
    root: String, toolchain: SwiftToolchain, optimization: Optimization = .speed,
    packageName: String = "layoutlings"
  ) {
    self.root = root
    self.toolchain = toolchain
    self.optimization = optimization
    self.packageName = packageName
  }

  /// The key for `modules`: changes with any source byte, setting or compiler version.
  public func key(for modules: [PrebuiltModuleSpec]) throws -> ContentHash {
    let ordered = try PrebuiltModuleSpec.buildOrder(modules)
    var hasher = ContentHasher(domain: "layoutlings.prebuilt-modules")
    hasher.add("recipe", Self.recipeVersion)
    hasher.add("compiler", toolchain.compilerPath)
    hasher.add("compiler-version", toolchain.versionText)
    hasher.add("optimization", optimization.rawValue)
    hasher.add("package", packageName)
    for module in ordered {
      hasher.add("module", module.name)
      hasher.add("dependencies", module.dependencies.joined(separator: ","))
      hasher.add("swift-version", module.swiftLanguageVersion)
      hasher.add("arguments", module.extraArguments.joined(separator: "\u{0}"))
      let files = try SourceFiles.swiftFiles(in: module.sourceDirectory)
      guard !files.isEmpty else {
        throw GraderError.fileAccess(path: module.sourceDirectory, reason: "no .swift files")
      }
      hasher.add("file-count", String(files.count))
      for file in files {
        hasher.add("file", file.relativePath)
        hasher.add("contents", bytes: try SourceFiles.contents(of: file.path))
      }
    }
    return hasher.finalize()
  }

  /// The modules if they are already built, without building anything.
  public func cached(_ modules: [PrebuiltModuleSpec]) throws -> PrebuiltModules? {
    let key = try key(for: modules)
    let names = try PrebuiltModuleSpec.buildOrder(modules).map(\.name)
    let built = PrebuiltModules(directory: entryPath(key), moduleNames: names, key: key)
    return isComplete(built) ? built : nil
  }

  /// The modules, built first if this toolchain has not built these sources yet.
  /// `progress` hears about a build (never about a cache hit).
  public func prepare(
    _ modules: [PrebuiltModuleSpec], progress: (PrebuiltModuleEvent) -> Void = { _ in }
  ) throws -> PrebuiltModules {
    let ordered = try PrebuiltModuleSpec.buildOrder(modules)
    let key = try key(for: ordered)
    let built = PrebuiltModules(
      directory: entryPath(key), moduleNames: ordered.map(\.name), key: key)
    if isComplete(built) { return built }

    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let lock = try FileLock(path: entryPath(key) + ".lock")
    if !lock.tryLock() {
      progress(.waitingForAnotherBuild)
      try lock.lock()
    }
    // Another process may have finished while we waited.
    if isComplete(built) { return built }

    let start = ContinuousClock.now
    progress(.buildStarted(moduleCount: ordered.count))
    let staging = entryPath(key) + ".building-\(getpid())"
    try? FileManager.default.removeItem(atPath: staging)
    try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
    do {
      for (index, module) in ordered.enumerated() {
        progress(.moduleStarted(name: module.name, index: index + 1, count: ordered.count))
        let moduleStart = ContinuousClock.now
        try build(module, into: staging)
        progress(
          .moduleFinished(name: module.name, seconds: EngineBuildRun.seconds(since: moduleStart)))
      }
      let marker = "\(key.hexadecimal)\n\(toolchain.versionText)\n"
      try marker.write(
        toFile: (staging as NSString).appendingPathComponent(Self.markerName), atomically: true,
        encoding: .utf8)
      // An incomplete leftover (a build killed before its marker) would block the rename.
      try? FileManager.default.removeItem(atPath: built.directory)
      guard rename(staging, built.directory) == 0 else {
        throw GraderError.systemCall(
          "rename", errno: errno, context: "moving the built modules to \(built.directory)")
      }
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
      throw error
    }
    progress(.buildFinished(seconds: EngineBuildRun.seconds(since: start)))
    return built
  }

  // MARK: - Building

  static let markerName = "complete"

  /// `lib<Name>.so` on Linux, `lib<Name>.dylib` on macOS.
  static func libraryFileName(_ module: String) -> String {
    #if canImport(Darwin)
      "lib\(module).dylib"
    #else
      "lib\(module).so"
    #endif
  }

  private func entryPath(_ key: ContentHash) -> String {
    (root as NSString).appendingPathComponent("modules-\(key.prefix(24))")
  }

  private func isComplete(_ built: PrebuiltModules) -> Bool {
    FileManager.default.fileExists(
      atPath: (built.directory as NSString).appendingPathComponent(Self.markerName))
  }

  /// The compiler arguments that build `module` into `directory`.
  func buildArguments(_ module: PrebuiltModuleSpec, into directory: String) throws -> [String] {
    let sources = try SourceFiles.swiftFiles(in: module.sourceDirectory).map(\.path)
    #if canImport(Darwin)
      let ownDirectory = "@loader_path"
      let installName = [
        "-Xlinker", "-install_name", "-Xlinker", "@rpath/\(Self.libraryFileName(module.name))",
      ]
    #else
      let ownDirectory = "$ORIGIN"
      let installName: [String] = []
    #endif
    return [
      "-emit-library", "-emit-module", "-parse-as-library", "-whole-module-optimization",
      "-module-name", module.name, "-package-name", packageName,
      "-swift-version", module.swiftLanguageVersion, optimization.rawValue, "-D", "SWIFT_PACKAGE",
      "-emit-module-path",
      (directory as NSString).appendingPathComponent("\(module.name).swiftmodule"),
      "-o", (directory as NSString).appendingPathComponent(Self.libraryFileName(module.name)),
      "-I", directory, "-L", directory,
    ] + module.dependencies.map { "-l\($0)" }
      + ["-Xlinker", "-rpath", "-Xlinker", ownDirectory] + installName
      + module.extraArguments + sources
  }

  private func build(_ module: PrebuiltModuleSpec, into directory: String) throws {
    try EngineBuildRun.compile(
      toolchain, arguments: try buildArguments(module, into: directory), in: directory,
      module: module.name, timeoutSeconds: 1800)
  }
}
