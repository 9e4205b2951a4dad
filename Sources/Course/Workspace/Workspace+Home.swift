import Foundation

extension Workspace {
  /// Where the learner asked for the workspace to be.
  public enum HomeChoice: Sendable, Equatable {
    /// `--home DIR` on the command line.
    case option(String)
    /// The `LAYOUTLINGS_HOME` environment variable.
    case environment(String)
    /// The `Data/` folder of the Layoutlings checkout.
    case checkout
  }

  /// The environment variable that names a workspace folder.
  public static let homeVariable = "LAYOUTLINGS_HOME"

  /// Picks the workspace: `--home` wins, then a non-empty `LAYOUTLINGS_HOME`, then the checkout.
  public static func homeChoice(option: String?, environment: [String: String]) -> HomeChoice {
    if let option { return .option(option) }
    if let value = environment[homeVariable], !value.isEmpty { return .environment(value) }
    return .checkout
  }

  /// The workspace folder for `choice`.
  ///
  /// Relative paths are taken from `currentDirectory`. The folder need not exist yet; it is
  /// created with the first working copy. `checkoutData` is the checkout's `Data/` folder,
  /// normally `Checkout.dataFolder(of:)` of `Checkout.root`.
  /// - Throws: `WorkspaceError` for an empty path, a path that is a file, or `.checkout` when
  ///   no checkout was found.
  public static func resolveHome(
    _ choice: HomeChoice, currentDirectory: URL, checkoutData: URL?
  ) throws(WorkspaceError) -> URL {
    let url: URL
    switch choice {
    case .option(let path), .environment(let path):
      let source = choice == .option(path) ? "--home" : homeVariable
      guard !path.isEmpty else {
        throw WorkspaceError(
          action: "cannot use the workspace", path: "\"\"", reason: "\(source) is empty")
      }
      url =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path, isDirectory: true)
        : currentDirectory.appendingPathComponent(path, isDirectory: true)
    case .checkout:
      guard let checkoutData else {
        throw WorkspaceError(
          action: "cannot find", path: "the checkout's Data folder",
          reason: "pass --home DIR or set \(homeVariable)")
      }
      url = checkoutData
    }
    let resolved = url.standardizedFileURL
    switch FileSystem.kind(at: resolved.path) {
    case .missing, .directory:
      return resolved
    case .file, .other:
      throw WorkspaceError(
        action: "cannot use the workspace", path: resolved.path, reason: "it is not a folder")
    }
  }
}
