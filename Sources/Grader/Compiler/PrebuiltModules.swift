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
