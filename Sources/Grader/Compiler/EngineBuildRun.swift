/// One run of the toolchain's compiler that builds part of the engine (a module of the cache, the
/// shared engine library): the grader's own environment, no limits, a generous wall clock and
/// room for the compiler's output, which a failure quotes.
enum EngineBuildRun {
  /// Runs `swiftc` of `toolchain` with `arguments` in `directory`.
  /// - Throws: `GraderError.moduleBuildFailed` naming `module`, with the compiler's output, when
  ///   it does not succeed; the runner's errors when it cannot start.
  static func compile(
    _ toolchain: SwiftToolchain, arguments: [String], in directory: String, module: String,
    timeoutSeconds: Double
  ) throws {
    let result = try SandboxedRunner().run(
      RunRequest(
        executable: toolchain.compilerPath, arguments: arguments, environmentPolicy: .inherited,
        workingDirectory: directory, limits: .none, timeoutSeconds: timeoutSeconds,
        outputLimits: OutputLimits(
          keptBytes: 256 << 10, maximumBytes: 64 << 20, maximumReportBytes: 1 << 10)))
    guard result.outcome == .succeeded else {
      let output = [result.standardError.text, result.standardOutput.text]
        .filter { !$0.isEmpty }.joined(separator: "\n")
      throw GraderError.moduleBuildFailed(
        module: module, output: output.isEmpty ? result.outcome.explanation : output)
    }
  }

  /// Seconds since `start`, for the progress events.
  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = (ContinuousClock.now - start).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
  }
}
