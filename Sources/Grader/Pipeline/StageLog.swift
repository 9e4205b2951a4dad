#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the time of a grade goes, for `Benchmarks grade --stages` and `save-verdict --stages`:
/// when `LAYOUTLINGS_STAGE_LOG` names a file at the first measurement of a process, every
/// measured stage appends one line `<stage>\t<microseconds>` to it. Otherwise a measurement is
/// one check of a constant, and nothing is written.
///
/// A file rather than memory, so that a benchmark reads the stages of a `layoutlings` process it
/// started as easily as its own.
public enum StageLog {
  /// The environment variable naming the file.
  public static let environmentVariable = "LAYOUTLINGS_STAGE_LOG"

  /// Runs `body` and, when stages are logged, appends how long it took under `stage`.
  @inline(__always)
  public static func measure<T, E: Error>(_ stage: String, _ body: () throws(E) -> T)
    throws(E) -> T
  {
    guard let descriptor = stageLogDescriptor else { return try body() }
    let start = ContinuousClock.now
    defer { append(stage, ContinuousClock.now - start, to: descriptor) }
    return try body()
  }

  /// Appends a duration measured elsewhere (a span that is not one closure).
  public static func record(_ stage: String, _ duration: Duration) {
    guard let descriptor = stageLogDescriptor else { return }
    append(stage, duration, to: descriptor)
  }

  /// Whether this process logs stages.
  public static var isEnabled: Bool { stageLogDescriptor != nil }

  private static func append(_ stage: String, _ duration: Duration, to descriptor: Int32) {
    let parts = duration.components
    let microseconds = parts.seconds * 1_000_000 + parts.attoseconds / 1_000_000_000_000
    // One write of one short line: lines of concurrent writers do not interleave (O_APPEND).
    let line = Array("\(stage)\t\(microseconds)\n".utf8)
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// The parsed lines of a stage log: each stage's durations in seconds, in the order written.
  public static func read(_ text: String) -> [(stage: String, seconds: Double)] {
    text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t")
      guard fields.count == 2, let microseconds = Int(fields[1]) else { return nil }
      return (String(fields[0]), Double(microseconds) / 1e6)
    }
  }
}

/// Opened once, at the first measurement (a global's initializer runs once, thread-safely).
private let stageLogDescriptor: Int32? = {
  guard let path = getenv(StageLog.environmentVariable).map({ String(cString: $0) }),
    !path.isEmpty
  else { return nil }
  let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
  return descriptor >= 0 ? descriptor : nil
}()
