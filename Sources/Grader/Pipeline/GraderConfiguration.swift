import Foundation

/// Where the grader finds the layout engine, the data its programs read, and where it keeps its
/// caches; and the limits learner programs run under.
public struct GraderConfiguration: Sendable {
  /// The package checkout whose `Sources/` hold the layout engine and the harness module (for
  /// building them when the package's own build of them cannot be used).
  public var packageRoot: String
  /// The `Data/` folder (devices, font metrics) handed to programs as `LAYOUTLINGS_DATA`.
  public var dataDirectory: String
  /// The cache folder: prebuilt modules, compiler version, verdicts (`<home>/cache`).
  public var cacheDirectory: String
  /// How the prebuilt modules are optimized.
  public var optimization: PrebuiltModuleCache.Optimization
  /// Kernel limits for learner programs.
  public var limits: ResourceLimits
  /// Wall-clock seconds a learner program may run.
  public var timeoutSeconds: Double
  /// The environment `swiftc` is looked up in (`SWIFTC`, `PATH`).
  public var environment: [String: String]
  /// Whether verdicts of unchanged files are answered from the cache.
  public var usesVerdictCache: Bool
  /// SwiftPM's build folder holding the package's own build of the engine modules
  /// (`PackageBuildModules`), by default the running executable's; nil, or a folder without
  /// them, makes the grader build the modules into `cacheDirectory` itself.
  public var builtProducts: String?

  /// Creates a configuration; by default programs get `ResourceLimits.learnerProgram` and 10 s.
  public init(
    packageRoot: String, dataDirectory: String, cacheDirectory: String,
    optimization: PrebuiltModuleCache.Optimization = .speed,
    limits: ResourceLimits = .learnerProgram, timeoutSeconds: Double = 10,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    usesVerdictCache: Bool = true,
    builtProducts: String? = PackageBuildModules.runningExecutableFolder
  ) {
    self.packageRoot = packageRoot
    self.dataDirectory = dataDirectory
    self.cacheDirectory = cacheDirectory
    self.optimization = optimization
    self.limits = limits
    self.timeoutSeconds = timeoutSeconds
    self.environment = environment
    self.usesVerdictCache = usesVerdictCache
    self.builtProducts = builtProducts
  }

  /// The modules programs link against, as the grader builds them from `packageRoot`.
  public var modules: [PrebuiltModuleSpec] {
    EngineModules.specs(packageRoot: packageRoot)
  }
}
