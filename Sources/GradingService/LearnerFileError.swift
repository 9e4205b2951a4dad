/// Why a learner's file cannot be graded before anything is compiled: one line that starts with
/// the path as the learner typed it.
public struct LearnerFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong with the file.
  public enum Kind: Sendable, Equatable {
    /// There is no file at the path.
    case missing
    /// The path is a folder, a device or a pipe.
    case notAFile
    /// The file may not be read.
    case permissionDenied
    /// Opening or reading failed for another reason.
    case readFailed
    /// The bytes are no Swift source: empty, binary, not UTF-8, or too large.
    case notSource
  }

  /// What is wrong.
  public var kind: Kind
  /// The line to show: `Exercise.swift: no such file`.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }
}
