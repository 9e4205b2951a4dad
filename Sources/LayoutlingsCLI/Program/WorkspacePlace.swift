import Course
import Foundation

/// Which workspace a command reads and writes progress in, as commands say it: `list`,
/// `check`, `report -o` and the course's first screen name it, so a learner who forgot
/// `--home` sees at once that the progress shown is another folder's.
struct WorkspacePlace: Equatable {
  /// The workspace folder.
  var path: String
  /// Whether it was found by default, in the Layoutlings checkout: no `--home`, no
  /// `LAYOUTLINGS_HOME`.
  var isCheckoutDefault: Bool

  init(path: String, isCheckoutDefault: Bool) {
    self.path = path
    self.isCheckoutDefault = isCheckoutDefault
  }

  /// The workspace `paths` resolves.
  init(paths: CommandPaths) throws {
    let choice = Workspace.homeChoice(
      option: paths.options.home, environment: paths.context.environment)
    self.init(path: try paths.home().path, isCheckoutDefault: choice == .checkout)
  }

  /// `Workspace: /home/ada/layoutlings`, saying when it is the checkout's default.
  var line: String {
    "Workspace: \(path)"
      + (isCheckoutDefault ? " (the default, inside the Layoutlings checkout)" : "")
  }

  /// `line` as Markdown, the path as code so that no character of it is taken as markup.
  var markdown: String {
    "Workspace: `\(path)`"
      + (isCheckoutDefault ? " (the default, inside the Layoutlings checkout)" : "")
  }

  /// The setting that records that the default workspace was explained once.
  static let notedSetting = "workspace.default-noted"

  /// The explanation given once, the first time a command uses the checkout's default
  /// workspace: what it is and how to choose another.
  var defaultNote: String {
    "Note: no --home or \(Workspace.homeVariable) was given, so progress is kept in the "
      + "workspace inside the Layoutlings checkout, \(path). If your progress is in another "
      + "folder, pass --home DIR or set \(Workspace.homeVariable)."
  }
}
