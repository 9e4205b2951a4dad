#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the grader's machinery (not the learner's program) failed.
public enum GraderError: Error, Equatable, CustomStringConvertible {
  /// A system call failed.
  case systemCall(String, errno: Int32, context: String)
  /// A child process could not be started; `step` names what failed before exec.
  case spawnFailed(executable: String, step: String, errno: Int32)
  /// No `swiftc` was found; `searched` lists where we looked, in order.
  case compilerNotFound(searched: [String])
  /// Building a prebuilt module failed; `output` is the compiler's.
  case moduleBuildFailed(module: String, output: String)
  /// A prebuilt module's configuration is inconsistent.
  case invalidModuleConfiguration(String)
  /// A file could not be read or written.
  case fileAccess(path: String, reason: String)

  /// What went wrong, with the context needed to act on it.
  public var description: String {
    switch self {
    case .systemCall(let call, let code, let context):
      "\(call) failed (\(Self.errorText(code))) while \(context)"
    case .spawnFailed(let executable, let step, let code):
      "could not start \(executable): \(step) failed (\(Self.errorText(code)))"
    case .compilerNotFound(let searched):
      "no swiftc found; looked at: \(searched.joined(separator: ", "))"
        + " (set SWIFTC to the compiler's path)"
    case .moduleBuildFailed(let module, let output):
      "building the \(module) module for the grader failed:\n\(output)"
    case .invalidModuleConfiguration(let problem):
      "invalid prebuilt module configuration: \(problem)"
    case .fileAccess(let path, let reason):
      "\(path): \(reason)"
    }
  }

  static func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return "\(String(cString: text)), errno \(code)"
  }
}
