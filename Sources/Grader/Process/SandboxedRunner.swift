import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program in a child process under limits and tells what happened.
///
/// The child gets /dev/null as stdin, separate capped pipes for stdout and stderr, the report
/// channel as descriptor 3 (see `ReportChannel`), its own process group, the request's resource
/// limits, and — unless the request names one — a fresh private working directory that is removed
/// afterwards. The runner reads all pipes continuously, so a chatty child never blocks; it kills
/// the whole process group with SIGKILL on the wall-clock timeout, on an output flood, and once
/// the child has exited (taking any processes it left behind with it). A crash, a trap, an
/// endless loop, a memory bomb or a flood of output is an outcome, never an error: `run` throws
/// only when the machinery itself fails (no pipe, no fork, no such executable).
///
/// Where the request asks for namespaces and the kernel allows them (see `SandboxIsolation`), the
/// program also runs in its own user, PID, network, IPC and mount namespaces: nothing it starts
/// outlives it, whatever session or group it moves to. Without them a descendant that leaves the
/// process group (`setsid`) can keep running: the limits still bound it, the group kill does not.
public struct SandboxedRunner: Sendable {
  /// After the child exits, how long to wait for pipes held open by processes that escaped the
  /// group kill.
  private static let drainSeconds = 1.0

  /// Creates a runner.
  public init() {}

  /// Runs `request` to completion and returns what happened.
  public func run(_ request: RunRequest) throws -> RunResult {
    let privateDirectory =
      request.workingDirectory == nil ? try TemporaryDirectory(prefix: "layoutlings-run") : nil
    defer { privateDirectory?.remove() }
    let directory = request.workingDirectory ?? privateDirectory?.path ?? "/"
    // Empty outside; the program's mount namespace builds its private root on it.
    let staging =
      request.isolation == .namespacesWhereAvailable
      ? try TemporaryDirectory(prefix: "layoutlings-root") : nil
    defer { staging?.remove() }
    let confinement = ChildProcess.Confinement(
      stagingDirectory: staging?.path, visiblePaths: PrivateRootContents.visiblePaths(for: request))
    let token = ReportChannel.makeToken()
    let environment = Self.environment(for: request, directory: directory, token: token)

    let devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
    guard devNull >= 0 else {
      throw GraderError.systemCall("open", errno: errno, context: "opening /dev/null")
    }
    defer { close(devNull) }
    let output = try FileDescriptorPipe(purpose: "stdout")
    defer { close(output.readEnd) }
    let errorPipe = try FileDescriptorPipe(purpose: "stderr")
    defer { close(errorPipe.readEnd) }
    let report = try FileDescriptorPipe(purpose: "report")
    defer { close(report.readEnd) }

    let start = ContinuousClock.now
    let writeEnds = [output.writeEnd, errorPipe.writeEnd, report.writeEnd]
    let child: ChildProcess
    do {
      child = try ChildProcess(
        executable: request.executable, arguments: request.arguments, environment: environment,
        workingDirectory: directory, fileDescriptors: [devNull] + writeEnds, limits: request.limits,
        isolation: request.isolation, confinement: confinement)
    } catch {
      for end in writeEnds { close(end) }
      throw error
    }
    // Only the child holds the write ends now, so EOF means every writer is gone.
    for end in writeEnds { close(end) }

    var streams = [
      CapturingStream(fd: output.readEnd, keptByteLimit: request.outputLimits.keptBytes),
      CapturingStream(fd: errorPipe.readEnd, keptByteLimit: request.outputLimits.keptBytes),
      CapturingStream(fd: report.readEnd, keptByteLimit: request.outputLimits.maximumReportBytes),
    ]
    let stopReason = try pump(&streams, child: child, request: request, start: start)
    let exit = try child.waitForExit()
    let wallSeconds = Self.seconds(ContinuousClock.now - start)

    let cpuSeconds = Double(exit.cpuMicroseconds) / 1_000_000
    let outcome = RunOutcome.classify(
      termination: exit.termination, stopReason: stopReason, request: request,
      standardError: String(decoding: streams[1].capture.bytes, as: UTF8.self),
      outputByteCount: streams[0].capture.totalByteCount + streams[1].capture.totalByteCount,
      reportByteCount: streams[2].capture.totalByteCount, cpuSeconds: cpuSeconds,
      peakResidentBytes: exit.peakResidentBytes)
    return RunResult(
      outcome: outcome, termination: exit.termination, standardOutput: streams[0].capture,
      standardError: streams[1].capture,
      report: ReportChannel.unwrap(streams[2].capture, token: token),
      cpuSeconds: cpuSeconds, wallSeconds: wallSeconds, peakResidentBytes: exit.peakResidentBytes,
      isolation: child.isolation)
  }

