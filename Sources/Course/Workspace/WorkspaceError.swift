/// Why the workspace could not do what was asked, with the path involved.
///
/// `description` reads `cannot create the folder /home/me/Data/exercises: Not a directory`.
public struct WorkspaceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was attempted, as the start of a sentence: `cannot write`.
  public var action: String
  /// The path involved.
  public var path: String
  /// Why it failed (the system's reason, or ours).
  public var reason: String

  /// Creates an error.
  public init(action: String, path: String, reason: String) {
    self.action = action
    self.path = path
    self.reason = reason
  }

  /// `ACTION PATH: REASON`.
  public var description: String { "\(action) \(path): \(reason)" }

  /// The reason given when a working copy is a folder, a FIFO or a device.
  public static let notARegularFile = "it is not a regular file"

  /// Whether the path names something that is not a regular file, which no command can use:
  /// a problem with what is there, not a failure to read or write it.
  public var isNotARegularFile: Bool { reason.hasPrefix(Self.notARegularFile) }
}
