import Foundation
import Grader

/// Grading hostile files end to end: the half-panel exercise of `GradingFixture`, with limits
/// short enough that a case that runs into one costs a second or two.
enum HostileFixture {
  /// The fixture's configuration with `cpuSeconds` of CPU and `timeoutSeconds` of wall clock.
  static func configuration(cpuSeconds: Int = 3, timeoutSeconds: Double = 30) -> GraderConfiguration
  {
    var configuration = GradingFixture.configuration(cpuSeconds: cpuSeconds)
    configuration.timeoutSeconds = timeoutSeconds
    return configuration
  }

  /// Grades `source` as the half-panel exercise and returns the verdict.
  static func verdict(
    _ source: String, name: String = "hostile.swift",
    configuration: GraderConfiguration = configuration()
  ) throws -> Verdict {
    try GradingFixture.grade(source, name: name, configuration: configuration).result.verdict
  }

  /// What the sandbox gives an untrusted program on this machine (namespaces are used where the
  /// kernel allows them), found by running `/bin/true` the way learner programs run.
  static let isolation: SandboxIsolation = {
    (try? SandboxedRunner().run(RunRequest(executable: "/bin/true")).isolation)
      ?? .processGroupOnly
  }()
}
