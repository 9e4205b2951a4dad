/// What a learner's program and the grader agree on besides the report itself: how the report
/// reaches the grader, and the line that tells a stack overflow from other crashes. The grader's
/// side is `Grader.ReportChannel`; the program's, `LayoutHarness.ReportChannelEnd`.
public enum ProgramChannel {
  /// The report's file descriptor in the program.
  public static let reportDescriptor: Int32 = 3
  /// The environment variable that names the descriptor.
  public static let descriptorVariable = "LAYOUTLINGS_REPORT_FD"
  /// The environment variable that holds the run's token.
  public static let tokenVariable = "LAYOUTLINGS_REPORT_TOKEN"
  /// The start of the line a program writes to stderr when its main thread ran out of stack.
  public static let stackOverflowMarker = "Stack overflow:"
}