  // MARK: - The loop

  /// Reads every pipe until the child has exited and the pipes are closed, enforcing the timeout
  /// and the output caps. Returns why it stopped the child, if it did.
  private func pump(
    _ streams: inout [CapturingStream], child: ChildProcess, request: RunRequest,
    start: ContinuousClock.Instant
  ) throws -> RunOutcome.StopReason? {
    let deadline = start + Self.duration(request.timeoutSeconds)
    var stopReason: RunOutcome.StopReason?
    var exited = false
    var drainDeadline: ContinuousClock.Instant?
    var idleSleepMilliseconds: Int32 = 1
    var buffer = [UInt8](repeating: 0, count: 64 << 10)

    while true {
      let openStreams = streams.indices.filter { !streams[$0].isClosed }
      if exited && openStreams.isEmpty { break }
      let now = ContinuousClock.now
      if let drainDeadline, now >= drainDeadline { break }
      if !exited && stopReason == nil && now >= deadline {
        stopReason = .timeout
        child.killGroup(SIGKILL)
      }

      if openStreams.isEmpty {
        // The child closed its pipes but has not exited yet: wait a little, then look again.
        usleep(UInt32(idleSleepMilliseconds) * 1000)
        idleSleepMilliseconds = min(idleSleepMilliseconds * 2, 16)
      } else {
        // The poll slice bounds how late we notice an exit while descendants hold the pipes.
        let untilDeadline = stopReason == nil && !exited ? Self.milliseconds(deadline - now) : 20
        var descriptors = openStreams.map {
          pollfd(fd: streams[$0].fd, events: Int16(POLLIN), revents: 0)
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), max(0, min(untilDeadline, 50)))
        if ready < 0 && errno != EINTR {
          child.killGroup(SIGKILL)
          throw GraderError.systemCall("poll", errno: errno, context: "reading the child's output")
        }
        for (position, index) in openStreams.enumerated() where descriptors[position].revents != 0 {
          streams[index].readAvailable(into: &buffer)
        }
      }

      if stopReason == nil {
        let outputBytes = streams[0].capture.totalByteCount + streams[1].capture.totalByteCount
        if outputBytes > request.outputLimits.maximumBytes {
          stopReason = .outputFlood
          child.killGroup(SIGKILL)
        } else if streams[2].capture.totalByteCount > request.outputLimits.maximumReportBytes {
          stopReason = .reportFlood
          child.killGroup(SIGKILL)
        }
      }
      if !exited && child.hasTerminated {
        exited = true
        // Whatever the child left running in its group goes too; its pipes then close.
        child.killGroup(SIGKILL)
        drainDeadline = ContinuousClock.now + Self.duration(Self.drainSeconds)
      }
    }
    return stopReason
  }

  // MARK: - Environment

  static func environment(for request: RunRequest, directory: String, token: String)
    -> [String: String]
  {
    var environment: [String: String]
    switch request.environmentPolicy {
    case .scrubbed:
      environment = [
        "PATH": "/usr/bin:/bin", "HOME": directory, "TMPDIR": directory, "LANG": "C.UTF-8",
        "SWIFT_BACKTRACE": "enable=no",
      ]
    case .inherited:
      environment = ProcessInfo.processInfo.environment
    }
    environment.merge(request.environment) { _, added in added }
    environment[ReportChannel.descriptorVariable] = String(ReportChannel.fileDescriptor)
    environment[ReportChannel.tokenVariable] = token
    return environment
  }

  // MARK: - Time

  private static func duration(_ seconds: Double) -> Duration {
    .nanoseconds(Int64((seconds * 1e9).rounded()))
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  private static func milliseconds(_ duration: Duration) -> Int32 {
    let value = (seconds(duration) * 1000).rounded(.up)
    return Int32(max(0, min(value, Double(Int32.max))))
  }
}

/// One pipe the runner reads from.
struct CapturingStream {
  let fd: Int32
  var capture: CapturedOutput
  private(set) var isClosed = false

  init(fd: Int32, keptByteLimit: Int) {
    self.fd = fd
    capture = CapturedOutput(keptByteLimit: keptByteLimit)
    let flags = fcntl(fd, F_GETFL)
    _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
  }

  /// Reads what is there without blocking; marks the stream closed at EOF or on an error.
  mutating func readAvailable(into buffer: inout [UInt8]) {
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.withUnsafeBytes { capture.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        // One buffer at a time, so the caller can check the caps during a flood.
        return
      }
      if count == 0 {
        isClosed = true
        return
      }
      if errno == EINTR { continue }
      if errno != EAGAIN && errno != EWOULDBLOCK { isClosed = true }
      return
    }
  }
}
