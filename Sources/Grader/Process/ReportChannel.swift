import LayoutReport

/// How a learner's program hands its report to the grader without going through stdout.
///
/// The grader opens a pipe as the program's file descriptor 3 and puts two variables in its
/// environment: `LAYOUTLINGS_REPORT_FD` (the descriptor) and `LAYOUTLINGS_REPORT_TOKEN` (128
/// random bits, new for every run). The harness reads both before any learner code runs (see
/// `harnessPrologue`), wipes and removes them, and at the end writes the token, a line feed, then
/// the report. The grader accepts the report only if it starts with that token.
///
/// What that guarantees: output on stdout or stderr is never taken for a report; bytes written to
/// descriptor 3 by code that does not hold the token are refused; a program that ends before the
/// harness writes (an `exit(0)`, a crash) has no report. Learner code cannot name the writer or the
/// token (both are private to `main.swift`), finds no token in `getenv` or `/proc/self/environ`,
/// and, under namespaces, cannot read the grader's memory. What it does not: the learner's code
/// shares its process with the harness, so code written to attack it (reading the process's own
/// memory, or replacing C functions by name with `@_silgen_name`) can reach the token or the
/// report's bytes. The channel tells the harness's report from anything else; it cannot vouch
/// for a harness the same process has tampered with.
public enum ReportChannel {
  /// The report's file descriptor in the child.
  public static let fileDescriptor: Int32 = ProgramChannel.reportDescriptor
  /// The environment variable that names the descriptor.
  public static let descriptorVariable = ProgramChannel.descriptorVariable
  /// The environment variable that holds the run's token.
  public static let tokenVariable = ProgramChannel.tokenVariable

  /// Swift source for the top of a harness `main.swift`, before anything else runs: the channel
  /// and the stack overflow watch (`StackOverflowReporter`).
  ///
  /// `LayoutHarness.ReportChannelEnd.take()` takes the descriptor and token out of the
  /// environment (overwriting the token in place first, because `/proc/self/environ` shows the
  /// environment the program started with even after `unsetenv`) into a `private` global, and
  /// `layoutlingsWriteReport(_:)`, private too, writes a report framed with the token. Globals of
  /// `main.swift` initialize in order before other code runs; those of other files (the
  /// learner's) only on first use, so the learner never sees the token. The code behind both
  /// calls is compiled once with the engine: what each program compiles is these few lines.
  public static let harnessPrologue = """
    import LayoutHarness

    /// The report channel, taken out of the environment before any learner code runs; private to
    /// this file, so the learner's file cannot name it.
    private let layoutlingsReportChannel = LayoutHarness.ReportChannelEnd.take()

    /// Writes `report` to the grader, framed with this run's token (private to this file too).
    private func layoutlingsWriteReport(_ report: [UInt8]) {
      layoutlingsReportChannel.write(report)
    }

    /// Says "\(StackOverflowReporter.marker) …" on stderr when the main thread runs out of stack.
    private let layoutlingsStackOverflowWatch: Void = LayoutHarness.StackOverflowWatch.install()

    """

  /// A fresh token: 32 lowercase hexadecimal digits.
  static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef".utf8)
    return String(decoding: (0..<32).map { _ in digits[Int(generator.next() % 16)] }, as: UTF8.self)
  }

  /// Checks the framing and returns the report's bytes.
  static func unwrap(_ captured: CapturedOutput, token: String) -> ReportDelivery {
    if captured.totalByteCount == 0 { return .missing }
    if captured.isTruncated { return .tooLarge(byteCount: captured.totalByteCount) }
    let header = Array(token.utf8) + [UInt8(ascii: "\n")]
    guard captured.bytes.starts(with: header) else {
      return .rejected(
        reason: "the data on the report channel does not start with this run's token")
    }
    return .received(Array(captured.bytes.dropFirst(header.count)))
  }
}

/// What arrived on the report channel.
public enum ReportDelivery: Sendable, Equatable {
  /// A report framed with the run's token; the bytes follow the token line.
  case received([UInt8])
  /// Nothing was written to the report channel.
  case missing
  /// Something was written, but not framed with the run's token.
  case rejected(reason: String)
  /// More was written than the grader accepts.
  case tooLarge(byteCount: Int)

  /// The report's bytes, if one was received.
  public var bytes: [UInt8]? {
    if case .received(let bytes) = self { return bytes }
    return nil
  }
}
