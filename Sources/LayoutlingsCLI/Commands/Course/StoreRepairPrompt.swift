import Course
import Foundation

/// Asks, in the interactive course, whether to repair a damaged progress store, and does it.
struct StoreRepairPrompt {
  let paths: CommandPaths
  /// Shows a question and returns the answer typed (nil at the end of input).
  let ask: (String) -> String?

  /// Shows the damage, asks `[y/N]`, and repairs on yes. Returns whether the store was rebuilt;
  /// on no, the error and the repair command are shown on standard error.
  func offer(store: String, failure: CommandFailure) throws -> Bool {
    let question =
      "The progress store \(store) is damaged. Back it up and rebuild it from what can still"
      + " be read? [y/N] "
    let answer = ask(question)?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    guard answer == "y" || answer == "yes" else {
      try paths.context.errors.write(failure.lines.map { $0 + "\n" }.joined())
      return false
    }
    let now = paths.options.now ?? paths.context.clock()
    let report = try StoreRepairCommand.repair(store, paths: paths, now: now)
    try paths.context.errors.write(
      StoreRepairCommand.lines(report, store: store).map { $0 + "\n" }.joined())
    return true
  }
}
