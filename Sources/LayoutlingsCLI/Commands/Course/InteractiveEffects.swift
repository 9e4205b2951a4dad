import Foundation
import Terminal

/// Does the work an `InteractiveEffect` names and reports its outcome as an event.
struct InteractiveEffects {
  /// The workspace and store.
  let work: any CourseWork
  /// Colours and styles of the screen the work is done for.
  let styler: Styler
  /// Opens a working copy in the editor and reports how that went (the runner suspends the
  /// full screen around it).
  let openEditor: (_ exerciseID: String, _ file: URL) throws -> InteractiveEvent

  /// Performs `effect`; nil when it has nothing to report.
  func perform(_ effect: InteractiveEffect) -> InteractiveEvent? {
    do {
      switch effect {
      case .savePlace(let place):
        try work.save(place)
        return nil
      case .prepareWorkingCopy(let id):
        _ = try work.workingCopy(exerciseID: id)
        return nil
      case .openEditor(let id):
        return try openEditor(id, try work.workingCopy(exerciseID: id))
      case .grade(let id):
        return .graded(try work.grade(exerciseID: id))
      case .revealHint(let id):
        return .hintRevealed(try work.nextHint(exerciseID: id))
      case .loadList:
        return .listLoaded(try work.listing(lessons: true))
      case .reset(let id):
        return .resetDone(exerciseID: id, message: try work.reset(exerciseID: id))
      case .rate(let id, let choice):
        let next = try work.rate(itemID: id, choice: choice)
        return .rated(itemID: id, rating: choice.name, nextReview: next)
      case .quit:
        return nil
      }
    } catch {
      return .failed(Self.sentence(for: error))
    }
  }

  /// An error as one line for the status line.
  static func sentence(for error: any Error) -> String {
    let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
    return text.hasSuffix(".") ? text : text + "."
  }
}

/// Opens files in the editor around a suspended full screen and says whether they changed.
struct EditorSession {
  let launcher: EditorLauncher
  let terminal: FullScreenTerminal

  /// How opening a file went.
  enum Outcome: Equatable {
    /// No editor is configured.
    case noEditor
    /// The editor closed normally; `changed` says whether the file changed.
    case closed(changed: Bool)
    /// The editor failed; the message says how.
    case failed(String)
  }

  /// Opens `file` and waits for the editor to close.
  func open(_ file: URL) throws -> Outcome {
    guard let command = launcher.command else { return .noEditor }
    let before = FileManager.default.contents(atPath: file.path)
    let ending = try terminal.suspend { try launcher.open(file.path) }
    switch ending {
    case .exited(0):
      let after = FileManager.default.contents(atPath: file.path)
      return .closed(changed: before != after)
    case .exited(let status):
      return .failed("The editor (\(command)) exited with status \(status).")
    case .signalled(let signal):
      return .failed("The editor (\(command)) was stopped by signal \(signal).")
    }
  }
}
