import Checkout
import Foundation

/// Finds and loads the system-font metrics table once per process.
enum SystemFontMetricsStore {
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

  /// Where the table is: in the data folder (`DataFolder`: `$LAYOUTLINGS_DATA`, else the
  /// checkout's `Data/`), under `fonts/`.
  static func tableURL(environment: [String: String], checkout: URL? = Checkout.root) -> URL {
    let dataFolder =
      DataFolder.resolve(environment: environment, checkout: checkout)
      ?? URL(fileURLWithPath: "Data", isDirectory: true)
    return dataFolder.appendingPathComponent(tableRelativePath)
  }
}
