import Foundation

/// The learner's own folders: the home folder (`HOME`), the workspace and the temporary folder,
/// each as the real folder it is. `editor-setup` writes only inside them unless `--anywhere`,
/// and `grade` suggests it only for a folder inside them.
struct LearnerFolders {
  /// The folders, links resolved.
  let paths: [String]

  init(environment: [String: String], workspaceHome: URL) {
    var folders: [String] = []
    if let home = environment["HOME"], home.hasPrefix("/") { folders.append(home) }
    folders.append(workspaceHome.path)
    folders.append(environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp")
    folders.append(FileManager.default.temporaryDirectory.path)
    paths = folders.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
  }

  /// Whether `folder` (its real path) is one of them or inside one.
  func contains(_ folder: URL) -> Bool {
    let real = folder.resolvingSymlinksInPath().path
    return paths.contains { EditorSetupCommand.isInside(real, $0) }
  }
}
