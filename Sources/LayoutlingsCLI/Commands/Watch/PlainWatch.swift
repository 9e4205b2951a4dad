import Course
import FileWatching
import Foundation
import Terminal

/// Watch mode without a terminal (piped, in CI): grades the current exercise once at the start
/// and once per change of its file, printing each verdict as plain text. There are no keys and
/// no prompts; it runs until it is stopped (Ctrl-C, SIGTERM) or `stopAfter` grades were made.
struct PlainWatch {
  let work: any WatchWork
  let output: any TextSink
  /// The width verdicts and pictures are wrapped to.
  let width: Int

  /// Watches until stopped.
  /// - Parameters:
  ///   - options: how the file is watched.
  ///   - source: the file source to use instead of a `FileWatcher` (tests).
  ///   - stopAfter: stop after this many grades; nil runs until the process is stopped.
  func run(
    options: FileWatcher.Options, source: (any FileChangeSource)? = nil, stopAfter: Int? = nil
  ) throws {
    guard let exercise = try work.currentExercise() else {
      try say(["Every exercise of the course has passed. Well done!"])
      return
    }
    let switchable = SwitchableFileSource(options: options)
    if source == nil { try switchable.watch(exercise.path) }
    let how = source == nil ? " (\(switchable.backendName))" : ""
    try say([
      "Watching \(exercise.path) for \(exercise.id): \(exercise.title)\(how). Stop with Ctrl-C."
    ])

    var grades = 0
    func grade(_ reason: String, origin: AttemptOrigin) throws -> WatchLoopAction {
      try say(["", reason])
      grades += 1
      do {
        let summary = try work.grade(exerciseID: exercise.id, origin: origin)
        try say(verdict(summary))
      } catch {
        try say([InteractiveEffects.sentence(for: error)])
      }
      return stopAfter.map { grades >= $0 } == true ? .stop : .continue
    }
    if try grade("Grading \(exercise.id) as it is:", origin: .command) == .stop { return }
    let loop = WatchEventLoop<Key>(file: source ?? switchable)
    try loop.run { event in
      switch event {
      case .fileChanged:
        return try grade("The file changed; grading \(exercise.id) again:", origin: .save)
      case .fileMissing:
        try say(["", "\(exercise.path) is gone; waiting for it to come back."])
      case .fileUnreadable(let error):
        try say(["", "\(exercise.path) cannot be read: \(error)"])
      case .key, .resized, .tick:
        break
      }
      return .continue
    }
  }

  /// A verdict as plain lines: the text, the pictures, and after a pass what to do next.
  func verdict(_ summary: GradeSummary) -> [String] {
    var lines = summary.verdictLines(width: width, styler: .plain)
    if !summary.pictures.isEmpty {
      lines += [""] + summary.pictureLines(width: width, height: 16, styler: .plain)
    }
    if summary.isPassed {
      lines +=
        [""]
        + NextStepAfterPass.lines(
          exerciseID: summary.exerciseID, suggested: summary.suggestion, width: width)
    }
    return lines
  }

  private func say(_ lines: [String]) throws {
    try output.write(lines.map { $0 + "\n" }.joined())
  }
}
