/// The error `Scheduler` throws for unusable parameters; it lists every problem at once.
public struct InvalidParametersError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Every violation found, in a fixed order: weights, retention, steps, maximum interval.
  public let violations: [ParameterViolation]

  /// Creates the error from the violations found.
  public init(violations: [ParameterViolation]) {
    self.violations = violations
  }

  /// A header line followed by one indented line per violation.
  public var description: String {
    let count = violations.count
    let header = "invalid scheduler parameters (\(count) problem\(count == 1 ? "" : "s")):"
    return ([header] + violations.map { "  \($0)" }).joined(separator: "\n")
  }
}
