import Foundation

/// The folder of data files that the engine and learner programs read: `devices.json` (the
/// device table) and `fonts/` (text metrics).
///
/// It is `$LAYOUTLINGS_DATA` when that is set, else the checkout's `Data/`. The grader hands the
/// folder it uses to every learner program in the same variable, so the program and the grader
/// read the same files.
public enum DataFolder {
  /// The environment variable that names the data folder.
  public static let environmentVariable = "LAYOUTLINGS_DATA"

  /// The data folder for `environment`: `$LAYOUTLINGS_DATA` (taken from `currentDirectory` when
  /// relative) when set and not empty, else `Data/` of `checkout`; nil when neither is known.
  public static func resolve(
    environment: [String: String], currentDirectory: URL? = nil, checkout: URL? = Checkout.root
  ) -> URL? {
    if let configured = environment[environmentVariable], !configured.isEmpty {
      let url =
        configured.hasPrefix("/") || currentDirectory == nil
        ? URL(fileURLWithPath: configured, isDirectory: true)
        : URL(fileURLWithPath: configured, isDirectory: true, relativeTo: currentDirectory)
      return url.standardizedFileURL
    }
    return checkout.map(Checkout.dataFolder(of:))
  }

  /// The data folder of this process (its environment and the checkout it was built from).
  public static var current: URL? {
    resolve(environment: ProcessInfo.processInfo.environment)
  }
}
