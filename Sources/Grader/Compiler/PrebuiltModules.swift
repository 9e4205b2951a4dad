/// Modules built and ready to link: the compiler arguments that use them, and the key that
/// names their build.
public struct PrebuiltModules: Sendable, Equatable {
  /// The directory holding them: `lib<Name>.so` and `<Name>.swiftmodule` for the grader's own
  /// build, SwiftPM's build folder for the package's.
  public let directory: String
  /// The module names, dependencies first.
  public let moduleNames: [String]
  /// The cache key they were built under, or a fingerprint of the package's build of them.
  public let key: ContentHash
  /// What a program's compilation adds to use them: where the modules are and what to link.
  public let compilerArguments: [String]
  /// The object files linked from the package's build (none for the grader's own libraries).
  public let objectFiles: [String]

  /// Shared libraries the grader built in `directory`: `-I`, `-L`, one `-l` per module
  /// (dependents before dependencies, as linkers like) and an rpath, so a program finds the
  /// libraries wherever it runs from.
  public init(directory: String, moduleNames: [String], key: ContentHash) {
    self.init(
      directory: directory, moduleNames: moduleNames, key: key,
      compilerArguments: ["-I", directory, "-L", directory]
        + moduleNames.reversed().map { "-l\($0)" }
        + ["-Xlinker", "-rpath", "-Xlinker", directory])
  }

  /// Modules used with explicit compiler arguments (see `PackageBuildModules`).
  public init(
    directory: String, moduleNames: [String], key: ContentHash, compilerArguments: [String],
    objectFiles: [String] = []
  ) {
    self.directory = directory
    self.moduleNames = moduleNames
    self.key = key
    self.compilerArguments = compilerArguments
    self.objectFiles = objectFiles
  }
}

/// What the module cache reports while it works.
public enum PrebuiltModuleEvent: Sendable, Equatable {
  /// Another process is building the same modules; waiting for it.
  case waitingForAnotherBuild
  /// Building starts (first use of this toolchain and these sources).
  case buildStarted(moduleCount: Int)
  /// Compiling module `index` (from 1) of `count`.
  case moduleStarted(name: String, index: Int, count: Int)
  /// That module is built.
  case moduleFinished(name: String, seconds: Double)
  /// Every module is built and in the cache.
  case buildFinished(seconds: Double)
}

extension PrebuiltModuleEvent {
  /// A line of progress for the terminal.
  public var progressLine: String {
    switch self {
    case .waitingForAnotherBuild:
      "Waiting for another Layoutlings process to finish building the layout engine…"
    case .buildStarted:
      "Building the layout engine for the grader (first run only)…"
    case .moduleStarted(let name, let index, let count):
      "  compiling \(name) (\(index)/\(count))…"
    case .moduleFinished(let name, let seconds):
      "  \(name) built in \(Self.format(seconds)) s"
    case .buildFinished(let seconds):
      "Layout engine ready after \(Self.format(seconds)) s; later runs reuse it."
    }
  }

  private static func format(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
