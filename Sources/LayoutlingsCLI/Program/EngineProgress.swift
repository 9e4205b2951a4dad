import Grader

/// What a learner is told while the grader builds the layout engine itself: only when the
/// package's own build of it cannot be used (a `layoutlings` copied away from its build), once.
enum EngineProgress {
  /// The line to show for `event`, or nil for the steps in between.
  static func line(for event: PrebuiltModuleEvent) -> String? {
    switch event {
    case .buildStarted, .waitingForAnotherBuild, .buildFinished: event.progressLine
    case .moduleStarted, .moduleFinished: nil
    }
  }

  /// Progress for a command that prints: each line on standard error.
  static func printed(to context: CommandContext) -> (PrebuiltModuleEvent) -> Void {
    { event in
      if let line = line(for: event) { context.warn(line) }
    }
  }

  /// Progress for a full-screen view: each line on `progress`'s line.
  static func shown(on progress: ProgressLine) -> (PrebuiltModuleEvent) -> Void {
    { [progress] event in
      if let line = line(for: event) { progress.show?(line) }
    }
  }
}
