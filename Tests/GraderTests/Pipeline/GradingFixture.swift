import Checkout
import Foundation
import Grader
import LayoutReport
import TestSupport

/// The real grading pipeline on the real layout engine: the package's own build of it, next to
/// the test bundle (`PackageBuildModules`), as `layoutlings` grades.
enum GradingFixture {
  /// The package checkout.
  static let packageRoot = Checkout.root?.path ?? "/"

  /// The shared cache: compiler version, verdicts.
  static let cacheDirectory = TestCache.root + "/grading"

  /// A configuration for the tests; a learner program gets 3 CPU seconds, and the verdict cache
  /// is off unless asked for, so every test really compiles and runs.
  static func configuration(verdictCache: Bool = false, cpuSeconds: Int = 3) -> GraderConfiguration
  {
    var limits = ResourceLimits.learnerProgram
    limits.cpuSeconds = cpuSeconds
    return GraderConfiguration(
      packageRoot: packageRoot, dataDirectory: packageRoot + "/Data",
      cacheDirectory: cacheDirectory, limits: limits, timeoutSeconds: 30,
      usesVerdictCache: verdictCache)
  }

  /// The sample course's half-panel exercise: the panel covers the top half of the screen.
  /// By hand: x = 0, y = 0, the full width, half the height.
  static func halfPanel() throws -> GradingExercise {
    let devices: [(String, Double, Double)] = [
      ("iphone-x", 375, 812), ("iphone-se", 375, 667), ("ipad-pro-11", 834, 1194),
      ("ipad-pro-11:landscape", 1194, 834),
    ]
    let entries = devices.map { name, width, height in
      ExpectedFrames.Entry(
        device: name, snapshot: "initial", view: "panelView",
        frame: ReportRect(x: 0, y: 0, width: width, height: height / 2))
    }
    return GradingExercise(
      id: "01-constraints-in-code/01-half-height-panel",
      harness: HarnessSpec(
        entry: .viewController("HalfPanelViewController"), devices: devices.map(\.0),
        recording: .paths(["panelView"])),
      expected: try ExpectedFrames(entries: entries),
      contentKey: "test-fixture")
  }

  /// A file of the half-panel exercise of the sample course (`Solution.swift`, `Exercise.swift`).
  static func lessonFile(_ name: String) throws -> String {
    switch name {
    case "Solution.swift": return SampleCourse.halfPanelSolution
    case "Exercise.swift": return SampleCourse.halfPanelStarter
    default: throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: name])
    }
  }

  /// Grades `source` as the half-panel exercise, as a file called `name`.
  static func grade(
    _ source: String, name: String = "panel.swift",
    configuration: GraderConfiguration = configuration()
  ) throws -> GradeOutcome {
    try GradingSession(configuration: configuration).grade(
      LearnerFile(path: name, contents: Array(source.utf8)), as: try halfPanel())
  }
}
