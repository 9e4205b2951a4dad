/// What to run in a child process, and under which limits.
public struct RunRequest: Sendable {
  /// Which environment the child starts with.
  public enum EnvironmentPolicy: Sendable, Equatable {
    /// Only `PATH=/usr/bin:/bin`, `HOME` and `TMPDIR` (the working directory), `LANG=C.UTF-8`,
    /// `SWIFT_BACKTRACE=enable=no` (a crash report takes seconds and says nothing to a learner)
    /// and the report channel variables: no inherited secrets.
    case scrubbed
    /// The grader's own environment: for trusted tools such as the compiler.
    case inherited
  }

  /// The program's absolute path.
  public var executable: String
  /// Its arguments, argv[1…].
  public var arguments: [String]
  /// Variables added to the environment the policy gives.
  public var environment: [String: String]
  /// Where the environment starts from.
  public var environmentPolicy: EnvironmentPolicy
  /// The working directory; nil gives a fresh private temporary directory, removed afterwards.
  public var workingDirectory: String?
  /// Kernel-enforced limits.
  public var limits: ResourceLimits
  /// Wall-clock seconds before the whole process group is killed.
  public var timeoutSeconds: Double
  /// How much output is kept and how much is tolerated.
  public var outputLimits: OutputLimits
  /// Namespaces or a process group only.
  public var isolation: SandboxIsolation.Policy
  /// Files and directories the program reads besides the system's and its executable's folder
  /// (the engine's libraries, its data files): under a private root it sees nothing else.
  public var visiblePaths: [String]

  /// Creates a request with the limits for a learner's program.
  ///
  /// Without an `isolation`, a program given the scrubbed environment (an untrusted one) gets
  /// namespaces where available, and one given the grader's environment a process group only.
  public init(
    executable: String, arguments: [String] = [], environment: [String: String] = [:],
    environmentPolicy: EnvironmentPolicy = .scrubbed, workingDirectory: String? = nil,
    limits: ResourceLimits = .learnerProgram, timeoutSeconds: Double = 10,
    outputLimits: OutputLimits = .standard, isolation: SandboxIsolation.Policy? = nil,
    visiblePaths: [String] = []
  ) {
    self.visiblePaths = visiblePaths
    self.isolation =
      isolation ?? (environmentPolicy == .scrubbed ? .namespacesWhereAvailable : .processGroup)
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.environmentPolicy = environmentPolicy
    self.workingDirectory = workingDirectory
    self.limits = limits
    self.timeoutSeconds = timeoutSeconds
    self.outputLimits = outputLimits
  }
}

/// Caps on what a child may write.
public struct OutputLimits: Sendable, Equatable {
  /// Bytes kept of stdout and of stderr, each.
  public var keptBytes: Int
  /// Bytes of stdout and stderr together after which the process group is killed.
  public var maximumBytes: Int
  /// Bytes accepted on the report channel; more kills the process group.
  public var maximumReportBytes: Int

  /// Creates output limits.
  public init(keptBytes: Int, maximumBytes: Int, maximumReportBytes: Int) {
    self.keptBytes = keptBytes
    self.maximumBytes = maximumBytes
    self.maximumReportBytes = maximumReportBytes
  }

  /// 64 KiB kept per stream, killed beyond 8 MiB of output or a 64 MiB report.
  public static let standard = OutputLimits(
    keptBytes: 64 << 10, maximumBytes: 8 << 20, maximumReportBytes: 64 << 20)
}
