import Checkout
import Foundation
import Grader
import LayoutReport

/// The real grading pipeline on the real layout engine, built once (optimized, as the course
/// builds it) into a cache under `.build` that every test and test run shares.
enum GradingFixture {
  /// The package checkout.
  static let packageRoot = Checkout.root?.path ?? "/"

  /// The shared cache: prebuilt modules, compiler version, verdicts.
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

  /// `Lessons/01-constraints-in-code/01-half-height-panel`: the panel covers the top half of
  /// the screen. Frames from the lesson's `expected.json` (worked out by hand there): x = 0,
  /// y = 0, the full width, half the height.
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

  /// A file of the half-panel lesson (`Solution.swift`, `Exercise.swift`).
  static func lessonFile(_ name: String) throws -> String {
    let path = packageRoot + "/Lessons/01-constraints-in-code/01-half-height-panel/" + name
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return String(decoding: data, as: UTF8.self)
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
