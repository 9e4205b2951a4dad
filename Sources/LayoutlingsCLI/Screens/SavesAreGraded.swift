/// What the course and watch mode say about the watched working copy, in the same words.
enum SavesAreGraded {
  /// The editor's command returned at once (it keeps the file open on its own).
  static let editorLeftOpen = "The file is open in your editor; every save of it is graded here."

  /// The watched file was deleted or renamed away.
  static func fileMissing(resetKey: String) -> String {
    "The file is gone. Save it again, or press \(resetKey) to put the starter back."
  }

  /// The watched file exists but cannot be read.
  static func fileUnreadable(_ reason: String) -> String {
    "The file cannot be read: \(reason)"
  }
}
