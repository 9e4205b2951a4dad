/// The contents of each working copy a full screen has already dealt with: graded, or written
/// by the program itself (a new working copy, a reset). A save the watcher reports is graded
/// only when its bytes are new here, so one save is never graded twice, however it is seen
/// (the watcher and a blocking editor's exit, `g` and then the watcher).
package struct SeenContents: Sendable, Equatable {
  private var contents: [String: [UInt8]] = [:]

  package init() {}

  /// Notes that `path` holds `bytes` (nil: the file is missing), dealt with.
  package mutating func note(_ bytes: [UInt8]?, at path: String) {
    contents[path] = bytes
  }

  /// Whether a save of `bytes` at `path` needs grading, noting it as dealt with when it does.
  package mutating func isNew(_ bytes: [UInt8], at path: String) -> Bool {
    guard contents[path] != bytes else { return false }
    contents[path] = bytes
    return true
  }
}
