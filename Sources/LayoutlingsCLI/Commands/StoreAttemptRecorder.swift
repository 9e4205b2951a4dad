import Course
import Foundation
import Grader

/// Records each freshly graded attempt in the workspace's course store.
///
/// A verdict answered from the cache (the file has not changed since it was last graded) is not a
/// new attempt, so it is not recorded again. The store is opened on first use, so `frames` and
/// `show`, which never record, never touch it.
final class StoreAttemptRecorder: AttemptRecorder {
  private let options: GlobalOptions
  private let context: CommandContext
  private var session: StoreSession?

  init(options: GlobalOptions, context: CommandContext) {
    self.options = options
    self.context = context
  }

  func recordAttempt(_ attempt: GradedAttempt) throws {
    guard !attempt.isCached,
      let status = AttemptStatus(rawValue: attempt.result.verdict.status.rawValue)
    else { return }
    let session =
      try self.session
      ?? StoreSession(
        options: options, context: context, command: ["grade"])
    self.session = session
    guard try session.store.exercise(id: attempt.exerciseID) != nil else { return }
    let source =
      (try? Data(contentsOf: GradingContext(context, attemptRecorder: self).url(for: attempt.file)))
      ?? Data()
    let digest = SHA256.hash(source).map { String(format: "%02x", $0) }.joined()
    let json = try? attempt.result.jsonData()
    _ = try session.store.recordAttempt(
      AttemptRecord(
        exerciseID: attempt.exerciseID, at: attempt.date, sourceHash: "sha256:" + digest,
        status: status, score: attempt.result.verdict.score,
        durationMs: attempt.result.durationMs,
        reportJSON: json.flatMap { String(data: $0, encoding: .utf8) }))
  }
}

extension GradingContext {
  /// The grading context of a command run with `context`, recording attempts with `recorder`.
  init(_ context: CommandContext, attemptRecorder: any AttemptRecorder) {
    self.init(
      output: context.output, errors: context.errors, environment: context.environment,
      currentDirectory: context.currentDirectory, outputIsTerminal: context.outputIsTerminal,
      clock: context.clock, checkoutDirectory: context.checkoutDirectory,
      attemptRecorder: attemptRecorder)
  }
}
