import Foundation

/// An exercise as the store holds it: its full definition, and whether it left the course.
public struct StoredExercise: Sendable, Equatable {
  /// The exercise as last imported (review cards: the current ones, in order).
  public var spec: ExerciseSpec
  /// Whether the exercise has left the course; its progress is kept.
  public var isRetired: Bool
  /// When its content last changed in the store (first import included).
  public var changedAt: Date
}

/// What the store knows about the course it imported last.
public struct ImportedCourse: Sendable, Equatable {
  /// The course's title.
  public var title: String
  /// Its welcome text, if any.
  public var welcome: String?
  /// The lesson format version it was written in.
  public var formatVersion: Int
  /// `CourseFingerprint.contentHash(of:)` of the imported catalog.
  public var contentHash: String
  /// `CourseFingerprint.quick(courseDirectory:)` of the folder it came from, if recorded.
  public var fingerprint: String?
  /// When it was imported.
  public var importedAt: Date?
}
