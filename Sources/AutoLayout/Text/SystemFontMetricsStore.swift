import Foundation

/// Finds and loads the system-font metrics table once per process.
enum SystemFontMetricsStore {
  /// Environment variable naming the data folder (the one holding `fonts/`).
  static let dataEnvironmentVariable = "LAYOUTLINGS_DATA"

  /// Path of the table inside the data folder.
  static let tableRelativePath = "fonts/system-font-metrics.json"

  /// The table (or its stand-in) and, if loading failed, why.
  struct Loaded: Sendable {
    let table: SystemFontMetricsTable
    let loadError: String?
  }

  /// Loaded on first use; Swift initialises a static `let` exactly once, safely across threads.
  static let shared: Loaded = load(from: tableURL(environment: ProcessInfo.processInfo.environment))

  /// Loads `url`, falling back to `SystemFontMetricsTable.approximation` on any error.
  static func load(from url: URL) -> Loaded {
    do {
      return Loaded(table: try SystemFontMetricsTable.load(from: url), loadError: nil)
    } catch {
      return Loaded(table: .approximation, loadError: error.description)
    }
  }

  /// Where the table is: `$LAYOUTLINGS_DATA/fonts/…` when set, else `<package root>/Data/fonts/…`.
  ///
  /// The package root is found from this source file's own path, which the compiler records.
  static func tableURL(
    environment: [String: String], sourceFilePath: String = sourceFilePath
  ) -> URL {
    let dataFolder: URL
    if let configured = environment[dataEnvironmentVariable], !configured.isEmpty {
      dataFolder = URL(fileURLWithPath: configured, isDirectory: true)
    } else {
      // Sources/AutoLayout/Text/<this file> -> package root.
      let packageRoot = URL(fileURLWithPath: sourceFilePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
      dataFolder = packageRoot.appendingPathComponent("Data", isDirectory: true)
    }
    return dataFolder.appendingPathComponent(tableRelativePath)
  }

  /// This file's path when compiled (a default argument would record the caller's instead).
  static let sourceFilePath: String = #filePath
}
