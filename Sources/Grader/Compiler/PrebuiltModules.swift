/// Modules built and ready to link: where they are and the compiler arguments that use them.
public struct PrebuiltModules: Sendable, Equatable {
  /// The directory holding `lib<Name>.so` and `<Name>.swiftmodule` for every module.
  public let directory: String
  /// The module names, dependencies first.
  public let moduleNames: [String]
  /// The cache key they were built under.
  public let key: ContentHash

  /// Creates a description of built modules.
  public init(directory: String, moduleNames: [String], key: ContentHash) {
    self.directory = directory
    self.moduleNames = moduleNames
    self.key = key
  }

  /// `-I`, `-L`, one `-l` per module (dependents before dependencies, as linkers like) and an
  /// rpath, so a program finds the libraries wherever it runs from.
  public var compilerArguments: [String] {
    ["-I", directory, "-L", directory] + moduleNames.reversed().map { "-l\($0)" }
      + ["-Xlinker", "-rpath", "-Xlinker", directory]
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
