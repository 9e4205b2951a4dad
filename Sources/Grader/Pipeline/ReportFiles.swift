import Devices
import LayoutReport

/// Puts the learner's path where a report names the learner's file by the name it was compiled
/// under (`#fileID` gives `Exercise.swift`; the learner knows `exercises/01-basics/02-x.swift`).
enum ReportFiles {
  static func rewrite(_ report: LayoutReport, from compiledName: String, to path: String)
    -> LayoutReport
  {
    func map(_ file: String?) -> String? { file == compiledName ? path : file }
    func map(_ constraint: ConstraintRecord) -> ConstraintRecord {
      var copy = constraint
      copy.file = map(constraint.file)
      return copy
    }
    var copy = report
    for index in copy.results.indices {
      var result = copy.results[index]
      result.log = result.log.map { entry in
        var entry = entry
        entry.file = map(entry.file)
        entry.constraints = entry.constraints.map(map)
        return entry
      }
      result.errors = result.errors.map { error in
        var error = error
        error.file = map(error.file)
        return error
      }
      result.inactiveConstraints = result.inactiveConstraints.map(map)
      result.activeConstraints = result.activeConstraints.map(map)
      for snapshot in result.snapshots.indices {
        for view in result.snapshots[snapshot].views.indices {
          guard var blame = result.snapshots[snapshot].views[view].blame else { continue }
          blame.x = blame.x.map(map)
          blame.y = blame.y.map(map)
          blame.width = blame.width.map(map)
          blame.height = blame.height.map(map)
          result.snapshots[snapshot].views[view].blame = blame
        }
      }
      copy.results[index] = result
    }
    return copy
  }
}

extension Verdict {
  /// The verdict for a report with the rule that what would crash on iOS is a runtime error:
  /// UIKit raises an exception for a bad constraint or an unparsable format string and the app
  /// stops, even though the grader's engine records it and goes on. The checks stay, so the
  /// frames can still be shown; the score is 0.
  static func crashAware(
    grading report: LayoutReport, against expected: ExpectedFrames, rules: ExerciseRules = .none,
    devices: DeviceTable? = nil, learnerFile: (path: String, text: String)? = nil,
    placedByFrameByDesign: Set<String> = []
  ) -> Verdict {
    var verdict = Verdict(
      grading: report, against: expected, rules: rules, devices: devices,
      learnerFile: learnerFile, placedByFrameByDesign: placedByFrameByDesign)
    let crashed = report.results.contains { result in
      result.errors.contains { $0.kind == .exception || $0.kind == .vflError }
    }
    if crashed {
      verdict.status = .runtimeError
      verdict.score = 0
    }
    return verdict
  }
}
