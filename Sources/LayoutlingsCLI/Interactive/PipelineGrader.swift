import Course
import Foundation
import Grader
import LayoutReport
import Terminal

/// Grades working copies and review copies with the grading pipeline, records each fresh
/// attempt in the course store, and draws the expected and actual frames.
///
/// One `GradingSession` serves every grade, so watch mode and the interactive course build the
/// layout engine once and keep the compiler warm.
final class PipelineGrader: ExerciseGrader {
  /// The most pictures one verdict shows.
  static let pictureLimit = 2

  private let store: CourseStore
  private let session: GradingSession
  private let recorder: any AttemptRecorder
  private let clock: () -> Date
  private let progress: ProgressLine

  /// Creates a grader over `store`, with the pipeline configured for `options` and `context`.
  /// - Parameters:
  ///   - now: when attempts are recorded.
  ///   - progress: told about slow first-run work (building the layout engine).
  /// - Throws: `GradingUnavailable` when the checkout holding the layout engine cannot be found.
  init(
    store: CourseStore, options: GlobalOptions, context: CommandContext,
    now: @escaping () -> Date, progress: ProgressLine
  ) throws {
    let recorder = StoreAttemptRecorder(options: options, context: context)
    let grading = GradingContext(context, attemptRecorder: recorder)
    let paths: GradingPaths
    do {
      paths = try GradingPaths(options: options, context: grading)
    } catch {
      throw GradingUnavailable(description: "Grading is not available: \(error.text)")
    }
    self.store = store
    self.progress = progress
    self.session = GradingSession(
      configuration: paths.configuration(environment: context.environment))
    self.recorder = recorder
    self.clock = now
  }

  func grade(exerciseID: String, file: URL) throws -> GradeSummary {
    guard let stored = try store.exercise(id: exerciseID) else {
      throw CourseStoreError.unknownExercise(exerciseID)
    }
    let exercise: GradingExercise
    do {
      exercise = try ExerciseMapping.gradingExercise(stored.spec)
    } catch {
      throw GradingUnavailable(description: error.text)
    }
    let bytes: [UInt8]
    do {
      bytes = try LearnerSourceReader.read(file, shown: file.path)
    } catch {
      throw GradingUnavailable(description: error.message)
    }
    let outcome = try session.grade(
      LearnerFile(path: file.path, contents: bytes), as: exercise,
      progress: { [progress] event in
        switch event {
        case .buildStarted, .waitingForAnotherBuild, .buildFinished:
          progress.show?(event.progressLine)
        case .moduleStarted, .moduleFinished: break
        }
      })
    try recorder.recordAttempt(
      GradedAttempt(
        exerciseID: exerciseID, file: file.path, result: outcome.result,
        isCached: outcome.isCached, date: clock()))
    return GradeSummary(
      exerciseID: exerciseID, verdict: outcome.result.verdict,
      pictures: Self.pictures(outcome.result.verdict, rootSizes: outcome.rootSizes))
  }

  /// Pictures of the device and snapshot pairs with a wrong frame (at most `pictureLimit`), or
  /// of the first pair when every frame is right.
  static func pictures(_ verdict: Verdict, rootSizes: [String: ReportSize]) -> [VerdictPicture] {
    var groups: [(device: String, snapshot: String)] = []
    for check in verdict.checks
    where !groups.contains(where: { $0 == (check.device, check.snapshot) }) {
      groups.append((check.device, check.snapshot))
    }
    let failing = groups.filter { group in
      verdict.checks.contains {
        $0.device == group.device && $0.snapshot == group.snapshot && !$0.ok
      }
    }
    let chosen = failing.isEmpty ? Array(groups.prefix(1)) : Array(failing.prefix(pictureLimit))
    let severalSnapshots = Set(groups.map(\.snapshot)).count > 1
    return chosen.compactMap { group in
      guard let size = rootSizes[group.device] else { return nil }
      let checks = verdict.checks.filter {
        $0.device == group.device && $0.snapshot == group.snapshot
      }
      let expected = checks.map { NamedRect(name: $0.view, frame: $0.expected.cgRect) }
      let actual = checks.compactMap { check in
        check.actual.map { NamedRect(name: check.view, frame: $0.cgRect) }
      }
      return VerdictPicture(
        title: severalSnapshots
          ? "On \(group.device), snapshot \(group.snapshot):" : "On \(group.device):",
        expected: LayoutPicture(
          containerWidth: size.width, containerHeight: size.height, rects: expected),
        actual: LayoutPicture(
          containerWidth: size.width, containerHeight: size.height, rects: actual),
        tolerance: checks.map(\.tolerance).max() ?? 0)
    }
  }
}
