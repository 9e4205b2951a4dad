import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The package's build of the engine made into one shared library, so that a learner's program
/// links one library instead of the engine's ~220 object files: the link step of every grade
/// then takes a fraction of the time.
///
/// The library is made once per build of the engine, from the very objects `swift build` left
/// (`PackageBuildModules`), and kept in `<cache>/engine/engine-<fingerprint>/`. Like the module
/// cache it is built under a lock, in a staging folder renamed into place once whole, so a
/// half-written library is never used and two processes never make the same one; a new build of
/// the engine has a new fingerprint, so a stale library is never used either.
public struct SharedEngineLibrary: Sendable {
  /// The library's name as the linker takes it (`-lLayoutlingsEngine`).
  public static let name = "LayoutlingsEngine"

  /// `<cache>/engine`.
  public let root: String
  /// The compiler that links it.
  public let toolchain: SwiftToolchain

  /// A library kept under `root`, linked by `toolchain`.
  public init(root: String, toolchain: SwiftToolchain) {
    self.root = root
    self.toolchain = toolchain
  }

  /// The modules of `packageBuilt` as the shared library, made first if this build has none
  /// yet (`progress` hears about that, never about a library already made).
  public func prepare(
    _ packageBuilt: PrebuiltModules, progress: (PrebuiltModuleEvent) -> Void = { _ in }
  ) throws -> PrebuiltModules {
    let linked = modules(for: packageBuilt)
    if isComplete(linked.directory) { return linked }

    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let lock = try FileLock(path: linked.directory + ".lock")
    if !lock.tryLock() {
      progress(.waitingForAnotherBuild)
      try lock.lock()
    }
    if isComplete(linked.directory) { return linked }

    let start = ContinuousClock.now
    progress(.buildStarted(moduleCount: 1))
    let staging = linked.directory + ".building-\(getpid())"
    try? FileManager.default.removeItem(atPath: staging)
    try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
    do {
      try link(Self.objects(of: packageBuilt), into: staging)
      try "\(packageBuilt.key.hexadecimal)\n\(toolchain.versionText)\n".write(
        toFile: (staging as NSString).appendingPathComponent(PrebuiltModuleCache.markerName),
        atomically: true, encoding: .utf8)
      try? FileManager.default.removeItem(atPath: linked.directory)
      guard rename(staging, linked.directory) == 0 else {
        throw GraderError.systemCall(
          "rename", errno: errno, context: "moving the engine library to \(linked.directory)")
      }
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
      throw error
    }
    progress(.buildFinished(seconds: EngineBuildRun.seconds(since: start)))
    removeOlderLibraries(keeping: linked.directory)
    return linked
  }

  /// How many libraries of earlier builds are kept (a debug and a release build, other
  /// checkouts sharing the cache); older ones go once a new one is made.
  static let keptLibraries = 4

  /// Removes all but the `keptLibraries` most recently made libraries, never `current` and never
  /// one another process is making.
  private func removeOlderLibraries(keeping current: String) {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: root)) ?? []
    let libraries = names.filter { $0.hasPrefix("engine-") && !$0.contains(".") }
      .map { (root as NSString).appendingPathComponent($0) }
      .filter { $0 != current }
      .map { path in
        (path, (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil)
      }
      .sorted { ($0.1 ?? .distantPast) > ($1.1 ?? .distantPast) }
    for (path, _) in libraries.dropFirst(Self.keptLibraries - 1) {
      guard let lock = try? FileLock(path: path + ".lock"), lock.tryLock() else { continue }
      try? manager.removeItem(atPath: path)
      try? manager.removeItem(atPath: path + ".lock")
    }
  }

  /// The library for `packageBuilt` if it has been made, without making it.
  public func existing(_ packageBuilt: PrebuiltModules) -> PrebuiltModules? {
    let linked = modules(for: packageBuilt)
    return isComplete(linked.directory) ? linked : nil
  }

  /// What a program's compilation uses: the package's `.swiftmodule` files (its `-I`), and the
  /// library in place of the objects, found at run time through the rpath.
  func modules(for packageBuilt: PrebuiltModules) -> PrebuiltModules {
    let directory = (root as NSString).appendingPathComponent(
      "engine-\(packageBuilt.key.prefix(24))")
    let includes = Self.includeArguments(of: packageBuilt)
    return PrebuiltModules(
      directory: directory, moduleNames: packageBuilt.moduleNames, key: packageBuilt.key,
      compilerArguments: includes + [
        "-L", directory, "-l\(Self.name)", "-Xlinker", "-rpath", "-Xlinker", directory,
      ])
  }

  /// `lib<name>.so` (`.dylib` on macOS) in `directory`.
  static func libraryPath(in directory: String) -> String {
    (directory as NSString).appendingPathComponent(PrebuiltModuleCache.libraryFileName(name))
  }

  /// The `-I <folder>` pairs of the package build's arguments.
  static func includeArguments(of packageBuilt: PrebuiltModules) -> [String] {
    var includes: [String] = []
    var arguments = packageBuilt.compilerArguments[...]
    while let argument = arguments.popFirst() {
      if argument == "-I", let folder = arguments.popFirst() { includes += ["-I", folder] }
    }
    return includes
  }

  /// The object files the package build's arguments link.
  static func objects(of packageBuilt: PrebuiltModules) -> [String] {
    var objects: [String] = []
    var arguments = packageBuilt.compilerArguments[...]
    while let argument = arguments.popFirst() {
      if argument == "-I" {
        _ = arguments.popFirst()
      } else if argument.hasSuffix(".o") {
        objects.append(argument)
      }
    }
    return objects
  }

  private func isComplete(_ directory: String) -> Bool {
    let manager = FileManager.default
    return manager.fileExists(
      atPath: (directory as NSString).appendingPathComponent(PrebuiltModuleCache.markerName))
      && manager.fileExists(atPath: Self.libraryPath(in: directory))
  }

  private func link(_ objects: [String], into directory: String) throws {
    guard !objects.isEmpty else {
      throw GraderError.moduleBuildFailed(
        module: Self.name, output: "the package's build names no object files")
    }
    #if canImport(Darwin)
      let installName = [
        "-Xlinker", "-install_name", "-Xlinker",
        "@rpath/\(PrebuiltModuleCache.libraryFileName(Self.name))",
      ]
    #else
      let installName: [String] = []
    #endif
    try EngineBuildRun.compile(
      toolchain,
      arguments: ["-emit-library", "-o", Self.libraryPath(in: directory)] + installName
        + toolchain.linkerArguments + objects,
      in: directory, module: Self.name, timeoutSeconds: 600)
  }
}
