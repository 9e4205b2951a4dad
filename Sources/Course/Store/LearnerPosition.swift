import Foundation

/// Where the learner is in the course: a module, a step of its lesson, an exercise.
public struct LearnerPosition: Sendable, Equatable {
  /// The module being read, if any.
  public var moduleID: String?
  /// The 0-based step of the module's lesson.
  public var lessonStep: Int
  /// The exercise being worked on, if any.
  public var exerciseID: String?

  /// Creates a position.
  public init(moduleID: String?, lessonStep: Int = 0, exerciseID: String?) {
    self.moduleID = moduleID
    self.lessonStep = lessonStep
    self.exerciseID = exerciseID
  }
}

/// What `CourseStore.advance(at:)` settled on.
public enum AdvanceOutcome: Sendable, Equatable {
  /// The current exercise: `exerciseID`; `moved` when it differs from the one before.
  case exercise(String, moved: Bool)
  /// Every exercise of the course has passed.
  case courseComplete
  /// The course has no exercises (or none was imported).
  case noExercises
}
