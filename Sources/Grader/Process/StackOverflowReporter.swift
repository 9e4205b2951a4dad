import LayoutReport

/// Tells a stack overflow apart from other crashes in a learner's program: the harness's
/// `LayoutHarness.StackOverflowWatch` writes a line starting with `marker` to stderr when the
/// main thread runs out of stack (the kernel reports it as any invalid memory access, SIGSEGV).
public enum StackOverflowReporter {
  /// The start of the line the handler writes.
  public static let marker = ProgramChannel.stackOverflowMarker
}
