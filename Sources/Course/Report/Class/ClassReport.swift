import Foundation

/// Many learners' reports merged: a grid of learner × exercise, and where the class gets stuck.
public struct ClassReport: Sendable {
  /// One learner's row.
  public struct Learner: Sendable {
    /// The learner's name, or the file's name without `.json` when the report names nobody.
    public var label: String
    /// The file the report came from.
    public var file: String
    /// Exercises passed, of those the class grid lists.
    public var passed: Int
    /// Per exercise of `ClassReport.exercises`, in order: the learner's record, or nil when
    /// the learner's course does not have it.
    public var cells: [ExerciseReport?]
  }

  /// One exercise's column, with the class's figures on it.
  public struct Exercise: Sendable {
    /// The exercise's id.
    public var id: String
    /// Its title, as the first report naming it has it.
    public var title: String
    /// The module it belongs to.
    public var moduleID: String
    /// Learners with at least one attempt.
    public var attempted: Int
    /// Learners who passed it.
    public var passed: Int
    /// Learners who attempted it without passing.
    public var stuck: Int
    /// Attempts over every learner.
    public var attempts: Int
  }

  /// When the newest report was generated, as `YYYY-MM-DD` text; nil without learners.
  public var latestReport: String?
  /// The learners, in file-name order.
  public var learners: [Learner]
  /// The exercises in course order (the first report's order, then any others as they come).
  public var exercises: [Exercise]

  /// The exercises where the class struggles: most learners stuck first, then most attempts,
  /// then fewest passes, then course order; exercises nobody attempted are left out.
  public var stuckRanking: [Exercise] {
    exercises.enumerated().filter { $0.element.attempted > 0 }.sorted { a, b in
      let x = a.element
      let y = b.element
      if x.stuck != y.stuck { return x.stuck > y.stuck }
      if x.attempts != y.attempts { return x.attempts > y.attempts }
      if x.passed != y.passed { return x.passed < y.passed }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// Merges the reports of a class folder.
  public init(_ entries: [ClassFolder.Entry]) {
    var exercises: [Exercise] = []
    var index: [String: Int] = [:]
    for entry in entries {
      for exercise in entry.report.exercises where index[exercise.id] == nil {
        index[exercise.id] = exercises.count
        exercises.append(
          Exercise(
            id: exercise.id, title: exercise.title, moduleID: exercise.moduleID, attempted: 0,
            passed: 0, stuck: 0, attempts: 0))
      }
    }
    var learners: [Learner] = []
    for entry in entries {
      var cells: [ExerciseReport?] = Array(repeating: nil, count: exercises.count)
      for exercise in entry.report.exercises {
        guard let column = index[exercise.id] else { continue }
        cells[column] = exercise
        exercises[column].attempts += exercise.attempts
        if exercise.attempts > 0 { exercises[column].attempted += 1 }
        switch exercise.status {
        case .passed: exercises[column].passed += 1
        case .attempted: exercises[column].stuck += 1
        case .notStarted: break
        }
      }
      let name = entry.report.learner.name?.trimmingCharacters(in: .whitespaces) ?? ""
      let stem =
        entry.file.lowercased().hasSuffix(".json") ? String(entry.file.dropLast(5)) : entry.file
      learners.append(
        Learner(
          label: name.isEmpty ? stem : name, file: entry.file,
          passed: cells.filter { $0?.status == .passed }.count, cells: cells))
    }
    self.learners = learners
    self.exercises = exercises
    latestReport = entries.map(\.report.generatedAt).max().map { UTCDay($0).text }
  }
}
